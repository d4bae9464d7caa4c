import {
  adminUpdateUserSchema,
  apiErrorSchema,
  forgotPasswordSchema,
  idParam,
  messageSchema,
  pageOf,
  passwordLinkSchema,
  passwordTokenCheckSchema,
  passwordTokenSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupRequestSchema,
  signupResponseSchema,
  updatePasswordResponseSchema,
  updatePasswordSchema,
  updateUserSchema,
  type User,
  userListQuerySchema,
  userSchema,
  VALIDATION_KEYS,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import { badRequest } from '../../lib/errors';
import { type ExcelColumn, sendExport } from '../../lib/excel';
import { readFileBytes } from '../../lib/images';
import type { UserService } from './user.service';

const userPage = pageOf(userSchema);
const userParams = z.object({ userId: idParam });
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The columns of the users export, in the list's order. */
const EXPORT_COLUMNS: ExcelColumn<User>[] = [
  { header: 'ID', type: 'number', width: 8, value: (u) => u.id },
  { header: 'Username', width: 30, value: (u) => u.username },
  { header: 'First name', width: 18, value: (u) => u.firstName },
  { header: 'Last name', width: 18, value: (u) => u.lastName },
  { header: 'Mobile', width: 16, value: (u) => u.phone },
  { header: 'Land phone', width: 16, value: (u) => u.landPhone ?? null },
  { header: 'Roles', width: 30, value: (u) => u.roles.join(', ') },
  { header: 'Organisation', type: 'number', width: 12, value: (u) => u.organisationId },
  { header: 'Property', width: 28, value: (u) => u.propertyName ?? null },
  { header: 'Enabled', width: 9, value: (u) => yesNo(u.enabled) },
  { header: 'Invitation pending', width: 12, value: (u) => yesNo(u.invitationPending ?? false) },
  { header: 'Created', type: 'date', width: 12, value: (u) => u.createdAt.slice(0, 10) },
];

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
    '/api/user/export',
    {
      config: { permission: 'user.readAll' },
      schema: {
        tags: ['user'],
        summary: 'The same filter as findAll, every row within reach, as an .xlsx workbook',
        querystring: userListQuerySchema,
        response: readErrorResponses,
      },
    },
    async (req, reply) => {
      const rows = await users.exportRows(actorOf(req), req.query);
      return sendExport(reply, {
        sheet: 'Users',
        file: 'users',
        date: new Date().toISOString().slice(0, 10),
        columns: EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.post(
    '/api/user/:userId/invitation',
    {
      config: { permission: 'user.create' },
      schema: {
        tags: ['user'],
        summary:
          'A new invitation link for a user who has not set a password (the earlier link stops working)',
        description: 'The link is answered once, to be handed to the user; only its hash is kept.',
        params: userParams,
        response: { 200: passwordLinkSchema, ...errorResponses },
      },
    },
    (req) => users.resendInvitation(actorOf(req), req.params.userId),
  );

  app.post(
    '/api/user/:userId/passwordReset',
    {
      config: { permission: 'user.update' },
      schema: {
        tags: ['user'],
        summary:
          "A password reset link for a user the administrator manages (the user's password is kept until used)",
        description: 'The link is answered once, to be handed to the user; only its hash is kept.',
        params: userParams,
        response: { 200: passwordLinkSchema, ...errorResponses },
      },
    },
    (req) => users.resetPassword(actorOf(req), req.params.userId),
  );

  app.get(
    '/api/user/isUuidValid/:uuid',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary:
          'Whether a set-password link still works, and whose it is (400 when used, expired or unknown)',
        params: z.object({ uuid: passwordTokenSchema }),
        response: { 200: passwordTokenCheckSchema, 400: apiErrorSchema },
      },
    },
    (req) => users.checkPasswordLink(req.params.uuid),
  );

  app.post(
    '/api/user/resetPassword',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary:
          "Set the password through an invitation or reset link; the link's user signs in afresh everywhere",
        body: resetPasswordSchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (req) => {
      await users.usePasswordLink(req.body);
      return { message: 'Password set: sign in with it' };
    },
  );

  app.post(
    '/api/user/forgotPassword',
    {
      config: { public: true },
      schema: {
        tags: ['user'],
        summary: 'Ask for a password reset link; the same answer whether the account exists or not',
        body: forgotPasswordSchema,
        response: { 202: messageSchema, 400: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const link = await users.forgotPassword(req.body);
      // The link is emailed through the message outbox (decision 0029); neither the answer nor the log carries it,
      // or anyone could reset anyone's password.
      if (link) req.log.info({ expiresAt: link.expiresAt }, 'password reset link emailed');
      return reply.status(202).send({ message: 'If the address has an account, a reset link is on its way' });
    },
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
