// The delivery worker: claims due messages, sends each through its channel's transport, records the outcome. Any
// number of workers (processes) may run against one PostgreSQL database: the claim hands a row to one of them
// (decision 0029).
import type { Db } from '../../db/client';
import { joinAppUrl, joinSecret } from './outbox-templates';
import { PermanentRefusal } from './outbox-refusal';
import type { Transports } from './outbox-transports';
import { claimDue, findAttachments, markAttemptFailed, markSent, type OutboxRow } from './outbox.repository';

export interface OutboxWorkerOptions {
  /** Where the set-password pages are served (the link of a message is `${appUrl()}${path}`), read at each send. */
  appUrl: () => string;
  /** A claimed message not finished within this time is taken again by any worker. */
  leaseMs?: number;
  /** How often the worker looks for due messages when idle. */
  pollMs?: number;
  /** Messages claimed at once. */
  batch?: number;
  /** After this many failed attempts the message is FAILED. */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after n failures. */
  backoffMs?: (failures: number) => number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

export const OUTBOX_DEFAULTS = {
  leaseMs: 120_000,
  pollMs: 1_000,
  batch: 10,
  maxAttempts: 5,
  /** 30 s, 2 min, 8 min, 32 min. */
  backoffMs: (failures: number) => 30_000 * 4 ** (failures - 1),
} as const;

export interface OutboxWorker {
  /** Polls until stopped. */
  start(): void;
  /** Stops polling and waits for the round in progress (its messages finish or are left to the lease). */
  stop(): Promise<void>;
  /** One round: claims and delivers the due messages; answers how many it claimed. */
  runOnce(): Promise<number>;
  /** Asks for a round now (after an enqueue), without waiting for the poll. */
  wake(): void;
}

/** How the tracker's error of a message refused for good begins. */
export const REFUSED_FOR_GOOD = 'Refused for good (not retried): ';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'Unknown error';

export function createOutboxWorker(
  db: Db,
  transports: Transports,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const o = { ...OUTBOX_DEFAULTS, ...options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<void> {
    const transport = transports[row.channel];
    const link = row.secret != null ? `${o.appUrl()}${row.secret}` : null;
    try {
      const result = await transport.send({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: joinSecret(row.body, link),
        html: row.html != null ? joinAppUrl(joinSecret(row.html, link, true), o.appUrl()) : null,
        attachments: row.channel === 'EMAIL' ? await findAttachments(db, row.id) : [],
      });
      await markSent(db, row, { transport: transport.name, providerAnswer: result.providerAnswer });
    } catch (err) {
      // A refusal for good (no such mailbox, a bad number) is FAILED at once: another attempt gets the same answer.
      const permanent = err instanceof PermanentRefusal;
      const last = permanent || row.attempts >= o.maxAttempts;
      await markAttemptFailed(db, row, {
        error: permanent ? `${REFUSED_FOR_GOOD}${errorText(err)}` : errorText(err),
        transport: transport.name,
        retryInMs: last ? null : o.backoffMs(row.attempts),
      });
      o.log?.warn(
        { messageId: row.id, attempt: row.attempts, error: errorText(err) },
        last ? 'message failed for good' : 'message attempt failed, will retry',
      );
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDue(db, o.batch, o.leaseMs);
    // One at a time: an SMTP server is kinder to a steady sender, and a stop waits for less.
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (stopped || running) return;
    running = runOnce()
      .then((n) => schedule(n === o.batch ? 0 : o.pollMs))
      .catch((err: unknown) => {
        // A database hiccup: the next round tries again; claimed rows come back with their lease.
        o.log?.error({ error: errorText(err) }, 'outbox round failed');
        schedule(o.pollMs);
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
    wake() {
      schedule(0);
    },
  };
}
