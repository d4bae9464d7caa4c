// The enquiry reports at the paths of spec §7.4 (issue 15); the dashboard's Enquiries report (report module) reads the
// same figures through enquiry.service.
import {
  enquiryPageSchema,
  enquiryReportQuerySchema,
  enquiryReportSchema,
  enquiryTrackerQuerySchema,
  enquiryTypeReportRowSchema,
  type EnquiryTypeReportRow,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, readErrorResponses } from '../../lib/route';
import type { EnquiryReportService } from './enquiry-report.service';

const tags = ['enquiries'];
const read = { permission: 'enquiry.read' } as const;

const TYPE_COLUMNS: ExcelColumn<EnquiryTypeReportRow>[] = [
  { header: 'Enquiry type', width: 22, value: (r) => r.enquiryType },
  { header: 'Enquiries', type: 'number', width: 11, value: (r) => r.enquiries },
  { header: 'Open', type: 'number', width: 9, value: (r) => r.open },
  { header: 'Quoted', type: 'number', width: 9, value: (r) => r.quoted },
  { header: 'Won', type: 'number', width: 9, value: (r) => r.won },
  { header: 'Lost', type: 'number', width: 9, value: (r) => r.lost },
  { header: 'Expired', type: 'number', width: 9, value: (r) => r.expired },
  { header: 'Conversion rate %', type: 'number', width: 17, value: (r) => r.conversionRate },
  { header: 'Minutes to first answer', type: 'number', width: 22, value: (r) => r.avgFirstAnswerMinutes },
];

export const enquiryReportRoutes: FastifyPluginAsyncZod<{ reports: EnquiryReportService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/accommodationTracker/getByCreatedDate',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The enquiries a property received between fromDate and toDate (its days), newest first, a page at a time',
        querystring: enquiryTrackerQuerySchema,
        response: { 200: enquiryPageSchema, ...readErrorResponses },
      },
    },
    (req) => reports.byCreatedDate(actorOf(req), req.query),
  );

  app.get(
    '/api/v1/accommodationEnquiry/report',
    {
      config: read,
      schema: {
        tags,
        summary:
          "A property's enquiries received in the period: totals (open, quoted, won, lost, expired, conversion rate, " +
          'average minutes to the first answer), by status and by source',
        querystring: enquiryReportQuerySchema,
        response: { 200: enquiryReportSchema, ...readErrorResponses },
      },
    },
    (req) => reports.report(actorOf(req), req.query),
  );

  app.get(
    '/api/v1/accommodationEnquiry/getEnquiryTypeReport',
    {
      config: read,
      schema: {
        tags,
        summary: "The period's enquiries by the accommodation type asked for, largest first",
        querystring: enquiryReportQuerySchema,
        response: { 200: z.array(enquiryTypeReportRowSchema), ...readErrorResponses },
      },
    },
    async (req) => (await reports.typeReport(actorOf(req), req.query)).rows,
  );

  app.get(
    '/api/v1/accommodationEnquiry/downloadEnquiryTypeExcelReport',
    {
      config: read,
      schema: {
        tags,
        summary: 'The enquiry type report as an .xlsx workbook',
        querystring: enquiryReportQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const { rows, totals } = await reports.typeReport(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Enquiry types',
        file: `enquiry-types-${req.query.fromDate}`,
        date: req.query.toDate,
        columns: TYPE_COLUMNS,
        rows,
        totalRow: totals,
      });
    },
  );
};
