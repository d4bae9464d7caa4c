// Races at the bistro (issue 12's Done-when): tills selling the last portions of a kept-stock product at once, and
// tills numbering orders at once. Exactly the units there are get sold, every other till gets a 409 naming the
// product, stock never goes below zero and no half-written order remains; numbers never repeat nor skip. Run on
// PGlite and on PostgreSQL (TEST_DATABASE_URL), where the requests really overlap.
import type { Order } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUser, orderLine, salesOrder } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { bistroOf, setStock, stockOf, type Bistro } from './order-fixtures';
import { demoIds, insertUser } from './support';

const TILLS = 12;
const RACE_TIMEOUT = 120_000;

let t: TestApp;
let BISTRO: number;
let bistro: Bistro;
let tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  BISTRO = (await demoIds(t)).property('Corner Bistro');
  bistro = await bistroOf(t, BISTRO);
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, 'bistro.admin@bookone.demo'));
  const waiters = await Promise.all(
    Array.from({ length: 3 }, (_, i) =>
      insertUser(t, {
        roles: [i % 2 ? 'PROP_FRONTDESK' : 'PROP_SERVICE'],
        organisationId: owner!.organisationId,
        propertyId: BISTRO,
        firstName: 'Till',
        lastName: `${i + 1}`,
      }),
    ),
  );
  tokens = await Promise.all([
    t.login('bistro.admin@bookone.demo'),
    ...waiters.map((w) => t.login(w.username)),
  ]);
}, 60_000);
afterAll(() => t.close());

const takeAway = (lines: unknown[], i: number) =>
  t.api('POST', `/api/order/property/${BISTRO}`, {
    token: tokens[i % tokens.length]!,
    body: { businessServiceId: bistro.outletId, deliveryMethod: 'TAKE_AWAY', lines },
  });

describe('tills at once', () => {
  it(
    'sell the last portions: as many as there are, the others a 409 naming the product, never below zero',
    async () => {
      const tiramisu = await bistro.product('TIRAMISU');
      await setStock(t, tiramisu.id, 3);
      const before = await t.db.select().from(salesOrder).where(eq(salesOrder.propertyId, BISTRO));
      const answers = await Promise.all(
        Array.from({ length: TILLS }, (_, i) => takeAway([{ productId: tiramisu.id, quantity: 1 }], i)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(TILLS - 3);
      for (const a of answers.filter((x) => x.statusCode === 409))
        expect(a.json<{ message: string }>().message).toMatch(
          /^(Tiramisu is sold out|Only \d+ Tiramisu left in stock)$/,
        );
      expect(await stockOf(t, tiramisu.id)).toBe(0);
      // No order was written for a refused till: only the three sold.
      const after = await t.db.select().from(salesOrder).where(eq(salesOrder.propertyId, BISTRO));
      expect(after.length - before.length).toBe(3);
      const sold = await t.db.select().from(orderLine).where(eq(orderLine.productId, tiramisu.id));
      expect(sold.reduce((s, l) => s + l.stockTaken, 0)).toBe(3);
    },
    RACE_TIMEOUT,
  );

  it(
    'take two kept-stock products in crossed order without a deadlock or a 500: each order all or nothing',
    async () => {
      const cola = await bistro.product('COLA');
      const lemonade = await bistro.product('LEMONADE');
      await setStock(t, cola.id, 4);
      await setStock(t, lemonade.id, 4);
      const answers = await Promise.all(
        Array.from({ length: TILLS }, (_, i) =>
          takeAway(
            i % 2
              ? [
                  { productId: cola.id, quantity: 1 },
                  { productId: lemonade.id, quantity: 1 },
                ]
              : [
                  { productId: lemonade.id, quantity: 1 },
                  { productId: cola.id, quantity: 1 },
                ],
            i,
          ),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(
        codes.every((c) => c === 201 || c === 409),
        codes.join(','),
      ).toBe(true);
      expect(codes.filter((c) => c === 201)).toHaveLength(4);
      expect(await stockOf(t, cola.id)).toBe(0);
      expect(await stockOf(t, lemonade.id)).toBe(0);
    },
    RACE_TIMEOUT,
  );

  it(
    'number orders without a repeat or a gap',
    async () => {
      const espresso = await bistro.product('ESPRESSO');
      const answers = await Promise.all(
        Array.from({ length: TILLS }, (_, i) => takeAway([{ productId: espresso.id, quantity: 1 }], i)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(TILLS).fill(201));
      const numbers = answers
        .map((a) => Number(a.json<Order>().referenceNumber.split('-O-')[1]))
        .sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(TILLS);
      expect(numbers[TILLS - 1]! - numbers[0]!).toBe(TILLS - 1);
    },
    RACE_TIMEOUT,
  );
});
