import { apiErrorSchema, navigationQuerySchema, navigationSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf } from '../../lib/route';
import type { MeService } from './me.service';

export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  app.get(
    '/api/me/navigation',
    {
      config: { permission: 'self.read' },
      schema: {
        tags: ['me'],
        summary: "The caller's menu, home path and permissions",
        description:
          'The menu is chosen by the first stored role, the business type, status and plan of the property, and ' +
          'filtered by roles and subscriptions (spec §2.5, §6). `sideMenuType` picks the variant: icon-menu ' +
          '(default, with a Frequently Accessed row), separator-menu or default-menu (a single Dashboard link).',
        querystring: navigationQuerySchema,
        response: { 200: navigationSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (req) => me.navigation(actorOf(req), req.query.sideMenuType),
  );
};
