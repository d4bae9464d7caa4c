// Busy feeds (issue 16): the property admin's list of feed URLs per room type and room (issue, regenerate,
// revoke), and the public `.ics` an OTA reads with the token as its only key (no sign-in, rate-limited per address).
import {
  icalExportFeedInputSchema,
  icalExportFeedListSchema,
  icalExportFeedParams,
  icalExportFeedSchema,
  icalPublicFileParams,
} from '@bookone/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound } from '../../lib/errors';
import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { IcalExportService } from './ical-export.service';

const tags = ['ical'];

export interface IcalExportRouteOptions {
  exports: IcalExportService;
  /** APP_URL: the origin feed URLs are given with; without it, the request's own. */
  appUrl?: string;
  /** Public reads a minute per address (OTAs poll every few minutes per listing). */
  feedsPerMinute?: number;
}

export const icalExportRoutes: FastifyPluginAsyncZod<IcalExportRouteOptions> = async (app, o) => {
  const { exports } = o;
  const origin = (req: FastifyRequest) => o.appUrl ?? `${req.protocol}://${req.host}`;
  const reads = createRateLimit(o.feedsPerMinute ?? 120);

  app.get(
    '/api/ical/property/:propertyId/export-feeds',
    {
      config: { permission: 'channel.read' },
      schema: {
        tags,
        summary:
          "The property's busy feed slots: each room type, then its rooms, with the live feed URL (null when none " +
          'was issued) and when an OTA last read it',
        params: propertyParams,
        response: { 200: icalExportFeedListSchema, ...readErrorResponses },
      },
    },
    (req) => exports.list(actorOf(req), req.params.propertyId, origin(req)),
  );

  app.post(
    '/api/ical/property/:propertyId/export-feeds',
    {
      config: { permission: 'channel.connect' },
      schema: {
        tags,
        summary:
          'Issue the busy feed of a room type (roomId null) or a room; issuing again revokes the previous URL ' +
          '(regenerate)',
        params: propertyParams,
        body: icalExportFeedInputSchema,
        response: { 200: icalExportFeedSchema, ...errorResponses },
      },
    },
    (req) => exports.issue(actorOf(req), req.params.propertyId, req.body, origin(req)),
  );

  app.delete(
    '/api/ical/property/:propertyId/export-feeds/:feedId',
    {
      config: { permission: 'channel.connect' },
      schema: {
        tags,
        summary: 'Revoke a busy feed: its URL answers 404 from now on',
        params: icalExportFeedParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await exports.revoke(actorOf(req), req.params.propertyId, req.params.feedId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/public/ical/:file',
    {
      // Read by the OTAs (Airbnb, Booking.com, Vrbo), which send no APP_ID header.
      config: { public: true, external: true },
      onRequest: async (req) => reads.hit(req.ip),
      schema: {
        tags: ['ical (public)'],
        summary:
          "A busy feed (RFC 5545, text/calendar): the room type's or room's unavailable nights from yesterday " +
          'for two years, one all-day event per run of nights, no guest data. The file is `<token>.ics`',
        params: icalPublicFileParams,
        response: { 200: z.string().describe('The calendar, text/calendar'), ...publicTokenErrors },
      },
    },
    async (req, reply) => {
      const lines = await exports.document(req.params.file.slice(0, -'.ics'.length));
      if (!lines) throw notFound('Feed');
      let text = '';
      for (const line of lines) text += line;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=60')
        .send(text);
    },
  );
};
