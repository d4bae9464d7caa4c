// The database side of the live channel: every API process LISTENs on one channel and hears what any process
// published with pg_notify inside its writing transaction (PostgreSQL delivers it on commit, never for a rollback).
// PGlite runs the same LISTEN/NOTIFY in process; on PostgreSQL the listener holds a dedicated connection of its own
// (a pooled one would go back to the pool and stop listening), reconnecting with backoff when it is lost.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Db } from '../../db/client';

export const LIVE_CHANNEL = 'bookone_live';

export interface LiveListener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  /** The connection was lost and is back: what was published meanwhile was missed. */
  resumed(): void;
}

const MAX_BACKOFF_MS = 30_000;

/** The driver under the Drizzle handle: a PGlite instance or a node-postgres pool. */
function clientOf(db: Db): PGlite | pg.Pool {
  return (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

export async function listen(db: Db, handlers: ListenHandlers): Promise<LiveListener> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) return listenOnPostgres(client, handlers);
  const unlisten = await client.listen(LIVE_CHANNEL, (payload) => handlers.message(payload));
  return {
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

function listenOnPostgres(pool: pg.Pool, handlers: ListenHandlers): Promise<LiveListener> {
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async (resuming: boolean) => {
    const client = new pg.Client(pool.options);
    current = client;
    client.on('notification', (n) => {
      if (n.channel === LIVE_CHANNEL && n.payload) handlers.message(n.payload);
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed || current !== client) return;
      current = null;
      retry();
    });
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    failures = 0;
    if (resuming) handlers.resumed();
  };

  const retry = () => {
    if (closed || timer) return;
    const wait = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures++);
    timer = setTimeout(() => {
      timer = null;
      connect(true).catch(() => {
        const failed = current;
        current = null;
        failed?.end().catch(() => undefined);
        retry();
      });
    }, wait);
    timer.unref();
  };

  return connect(false).then(() => ({
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await current?.end().catch(() => undefined);
      current = null;
    },
  }));
}
