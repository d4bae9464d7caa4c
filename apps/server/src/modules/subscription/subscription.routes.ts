import {
  apiErrorSchema,
  createSubscriptionSchema,
  listQuerySchema,
  pageOf,
  subscriptionSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf } from '../../lib/route';
import { assertUserIdHeader } from '../../lib/user-id-header';
import type { SubscriptionService } from './subscription.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionService }> = async (
  app,
  { subscriptions },
) => {
  app.get(
    '/api/subscription',
    {
      config: { permission: 'subscription.read' },
      schema: {
        tags: ['subscription'],
        summary: 'The subscription catalogue',
        querystring: listQuerySchema,
        response: { 200: pageOf(subscriptionSchema), ...errors },
      },
    },
    (req) => subscriptions.list(req.query),
  );

  app.post(
    '/api/subscription',
    {
      config: { permission: 'subscription.create' },
      schema: {
        tags: ['subscription'],
        summary: 'Add a subscription to the catalogue (USER_ID header)',
        body: createSubscriptionSchema,
        response: { 201: subscriptionSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      assertUserIdHeader(req, actorOf(req));
      return reply.status(201).send(await subscriptions.create(req.body));
    },
  );
};
