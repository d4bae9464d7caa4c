import { apiErrorSchema, searchQuerySchema, searchResultSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { actorOf } from '../../lib/route';
import type { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      config: { permission: 'search.run' },
      schema: {
        tags: ['search'],
        summary: "Users and properties within the caller's reach matching the text",
        description:
          'Case-insensitive match on user names and usernames, and on property names and cities; at most ' +
          '`limit` of each. Platform staff search everything, organisation staff their organisation, property ' +
          'staff their property; users are listed only to those who may read other users.',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (req) => search.search(actorOf(req), req.query.q, req.query.limit),
  );
};
