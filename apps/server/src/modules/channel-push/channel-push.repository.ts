// The channel push queue's SQL (issue 16, docs/channels.md): inventory changes append PENDING rows; the worker claims
// a connection's rows together as one batch under a lease and writes the outcome only while the batch is still its
// own (decision 0029's patterns).
import { randomUUID } from 'node:crypto';

import type { ChannelPushRange } from '@bookone/domain';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { channel, channelConnection, channelPush } from '../../db/schema';

export type ChannelPushRow = typeof channelPush.$inferSelect;

/** The property's connections that sell: ACTIVE, to an ACTIVE channel. */
export async function sellingConnectionIds(tx: Db, propertyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: channelConnection.id })
    .from(channelConnection)
    .innerJoin(channel, eq(channel.id, channelConnection.channelId))
    .where(
      and(
        eq(channelConnection.propertyId, propertyId),
        eq(channelConnection.status, 'ACTIVE'),
        eq(channel.status, 'ACTIVE'),
      ),
    );
  return rows.map((r) => r.id);
}

/** One change per connection, appended: an insert takes no lock a concurrent change waits on. */
export async function insertChanges(tx: Db, connectionIds: number[], range: ChannelPushRange) {
  if (connectionIds.length === 0) return;
  const ids = range.roomTypeIds == null ? null : [...new Set(range.roomTypeIds)].sort((a, b) => a - b);
  await tx.insert(channelPush).values(
    connectionIds.map((connectionId) => ({
      connectionId,
      fromDate: range.from,
      toDate: range.to,
      roomTypeIds: ids,
    })),
  );
}

export interface ClaimOptions {
  limit: number;
  leaseMs: number;
  quietMs: number;
  maxWaitMs: number;
}

const ms = (n: number) => sql`${`${n} milliseconds`}::interval`;

/**
 * Connections with something to push: none of their batches in flight under a live lease, and either a batch whose
 * lease ran out (its worker died) or PENDING changes past their retry time whose latest is `quietMs` old (or whose
 * first is `maxWaitMs` old: a steady stream of changes still goes out).
 */
async function dueConnections(db: Db, o: ClaimOptions): Promise<number[]> {
  const p = channelPush;
  const rows = await db
    .select({ connectionId: p.connectionId })
    .from(p)
    .where(inArray(p.status, ['PENDING', 'SENDING']))
    .groupBy(p.connectionId)
    .having(
      sql`bool_and(${p.status} = 'PENDING' or ${p.leaseUntil} < now())
        and (bool_or(${p.status} = 'SENDING')
          or (bool_or(${p.dueAt} <= now())
            and (max(${p.createdAt}) <= now() - ${ms(o.quietMs)} or min(${p.createdAt}) <= now() - ${ms(o.maxWaitMs)})))`,
    )
    .orderBy(sql`min(${p.createdAt})`)
    .limit(o.limit);
  return rows.map((r) => r.connectionId);
}

/**
 * Claims one connection's open rows (PENDING, and SENDING ones whose lease ran out) as one batch. The connection row
 * is taken FOR NO KEY UPDATE, skipping it when another worker holds it: one batch per connection at a time, while an
 * inventory change's insert (its foreign key's KEY SHARE) never waits on it.
 */
async function claimConnection(db: Db, connectionId: number, leaseMs: number): Promise<ChannelPushRow[]> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: channelConnection.id })
      .from(channelConnection)
      .where(eq(channelConnection.id, connectionId))
      .for('no key update', { skipLocked: true });
    if (mine.length === 0) return [];
    const [live] = await tx
      .select({ id: channelPush.id })
      .from(channelPush)
      .where(
        and(
          eq(channelPush.connectionId, connectionId),
          eq(channelPush.status, 'SENDING'),
          sql`${channelPush.leaseUntil} >= now()`,
        ),
      )
      .limit(1);
    if (live) return [];
    return tx
      .update(channelPush)
      .set({
        status: 'SENDING',
        claimId: randomUUID(),
        attempts: sql`${channelPush.attempts} + 1`,
        leaseUntil: sql`now() + ${ms(leaseMs)}`,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(channelPush.connectionId, connectionId), inArray(channelPush.status, ['PENDING', 'SENDING'])),
      )
      .returning();
  });
}

/** The due batches, one per connection (each a list of rows sharing a claim id). */
export async function claimDueBatches(db: Db, o: ClaimOptions): Promise<ChannelPushRow[][]> {
  const batches: ChannelPushRow[][] = [];
  for (const id of await dueConnections(db, o)) {
    const rows = await claimConnection(db, id, o.leaseMs);
    // The update sets one uuid for every row it touches (evaluated once per statement).
    if (rows.length > 0) batches.push(rows);
  }
  return batches;
}

/** The batch as this claim left it: SENDING under its claim id (a takeover gives the rows another). */
const stillMine = (claimId: string) =>
  and(eq(channelPush.claimId, claimId), eq(channelPush.status, 'SENDING'));

/** Delivered. False when the batch was no longer this worker's. */
export async function markBatchSent(db: Db, claimId: string): Promise<boolean> {
  const rows = await db
    .update(channelPush)
    .set({ status: 'SENT', sentAt: sql`now()`, leaseUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(stillMine(claimId))
    .returning({ id: channelPush.id });
  return rows.length > 0;
}

/** Refused for good or out of attempts. */
export async function markBatchFailed(db: Db, claimId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(channelPush)
    .set({ status: 'FAILED', leaseUntil: null, lastError: error, updatedAt: sql`now()` })
    .where(stillMine(claimId))
    .returning({ id: channelPush.id });
  return rows.length > 0;
}

/** A failed attempt: the batch's rows wait `retryInMs` as PENDING again (with any change that comes meanwhile). */
export async function retryBatchLater(
  db: Db,
  claimId: string,
  error: string,
  retryInMs: number,
): Promise<boolean> {
  const rows = await db
    .update(channelPush)
    .set({
      status: 'PENDING',
      claimId: null,
      dueAt: sql`now() + ${ms(retryInMs)}`,
      leaseUntil: null,
      lastError: error,
      updatedAt: sql`now()`,
    })
    .where(stillMine(claimId))
    .returning({ id: channelPush.id });
  return rows.length > 0;
}

/**
 * Forgets the changes whose outcome is history: SENT ones older than `sentDays`, FAILED ones older than `failedDays`
 * (sync health keeps each push's outcome as a sync event; the rows only queue work). Answers how many went.
 */
export async function pruneFinishedPushes(db: Db, sentDays: number, failedDays: number): Promise<number> {
  const age = (days: number) => sql`now() - make_interval(days => ${days})`;
  const rows = await db
    .delete(channelPush)
    .where(
      or(
        and(eq(channelPush.status, 'SENT'), lt(channelPush.updatedAt, age(sentDays))),
        and(eq(channelPush.status, 'FAILED'), lt(channelPush.updatedAt, age(failedDays))),
      ),
    )
    .returning({ id: channelPush.id });
  return rows.length;
}

/** A connection's open changes (PENDING or SENDING), oldest first: sync health's "next run" and pending range. */
export function openPushesOf(db: Db, connectionId: number) {
  return db
    .select()
    .from(channelPush)
    .where(
      and(eq(channelPush.connectionId, connectionId), inArray(channelPush.status, ['PENDING', 'SENDING'])),
    )
    .orderBy(channelPush.id);
}

/** A connection's changes, latest first. */
export function pushesOf(db: Db, connectionId: number) {
  return db
    .select()
    .from(channelPush)
    .where(eq(channelPush.connectionId, connectionId))
    .orderBy(sql`${channelPush.id} desc`);
}
