import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import { acquireDataDirLock } from './lock';
import { prepareReads } from './prepared';
import * as schema from './schema';
import { defaultOuterQueryPolicy, guardTransactions, type OuterQueryPolicy } from './transaction-context';

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** What a query on the outer handle does inside a transaction (see transaction-context.ts). */
  outerQueryInTransaction?: OuterQueryPolicy;
}

export interface PostgresOptions extends DatabaseOptions {
  /** Longest a statement may run (server-side `statement_timeout`), in ms. */
  statementTimeoutMs?: number;
  /** Longest a transaction may sit idle (`idle_in_transaction_session_timeout`), in ms. */
  idleInTransactionTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** A real PostgreSQL server: many API processes may share it. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  // The timeouts are sent at connection start, so they hold for every query and transaction of the pool: a stuck
  // statement or a transaction left open by a hung request gives its connection (and its row locks) back instead
  // of wedging the pool.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout:
      options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // A connection the server closes (restart, failover, admin shutdown, or the idle-in-transaction timeout ending
  // the transaction of a hung request) emits 'error' on its client, and on the pool too when idle; without a
  // listener that would crash the process. The request holding it gets an error on its next query, and the pool
  // drops the connection when it comes back. Logged once, from the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error(`PostgreSQL connection lost: ${err.message}`);
    });
  });
  // Every read a prepared statement, planned once per connection (prepared.ts).
  pool.on('connect', prepareReads);
  const db = guardTransactions(
    drizzlePg({ client: pool, schema, casing: 'snake_case' }),
    options.outerQueryInTransaction ?? defaultOuterQueryPolicy(),
  );
  return {
    db,
    kind: 'postgres',
    // Migrations run on a connection of their own without the statement timeout: rewriting a big table may take
    // longer than any request should.
    migrate: async () => {
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePg(drizzlePg({ client: admin, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await admin.end();
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (on disk or in memory). `onClose` runs after the instance is closed. */
export function wrapPglite(client: PGlite, onClose?: () => void, options: DatabaseOptions = {}): Database {
  const db = guardTransactions(
    drizzlePglite({ client, schema, casing: 'snake_case' }),
    options.outerQueryInTransaction ?? defaultOuterQueryPolicy(),
  );
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/** The embedded database under DATA_DIR/pgdata, held under a lock so that no second process opens it. */
export async function openEmbedded(dataDir: string, options: DatabaseOptions = {}): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    const client = await PGlite.create(pgdata);
    return wrapPglite(client, release, options);
  } catch (err) {
    release();
    throw err;
  }
}

export function openDatabase(
  options: PostgresOptions & { databaseUrl?: string | undefined; dataDir: string },
): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl, options))
    : openEmbedded(options.dataDir, options);
}

/**
 * Runs queries one after the other and answers their results in order, like `Promise.all` does in parallel. For code
 * that may run on a transaction: a transaction is one connection, and a connection runs one query at a time (pg
 * queues them today with a deprecation warning, and will refuse in pg 9). Pass thunks, so nothing starts early.
 */
export async function inTurn<T extends readonly (() => PromiseLike<unknown>)[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
