import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { idempotencyKey } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKey.$inferSelect;

export interface ClaimInput {
  key: string;
  scope: string;
  userId: number | null;
  method: string;
  path: string;
  requestHash: string;
  /** A record older than this is expired: it is replaced as if it did not exist. */
  ttlSeconds: number;
  /** A record still pending after this long belongs to a request that died: it may be taken over. */
  lockSeconds: number;
}

const olderThan = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Claims a key for a request in one statement: inserts a pending record, or takes over an expired record or an
 * abandoned pending one. Concurrent claims of the same key are serialised by the primary key, so exactly one
 * wins. Answers the existing record when the claim fails, or 'retry' when it vanished meanwhile.
 */
export async function claimKey(
  db: Db,
  input: ClaimInput,
): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRow } | 'retry'> {
  const values = {
    key: input.key,
    scope: input.scope,
    userId: input.userId,
    method: input.method,
    path: input.path,
    requestHash: input.requestHash,
  };
  const won = await db
    .insert(idempotencyKey)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKey.key, idempotencyKey.scope],
      set: {
        ...values,
        statusCode: null,
        contentType: null,
        responseBody: null,
        createdAt: sql`now()`,
        completedAt: null,
      },
      setWhere: sql`${idempotencyKey.createdAt} < ${olderThan(input.ttlSeconds)} or (${idempotencyKey.statusCode} is null and ${idempotencyKey.createdAt} < ${olderThan(input.lockSeconds)})`,
    })
    .returning({ key: idempotencyKey.key });
  if (won.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.key, input.key), eq(idempotencyKey.scope, input.scope)));
  return existing ? { claimed: false, existing } : 'retry';
}

/** Stores the answer of a pending record. */
export async function completeKey(
  db: Db,
  key: string,
  scope: string,
  answer: { statusCode: number; contentType: string | null; responseBody: string },
): Promise<void> {
  await db
    .update(idempotencyKey)
    .set({ ...answer, completedAt: sql`now()` })
    .where(
      and(eq(idempotencyKey.key, key), eq(idempotencyKey.scope, scope), isNull(idempotencyKey.statusCode)),
    );
}

/** Forgets a pending record (the request failed with a 5xx or could not be stored), so that a retry runs again. */
export async function releaseKey(db: Db, key: string, scope: string): Promise<void> {
  await db
    .delete(idempotencyKey)
    .where(
      and(eq(idempotencyKey.key, key), eq(idempotencyKey.scope, scope), isNull(idempotencyKey.statusCode)),
    );
}

/** Forgets a record whatever its state (a stored answer that can no longer be read). */
export async function deleteKey(db: Db, key: string, scope: string): Promise<void> {
  await db.delete(idempotencyKey).where(and(eq(idempotencyKey.key, key), eq(idempotencyKey.scope, scope)));
}

export async function purgeExpiredKeys(db: Db, ttlSeconds: number): Promise<void> {
  await db.delete(idempotencyKey).where(lt(idempotencyKey.createdAt, olderThan(ttlSeconds)));
}
