// Imported OTA feeds (issue 16): the property admin's list, add, change, remove and "sync now"; and the tape
// chart's overbooking markers (channel reservations that found no room), read by whoever reads the bookings.
import {
  channelOverbookingSchema,
  icalImportFeedInputSchema,
  icalImportFeedListSchema,
  icalImportFeedParams,
  icalImportFeedSchema,
  icalImportFeedUpdateSchema,
  icalOverbookingQuerySchema,
  icalSyncResultSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { IcalImportService, IcalOverbookingService } from './ical-import.service';

const tags = ['ical'];
const read = { permission: 'channel.read' } as const;
const connect = { permission: 'channel.connect' } as const;

export const icalImportRoutes: FastifyPluginAsyncZod<{
  imports: IcalImportService;
  overbookings: IcalOverbookingService;
}> = async (app, { imports, overbookings }) => {
  const base = '/api/ical/property/:propertyId/import-feeds';

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary:
          "The property's imported iCal feeds by name: the connection (channel) and room type or room they book, " +
          'the URL, the interval, and the last fetch (when, success, error, stays read, next fetch)',
        params: propertyParams,
        response: { 200: icalImportFeedListSchema, ...readErrorResponses },
      },
    },
    (req) => imports.list(actorOf(req), req.params.propertyId),
  );

  app.post(
    base,
    {
      config: connect,
      schema: {
        tags,
        summary:
          "Import an OTA's iCal feed into a room type or room as reservations of one of the property's channel " +
          'connections; fetched at once, then every `intervalMinutes` (409 when the property imports that URL already)',
        params: propertyParams,
        body: icalImportFeedInputSchema,
        response: { 201: icalImportFeedSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await imports.create(actorOf(req), req.params.propertyId, req.body)),
  );

  app.patch(
    `${base}/:feedId`,
    {
      config: connect,
      schema: {
        tags,
        summary: "Change an imported feed's name, URL, room, interval or status (PAUSED: not fetched)",
        params: icalImportFeedParams,
        body: icalImportFeedUpdateSchema,
        response: { 200: icalImportFeedSchema, ...errorResponses },
      },
    },
    (req) => imports.update(actorOf(req), req.params.propertyId, req.params.feedId, req.body),
  );

  app.delete(
    `${base}/:feedId`,
    {
      config: connect,
      schema: {
        tags,
        summary: 'Stop importing a feed (the bookings it made stay)',
        params: icalImportFeedParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await imports.remove(actorOf(req), req.params.propertyId, req.params.feedId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:feedId/sync`,
    {
      config: connect,
      schema: {
        tags,
        summary:
          'Fetch a feed now and apply it: what was created, changed, cancelled, overbooked; a feed that fails ' +
          '(HTTP error, time out, not iCal) changes nothing and says why (409 while another fetch of it runs)',
        params: icalImportFeedParams,
        response: { 200: icalSyncResultSchema, ...errorResponses },
      },
    },
    (req) => imports.syncNow(actorOf(req), req.params.propertyId, req.params.feedId),
  );

  app.get(
    '/api/ical/property/:propertyId/overbookings',
    {
      config: { permission: 'booking.read' },
      schema: {
        tags,
        summary:
          'Channel reservations that found no room (OVERBOOKED) whose stay overlaps [from, to]: the tape ' +
          "chart's markers, with the channel, the guest or the reservation's UID, the dates and why",
        params: propertyParams,
        querystring: icalOverbookingQuerySchema,
        response: { 200: z.array(channelOverbookingSchema), ...readErrorResponses },
      },
    },
    (req) => overbookings.list(actorOf(req), req.params.propertyId, req.query.from, req.query.to),
  );
};
