import {
  idParam,
  kitchenBoardSchema,
  kitchenTicketListSchema,
  kitchenTicketMoveSchema,
  kitchenTicketPrioritySchema,
  kitchenTicketQuerySchema,
  kitchenTicketSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { KitchenService } from './kitchen.service';

const ticketParams = z.object({ ticketId: idParam });
const orderParams = z.object({ orderId: idParam });

export const kitchenRoutes: FastifyPluginAsyncZod<{ kitchen: KitchenService }> = async (app, { kitchen }) => {
  app.get(
    '/api/property/:propertyId/kitchen/tickets',
    {
      config: { permission: 'kitchen.read' },
      schema: {
        tags: ['kitchen'],
        summary: "The kitchen display: a property's tickets by station and status, and its stations",
        description:
          'Without `status`, the tickets still on the screen (new, preparing, ready); without `station`, every ' +
          "station's. Rush tickets first, then the oldest.",
        params: propertyParams,
        querystring: kitchenTicketQuerySchema,
        response: { 200: kitchenBoardSchema, ...readErrorResponses },
      },
    },
    (req) => kitchen.board(actorOf(req), req.params.propertyId, req.query),
  );

  app.get(
    '/api/order/:orderId/kitchen-tickets',
    {
      config: { permission: 'kitchen.read' },
      schema: {
        tags: ['kitchen'],
        summary: "An order's kitchen tickets",
        params: orderParams,
        response: { 200: kitchenTicketListSchema, ...readErrorResponses },
      },
    },
    (req) => kitchen.ofOrder(actorOf(req), req.params.orderId),
  );

  app.get(
    '/api/kitchen/ticket/:ticketId',
    {
      config: { permission: 'kitchen.read' },
      schema: {
        tags: ['kitchen'],
        summary: 'A kitchen ticket (the printable ticket)',
        params: ticketParams,
        response: { 200: kitchenTicketSchema, ...readErrorResponses },
      },
    },
    (req) => kitchen.get(actorOf(req), req.params.ticketId),
  );

  app.post(
    '/api/kitchen/ticket/:ticketId/status',
    {
      config: { permission: 'kitchen.write' },
      schema: {
        tags: ['kitchen'],
        summary: 'Move a ticket (NEW → PREPARING → READY → SERVED, or one step back)',
        description:
          '`from` is the status the caller saw: the move happens only from it, so of two cooks bumping the same ' +
          'ticket one gets 409.',
        params: ticketParams,
        body: kitchenTicketMoveSchema,
        response: { 200: kitchenTicketSchema, ...errorResponses },
      },
    },
    (req) => kitchen.move(actorOf(req), req.params.ticketId, req.body),
  );

  app.post(
    '/api/kitchen/ticket/:ticketId/priority',
    {
      config: { permission: 'kitchen.write' },
      schema: {
        tags: ['kitchen'],
        summary: 'Mark a ticket rush (top of the display) or normal',
        params: ticketParams,
        body: kitchenTicketPrioritySchema,
        response: { 200: kitchenTicketSchema, ...errorResponses },
      },
    },
    (req) => kitchen.setPriority(actorOf(req), req.params.ticketId, req.body),
  );

  app.post(
    '/api/kitchen/ticket/:ticketId/acknowledge',
    {
      config: { permission: 'kitchen.write' },
      schema: {
        tags: ['kitchen'],
        summary: 'A cook acknowledges a void ticket: it leaves the display',
        description:
          'A ticket is void when the order took back all its units (cancelled, lines removed); it stays on the ' +
          'display with its reason until acknowledged. 409 when it is not void or was acknowledged already.',
        params: ticketParams,
        response: { 200: kitchenTicketSchema, ...errorResponses },
      },
    },
    (req) => kitchen.acknowledgeVoid(actorOf(req), req.params.ticketId),
  );
};
