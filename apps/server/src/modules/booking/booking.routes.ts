import {
  apiErrorSchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingPageSchema,
  bookingSchema,
  cancelBookingSchema,
  idParam,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import type { BookingService } from './booking.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['bookings'];
const propertyParams = z.object({ propertyId: idParam });
const bookingParams = z.object({ bookingId: idParam });

export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/api/booking/property/:propertyId',
    {
      config: { permission: 'booking.read' },
      schema: {
        tags,
        summary:
          "A page of the property's bookings: filter by status (comma-separated), arrival range; search by number, external reference, guest name, email or phone",
        params: propertyParams,
        querystring: bookingListQuerySchema,
        response: { 200: bookingPageSchema, ...errors },
      },
    },
    (req) => bookings.list(requireActor(req), req.params.propertyId, req.query),
  );

  app.post(
    '/api/booking/property/:propertyId',
    {
      config: { permission: 'booking.write' },
      schema: {
        tags,
        summary:
          'Create a booking (CONFIRMED takes rooms, 409 when sold out; ENQUIRY takes none) with a live quote and the next booking number',
        params: propertyParams,
        body: bookingCreateSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await bookings.create(requireActor(req), req.params.propertyId, req.body)),
  );

  app.get(
    '/api/booking/:bookingId',
    {
      config: { permission: 'booking.read' },
      schema: {
        tags,
        summary: 'One booking with its guest, room type and amounts',
        params: bookingParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (req) => bookings.get(requireActor(req), req.params.bookingId),
  );

  app.post(
    '/api/booking/:bookingId/cancel',
    {
      config: { permission: 'booking.write' },
      schema: {
        tags,
        summary: 'Cancel a booking with a reason; its rooms go back on sale',
        params: bookingParams,
        body: cancelBookingSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (req) => bookings.cancel(requireActor(req), req.params.bookingId, req.body),
  );

  app.post(
    '/api/booking/:bookingId/confirm',
    {
      config: { permission: 'booking.write' },
      schema: {
        tags,
        summary: 'Confirm an enquiry: re-quoted, and its rooms taken (409 when sold out)',
        params: bookingParams,
        response: { 200: bookingSchema, ...errors },
      },
    },
    (req) => bookings.confirm(requireActor(req), req.params.bookingId),
  );
};
