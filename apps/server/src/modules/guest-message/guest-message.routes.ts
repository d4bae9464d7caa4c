import { messageSettingsSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf, errorResponses, propertyParams, readErrorResponses } from '../../lib/route';
import type { GuestMessageService } from './guest-message.service';

const tags = ['messages'];

export const guestMessageRoutes: FastifyPluginAsyncZod<{ guestMessages: GuestMessageService }> = async (
  app,
  { guestMessages },
) => {
  app.get(
    '/api/property/:propertyId/message-settings',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary:
          'What the property sends its guests on its own (confirmations, reminders and how long before) and the ' +
          'language of a guest whose own is unknown; the defaults until saved',
        params: propertyParams,
        response: { 200: messageSettingsSchema, ...readErrorResponses },
      },
    },
    (req) => guestMessages.settings(actorOf(req), req.params.propertyId),
  );

  app.put(
    '/api/property/:propertyId/message-settings',
    {
      config: { permission: 'property.setup' },
      schema: {
        tags,
        summary:
          "Save the property's guest message settings; they apply to messages enqueued from now on (a reminder " +
          'already scheduled keeps its time)',
        params: propertyParams,
        body: messageSettingsSchema,
        response: { 200: messageSettingsSchema, ...errorResponses },
      },
    },
    (req) => guestMessages.saveSettings(actorOf(req), req.params.propertyId, req.body),
  );
};
