import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { compileSelect } from '../../db/compiled-select';
import { appUser, loginThrottle, organisation, property } from '../../db/schema';

const actorColumns = {
  id: appUser.id,
  username: appUser.username,
  roles: appUser.roles,
  organisationId: appUser.organisationId,
  propertyId: appUser.propertyId,
  enabled: appUser.enabled,
  tokenVersion: appUser.tokenVersion,
};
// Compiled once (db/compiled-select.ts): the auth gate runs one of these on every signed-in request.
const compileActorQuery = (db: Db) =>
  compileSelect(
    db
      .select(actorColumns)
      .from(appUser)
      .where(eq(appUser.id, sql.placeholder('id'))),
  );
const compileActorWithPropertyQuery = (db: Db) =>
  compileSelect(
    db
      .select({ ...actorColumns, property })
      .from(appUser)
      .leftJoin(property, eq(property.id, sql.placeholder('propertyId')))
      .where(eq(appUser.id, sql.placeholder('id'))),
  );
let actorQuery: ReturnType<typeof compileActorQuery> | undefined;
let actorWithPropertyQuery: ReturnType<typeof compileActorWithPropertyQuery> | undefined;

/** The signed-in user as the auth gate needs it. */
export async function findActorById(db: Db, id: number) {
  actorQuery ??= compileActorQuery(db);
  const [row] = await actorQuery.run(db, { id });
  return row;
}

/**
 * The user and, in the same query, the property a request names (`property` null when there is none): a property's
 * routes read both on every request, and a round trip costs more processor time than either lookup.
 */
export async function findActorWithProperty(db: Db, id: number, propertyId: number) {
  actorWithPropertyQuery ??= compileActorWithPropertyQuery(db);
  const [row] = await actorWithPropertyQuery.run(db, { id, propertyId });
  return row;
}

/**
 * Why a user may not sign in although the password is right (issue 10): their property is deactivated, or their
 * organisation (their own, or their property's) is. Undefined when nothing stands in the way.
 */
export async function signInBlock(
  db: Db,
  user: { organisationId: number | null; propertyId: number | null },
): Promise<'property' | 'organisation' | undefined> {
  if (user.propertyId == null && user.organisationId == null) return undefined;
  const [row] = await db
    .select({ propertyOff: property.deactivatedAt, organisationOff: organisation.deactivatedAt })
    .from(organisation)
    .leftJoin(property, eq(property.id, user.propertyId ?? -1))
    .where(eq(organisation.id, sql`coalesce(${property.organisationId}, ${user.organisationId ?? -1})`));
  if (row?.propertyOff) return 'property';
  if (row?.organisationOff) return 'organisation';
  return undefined;
}

/** How many attempts one key may make within a window, and how long it waits once it has made them. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  blockMs: number;
}

const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Counts one attempt for the key, atomically, unless the key is blocked: answers true when the attempt may go on,
 * false when it is refused (and then nothing is counted, so that refused attempts never push anyone further). The
 * attempt that reaches the limit goes on and blocks the key for `blockMs`; a window that has passed starts afresh.
 * One statement: concurrent attempts are serialised on the row, so a burst cannot all slip in before the count.
 */
export async function takeAttempt(db: Db, key: string, rule: ThrottleRule): Promise<boolean> {
  const expired = sql`login_throttle.window_started_at <= now() - ${interval(rule.windowMs)}`;
  const next = sql`(case when ${expired} then 1 else login_throttle.failures + 1 end)`;
  const result: unknown = await db.execute(sql`
    insert into login_throttle (key, failures, window_started_at, blocked_until)
    values (${key}, 1, now(), case when 1 >= ${rule.limit} then now() + ${interval(rule.blockMs)} end)
    on conflict (key) do update set
      failures = ${next},
      window_started_at = case when ${expired} then now() else login_throttle.window_started_at end,
      blocked_until = case when ${next} >= ${rule.limit} then now() + ${interval(rule.blockMs)} end
    where login_throttle.blocked_until is null or login_throttle.blocked_until <= now()
    returning failures
  `);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/**
 * Takes back one counted attempt (a sign-in that succeeded, or one refused further on), lifting the block when it
 * was that attempt that reached the limit.
 */
export async function giveBackAttempt(db: Db, key: string, rule: ThrottleRule) {
  await db.execute(sql`
    update login_throttle set
      failures = greatest(failures - 1, 0),
      blocked_until = case when failures - 1 < ${rule.limit} then null else blocked_until end
    where key = ${key}
  `);
}

/** Whole seconds until the key's block ends (at least 1: the caller was just refused). */
export async function secondsBlocked(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${loginThrottle.blockedUntil} - now()))::int` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}

/** Notes that the key happened now (a successful sign-in from an address): `failures` stays 0, never blocked. */
export async function markSeen(db: Db, key: string) {
  await db.execute(sql`
    insert into login_throttle (key, failures, window_started_at) values (${key}, 0, now())
    on conflict (key) do update set window_started_at = now()
  `);
}

/** Whether `markSeen` noted the key within the last `ms`. */
export async function seenWithin(db: Db, key: string, ms: number): Promise<boolean> {
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.key, key), sql`${loginThrottle.windowStartedAt} > now() - ${interval(ms)}`));
  return row !== undefined;
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
