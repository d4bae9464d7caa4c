import { posCustomerListSchema, posCustomerQuerySchema, posGuestListSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf, propertyParams, readErrorResponses } from '../../lib/route';
import type { OrderPosService } from './order-pos.service';

const tags = ['orders'];

/** The till's reads of guests and customers, for whoever takes orders (order.write). */
export const orderPosRoutes: FastifyPluginAsyncZod<{ pos: OrderPosService }> = async (app, { pos }) => {
  app.get(
    '/api/order/property/:propertyId/pos/guests',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary:
          "Today's in-house guests a room order may be charged to (checked-in bookings, by guest name)",
        description:
          'For whoever takes orders, without booking.read: the booking, the guest and the rooms only (no folio).',
        params: propertyParams,
        response: { 200: posGuestListSchema, ...readErrorResponses },
      },
    },
    (req) => pos.guests(actorOf(req), req.params.propertyId),
  );

  app.get(
    '/api/order/property/:propertyId/pos/customers',
    {
      config: { permission: 'order.write' },
      schema: {
        tags,
        summary: "Look a customer up for an order by name, phone or email (the property's, at most 10)",
        description:
          'For whoever takes orders, without customer.read: name, phone and email only (no address, notes, documents).',
        params: propertyParams,
        querystring: posCustomerQuerySchema,
        response: { 200: posCustomerListSchema, ...readErrorResponses },
      },
    },
    (req) => pos.customers(actorOf(req), req.params.propertyId, req.query),
  );
};
