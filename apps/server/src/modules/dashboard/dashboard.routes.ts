import {
  dashboardScopeSchema,
  idParam,
  organisationDashboardQuerySchema,
  organisationDashboardSchema,
  propertyDashboardSchema,
} from '@bookone/domain';
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

  app.get(
    '/api/dashboard/property/:propertyId/scope',
    {
      config: { permission: 'dashboard.organisation' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The property and its organisation, by name: the banner of a property's dashboard opened from the organisation dashboard",
        params: z.object({ propertyId: idParam }),
        response: { 200: dashboardScopeSchema, ...readErrorResponses },
      },
    },
    (req) => dashboard.scope(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/dashboard/organisation/:organisationId',
    {
      config: { permission: 'dashboard.organisation' },
      schema: {
        tags: ['dashboard'],
        summary:
          'The organisation dashboard: per property and in total, occupancy and room revenue (per currency) of a month against the month before, bookings made, new properties, onboarding and properties needing attention. Organisation roles: their own organisation only (another answers 404); the super admin: any',
        params: z.object({ organisationId: idParam }),
        querystring: organisationDashboardQuerySchema,
        response: { 200: organisationDashboardSchema, ...readErrorResponses },
      },
    },
    (req) => dashboard.organisation(actorOf(req), req.params.organisationId, req.query.month),
  );
};
