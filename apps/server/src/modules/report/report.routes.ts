import { apiErrorSchema, idParam, salesReportQuerySchema, salesReportRowSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import type { ReportService } from './report.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
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
        response: { 200: z.array(salesReportRowSchema), ...errors },
      },
    },
    (req) => reports.sales(requireActor(req), req.params.propertyId, req.query),
  );
};
