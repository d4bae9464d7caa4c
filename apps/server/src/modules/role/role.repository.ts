import { builtInPermissions, ROLES, roleScope } from '@bookone/domain';
import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, organisation, property, role, roleCatalogue } from '../../db/schema';

export type RoleRow = typeof role.$inferSelect;

/** The catalogue's version: every role change bumps it, so that each process's cache knows to reload. */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: roleCatalogue.version }).from(roleCatalogue);
  return row?.version ?? 0;
}

/** Bumps the version in the transaction of a role change (committed with it, or not at all). */
export async function bumpCatalogue(tx: Db): Promise<void> {
  await tx
    .insert(roleCatalogue)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: roleCatalogue.id, set: { version: sql`${roleCatalogue.version} + 1` } });
}

export function listRoleRows(db: Db): Promise<RoleRow[]> {
  return db.select().from(role).orderBy(asc(role.builtIn), asc(role.role));
}

export async function findRoleRow(db: Db, key: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(role).where(eq(role.role, key));
  return row;
}

/** The row of a role, locked until the transaction ends (an edit and a deletion of one role queue). */
export async function lockRoleRow(tx: Db, key: string): Promise<RoleRow | undefined> {
  const [row] = await tx.select().from(role).where(eq(role.role, key)).for('update');
  return row;
}

export async function insertRoleRow(tx: Db, values: typeof role.$inferInsert): Promise<RoleRow> {
  const [row] = await tx.insert(role).values(values).returning();
  return row!;
}

export async function updateRoleRow(
  tx: Db,
  key: string,
  values: Partial<Pick<RoleRow, 'label' | 'description' | 'permissions'>>,
): Promise<RoleRow | undefined> {
  const [row] = await tx.update(role).set(values).where(eq(role.role, key)).returning();
  return row;
}

export async function deleteRoleRow(tx: Db, key: string): Promise<void> {
  await tx.delete(role).where(eq(role.role, key));
}

/**
 * Writes the built-in roles' scopes and permission sets from the domain's table (the seed of the role table) where
 * the stored ones differ, and bumps the catalogue when anything changed: a release that adds a permission reaches
 * every process. Idempotent, so several processes starting together do no harm.
 */
export async function syncBuiltInRoles(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = new Map(
      (await tx.select().from(role).where(eq(role.builtIn, true))).map((r) => [r.role, r]),
    );
    let changed = false;
    for (const key of ROLES) {
      const permissions = builtInPermissions(key);
      const scope = roleScope(key);
      const row = stored.get(key);
      if (row && row.scope === scope && row.permissions.join() === permissions.join()) continue;
      await tx
        .insert(role)
        .values({ role: key, scope, builtIn: true, permissions })
        .onConflictDoUpdate({ target: role.role, set: { scope, builtIn: true, permissions } });
      changed = true;
    }
    if (changed) await bumpCatalogue(tx);
    return changed;
  });
}

/** Which users a list counts: everyone for the platform, an organisation's or a property's users otherwise. */
export type HolderScope = { organisationId?: number; propertyId?: number };

const holderWhere = (scope: HolderScope): SQL | undefined =>
  and(
    scope.organisationId !== undefined ? eq(appUser.organisationId, scope.organisationId) : undefined,
    scope.propertyId !== undefined ? eq(appUser.propertyId, scope.propertyId) : undefined,
  );

/** How many users (within the scope) hold each role. */
export async function countHolders(db: Db, scope: HolderScope): Promise<Map<string, number>> {
  const held = sql<string>`unnest(${appUser.roles})`;
  const rows = await db
    .select({ role: held, count: sql<number>`count(*)::int` })
    .from(appUser)
    .where(holderWhere(scope))
    .groupBy(held);
  return new Map(rows.map((r) => [r.role, r.count]));
}

/** Does any user at all hold the role? (a held custom role cannot be deleted) */
export async function isRoleHeld(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(arrayContains(appUser.roles, [key]))
    .limit(1);
  return row !== undefined;
}

/** The users (within the scope) holding a role, by name. */
export function roleHolders(db: Db, key: string, scope: HolderScope) {
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      username: appUser.username,
      enabled: appUser.enabled,
      propertyName: property.name,
      organisationName: organisation.name,
    })
    .from(appUser)
    .leftJoin(property, eq(property.id, appUser.propertyId))
    .leftJoin(organisation, eq(organisation.id, appUser.organisationId))
    .where(and(arrayContains(appUser.roles, [key]), holderWhere(scope)))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id))
    .limit(500);
}
