import type { Page, User, UserListQuery, UserSortField } from '@bookone/domain';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type UserRow = typeof appUser.$inferSelect;
export type NewUserRow = typeof appUser.$inferInsert;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    landPhone: row.landPhone,
    photoUrl: row.photoUrl,
    roles: row.roles,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
    targetStartDate: row.targetStartDate,
    targetEndDate: row.targetEndDate,
    targetAmount: row.targetAmount,
    maxBookingDiscountPercentage: row.maxBookingDiscountPercentage,
    maxOrderDiscountPercentage: row.maxOrderDiscountPercentage,
    maxOrderItemDiscountPercentage: row.maxOrderItemDiscountPercentage,
    enabled: row.enabled,
    invitationPending: row.invitationPending,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
  return row;
}

export async function findUserRowByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.username, username.trim().toLowerCase()));
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(appUser).values(values).returning();
  if (!row) throw new Error('insert user returned nothing');
  return row;
}

export async function updateUserRow(
  db: Db,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  // Nothing to change (every field left out): the row as it is. Drizzle refuses an empty SET with a 500.
  if (Object.values(values).every((v) => v === undefined)) return findUserRow(db, id);
  // Disabling bumps the token version, so that tokens issued before stay dead when the account is enabled again.
  const revoke = values.enabled === false ? { tokenVersion: sql`${appUser.tokenVersion} + 1` } : {};
  const [row] = await db
    .update(appUser)
    .set({ ...values, ...revoke })
    .where(eq(appUser.id, id))
    .returning();
  return row;
}

/**
 * Bumps the token version with the new hash, so that tokens issued before the change stop working; a password set
 * ends a pending invitation.
 */
/** The language of the user's emails (en, fr). */
export async function setUserLanguage(db: Db, id: number, language: string) {
  await db.update(appUser).set({ language }).where(eq(appUser.id, id));
}

export async function updatePasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(appUser)
    .set({ passwordHash, invitationPending: false, tokenVersion: sql`${appUser.tokenVersion} + 1` })
    .where(eq(appUser.id, id))
    .returning();
  return row;
}

/** The caller's reach (scope) and the list's own filters, all applied together. */
export interface UserFilter {
  organisationId?: number;
  propertyId?: number;
}

const SORT = listSort<UserSortField>({
  columns: {
    id: appUser.id,
    username: appUser.username,
    firstName: appUser.firstName,
    lastName: appUser.lastName,
    createdAt: appUser.createdAt,
    enabled: appUser.enabled,
  },
  tiebreak: appUser.id,
  fallback: 'id',
});

function userWhere(scope: UserFilter, query: UserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.organisationId != null) conditions.push(eq(appUser.organisationId, scope.organisationId));
  if (scope.propertyId != null) conditions.push(eq(appUser.propertyId, scope.propertyId));
  if (query.organisationId != null) conditions.push(eq(appUser.organisationId, query.organisationId));
  if (query.propertyId != null) conditions.push(eq(appUser.propertyId, query.propertyId));
  if (query.enabled) conditions.push(eq(appUser.enabled, query.enabled === 'true'));
  if (query.role) conditions.push(sql`${query.role} = any(${appUser.roles})`);
  if (query.search) {
    const like = likeText(query.search);
    const match = or(
      ilike(appUser.username, like),
      ilike(appUser.firstName, like),
      ilike(appUser.lastName, like),
      ilike(sql`${appUser.firstName} || ' ' || ${appUser.lastName}`, like),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A list row: the user with their property's name. */
const userRows =
  (db: Db, where: SQL | undefined) =>
  async (w: Window): Promise<User[]> =>
    (
      await db
        .select({ user: appUser, propertyName: property.name })
        .from(appUser)
        .leftJoin(property, eq(property.id, appUser.propertyId))
        .where(where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset)
    ).map((r) => ({ ...toUser(r.user), propertyName: r.propertyName }));

export async function listUsers(db: Db, scope: UserFilter, query: UserListQuery): Promise<Page<User>> {
  const where = userWhere(scope, query);
  return paginate(query, SORT, {
    rows: userRows(db, where),
    count: async () => ({ n: (await db.select({ n: count() }).from(appUser).where(where))[0]?.n ?? 0 }),
  });
}

/** Every user the filter matches (up to `limit`), in the list's order: the export. */
export function allUsers(db: Db, scope: UserFilter, query: UserListQuery, limit: number): Promise<User[]> {
  return firstRows(query, SORT, userRows(db, userWhere(scope, query)), limit);
}
