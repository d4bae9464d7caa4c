import {
  availabilityResultSchema,
  availabilitySearchSchema,
  bulkUpdateResultSchema,
  bulkUpdateSchema,
  dailyRateSchema,
  gridQuerySchema,
  gridSchema,
  idParam,
  isoDateSchema,
  quoteRequestSchema,
  quoteSchema,
  updateDailyRateSchema,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams } from '../../lib/route';
import { badRequest } from '../../lib/errors';
import type { AvailabilityService } from './availability.service';
import { daysBetween } from '@bookone/domain';

const params = propertyParams;
const tags = ['rates and availability'];
const MAX_AVAILABILITY_DAYS = 366;

const availabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  propertyStopSell: z.array(z.string()),
  roomTypes: z.array(z.object({ roomTypeId: z.number().int(), cells: z.array(dailyRateSchema) })),
});

export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (
  app,
  { availability },
) => {
  app.get(
    '/api/availability/property/:propertyId/grid',
    {
      config: { permission: 'rates.read' },
      schema: {
        tags,
        summary:
          'The rates grid: room types (with their plans) × dates, at most 90 days: price, total, booked, on hold, available, restrictions',
        params,
        querystring: gridQuerySchema,
        response: { 200: gridSchema, ...errorResponses },
      },
    },
    (req) => availability.grid(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/availability/property/:propertyId',
    {
      config: { permission: 'rates.read' },
      schema: {
        tags,
        summary: 'Raw availability of room types over up to 366 days (no plans; nothing is created)',
        params,
        querystring: gridQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses },
      },
    },
    (req) => {
      const days = daysBetween(req.query.from, req.query.to) + 1;
      if (days < 1) throw badRequest('to must not be before from', { to: VALIDATION_KEYS.toBeforeFrom });
      if (days > MAX_AVAILABILITY_DAYS)
        throw badRequest(`Pick at most ${MAX_AVAILABILITY_DAYS} days`, {
          to: withValues(VALIDATION_KEYS.atMostDays, { max: MAX_AVAILABILITY_DAYS }),
        });
      return availability.availability(actorOf(req), req.params.propertyId, req.query);
    },
  );

  app.put(
    '/api/availability/room-types/:roomTypeId/dates/:date',
    {
      config: { permission: 'rates.write' },
      schema: {
        tags,
        summary:
          'Edit one cell: price, on hold, blocked or available, closed, min/max stay, CTA, CTD, stop-sell (booked belongs to bookings)',
        params: z.object({ roomTypeId: idParam, date: isoDateSchema }),
        body: updateDailyRateSchema,
        response: { 200: dailyRateSchema, ...errorResponses },
      },
    },
    (req) => availability.updateCell(actorOf(req), req.params.roomTypeId, req.params.date, req.body),
  );

  app.post(
    '/api/availability/property/:propertyId/bulk-update',
    {
      config: { permission: 'rates.write' },
      schema: {
        tags,
        summary:
          'Bulk update over a date range and weekdays: price (set, raise, lower by amount or percent), availability, min/max stay, CTA, CTD, closed, stop-sell of room types or the property',
        params,
        body: bulkUpdateSchema,
        response: { 200: bulkUpdateResultSchema, ...errorResponses },
      },
    },
    (req) => availability.bulkUpdate(actorOf(req), req.params.propertyId, req.body),
  );

  app.post(
    '/api/availability/property/:propertyId/quote',
    {
      config: { permission: 'rates.read' },
      schema: {
        tags,
        summary:
          'Quote a stay: nights × nightly rate of the plan + extra persons + tax by slabs (per room per night), and why it cannot be sold',
        params,
        body: quoteRequestSchema,
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    (req) => availability.quote(actorOf(req), req.params.propertyId, req.body),
  );

  app.post(
    '/api/availability/property/:propertyId/search',
    {
      config: { permission: 'rates.read' },
      schema: {
        tags,
        summary: 'Every room type for a stay, by ranking: the standard quote and one per active plan',
        params,
        body: availabilitySearchSchema,
        response: { 200: availabilityResultSchema, ...errorResponses },
      },
    },
    (req) => availability.search(actorOf(req), req.params.propertyId, req.body),
  );
};
