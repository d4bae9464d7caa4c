import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, loginThrottle } from '../../db/schema';

export async function findActorById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      username: appUser.username,
      roles: appUser.roles,
      organisationId: appUser.organisationId,
      propertyId: appUser.propertyId,
      enabled: appUser.enabled,
      tokenVersion: appUser.tokenVersion,
    })
    .from(appUser)
    .where(eq(appUser.id, id));
  return row;
}

export async function findThrottle(db: Db, key: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return row;
}

/**
 * Counts one failure atomically (concurrent failures must not be lost) and blocks the key once `limit` failures
 * fall within the window. A failure after the window has passed starts a new window.
 */
export async function recordFailure(db: Db, key: string, limit: number, windowMs: number, blockMs: number) {
  const windowSec = windowMs / 1000;
  const blockSec = blockMs / 1000;
  await db.execute(sql`
    insert into login_throttle (key, failures, window_started_at, blocked_until)
    values (${key}, 1, now(), case when 1 >= ${limit} then now() + make_interval(secs => ${blockSec}) end)
    on conflict (key) do update set
      failures = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSec})
        then 1 else login_throttle.failures + 1 end,
      window_started_at = case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSec})
        then now() else login_throttle.window_started_at end,
      blocked_until = case
        when (case when login_throttle.window_started_at < now() - make_interval(secs => ${windowSec})
          then 1 else login_throttle.failures + 1 end) >= ${limit}
        then now() + make_interval(secs => ${blockSec})
        else login_throttle.blocked_until end
  `);
}

export async function clearThrottle(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
