// Invoice numbering under races (issue 13's Done-when): clerks issuing at once get consecutive numbers, none shared
// and none skipped; two clerks issuing the same draft: one issues it, the other gets 409; two clerks paying the whole
// balance at once: one is taken, the other refused. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import type { Invoice } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invoice, property } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { demoIds, insertUser } from './support';

const RACERS = 12;
const RACE_TIMEOUT = 120_000;

let t: TestApp;
let HARBOUR: number;
let tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  HARBOUR = (await demoIds(t)).property('Harbour View Hotel');
  const [hotel] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
  const clerks = await Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      insertUser(t, {
        roles: [i % 2 ? 'PROP_FINANCE' : 'PROP_MANAGER'],
        organisationId: hotel!.organisationId,
        propertyId: HARBOUR,
        firstName: 'Racer',
        lastName: `Issuer${i + 1}`,
      }),
    ),
  );
  tokens = await Promise.all(clerks.map((c) => t.login(c.username)));
}, 60_000);
afterAll(() => t.close());

const token = (i: number) => tokens[i % tokens.length]!;

async function draft(i: number): Promise<Invoice> {
  const res = await t.api('POST', `/api/invoice/property/${HARBOUR}`, {
    token: token(i),
    body: {
      billToName: `Race ${i}`,
      lines: [{ description: 'Room', quantity: 1, unitPrice: 100, taxRate: 15 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

describe('issuing at once', () => {
  it(
    `${RACERS} clerks issuing ${RACERS} drafts take ${RACERS} consecutive numbers`,
    async () => {
      const drafts = await Promise.all(Array.from({ length: RACERS }, (_, i) => draft(i)));
      const answers = await Promise.all(
        drafts.map((d, i) => t.api('POST', `/api/invoice/${d.id}/issue`, { token: token(i), body: {} })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const numbers = answers
        .map((r) => Number(r.json<Invoice>().number!.replace(/^\D+/, '')))
        .sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(RACERS);
      expect(numbers.at(-1)! - numbers[0]!).toBe(RACERS - 1);
      // The series continues right after: nothing was skipped or taken twice.
      const numbering = await t.api('GET', `/api/invoice/property/${HARBOUR}/numbering`, { token: token(0) });
      expect(numbering.json<{ nextNumber: number }>().nextNumber).toBe(numbers.at(-1)! + 1);
    },
    RACE_TIMEOUT,
  );

  it(
    'two clerks issuing the same draft: one number, one 409',
    async () => {
      const d = await draft(0);
      const answers = await Promise.all(
        [0, 1].map((i) => t.api('POST', `/api/invoice/${d.id}/issue`, { token: token(i), body: {} })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(invoice).where(eq(invoice.id, d.id));
      expect(row!.number).toBe(answers.find((r) => r.statusCode === 200)!.json<Invoice>().number);
    },
    RACE_TIMEOUT,
  );

  it(
    'two clerks paying the whole balance at once: one payment is taken',
    async () => {
      const d = await draft(1);
      const issued = (
        await t.api('POST', `/api/invoice/${d.id}/issue`, { token: token(0), body: {} })
      ).json<Invoice>();
      const answers = await Promise.all(
        [0, 1].map((i) =>
          t.api('POST', `/api/invoice/${d.id}/payment`, {
            token: token(i),
            body: { amount: issued.balance, mode: 'Cash' },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = (await t.api('GET', `/api/invoice/${d.id}`, { token: token(0) })).json<Invoice>();
      expect(after).toMatchObject({ status: 'PAID', paid: issued.total, balance: 0 });
      expect(after.payments).toHaveLength(1);
    },
    RACE_TIMEOUT,
  );
});
