// The public booking engine's API for services and restaurants (issue 16): no sign-in, rate-limited per address like
// the other public routes (reading the offerings and slots, and far fewer reservations: each one holds a slot).
import {
  publicReservationInputSchema,
  publicReservationReceiptSchema,
  publicServicesSchema,
  publicSlotDaySchema,
  publicSlotQuerySchema,
  publicSlotTakenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import { SlotTakenError } from '../reservation/reservation.service';
import { publicSlot, type BookingEngineServicesService } from './booking-engine-services.service';

const tags = ['booking engine (public)'];
const params = z.object({
  seoFriendlyName: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9][a-z0-9-]*$/i),
});
const base = '/api/public/book/:seoFriendlyName/services';

export interface BookingEngineServicesOptions {
  engine: BookingEngineServicesService;
  /** Requests a minute per address: reading offerings and slots, and reserving. */
  pagesPerMinute?: number;
  reservesPerMinute?: number;
}

export const bookingEngineServicesRoutes: FastifyPluginAsyncZod<BookingEngineServicesOptions> = async (
  app,
  o,
) => {
  const pages = createRateLimit(o.pagesPerMinute ?? 120);
  const reserves = createRateLimit(o.reservesPerMinute ?? 10);

  app.get(
    base,
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "What a service business or a restaurant sells online: its bookable offerings (a restaurant's table " +
          'booking), with their price, duration, image and deposit (404 without the Booking Engine subscription)',
        params,
        response: { 200: publicServicesSchema, ...publicTokenErrors },
      },
    },
    (req) => o.engine.services(req.params.seoFriendlyName),
  );

  app.get(
    `${base}/slots`,
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "An offering's free times on a day for a party (a table booking's covers), from the same slot engine as " +
          "the desk's reservation dialog; the day's reason when it offers none",
        params,
        querystring: publicSlotQuerySchema,
        response: { 200: publicSlotDaySchema, ...publicTokenErrors },
      },
    },
    (req) => o.engine.slots(req.params.seoFriendlyName, req.query),
  );

  app.post(
    `${base}/reservation`,
    {
      config: { public: true },
      onRequest: async (req) => reserves.hit(req.ip),
      schema: {
        tags,
        summary:
          "Book a free time with the customer's details: confirmed at once, or held with a deposit link to pay " +
          '(`payPath`) when the property takes payments online; 409 with the next free times when it was taken ' +
          'meanwhile; the confirmation is emailed and the business notified',
        params,
        body: publicReservationInputSchema,
        response: { 201: publicReservationReceiptSchema, ...publicTokenErrors, 409: publicSlotTakenSchema },
      },
    },
    async (req, reply) => {
      try {
        return reply.status(201).send(await o.engine.reserve(req.params.seoFriendlyName, req.body));
      } catch (err) {
        if (!(err instanceof SlotTakenError)) throw err;
        return reply.status(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: err.message,
          nextSlots: err.nextSlots.map(publicSlot),
        });
      }
    },
  );
};
