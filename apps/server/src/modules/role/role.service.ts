import {
  assignableRoles,
  customRoleKey,
  isPermission,
  isSuperAdmin,
  tenantScopeOf,
  VALIDATION_KEYS,
  type RoleCreateInput,
  type RoleHolder,
  type RoleUpdateInput,
  type RoleView,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import type { RoleCache } from './role-cache';
import {
  bumpCatalogue,
  countHolders,
  deleteRoleRow,
  findRoleRow,
  insertRoleRow,
  isRoleHeld,
  listRoleRows,
  lockRoleRow,
  roleHolders,
  updateRoleRow,
  type HolderScope,
  type RoleRow,
} from './role.repository';

const NAME_TAKEN = VALIDATION_KEYS.roleNameTaken;

const toView = (row: RoleRow, userCount: number): RoleView => ({
  role: row.role,
  label: row.label,
  description: row.description,
  scope: row.scope as RoleView['scope'],
  builtIn: row.builtIn,
  permissions: row.permissions.filter(isPermission),
  userCount,
  updatedAt: row.updatedAt.toISOString(),
});

/** The users whose roles a caller counts and lists: the platform all, an organisation or a property its own. */
function holderScope(actor: Actor): HolderScope {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return {};
  if (scope === 'organisation') return { organisationId: actor.organisationId ?? -1 };
  return { propertyId: actor.propertyId ?? -1 };
}

/**
 * Roles as data (issue 10). The super admin reads every role and keeps the custom ones; an organisation or property
 * admin reads the roles they may hand out (the user form's choices), with the holders among their own users.
 */
export function createRoleService(db: Db, cache: RoleCache) {
  /** The roles this caller may see: all for the super admin, those they may assign for the other admins. */
  function visibleTo(actor: Actor): (key: string) => boolean {
    if (isSuperAdmin(actor.roles)) return () => true;
    const allowed = new Set(assignableRoles(actor.roles, cache.customRoles()));
    return (key) => allowed.has(key);
  }

  async function changed(): Promise<void> {
    cache.invalidate();
  }

  return {
    async list(actor: Actor): Promise<RoleView[]> {
      const ensure = cache.ensureFresh();
      if (ensure) await ensure;
      const visible = visibleTo(actor);
      const [rows, counts] = await Promise.all([listRoleRows(db), countHolders(db, holderScope(actor))]);
      return rows.filter((r) => visible(r.role)).map((r) => toView(r, counts.get(r.role) ?? 0));
    },

    async holders(actor: Actor, key: string): Promise<RoleHolder[]> {
      const row = await findRoleRow(db, key);
      if (!row || !visibleTo(actor)(key)) throw notFound('Role');
      return roleHolders(db, key, holderScope(actor));
    },

    async create(actor: Actor, input: RoleCreateInput): Promise<RoleView> {
      if (!isSuperAdmin(actor.roles)) throw forbidden();
      const key = customRoleKey(input.label, input.scope);
      if (!key)
        throw badRequest('Use at least one letter or digit', { label: VALIDATION_KEYS.roleNameLetters });
      try {
        const row = await db.transaction(async (tx) => {
          const created = await insertRoleRow(tx, {
            role: key,
            label: input.label,
            description: input.description ?? null,
            scope: input.scope,
            builtIn: false,
            permissions: input.permissions,
          });
          await bumpCatalogue(tx);
          await recordAudit(tx, actor, { entity: 'role', entityId: key, action: 'create', after: created });
          return created;
        });
        await changed();
        return toView(row, 0);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A role with this name exists already', { label: NAME_TAKEN });
        throw err;
      }
    },

    async update(actor: Actor, key: string, input: RoleUpdateInput): Promise<RoleView> {
      if (!isSuperAdmin(actor.roles)) throw forbidden();
      try {
        const row = await db.transaction(async (tx) => {
          const current = await lockRoleRow(tx, key);
          if (!current) throw notFound('Role');
          if (current.builtIn)
            throw conflict('The roles of the product cannot be changed: create a custom role instead');
          const updated = await updateRoleRow(tx, key, {
            ...(input.label !== undefined ? { label: input.label } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
          });
          await bumpCatalogue(tx);
          await recordAudit(tx, actor, {
            entity: 'role',
            entityId: key,
            action: 'update',
            before: current,
            after: updated,
          });
          return updated!;
        });
        await changed();
        const counts = await countHolders(db, {});
        return toView(row, counts.get(key) ?? 0);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict('A role with this name exists already', { label: NAME_TAKEN });
        throw err;
      }
    },

    async remove(actor: Actor, key: string): Promise<void> {
      if (!isSuperAdmin(actor.roles)) throw forbidden();
      await db.transaction(async (tx) => {
        const current = await lockRoleRow(tx, key);
        if (!current) throw notFound('Role');
        if (current.builtIn) throw conflict('The roles of the product cannot be deleted');
        if (await isRoleHeld(tx, key))
          throw conflict('Users hold this role: give them another role before deleting it');
        await deleteRoleRow(tx, key);
        await bumpCatalogue(tx);
        await recordAudit(tx, actor, { entity: 'role', entityId: key, action: 'delete', before: current });
      });
      await changed();
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
