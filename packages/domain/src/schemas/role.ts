// Roles as data (issue 10): the 14 built-in roles of spec §6 and the super admin's custom roles, each a set of
// permissions from the permission catalogue, stored in the role table that the server's permission check reads.
import { z } from 'zod';

import { isPermission, PERMISSION_KEYS, type Permission } from '../permissions';
import { ROLE_SCOPES } from '../roles';
import { VALIDATION_KEYS } from '../validation-messages';
import { optionalText, requiredText } from '../validation';
import { nullableOptional } from './helpers';

/** A role key in a path: a built-in role or a custom role's key (whether it exists is the service's answer). */
export const roleKeyParam = z
  .string()
  .max(64)
  .regex(/^[A-Z][A-Z0-9_]*$/, VALIDATION_KEYS.unknownRole);

const permissionList = z
  .array(z.enum(PERMISSION_KEYS as [Permission, ...Permission[]]))
  .min(1, VALIDATION_KEYS.choosePermission)
  .max(PERMISSION_KEYS.length)
  // A permission listed twice is the same permission: keep one.
  .transform((list) => [...new Set(list)]);

/**
 * POST /api/role: a custom role. Its key is made from the name and the scope (`customRoleKey`) and never changes,
 * since users hold it; the name, description and permissions may change later, the scope may not.
 */
export const roleCreateSchema = z.object({
  label: requiredText(60),
  scope: z.enum(ROLE_SCOPES),
  description: nullableOptional(optionalText(300)),
  permissions: permissionList,
});
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;

/** PUT /api/role/:role: a custom role's name, description and permissions (fields left out stay). */
export const roleUpdateSchema = z
  .object({
    label: requiredText(60).optional(),
    description: nullableOptional(optionalText(300)),
    permissions: permissionList.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: VALIDATION_KEYS.chooseChange,
  });
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;

/** A role as the Roles and User Role pages show it. */
export const roleSchema = z.object({
  /** The key users hold: a spec §6 role or CUSTOM_<SCOPE>_<NAME>. */
  role: z.string(),
  /** The custom role's name; null for a built-in role (the web names those in the user's language). */
  label: z.string().nullable(),
  description: z.string().nullable(),
  scope: z.enum(ROLE_SCOPES),
  builtIn: z.boolean(),
  permissions: z.array(z.string().refine(isPermission)),
  /** How many users hold it (within the caller's reach). */
  userCount: z.number().int(),
  updatedAt: z.string(),
});
export type RoleView = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

/** A user holding a role, for the User Role page. */
export const roleHolderSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  enabled: z.boolean(),
  propertyName: z.string().nullable(),
  organisationName: z.string().nullable(),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;
export const roleHoldersSchema = z.array(roleHolderSchema);
