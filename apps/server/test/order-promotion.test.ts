// A coupon code on a POS order at the Corner Bistro (issue 14, decision 0044): the cart's quote shows the code's
// discount on the lines it targets or why it does not apply, the order claims the use in its own transaction with
// the discount taken by the order pricing before tax, a coupon is not the waiter's discount (no cap), removing a
// line keeps the redemption's figures right, a refused code saves nothing, and a cancel gives the use back.
import type { Order, OrderQuote, Promotion } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { appUser, promotion, promotionRedemption, salesOrder } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { bistroOf, type Bistro } from './order-fixtures';
import { insertUser } from './support';

let t: TestApp;
let session: Session;
let BISTRO: number;
let bistro: Bistro;
let admin: string;
/** A PROP_SERVICE waiter who may give 10 % off an order. */
let waiter: string;
let garlic: { id: number; productGroupId: number };
let pizza: { id: number; productGroupId: number };

openForTests(openTenantsApp, (app) => {
  ({ t, session } = app);
  BISTRO = app.ids.property('Corner Bistro');
});
beforeAll(async () => {
  admin = await session('bistro.admin@bookone.demo');
  bistro = await bistroOf(t, BISTRO);
  garlic = await bistro.product('GARLIC-BREAD');
  pizza = await bistro.product('MARGHERITA');
  const [owner] = await t.db.select().from(appUser).where(eq(appUser.username, 'bistro.admin@bookone.demo'));
  const u = await insertUser(t, {
    roles: ['PROP_SERVICE'],
    organisationId: owner!.organisationId,
    propertyId: BISTRO,
  });
  await t.db.update(appUser).set({ maxOrderDiscountPercentage: 10 }).where(eq(appUser.id, u.id));
  waiter = await t.login(u.username);
});

let codes = 0;
async function code(rules: Record<string, unknown> = {}): Promise<Promotion> {
  const couponCode = `BISTRO${++codes}X`;
  const res = await t.api('POST', `/api/promotion/property/${BISTRO}`, {
    token: admin,
    body: {
      name: `Bistro ${couponCode}`,
      startDate: day(-1),
      endDate: day(30),
      couponCode,
      discountKind: 'PERCENT',
      discountValue: 50,
      appliesTo: 'PRODUCT_GROUPS',
      productGroupIds: [pizza.productGroupId],
      ...rules,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

const cart = () => ({
  businessServiceId: bistro.outletId,
  lines: [
    { productId: garlic.id, quantity: 2 },
    { productId: pizza.id, quantity: 1 },
  ],
});
const quote = async (more: Record<string, unknown>) => {
  const res = await t.api('POST', `/api/order/property/${BISTRO}/quote`, {
    token: waiter,
    body: { ...cart(), ...more },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderQuote>();
};
const takeAway = (more: Record<string, unknown>) =>
  t.api('POST', `/api/order/property/${BISTRO}`, {
    token: waiter,
    body: { ...cart(), deliveryMethod: 'TAKE_AWAY', ...more },
  });
const usesOf = async (id: number) =>
  (await t.db.select().from(promotion).where(eq(promotion.id, id)))[0]!.usesCount;
const redemptionOf = async (id: number) =>
  (await t.db.select().from(promotionRedemption).where(eq(promotionRedemption.promotionId, id)))[0];
const fieldKey = (res: { json: <T>() => T }) =>
  res.json<{ fieldKeys: Record<string, string> }>().fieldKeys.promotionCode;

describe('the POS cart’s quote with a code', () => {
  it('takes the code off the lines it targets only, before tax; takes no use', async () => {
    const p = await code();
    const plain = await quote({});
    const q = await quote({ promotionCode: p.couponCode });
    const pizzaPrice = (await bistro.product('MARGHERITA')).sellPrice;
    expect(q.promotion).toMatchObject({ code: p.couponCode, discount: pizzaPrice / 2, refusal: null });
    expect(q.subtotal).toBe(plain.subtotal);
    expect(q.discountAmount).toBe(pizzaPrice / 2);
    // Tax is charged on what is left after the discount.
    expect(q.tax).toBeLessThan(plain.tax);
    expect(q.total).toBeCloseTo(plain.total - pizzaPrice / 2 - (plain.tax - q.tax), 2);
    expect(await usesOf(p.id)).toBe(0);
  });

  it('says why a code does not apply', async () => {
    const reason = async (rules: Record<string, unknown>, more: Record<string, unknown> = {}) => {
      const q = await quote({ promotionCode: (await code(rules)).couponCode, ...more });
      expect(q.promotion!.discount).toBe(0);
      return q.promotion!.refusal;
    };
    expect(await reason({ startDate: day(-9), endDate: day(-1) })).toBe('validation.promotionExpired');
    expect(await reason({ startDate: day(1), endDate: day(9) })).toBe('validation.promotionNotYetValid');
    const pizzaOnly = { lines: [{ productId: pizza.id, quantity: 1 }] };
    expect(await reason({ productGroupIds: [garlic.productGroupId] }, pizzaOnly)).toBe(
      'validation.promotionWrongItem',
    );
    expect(await reason({ appliesTo: 'OFFERINGS', productGroupIds: [] })).toBe(
      'validation.promotionWrongItem',
    );
    expect(await reason({ minimumSpend: 500 })).toBe('validation.promotionMinimumSpend');
    expect(await reason({}, { discountPercentage: 10 })).toBe('validation.promotionNotStackable');
  });
});

describe('an order taken with a code', () => {
  it('claims one use, its lines carry the discount before tax; a waiter’s cap does not limit a coupon', async () => {
    const p = await code();
    const q = await quote({ promotionCode: p.couponCode });
    const res = await takeAway({ promotionCode: p.couponCode });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json<Order>();
    // 50 % off the pizza though the waiter may give at most 10 %: the code's rules, not the waiter's, decide it.
    expect(o).toMatchObject({
      subtotal: q.subtotal,
      discountAmount: q.discountAmount,
      tax: q.tax,
      total: q.total,
    });
    expect(o.promotion).toEqual({ code: p.couponCode, name: p.name, discount: q.discountAmount });
    const pizzaLine = o.lines.find((l) => l.productId === pizza.id)!;
    expect(pizzaLine.discountAmount).toBe(q.discountAmount);
    expect(o.lines.find((l) => l.productId === garlic.id)!.discountAmount).toBe(0);
    expect(await usesOf(p.id)).toBe(1);
    expect(await redemptionOf(p.id)).toMatchObject({ saleKind: 'ORDER', saleId: o.id, revenue: o.total });

    // The pizza taken off the order: its coupon share goes with it, the redemption follows.
    const removed = await t.api('DELETE', `/api/order/${o.id}/lines/${pizzaLine.id}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json<Order>();
    expect(after.discountAmount).toBe(0);
    expect(await redemptionOf(p.id)).toMatchObject({ amount: 0, revenue: after.total });

    const cancelled = await t.api('POST', `/api/order/${o.id}/cancel`, {
      token: admin,
      body: { reason: 'Customer left' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(p.id)).toBe(0);
    expect((await redemptionOf(p.id))!.releasedAt).not.toBeNull();
  });

  it('refuses a code that does not apply on the code’s field and saves nothing; a used-up code is a 409', async () => {
    const before = (await t.db.select().from(salesOrder)).length;
    const expired = await takeAway({
      promotionCode: (await code({ endDate: day(-1), startDate: day(-5) })).couponCode,
    });
    expect(expired.statusCode).toBe(400);
    expect(fieldKey(expired)).toBe('validation.promotionExpired');
    // The server's own English writes the day out; the figures go as ISO for the web to write in the user's language.
    expect(expired.json<{ message: string }>().message).toMatch(
      /^This code expired on \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(
      expired.json<{ fieldValues: Record<string, { date: string }> }>().fieldValues.promotionCode!.date,
    ).toBe(day(-1));
    const unknown = await takeAway({ promotionCode: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldKey(unknown)).toBe('validation.promotionUnknown');
    const single = await code({ totalUses: 1 });
    expect((await takeAway({ promotionCode: single.couponCode })).statusCode).toBe(201);
    const second = await takeAway({ promotionCode: single.couponCode });
    expect(second.statusCode).toBe(409);
    expect(fieldKey(second)).toBe('validation.promotionUsedUp');
    expect(await t.db.select().from(salesOrder)).toHaveLength(before + 1);
  });
});
