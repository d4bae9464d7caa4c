// The report dashboard (issue 15, decision 0047): every report answers the same shape, so that one web view draws
// any of them (a chart, the table beside it, the totals) and one helper writes its Excel file. A report's own
// parameters are its period (a date range, or one date), an optional property and its filters, all in the query.
import { z } from 'zod';

import { BUSINESS_TYPES } from '../constants';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam } from './common';
import { isoDateSchema } from './fields';

/** The longest range a report reads: a year and a day (a leap year's same date last year). */
export const REPORT_MAX_DAYS = 366;

/** How a column's values are shown: money in the currency, whole numbers, percentages (0-100), dates, text. */
export const REPORT_COLUMN_TYPES = ['money', 'int', 'percent', 'date', 'text'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** The dashboard's groups of reports, one tab each. */
export const REPORT_GROUPS = ['accommodation', 'services', 'orders', 'enquiries', 'sales'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** `key`: the row field; `label`: the English header (Excel, API clients), the web shows `reports:columns.<key>`. */
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** The chart a person would rather look at: `x` is a column key, `series` are column keys plotted against it. */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'line', 'pie']),
  x: z.string(),
  series: z.array(z.string()).min(1),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/**
 * A filter of a report, in the query under `key`: a check box ('true' when ticked), one choice, several choices
 * (comma-separated) or a date. Options are `{value, label}`; a label is shown as is (room type names) unless the
 * filter says `translate` (then `reports:options.<key>.<value>`).
 */
export const reportFilterSchema = z.object({
  key: z.string(),
  kind: z.enum(['boolean', 'select', 'multiselect', 'date']),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  translate: z.boolean().optional(),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** What the dashboard lists: the reports the caller may run on the business types of the properties in reach. */
export const reportInfoSchema = z.object({
  id: z.string(),
  group: z.enum(REPORT_GROUPS),
  businessTypes: z.array(z.enum(BUSINESS_TYPES)),
  /** 'range': from and to; 'day': one date (the night audit). */
  period: z.enum(['range', 'day']),
  chart: reportChartSchema.nullable(),
  filters: z.array(reportFilterSchema),
});
export type ReportInfo = z.infer<typeof reportInfoSchema>;
export const reportCatalogueSchema = z.array(reportInfoSchema);

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

/** GET /api/report/<id>: the rows and totals computed in SQL, with what is needed to draw them. */
export const reportResultSchema = z.object({
  report: z.string(),
  from: z.string(),
  to: z.string(),
  /** The properties' currency; null when the report has no money or the properties have none in common. */
  currency: z.string().nullable(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
  /** The totals row (same keys as a row), null for a report without one. */
  totals: z.record(z.string(), reportCellSchema).nullable(),
  chart: reportChartSchema.nullable(),
  /** The filters with their options for the properties in scope (room types, rate plans...). */
  filters: z.array(reportFilterSchema),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** The property a report is for; organisation users may leave it out for every property of theirs in the report. */
const scope = { propertyId: idParam.optional() };

/** The query of a report over a date range: `from` to `to` inclusive (the service refuses more than a year). */
export function rangeReportQuery<F extends z.ZodRawShape>(filters: F) {
  return z
    .object({ ...scope, from: isoDateSchema, to: isoDateSchema, ...filters })
    .refine((v) => (v as { from: string; to: string }).to >= (v as { from: string; to: string }).from, {
      message: VALIDATION_KEYS.toBeforeFrom,
      path: ['to'],
    });
}

/** The query of a report for one date (the night audit). */
export function dayReportQuery<F extends z.ZodRawShape>(filters: F) {
  return z.object({ ...scope, date: isoDateSchema, ...filters });
}

/** A check box filter: 'true' ticks it; anything else, or absent, leaves it off. */
export const reportFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** Several ids, comma-separated (room types, rate plans); absent for all. */
export const reportIdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, VALIDATION_KEYS.idList)
  .transform((s) => s.split(',').map(Number))
  .optional();

/** Several of a fixed list's values, comma-separated; absent for all. */
export const reportChoiceList = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .string()
    .max(2000)
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional();
