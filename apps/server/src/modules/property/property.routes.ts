import {
  addPropertySubscriptionSchema,
  pageOf,
  propertySchema,
  userListQuerySchema,
  userSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf, propertyParams, readErrorResponses } from '../../lib/route';
import { assertUserIdHeader } from '../../lib/user-id-header';
import type { UserService } from '../user/user.service';
import type { PropertyService } from './property.service';

const params = propertyParams;

export const propertyRoutes: FastifyPluginAsyncZod<{
  properties: PropertyService;
  users: UserService;
}> = async (app, { properties, users }) => {
  app.get(
    '/api/property/:propertyId',
    {
      config: { permission: 'self.read' },
      schema: {
        tags: ['property'],
        summary: 'One property with its subscriptions and room-type count',
        params,
        response: { 200: propertySchema, ...readErrorResponses },
      },
    },
    (req) => properties.findById(actorOf(req), req.params.propertyId),
  );

  // Both path shapes exist in the product (spec §7.1); they answer the same.
  for (const path of ['/api/property/:propertyId/users', '/api/property/propertyId/:propertyId/users']) {
    app.get(
      path,
      {
        config: { permission: 'property.users' },
        schema: {
          tags: ['property'],
          summary: "A property's users, paged",
          params,
          querystring: userListQuerySchema,
          response: { 200: pageOf(userSchema), ...readErrorResponses },
        },
      },
      (req) => users.listByProperty(actorOf(req), req.params.propertyId, req.query),
    );
  }

  app.post(
    '/api/property/:propertyId/addSubscription',
    {
      config: { permission: 'property.addSubscription' },
      schema: {
        tags: ['property'],
        summary: 'Add a catalogue subscription to a property (USER_ID header)',
        params,
        body: addPropertySubscriptionSchema,
        response: { 200: propertySchema, ...readErrorResponses },
      },
    },
    (req) => {
      const actor = actorOf(req);
      assertUserIdHeader(req, actor);
      return properties.addSubscription(actor, req.params.propertyId, req.body);
    },
  );
};
