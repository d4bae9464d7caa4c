// The channel push worker (issue 16, docs/channels.md): claims the connections whose changes are quiet, builds each
// one's snapshot and hands it to the channel's adapter, records the outcome in sync health. Same guarantees as the
// outbox worker (decision 0029): a claim under a lease (a worker that dies leaves its batch to the next after the
// lease), outcomes written only while the batch is still its own, retries with backoff, FAILED after the last.
// Several server processes may poll one PostgreSQL database: a connection's batch is one worker's at a time.
import type { Db } from '../../db/client';
import {
  claimDueBatches,
  markBatchFailed,
  markBatchSent,
  pruneFinishedPushes,
  retryBatchLater,
  type ChannelPushRow,
} from '../channel-push/channel-push.service';
import { findPropertyRow } from '../property/property.service';
import { type ChannelAdapterRegistry, PermanentChannelError } from './channel-adapter';
import { adapterConnection } from './channel-connection-view';
import { buildSnapshot } from './channel-snapshot';
import { findConnection, insertSyncEvent, mappingsOf, recordSyncOutcome } from './channel.repository';

export interface ChannelWorkerOptions {
  /** A claimed batch not finished within this time is taken again by any worker. */
  leaseMs?: number;
  /** A connection's changes wait until the latest is this old (many changes, one push). */
  quietMs?: number;
  /** …but never longer than this after the first. */
  maxWaitMs?: number;
  /** Connections pushed per round. */
  batch?: number;
  maxAttempts?: number;
  backoffMs?: (failures: number) => number;
  /** Delivered changes are deleted this many days after (failed ones after `keepFailedDays`), at most hourly. */
  keepSentDays?: number;
  keepFailedDays?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

export const CHANNEL_WORKER_DEFAULTS = {
  leaseMs: 120_000,
  quietMs: 5_000,
  maxWaitMs: 60_000,
  batch: 10,
  maxAttempts: 6,
  /** 30 s, 2 min, 8 min, 32 min, 2 h. */
  backoffMs: (failures: number) => 30_000 * 4 ** (failures - 1),
  keepSentDays: 7,
  keepFailedDays: 90,
} as const;

/** How often a worker deletes finished changes (every process may: the delete is the same whoever runs it). */
const PRUNE_EVERY_MS = 3_600_000;

/** Polled by the server while it serves (channel.module.ts, lib/poll.ts); tests call `runOnce` themselves. */
export interface ChannelWorker {
  /** One round: claims and pushes the due connections; answers how many batches it claimed. */
  runOnce(): Promise<number>;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'Unknown error';

/** The nights of a batch together: the earliest start, the latest end, the room types (null: all). */
export function rangeOf(rows: ChannelPushRow[]) {
  const from = rows.reduce((a, r) => (r.fromDate < a ? r.fromDate : a), rows[0]!.fromDate);
  const to = rows.reduce((a, r) => (r.toDate > a ? r.toDate : a), rows[0]!.toDate);
  const roomTypeIds = rows.some((r) => r.roomTypeIds == null)
    ? null
    : [...new Set(rows.flatMap((r) => r.roomTypeIds ?? []))].sort((a, b) => a - b);
  return { from, to, roomTypeIds };
}

export function createChannelWorker(
  db: Db,
  adapters: ChannelAdapterRegistry,
  options: ChannelWorkerOptions = {},
) {
  const o = { ...CHANNEL_WORKER_DEFAULTS, ...options };
  // Every change appends a row per connection: without this the queue grows by every booking for ever.
  let prunedAt = 0;

  async function deliver(rows: ChannelPushRow[]): Promise<void> {
    const claimId = rows[0]!.claimId!;
    const attempts = Math.max(...rows.map((r) => r.attempts));
    const range = rangeOf(rows);
    const view = await findConnection(db, rows[0]!.connectionId);
    const startedAt = new Date();
    if (!view) return;
    const adapter = adapters.get(view.adapterKind);
    let payload: unknown;
    try {
      if (!adapter)
        throw new PermanentChannelError(`No adapter is installed for ${view.adapterKind} channels`);
      const property = (await findPropertyRow(db, view.row.propertyId))!;
      const mappings = (await mappingsOf(db, [view.row.id])).map((m) => m.row);
      const connection = adapterConnection(view);
      const snapshot =
        adapter.pushes === false
          ? {
              propertyId: property.id,
              currency: property.localCurrency,
              range: { from: range.from, to: range.to },
              roomTypes: [],
            }
          : await buildSnapshot(
              db,
              property,
              { ...connection, stopSell: view.row.stopSell },
              mappings,
              range,
            );
      payload = snapshot;
      const nights = { from: range.from, to: range.to };
      const a = await adapter.pushAvailability(connection, nights, snapshot);
      const r = await adapter.pushRates(connection, nights, snapshot);
      payload = { availability: a.payload ?? null, rates: r.payload ?? null };
      if (!(await markBatchSent(db, claimId))) return;
      await insertSyncEvent(db, {
        connectionId: view.row.id,
        direction: 'PUSH',
        status: 'SUCCESS',
        message: `${range.from} → ${range.to}: ${[a.message, r.message].filter(Boolean).join('; ')}`,
        payload: JSON.stringify(payload),
        startedAt,
      });
      await recordSyncOutcome(db, view.row.id, true, null);
    } catch (err) {
      const permanent = err instanceof PermanentChannelError;
      const last = permanent || attempts >= o.maxAttempts;
      const error = errorText(err);
      const mine = last
        ? await markBatchFailed(db, claimId, error)
        : await retryBatchLater(db, claimId, error, o.backoffMs(attempts));
      if (!mine) return;
      await insertSyncEvent(db, {
        connectionId: view.row.id,
        direction: 'PUSH',
        status: 'ERROR',
        message: `${range.from} → ${range.to}: attempt ${attempts}${last ? ', not retried' : ', retried later'}`,
        error,
        payload: payload === undefined ? null : JSON.stringify(payload),
        startedAt,
      });
      await recordSyncOutcome(db, view.row.id, false, error);
      o.log?.warn(
        { connectionId: view.row.id, attempt: attempts, error },
        last ? 'channel push failed' : 'channel push will retry',
      );
    }
  }

  async function runOnce(): Promise<number> {
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneFinishedPushes(db, o.keepSentDays, o.keepFailedDays);
    }
    const batches = await claimDueBatches(db, {
      limit: o.batch,
      leaseMs: o.leaseMs,
      quietMs: o.quietMs,
      maxWaitMs: o.maxWaitMs,
    });
    for (const rows of batches) await deliver(rows);
    return batches.length;
  }

  return { runOnce } satisfies ChannelWorker;
}
