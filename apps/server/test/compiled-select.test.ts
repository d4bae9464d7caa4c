// Compiled selects and compiled serializers (issue 9 §3): the booking list and the auth gate skip drizzle's query
// building and row mapping, and answers skip zod. What they answer must not change: the same rows as drizzle, the
// same transaction guard, nothing unlisted in a response, and zod still in charge where the fast path cannot be
// exact.
import { bookingPageSchema, userSchema } from '@bookone/domain';
import { asc, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { Database } from '../src/db/client';
import { compileSelect, isoTimestamp } from '../src/db/compiled-select';
import { appUser, booking, customer, ratePlan } from '../src/db/schema';
import { OuterHandleInTransactionError } from '../src/db/transaction-context';
import { createResponseSerializerCompiler, serializableJsonSchema } from '../src/plugins/response-serializer';
import { openTestDatabase } from './helpers';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('compileSelect', () => {
  // Columns of every decoded kind (integer, text, numeric, date, timestamp, jsonb, enum array), an expression, and a
  // table selected whole from a left join that finds nothing for some rows.
  const bookings = (db: Database['db']) =>
    db
      .select({
        booking,
        guest: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
        plan: ratePlan,
      })
      .from(booking)
      .innerJoin(customer, eq(customer.id, booking.customerId))
      .leftJoin(ratePlan, eq(ratePlan.id, sql.placeholder('planId')))
      .orderBy(asc(booking.id))
      .limit(sql.placeholder('limit'));

  it('answers the rows drizzle answers, left-joined tables without a row as null', async () => {
    const { db } = database;
    const [somePlan] = await db.select({ id: ratePlan.id }).from(ratePlan).limit(1);
    const compiled = compileSelect(bookings(db));
    for (const planId of [somePlan!.id, -1]) {
      const viaDrizzle = await bookings(db)
        .prepare('compiled_select_reference')
        .execute({ planId, limit: 20 });
      const rows = await compiled.run(db, { planId, limit: 20 });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(viaDrizzle);
      expect(rows[0]!.booking.createdAt).toBeInstanceOf(Date);
      expect(rows.every((r) => (planId === -1 ? r.plan === null : r.plan?.id === planId))).toBe(true);
    }
  });

  it('answers timestamps as the ISO strings toISOString writes when asked (isoTimestamps)', async () => {
    const { db } = database;
    const viaDrizzle = await bookings(db).prepare('compiled_select_iso').execute({ planId: -1, limit: 20 });
    const rows = await compileSelect(bookings(db), { isoTimestamps: true }).run(db, {
      planId: -1,
      limit: 20,
    });
    expect(rows.length).toBeGreaterThan(0);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    expect(rows).toEqual(
      viaDrizzle.map((r) => ({
        ...r,
        booking: {
          ...r.booking,
          cancelledAt: iso(r.booking.cancelledAt),
          checkedInAt: iso(r.booking.checkedInAt),
          checkedOutAt: iso(r.booking.checkedOutAt),
          createdAt: iso(r.booking.createdAt),
          updatedAt: iso(r.booking.updatedAt),
        },
      })),
    );
    // A date column (no time zone) stays as it was.
    expect(rows[0]!.booking.arrival).toBe(viaDrizzle[0]!.booking.arrival);
  });

  it('writes PostgreSQL’s timestamp text as Date would, every fraction length and any zone', () => {
    const viaDate = (text: string) => new Date(text);
    const texts = [
      '2025-08-04 23:04:54+00',
      '2025-08-04 23:04:54.1+00',
      '2025-08-04 23:04:54.08238+00',
      '2025-08-04 23:04:54.999999+00',
      '2024-02-29 00:00:00.000001+00',
      '1999-12-31 23:59:59.9995+00',
      // Not UTC text: through the Date.
      '2025-08-04 23:04:54.5+13',
      '2025-08-04 23:04:54-03:30',
    ];
    for (let i = 0; i < 500; i++) {
      const d = new Date(
        Date.UTC(1970 + (i % 90), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60),
      );
      const digits = String(100000 + i * 1999).slice(1, 1 + (i % 7));
      texts.push(`${d.toISOString().slice(0, 19).replace('T', ' ')}${digits ? `.${digits}` : ''}+00`);
    }
    for (const text of texts) expect(isoTimestamp(text, viaDate), text).toBe(new Date(text).toISOString());
  });

  it('refuses the outer handle inside a transaction, as every drizzle query does (no deadlock)', async () => {
    const { db } = database;
    const users = compileSelect(
      db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.id, sql.placeholder('id'))),
    );
    await expect(db.transaction(() => users.run(db, { id: 1 }))).rejects.toThrow(
      OuterHandleInTransactionError,
    );
    // On the transaction itself it runs.
    await expect(db.transaction((tx) => users.run(tx, { id: 1 }))).resolves.toEqual([{ id: 1 }]);
  });

  it('fails as drizzle does: the statement named, the database refusal as the cause', async () => {
    const { db } = database;
    const users = compileSelect(
      db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.id, sql`${sql.placeholder('id')}::integer`)),
    );
    const error: unknown = await users.run(db, { id: 'not a number' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).query).toBe(users.query.sql);
    expect(((error as DrizzleQueryError).cause as { code?: string }).code).toBe('22P02');
  });
});

describe('response serializer', () => {
  const compile = (schema: z.ZodType, crossCheck = false) =>
    createResponseSerializerCompiler({ crossCheck })({
      schema,
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    });

  it('writes only the listed properties: a user answer never carries the password hash', async () => {
    expect(serializableJsonSchema(userSchema)).toBeDefined();
    const [row] = await database.db.select().from(appUser).limit(1);
    const user = {
      ...row!,
      phone: null,
      photoUrl: null,
      targetStartDate: null,
      targetEndDate: null,
      targetAmount: null,
      createdAt: row!.createdAt.toISOString(),
    };
    const text = compile(userSchema)(user);
    expect(row!.passwordHash.length).toBeGreaterThan(0);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(row!.passwordHash);
    expect(JSON.parse(text)).toMatchObject({ id: row!.id, username: row!.username, phone: null });
  });

  it('keeps zod for what JSON Schema cannot state exactly (unions, transforms, defaults)', () => {
    expect(
      serializableJsonSchema(z.object({ a: z.union([z.object({ b: z.number() }), z.string()]) })),
    ).toBeUndefined();
    expect(serializableJsonSchema(z.object({ a: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(serializableJsonSchema(z.object({ a: z.number().default(1) }))).toBeUndefined();
    expect(serializableJsonSchema(z.object({ a: z.date() }))).toBeUndefined();
    // X | null is kept, as a type list, and so is a union of plain types.
    expect(serializableJsonSchema(z.object({ a: z.union([z.string(), z.number()]) }))).toMatchObject({
      properties: { a: { type: ['string', 'number'] } },
    });
    expect(serializableJsonSchema(z.object({ a: z.object({ b: z.number() }).nullable() }))).toMatchObject({
      properties: { a: { type: ['object', 'null'] } },
    });
    // A union answered through zod strips an unlisted key rather than failing.
    const union = compile(z.object({ a: z.union([z.object({ b: z.number() }), z.string()]) }));
    expect(union({ a: { b: 1, secret: 'x' } })).toBe('{"a":{"b":1}}');
  });

  it('in tests, fails an answer on which fast-json-stringify and zod disagree', () => {
    const schema = z.object({ n: z.number().int(), status: z.literal('ok') });
    expect(compile(schema, true)({ n: 1, status: 'ok' })).toBe('{"n":1,"status":"ok"}');
    // fast-json-stringify alone would write 1 and "ok" here; zod refuses, and so does the cross-check.
    expect(() => compile(schema, true)({ n: 1.5, status: 'ok' })).toThrow();
    expect(() => compile(schema, true)({ n: 1, status: 'nok' })).toThrow();
  });

  it('takes the fast path for the booking list (the busiest answer)', () => {
    expect(serializableJsonSchema(bookingPageSchema)).toBeDefined();
  });
});
