// Transactions (issue 9 §1 defect 1): a query on the outer database handle inside a transaction waited for the
// connection the transaction held, so PUT /api/booking/{id} with another customer froze the server for everyone.
// Now every transaction is carried in async context: in tests such a query throws, in production it runs on the
// transaction. Also: every request has a time limit.
import { PGlite } from '@electric-sql/pglite';
import type { ApiError, Booking } from '@bookone/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { inject } from 'vitest';

import { wrapPglite, type Database, type PostgresOptions } from '../src/db/client';
import { booking, customer } from '../src/db/schema';
import type { OuterQueryPolicy } from '../src/db/transaction-context';
import { openDemoApp, openForTests, type Session } from './demo-app';
import { createTestApp, openNewPostgresDatabase, type TestApp } from './helpers';
import { expectError } from './support';

let t: TestApp;
let session: Session;
let HARBOUR: number;

openForTests(openDemoApp, (app) => ({ t, session, HARBOUR } = app));

/** Fails in `ms` instead of waiting for the test timeout: a wedged database never answers. */
function promptly<T>(work: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms: the database is wedged`)), ms),
    ),
  ]);
}

/** Any answer from the database through the API: the customer list of Harbour View. */
async function serverStillAnswers() {
  const res = await promptly(
    t.api('GET', `/api/customer/property/${HARBOUR}?page=0&size=5`, {
      token: await session('hotel.frontdesk@bookone.demo'),
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('PUT /api/booking/{id} with another customer', () => {
  async function bookingAndOtherCustomer() {
    const [b] = await t.db
      .select({ id: booking.id, customerId: booking.customerId })
      .from(booking)
      .where(and(eq(booking.propertyId, HARBOUR), ne(booking.status, 'CANCELLED')))
      .limit(1);
    const [other] = await t.db
      .select({ id: customer.id })
      .from(customer)
      .where(and(eq(customer.propertyId, HARBOUR), ne(customer.id, b!.customerId ?? 0)))
      .limit(1);
    return { bookingId: b!.id, customerId: other!.id };
  }

  it('moves the booking to an existing customer of the property, promptly, and the server keeps answering', async () => {
    const { bookingId, customerId } = await bookingAndOtherCustomer();
    const res = await promptly(
      t.api('PUT', `/api/booking/${bookingId}`, {
        token: await session('hotel.frontdesk@bookone.demo'),
        body: { customerId },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>().customerId).toBe(customerId);
    await serverStillAnswers();
  });

  it('refuses a customer that does not exist (400 naming customerId), and the server keeps answering', async () => {
    const { bookingId } = await bookingAndOtherCustomer();
    const res = await promptly(
      t.api('PUT', `/api/booking/${bookingId}`, {
        token: await session('hotel.frontdesk@bookone.demo'),
        body: { customerId: 2_000_000_000 },
      }),
    );
    expectError(res, 400, { fields: ['customerId'] });
    await serverStillAnswers();
  });
});

describe('the outer database handle inside a transaction', () => {
  it('throws in tests, naming the problem, and leaves the database usable', async () => {
    const attempt = t.db.transaction(async (tx) => {
      await tx.select({ id: customer.id }).from(customer).limit(1);
      await t.db.select({ id: customer.id }).from(customer).limit(1);
    });
    await expect(promptly(attempt)).rejects.toThrow(/query on the outer handle inside a transaction/i);
    // Every kind of query on the outer handle is caught, not only select.
    for (const query of [
      () => t.db.execute(sql`select 1`),
      () => t.db.$count(customer),
      () => t.db.query.customer.findFirst(),
      () => t.db.update(customer).set({ notes: 'x' }).where(eq(customer.id, -1)),
    ]) {
      await expect(promptly(t.db.transaction(() => query().then(() => undefined)))).rejects.toThrow(
        /query on the outer handle inside a transaction/i,
      );
    }
    await serverStillAnswers();
  });

  it('does not mind queries on the outer handle after the transaction ended, nor on the explicit tx', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const n = await t.db.transaction(async (tx) => {
      // Work the callback starts but does not wait for runs after the transaction, on the outer handle.
      later = new Promise((resolve) => setTimeout(resolve, 50)).then(() => t.db.$count(customer));
      return tx.$count(customer);
    });
    expect(await promptly(later)).toBe(n);
  });
});

/** A scratch database with the given policy: in-memory PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL. */
async function scratchDatabase(
  policy: OuterQueryPolicy,
  timeouts: Omit<PostgresOptions, 'outerQueryInTransaction'> = {},
): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite')
    return wrapPglite(await PGlite.create(), undefined, { outerQueryInTransaction: policy });
  return openNewPostgresDatabase(template.url, {
    prefix: 'bookone_scratch',
    outerQueryInTransaction: policy,
    ...timeouts,
  });
}

describe('in production (redirect)', () => {
  let scratch: Database;
  beforeAll(async () => {
    scratch = await scratchDatabase('redirect');
    await scratch.db.execute(sql`create table note (id serial primary key, body text not null)`);
  });
  afterAll(() => scratch.close());

  /** The note bodies a query answers (both drivers answer `{ rows }` to `execute`). */
  const noteBodies = async (query: PromiseLike<unknown>) =>
    ((await query) as { rows: { body: string }[] }).rows.map((r) => r.body);
  const bodies = () => noteBodies(scratch.db.execute(sql`select body from note order by id`));

  it('runs a query on the outer handle on the open transaction (it sees, and rolls back with, its writes)', async () => {
    const { db } = scratch;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let seenInside: string[] = [];
    const rolledBack = db.transaction(async (tx) => {
      await tx.execute(sql`insert into note (body) values ('uncommitted')`);
      seenInside = await noteBodies(db.execute(sql`select body from note`));
      tx.rollback();
    });
    await expect(promptly(rolledBack)).rejects.toThrow('Rollback');
    expect(seenInside).toEqual(['uncommitted']);
    expect(await bodies()).toEqual([]);
    // Safe, but logged: the code is still to be fixed.
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/query on the outer handle inside a transaction/i),
    );
    warn.mockRestore();
  });

  it('makes a transaction opened on the outer handle inside another a savepoint of it', async () => {
    const { db } = scratch;
    await promptly(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into note (body) values ('outer')`);
        await db
          .transaction(async (inner) => {
            await inner.execute(sql`insert into note (body) values ('inner, undone')`);
            throw new Error('inner fails');
          })
          .catch(() => undefined);
        await db.transaction((inner) => inner.execute(sql`insert into note (body) values ('inner, kept')`));
      }),
    );
    expect(await bodies()).toEqual(expect.arrayContaining(['outer', 'inner, kept']));
    expect(await bodies()).not.toContain('inner, undone');
  });
});

describe.runIf(inject('dbTemplate').kind === 'postgres')('PostgreSQL timeouts', () => {
  it('cancels a statement that runs too long, and ends a transaction left idle, freeing its locks', async () => {
    const scratch = await scratchDatabase('throw', {
      statementTimeoutMs: 300,
      idleInTransactionTimeoutMs: 300,
    });
    try {
      const { db } = scratch;
      await expect(promptly(db.execute(sql`select pg_sleep(2)`))).rejects.toThrow();
      await db.execute(sql`create table held (id int)`);
      // A transaction that stops sending (a hung request) while it holds a lock everyone else needs.
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const abandoned = db.transaction(async (tx) => {
        await tx.execute(sql`lock table held in access exclusive mode`);
        locked();
        await paused;
        await tx.execute(sql`select 1`);
      });
      await isLocked;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Its session was ended after 300 ms idle: the lock is free for others.
      await promptly(db.execute(sql`select count(*) from held`));
      resume();
      await expect(abandoned).rejects.toThrow();
    } finally {
      await scratch.close();
    }
  });
});

describe('request time limit', () => {
  it('answers 503 in the standard error shape when a request takes too long, and then serves again', async () => {
    const slow = await createTestApp({ config: { requestTimeoutMs: 500 } });
    // Closed however the test ends, a failed sign-in included: its database is never left behind.
    onTestFinished(() => slow.close());
    const token = await slow.login('hotel.frontdesk@bookone.demo');
    const list = () => slow.api('GET', `/api/customer/property/${HARBOUR}?page=0&size=5`, { token });
    // A transaction elsewhere holds a lock every customer query waits for (on PGlite, the one connection too).
    let unlock!: () => void;
    const held = new Promise<void>((resolve) => (unlock = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = slow.db.transaction(async (tx) => {
      await tx.execute(sql`lock table customer in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await isLocked;
      const res = await promptly(list());
      expect(res.statusCode, res.body).toBe(503);
      const { message, ...shape } = res.json<ApiError>();
      expect(shape).toEqual({ statusCode: 503, error: 'Service Unavailable' });
      expect(message).toMatch(/too long/);
      unlock();
      await holder;
      const again = await promptly(list());
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      unlock();
      await holder;
    }
  });
});
