// Reservations posted by HTTP_JSON channels (issue 16, docs/channels.md): the connection's token in the path, no
// sign-in, rate-limited per address like the other public routes.
import {
  channelConnectionParams,
  channelReservationInputSchema,
  channelWebhookParams,
  channelWebhookResultSchema,
  channelWebhookTokenSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';
import { actorOf, errorResponses } from '../../lib/route';
import type { ChannelService } from './channel.service';

const tags = ['channels'];

export const channelWebhookRoutes: FastifyPluginAsyncZod<{
  channels: ChannelService;
  perMinute?: number;
}> = async (app, o) => {
  const limit = createRateLimit(o.perMinute ?? 120);

  app.post(
    '/api/channel/property/:propertyId/connection/:connectionId/webhook-token',
    {
      config: { permission: 'channel.connect' },
      schema: {
        tags,
        summary:
          "A new token for the connection's reservations webhook, answered this once (only its hash is kept); the " +
          'previous token stops working. The property must hold Channel Management',
        params: channelConnectionParams,
        response: { 200: channelWebhookTokenSchema, ...errorResponses },
      },
    },
    (req) => o.channels.webhookToken(actorOf(req), req.params.propertyId, req.params.connectionId),
  );

  app.post(
    '/api/public/channel/webhook/:token',
    {
      config: { public: true },
      onRequest: async (req) => limit.hit(req.ip),
      schema: {
        tags,
        summary:
          'A channel sends a reservation (NEW, MODIFIED, CANCELLED) of the connection its token names: booked, ' +
          'amended or cancelled, or kept OVERBOOKED when no room is left (answered 200 with that outcome); 404 for ' +
          'an unknown token, 409 for a paused connection',
        params: channelWebhookParams,
        body: channelReservationInputSchema,
        response: { 200: channelWebhookResultSchema, ...publicTokenErrors },
      },
    },
    (req) => o.channels.receiveWebhook(req.params.token, req.body),
  );
};
