import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, userToken } from '../../db/schema';

export type TokenPurpose = (typeof userToken.$inferSelect)['purpose'];

/** A set-password link's owner, as the link's page and its use need it. */
export interface LiveToken {
  id: number;
  userId: number;
  purpose: TokenPurpose;
  expiresAt: Date;
  username: string;
  firstName: string;
  enabled: boolean;
}

/** Only one live link per user and purpose: a new one (or a password set) ends the ones sent before. */
export async function revokeLiveTokens(db: Db, userId: number, purpose?: TokenPurpose) {
  await db
    .update(userToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userToken.userId, userId),
        isNull(userToken.usedAt),
        purpose ? eq(userToken.purpose, purpose) : undefined,
      ),
    );
}

export async function insertToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(userToken).values(values);
}

/** The unused, unexpired link of this hash, with its user. */
export async function findLiveToken(db: Db, tokenHash: string): Promise<LiveToken | undefined> {
  const [row] = await db
    .select({
      id: userToken.id,
      userId: userToken.userId,
      purpose: userToken.purpose,
      expiresAt: userToken.expiresAt,
      username: appUser.username,
      firstName: appUser.firstName,
      enabled: appUser.enabled,
    })
    .from(userToken)
    .innerJoin(appUser, eq(appUser.id, userToken.userId))
    .where(
      and(eq(userToken.tokenHash, tokenHash), isNull(userToken.usedAt), gt(userToken.expiresAt, sql`now()`)),
    );
  return row;
}

/**
 * Marks the link used, in one statement that only matches an unused, unexpired one: of two requests racing with
 * the same link, exactly one gets the row back.
 */
export async function consumeToken(db: Db, tokenHash: string): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(userToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userToken.tokenHash, tokenHash), isNull(userToken.usedAt), gt(userToken.expiresAt, sql`now()`)),
    )
    .returning({ userId: userToken.userId });
  return row;
}

/** Whether a link of this purpose was made for the user after `since` (forgot-password asks at most so often). */
export async function madeSince(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userToken.id })
    .from(userToken)
    .where(and(eq(userToken.userId, userId), eq(userToken.purpose, purpose), gt(userToken.createdAt, since)))
    .limit(1);
  return row != null;
}
