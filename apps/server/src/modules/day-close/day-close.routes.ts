import {
  dayCloseReportSchema,
  dayCloseRunInputSchema,
  dayCloseRunParams,
  dayCloseSettingsSchema,
  dayCloseStatusSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { DayCloseService } from './day-close.service';

const tags = ['day close'];

export const dayCloseRoutes: FastifyPluginAsyncZod<{ dayClose: DayCloseService }> = async (
  app,
  { dayClose },
) => {
  app.get(
    '/api/property/:propertyId/day-close',
    {
      config: { permission: 'booking.read' },
      schema: {
        tags,
        summary:
          "The property's open business date, when it closes on its own (null while the automatic close is off), " +
          'whether it may be closed now, and the last close',
        params: propertyParams,
        response: { 200: dayCloseStatusSchema, ...readErrorResponses },
      },
    },
    (req) => dayClose.status(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/property/:propertyId/day-close/settings',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary: 'Whether the night audit runs on its own, at what local time, and whether it marks no-shows',
        params: propertyParams,
        response: { 200: dayCloseSettingsSchema, ...readErrorResponses },
      },
    },
    (req) => dayClose.settings(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/property/:propertyId/day-close/settings',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary:
          "Save the property's day close settings (accommodation properties; 409 for another business type)",
        params: propertyParams,
        body: dayCloseSettingsSchema,
        response: { 200: dayCloseSettingsSchema, ...errorResponses },
      },
    },
    (req) => dayClose.saveSettings(actorOf(req), req.params.propertyId, req.body),
  );

  app.post(
    '/api/property/:propertyId/day-close/run',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary:
          'Run day close for the open business date (the one the confirmation showed): no-shows, the nights ' +
          'posted, the exceptions report, the next business date. A date already closed answers its close again ' +
          'without running anything; another date, a date not begun, or a close running elsewhere is 409',
        params: propertyParams,
        body: dayCloseRunInputSchema,
        response: { 200: dayCloseReportSchema, ...errorResponses },
      },
    },
    (req) => dayClose.runByHand(actorOf(req), req.params.propertyId, req.body),
  );

  app.get(
    '/api/property/:propertyId/day-close/runs/:runId',
    {
      config: { permission: 'booking.read' },
      schema: {
        tags,
        summary: 'A close and its exceptions report',
        params: dayCloseRunParams,
        response: { 200: dayCloseReportSchema, ...readErrorResponses },
      },
    },
    (req) => dayClose.report(actorOf(req), req.params.propertyId, req.params.runId),
  );
};
