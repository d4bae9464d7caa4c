import { notificationQuerySchema, notificationSchema, saveNotificationSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, readErrorResponses } from '../../lib/route';
import type { NotificationService } from './notification.service';

const notificationList = z.array(notificationSchema);

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notification/property',
    {
      config: { permission: 'notification.read' },
      schema: {
        tags: ['notification'],
        summary: "A property's notifications, oldest first",
        querystring: notificationQuerySchema,
        response: { 200: notificationList, ...readErrorResponses },
      },
    },
    (req) => notifications.listByProperty(actorOf(req), req.query.PropertyId),
  );

  // The product posts to /api/notification/ (spec §7.2); the path without the slash answers the same.
  for (const path of ['/api/notification/', '/api/notification']) {
    app.post(
      path,
      {
        config: { permission: 'notification.update' },
        schema: {
          tags: ['notification'],
          summary: "Save a notification's status (New or Read); answers its property's notifications",
          description:
            'The body may be the whole notification as listed; only `id` and `notificationStatus` are read.',
          body: saveNotificationSchema,
          response: { 200: notificationList, ...readErrorResponses },
        },
      },
      (req) => notifications.save(actorOf(req), req.body),
    );
  }
};
