// The report dashboard's routes, generated from the registry (decision 0047): the catalogue, and for every report
// GET /api/report/<id> (JSON) and GET /api/report/<id>/export (xlsx), each behind the report's own permission.
import {
  reportCatalogueSchema,
  reportResultSchema,
  type ReportColumn,
  type ReportRow,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { sendExport, type ExcelColumn } from '../../lib/excel';
import { actorOf, readErrorResponses } from '../../lib/route';
import type { ReportDashboardService } from './report-dashboard.service';
import { REPORTS } from './reports';

const tags = ['report'];

const EXCEL_TYPES = { money: 'money', int: 'number', percent: 'number', date: 'date', text: 'text' } as const;

/** A report's columns as the workbook's: numbers stay numbers (sums work in Excel). */
const excelColumns = (columns: readonly ReportColumn[]): ExcelColumn<ReportRow>[] =>
  columns.map((c) => ({
    header: c.label,
    type: EXCEL_TYPES[c.type],
    width: Math.max(10, Math.min(36, c.label.length + 6)),
    value: (row) => row[c.key],
  }));

export const reportDashboardRoutes: FastifyPluginAsyncZod<{ reports: ReportDashboardService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/report',
    {
      config: { permission: 'report.read' },
      schema: {
        tags,
        summary:
          "The reports the caller may run: held permission, and a business type of the caller's properties (the dashboard's cards)",
        response: { 200: reportCatalogueSchema, ...readErrorResponses },
      },
    },
    (req) => reports.catalogue(actorOf(req)),
  );

  for (const report of REPORTS) {
    app.get(
      `/api/report/${report.id}`,
      {
        config: { permission: report.permission },
        schema: {
          tags,
          summary: report.summary,
          description:
            "propertyId: one property in reach; left out, an organisation user's properties of the report's business types (one currency), a property user's own.",
          querystring: report.query,
          response: { 200: reportResultSchema, ...readErrorResponses },
        },
      },
      async (req) => {
        const { today: _today, ...result } = await reports.run(actorOf(req), report, req.query as object);
        return result;
      },
    );

    app.get(
      `/api/report/${report.id}/export`,
      {
        config: { permission: report.permission },
        schema: {
          tags,
          summary: `${report.summary} (.xlsx, with the totals as its last row)`,
          querystring: report.query,
          response: readErrorResponses,
        },
      },
      async (req, reply) => {
        const result = await reports.run(actorOf(req), report, req.query as object);
        return sendExport(reply, {
          sheet: report.sheet,
          file: `${report.id}-report-${result.from}`,
          date: result.today,
          columns: excelColumns(result.columns),
          rows: result.rows,
          ...(result.totals ? { totalRow: { ...result.totals, [result.columns[0]!.key]: 'Total' } } : {}),
        });
      },
    );
  }
};
