// Prepared reads (issue 9 §3): on PostgreSQL every read is a named prepared statement, so that its plan is made
// once per connection instead of on every request (planning was 3 ms of the booking list's 4 ms).
import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

import { openPostgres } from '../src/db/client';
import { organisation } from '../src/db/schema';
import { MAX_PREPARED_PER_CONNECTION, prepareReads, statementName } from '../src/db/prepared';
import { withDatabase } from './db-template';

/** A stand-in for a pg client that records what reaches it. */
function recordingClient() {
  const seen: unknown[] = [];
  const client = { query: (config: unknown) => (seen.push(config), Promise.resolve({ rows: [] })) };
  prepareReads(client as unknown as pg.Client);
  return { client, seen };
}

describe('prepareReads', () => {
  it('names a read by its text: the same text the same name, another text another', async () => {
    const { client, seen } = recordingClient();
    await client.query({ text: 'select 1 where $1::int > 0', values: [1] });
    await client.query({ text: 'select 1 where $1::int > 0', values: [2] });
    await client.query({ text: 'select 2', values: [] });
    const names = seen.map((c) => (c as pg.QueryConfig).name);
    expect(names[0]).toBe(statementName('select 1 where $1::int > 0'));
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
    expect((seen[1] as pg.QueryConfig).values).toEqual([2]);
  });

  it('leaves writes, named queries and plain strings as they are', async () => {
    const { client, seen } = recordingClient();
    await client.query({ text: 'insert into t values ($1)', values: [1] });
    await client.query({ text: 'select 1', name: 'mine' });
    await client.query('select 1');
    expect(seen).toEqual([
      { text: 'insert into t values ($1)', values: [1] },
      { text: 'select 1', name: 'mine' },
      'select 1',
    ]);
  });

  it('prepares at most MAX_PREPARED_PER_CONNECTION texts, then runs new ones unnamed', async () => {
    const { client, seen } = recordingClient();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i++) await client.query({ text: `select ${i}` });
    await client.query({ text: 'select 0' });
    const names = seen.map((c) => (c as pg.QueryConfig).name);
    expect(names[MAX_PREPARED_PER_CONNECTION]).toBeUndefined();
    expect(names.at(-1)).toBe(statementName('select 0'));
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')('on PostgreSQL', () => {
  it("keeps a read prepared on the pool's connection and answers it right on every call", async () => {
    const template = inject('dbTemplate');
    if (template.kind !== 'postgres') return;
    const name = `bookone_prepared_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = openPostgres(withDatabase(template.url, name));
    await database.migrate();
    await database.db.insert(organisation).values({ name: 'Prepared' });
    try {
      const read = async (n: number) => {
        const [row] = await database.db
          .select({
            n: sql<number>`${n}::int * 2`.mapWith(Number),
            prepared: sql<string[]>`array(select statement from pg_prepared_statements)`,
          })
          .from(organisation)
          .limit(1);
        return row!;
      };
      const first = await read(1);
      const second = await read(21);
      expect(first.n).toBe(2);
      expect(second.n).toBe(42);
      // The pool has one connection in use at a time here, so the second call ran where the first was prepared.
      expect(second.prepared.some((text) => text.includes('::int * 2'))).toBe(true);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
