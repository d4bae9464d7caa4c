import { idParam, salesReportQuerySchema, salesReportRowSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, readErrorResponses } from '../../lib/route';
import { reportDashboardRoutes } from './report-dashboard.routes';
import type { ReportService } from './report.service';

export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  await app.register(reportDashboardRoutes, { reports });
  app.get(
    '/api/report/property/:propertyId/sales',
    {
      config: { permission: 'report.sales' },
      schema: {
        tags: ['report'],
        summary:
          'Sales per account manager (spec §7.5): the totals of the bookings each user created in the date range, cancelled, void, no-show and enquiries excluded',
        params: z.object({ propertyId: idParam }),
        querystring: salesReportQuerySchema,
        response: { 200: z.array(salesReportRowSchema), ...readErrorResponses },
      },
    },
    (req) => reports.sales(actorOf(req), req.params.propertyId, req.query),
  );
};
