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
import * as schema from './schema';

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

/** A real PostgreSQL server: many API processes may share it. */
export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, admin shutdown) emits 'error' on the pool; without a
  // listener that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (on disk or in memory). `onClose` runs after the instance is closed. */
export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
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
export async function openEmbedded(dataDir: string): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    const client = await PGlite.create(pgdata);
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openEmbedded(options.dataDir);
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
