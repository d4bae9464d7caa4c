import { idParam, propertyDashboardSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, readErrorResponses } from '../../lib/route';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/dashboard/property/:propertyId',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The accommodation dashboard: today's arrivals, departures and in-house counts, occupancy for 31 days, room revenue (by stay night) and payments this month and last, rooms by status",
        params: z.object({ propertyId: idParam }),
        response: { 200: propertyDashboardSchema, ...readErrorResponses },
      },
    },
    (req) => dashboard.property(actorOf(req), req.params.propertyId),
  );
};
