import {
  adminUpdateUserSchema,
  apiErrorSchema,
  idParam,
  pageOf,
  profileUpdateSchema,
  signupRequestSchema,
  signupResponseSchema,
  updatePasswordResponseSchema,
  updatePasswordSchema,
  updateUserSchema,
  userListQuerySchema,
  userSchema,
  VALIDATION_KEYS,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, readErrorResponses } from '../../lib/route';
import { badRequest } from '../../lib/errors';
import { readFileBytes } from '../../lib/images';
import type { UserService } from './user.service';

const userPage = pageOf(userSchema);

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.get(
    '/api/user/findById/:userId',
    {
      config: { permission: 'self.read' },
      schema: {
        tags: ['user'],
        summary: 'One user by id (also validates the token on load)',
        params: z.object({ userId: idParam }),
        response: { 200: userSchema, ...readErrorResponses },
      },
    },
    (req) => users.findById(actorOf(req), req.params.userId),
  );

  app.get(
    '/api/user/findByName/:userName',
    {
      config: { permission: 'self.read' },
      schema: {
        tags: ['user'],
        summary: 'One user by username (email)',
        params: z.object({ userName: z.string().min(1).max(254) }),
        response: { 200: userSchema, ...readErrorResponses },
      },
    },
    (req) => users.findByName(actorOf(req), req.params.userName),
  );

  app.get(
    '/api/user/findAll',
    {
      config: { permission: 'user.readAll' },
      schema: {
        tags: ['user'],
        summary: "Users within the caller's reach, paged, sorted and searched",
        querystring: userListQuerySchema,
        response: { 200: userPage, ...readErrorResponses },
      },
    },
    (req) => users.findAll(actorOf(req), req.query),
  );

  app.get(
    '/api/user/organisation/:organizationId',
    {
      config: { permission: 'user.readOrganisation' },
      schema: {
        tags: ['user'],
        summary: "An organisation's users",
        params: z.object({ organizationId: idParam }),
        querystring: userListQuerySchema,
        response: { 200: userPage, ...readErrorResponses },
      },
    },
    (req) => users.listByOrganisation(actorOf(req), req.params.organizationId, req.query),
  );

  app.post(
    '/api/user/signup',
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['user'],
        summary: 'Self signup (no token) or user creation by an administrator (with token and roles)',
        description:
          'Without a token: creates a PROP_ADMIN with a NEW property shell and answers with a token. With the token of ' +
          'a SUPER_ADMIN, ORG_ADMIN or PROP_ADMIN: creates a user with the given roles within the caller’s reach. ' +
          'Self signups are limited per address (429 with Retry-After).',
        body: signupRequestSchema,
        response: {
          201: signupResponseSchema,
          ...readErrorResponses,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await users.signup(req.actor, req.body, req.ip)),
  );

  app.post(
    '/api/user/updateUser',
    {
      config: { permission: 'user.update' },
      schema: {
        tags: ['user'],
        summary: "An administrator changes a user's details, roles, property or status",
        body: adminUpdateUserSchema,
        response: { 200: userSchema, ...readErrorResponses, 409: apiErrorSchema },
      },
    },
    (req) => users.adminUpdate(actorOf(req), req.body),
  );

  app.post(
    '/api/user/update',
    {
      config: { permission: 'self.update' },
      schema: {
        tags: ['user'],
        summary: "A user's details (an administrator may also set targets)",
        body: updateUserSchema,
        response: { 200: userSchema, ...readErrorResponses },
      },
    },
    (req) => users.update(actorOf(req), req.body),
  );

  app.post(
    '/api/user/profileUpdate',
    {
      config: { permission: 'self.update' },
      schema: {
        tags: ['user'],
        summary: "The signed-in user's own profile",
        body: profileUpdateSchema,
        response: { 200: userSchema, ...readErrorResponses },
      },
    },
    (req) => users.profileUpdate(actorOf(req), req.body),
  );

  app.post(
    '/api/user/updatePassword',
    {
      config: { permission: 'self.update' },
      schema: {
        tags: ['user'],
        summary: 'Change the password (current + new); other sessions end',
        body: updatePasswordSchema,
        response: { 200: updatePasswordResponseSchema, ...readErrorResponses },
      },
    },
    (req) => users.updatePassword(actorOf(req), req.body),
  );

  app.post(
    '/api/user/updateProfilePic',
    {
      config: { permission: 'self.update' },
      schema: {
        tags: ['user'],
        summary: 'Upload a profile picture (multipart field "file", PNG/JPEG/GIF/WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ userId: idParam.optional() }),
        response: { 200: userSchema, ...readErrorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      if (!req.isMultipart())
        throw badRequest('Send the picture as multipart/form-data', { file: VALIDATION_KEYS.fileRequired });
      const file = await req.file();
      if (!file) throw badRequest('No file was sent', { file: VALIDATION_KEYS.fileRequired });
      const buffer = await readFileBytes(file);
      return users.updateProfilePic(actor, req.query.userId, { buffer, mimetype: file.mimetype });
    },
  );
};
