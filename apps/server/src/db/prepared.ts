import { createHash } from 'node:crypto';

import type pg from 'pg';

/** Prepared statements one connection keeps at most; queries past that run unnamed (planned each time). */
export const MAX_PREPARED_PER_CONNECTION = 500;

const READ = /^\s*(select|with)\b/i;

const digestName = (text: string) => `b1_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

// The names of the texts seen lately: a hot read (the auth gate, a list page of 3 KB of SQL) would otherwise be
// hashed again on every run. Bounded like the statements themselves; cleared when full (texts are few).
const names = new Map<string, string>();
const MAX_NAMES = 2000;

/** A statement's name: its text's digest, so that one text always has one name and two texts never share one. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = digestName(text);
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Makes every read of this connection a named prepared statement, by the digest of its SQL text: PostgreSQL parses
 * and plans it on first use and then reuses that work (issue 9 §3: planning was 3 ms of the booking list's 4 ms, on
 * every request). Drizzle builds the same text for the same query shape with the values as parameters, so each
 * shape is prepared once per connection. Only reads: a bulk insert's text changes with its row count and would
 * fill the cache with statements never run again; and at most MAX_PREPARED_PER_CONNECTION names, so that a shape
 * that varies (an IN list of every length) cannot grow the server's memory without bound.
 */
export function prepareReads(client: pg.PoolClient | pg.Client) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (
      config &&
      typeof config === 'object' &&
      !('submit' in config) &&
      !('name' in config && (config as pg.QueryConfig).name) &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      READ.test((config as pg.QueryConfig).text)
    ) {
      const name = statementName((config as pg.QueryConfig).text);
      if (prepared.has(name) || prepared.size < MAX_PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return query({ ...config, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
