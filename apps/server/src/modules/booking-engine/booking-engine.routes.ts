// The public booking engine's API (issue 16): no sign-in, rate-limited per address like the other public routes;
// every path starts from the property's public address. The staff's settings of the page sit beside them.
import {
  bookingEngineAvailabilitySchema,
  bookingEngineBookedSchema,
  bookingEngineBookSchema,
  bookingEngineConfirmationSchema,
  bookingEngineProfileSchema,
  bookingEngineSearchSchema,
  bookingEngineSettingsSchema,
  paymentLinkTokenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { BookingEngineService } from './booking-engine.service';
import type { BookingEngineSettingsService } from './booking-engine-settings.service';

const tags = ['booking engine (public)'];
export const seoParams = z.object({
  seoFriendlyName: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/i),
});

export interface BookingEngineOptions {
  engine: BookingEngineService;
  settings: BookingEngineSettingsService;
  /** Requests a minute per address: reading and searching, and booking (far fewer: each prices and writes). */
  pagesPerMinute?: number;
  booksPerMinute?: number;
}

export const bookingEngineRoutes: FastifyPluginAsyncZod<BookingEngineOptions> = async (app, o) => {
  const pages = createRateLimit(o.pagesPerMinute ?? 120);
  const books = createRateLimit(o.booksPerMinute ?? 10);
  const { engine, settings } = o;

  app.get(
    '/api/public/book/:seoFriendlyName',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "A property's booking page: its name, description, photos, facilities, address, times and how a guest " +
          'may pay (404 for an unknown address or a property without the Booking Engine subscription)',
        params: seoParams,
        response: { 200: bookingEngineProfileSchema, ...publicTokenErrors },
      },
    },
    (req) => engine.profile(req.params.seoFriendlyName),
  );

  app.get(
    '/api/public/book/:seoFriendlyName/availability',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          'Room types with their rates priced for the stay by the desk’s quote (a coupon code applied), and why ' +
          'an offer cannot be sold',
        params: seoParams,
        querystring: bookingEngineSearchSchema,
        response: { 200: bookingEngineAvailabilitySchema, ...publicTokenErrors },
      },
    },
    (req) => engine.availability(req.params.seoFriendlyName, req.query),
  );

  app.post(
    '/api/public/book/:seoFriendlyName',
    {
      config: { public: true },
      onRequest: async (req) => books.hit(req.ip),
      schema: {
        tags,
        summary:
          'Book a stay: PAY answers the payment link to pay (the booking is made, CONFIRMED, when it is paid), ' +
          'HELD the booking made on hold (when the property allows it); 409 when the stay can no longer be sold',
        params: seoParams,
        body: bookingEngineBookSchema,
        response: { 201: bookingEngineBookedSchema, ...publicTokenErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await engine.book(req.params.seoFriendlyName, req.body)),
  );

  app.get(
    '/api/public/book/:seoFriendlyName/confirmation/:token',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          'The confirmation of an online booking by its payment’s token: the booking number once paid, the ' +
          'amount paid, or why it could not be made',
        params: seoParams.extend({ token: paymentLinkTokenSchema }),
        response: { 200: bookingEngineConfirmationSchema, ...publicTokenErrors },
      },
    },
    (req) => engine.confirmation(req.params.seoFriendlyName, req.params.token),
  );

  app.get(
    '/api/booking-engine/property/:propertyId/settings',
    {
      config: { permission: 'property.read' },
      schema: {
        tags: ['booking engine'],
        summary:
          "The property's booking engine settings: whether guests may book on hold, the deposit's share",
        params: propertyParams,
        response: { 200: bookingEngineSettingsSchema, ...readErrorResponses },
      },
    },
    (req) => settings.get(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/booking-engine/property/:propertyId/settings',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags: ['booking engine'],
        summary: "Change the property's booking engine settings (audited)",
        params: propertyParams,
        body: bookingEngineSettingsSchema,
        response: { 200: bookingEngineSettingsSchema, ...errorResponses },
      },
    },
    (req) => settings.save(actorOf(req), req.params.propertyId, req.body),
  );
};
