// The enquiry reports of spec §7.4 (issue 15), at their exact paths: the enquiries a property received in a period
// (GET /api/accommodationTracker/getByCreatedDate), their summary (GET /api/v1/accommodationEnquiry/report), the
// figures by enquiry type (…/getEnquiryTypeReport) and its workbook (…/downloadEnquiryTypeExcelReport). The days are
// the property's; a period is at most a year and a day (REPORT_MAX_DAYS).
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuerySchema } from './common';
import { ENQUIRY_SOURCES, ENQUIRY_STATUSES } from './enquiry';
import { isoDateSchema } from './fields';

/** What the dashboard's Enquiries report counts the enquiries by. */
export const ENQUIRY_BREAKDOWNS = ['type', 'source', 'status', 'property'] as const;
export type EnquiryBreakdown = (typeof ENQUIRY_BREAKDOWNS)[number];

const period = z.object({ propertyId: idParam, fromDate: isoDateSchema, toDate: isoDateSchema });

// A period longer than REPORT_MAX_DAYS is refused by the service, with the figure in its message.
const periodCheck = (v: { fromDate: string; toDate: string }, ctx: z.RefinementCtx) => {
  if (v.toDate < v.fromDate)
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: VALIDATION_KEYS.toBeforeFrom });
};

/** `?propertyId&fromDate&toDate`: the report calls' parameters (spec §7.4). */
export const enquiryReportQuerySchema = period.superRefine(periodCheck);
export type EnquiryReportQuery = z.infer<typeof enquiryReportQuerySchema>;

/** getByCreatedDate: the same period, a page of the enquiries received in it (newest first). */
export const enquiryTrackerQuerySchema = period
  .extend({ page: listQuerySchema.shape.page, size: listQuerySchema.shape.size })
  .superRefine(periodCheck);
export type EnquiryTrackerQuery = z.infer<typeof enquiryTrackerQuerySchema>;

/** Counts of a group of enquiries; the conversion rate in per cent (won of received), minutes to the first answer. */
export const enquiryFiguresSchema = z.object({
  enquiries: z.number().int(),
  open: z.number().int(),
  quoted: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  expired: z.number().int(),
  conversionRate: z.number(),
  /** From received to the first move out of NEW, on average; null when none was answered. */
  avgFirstAnswerMinutes: z.number().int().nullable(),
});
export type EnquiryFiguresAnswer = z.infer<typeof enquiryFiguresSchema>;

/** GET /api/v1/accommodationEnquiry/report: the period's figures, by status and by source. */
export const enquiryReportSchema = z.object({
  propertyId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  totals: enquiryFiguresSchema,
  byStatus: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int() })),
  bySource: z.array(enquiryFiguresSchema.extend({ source: z.enum(ENQUIRY_SOURCES) })),
});
export type EnquiryReport = z.infer<typeof enquiryReportSchema>;

/** GET /api/v1/accommodationEnquiry/getEnquiryTypeReport: a row per accommodation type asked for, largest first. */
export const enquiryTypeReportRowSchema = enquiryFiguresSchema.extend({ enquiryType: z.string() });
export type EnquiryTypeReportRow = z.infer<typeof enquiryTypeReportRowSchema>;
