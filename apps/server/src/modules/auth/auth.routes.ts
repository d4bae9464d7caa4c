import { apiErrorSchema, loginRequestSchema, loginResponseSchema } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/user/login',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary: 'Sign in with username (email) and password',
        description:
          'Returns a bearer token, the user with roles and the property. Attempts are counted per address and ' +
          'username, per address, and per username across addresses: past a limit, 429 with Retry-After. 403 when ' +
          "the user's property or organisation is deactivated (the message says so).",
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    (request) => auth.login(request.body, request.ip),
  );
};
