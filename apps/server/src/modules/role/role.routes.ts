import {
  messageSchema,
  roleCreateSchema,
  roleHoldersSchema,
  roleKeyParam,
  roleListSchema,
  roleSchema,
  roleUpdateSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, errorResponses, readErrorResponses } from '../../lib/route';
import type { RoleService } from './role.service';

const tags = ['roles'];
const roleParams = z.object({ role: roleKeyParam });
const read = { permission: 'role.read' } as const;
const write = { permission: 'role.write' } as const;

/** Roles as data (issue 10): the role table behind the permission check, and the custom roles of the platform. */
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  app.get(
    '/api/role',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Roles with their permissions and how many of your users hold each: every role for the super admin, the roles you may assign otherwise',
        response: { 200: roleListSchema, ...readErrorResponses },
      },
    },
    (req) => roles.list(actorOf(req)),
  );

  app.get(
    '/api/role/:role/users',
    {
      config: read,
      schema: {
        tags,
        summary: 'The users (within your reach) who hold a role',
        params: roleParams,
        response: { 200: roleHoldersSchema, ...readErrorResponses },
      },
    },
    (req) => roles.holders(actorOf(req), req.params.role),
  );

  app.post(
    '/api/role',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a custom role (its key, CUSTOM_<SCOPE>_<NAME>, is made from the name and scope)',
        body: roleCreateSchema,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    (req) => roles.create(actorOf(req), req.body),
  );

  app.put(
    '/api/role/:role',
    {
      config: write,
      schema: {
        tags,
        summary: "Change a custom role's name, description or permissions (the product's roles: 409)",
        params: roleParams,
        body: roleUpdateSchema,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    (req) => roles.update(actorOf(req), req.params.role, req.body),
  );

  app.delete(
    '/api/role/:role',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a custom role no user holds (held, or a role of the product: 409)',
        params: roleParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (req) => {
      await roles.remove(actorOf(req), req.params.role);
      return { message: 'Role deleted' };
    },
  );
};
