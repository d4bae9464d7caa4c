// A coupon code on a spa reservation (issue 14, decision 0044): the form's quote shows the discount or why the code
// does not apply (each refusal), the reservation claims the use in its own transaction with the discount taken
// before tax, a refused code saves nothing, a reschedule keeps the discount, and a cancel gives the use back.
import { addDays, type Promotion, type Reservation, type ReservationQuote } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { promotion, promotionRedemption, reservation } from '../src/db/schema';
import { day, openForFile, today } from './demo-app';
import { at, createCatalogue, openDayFrom, openSpaApp, reservationBody } from './reservation-fixtures';

// `clerk` is a PROP_SERVICE clerk of the spa who may give at most 5 % off.
const { t, SPA, spa, clerk } = await openForFile(() => openSpaApp({ maxDiscount: 5 }));

const DATE = openDayFrom(today, 3, addDays);
const c = await createCatalogue(t, SPA, { price: 100, resources: 12 });
const other = await createCatalogue(t, SPA, { price: 40 });
const HOURS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];
let nextSlot = 0;
/** A start no other reservation of this file takes on the same resource (12 resources, 7 hours a day). */
const slot = () => at(DATE, HOURS[Math.floor(nextSlot++ / 12) % HOURS.length]!);

let codes = 0;
async function code(rules: Record<string, unknown> = {}): Promise<Promotion> {
  const couponCode = `SPA${++codes}X`;
  const res = await t.api('POST', `/api/promotion/property/${SPA}`, {
    token: spa,
    body: {
      name: `Spa ${couponCode}`,
      startDate: day(-1),
      endDate: day(30),
      couponCode,
      discountKind: 'PERCENT',
      discountValue: 20,
      ...rules,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Promotion>();
}

async function newCustomer(): Promise<number> {
  const res = await t.api('POST', `/api/customer/property/${SPA}`, {
    token: spa,
    body: { firstName: 'Coupon', lastName: `Guest${codes}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ customer: { id: number } }>().customer.id;
}

const quote = async (body: Record<string, unknown>) => {
  const res = await t.api('POST', `/api/reservation/property/${SPA}/quote`, {
    token: clerk,
    body: { lines: [{ offeringId: c.offeringId, date: DATE, persons: 1 }], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReservationQuote>();
};
const reserve = (more: Record<string, unknown>, customerId?: number) =>
  t.api('POST', `/api/reservation/property/${SPA}`, {
    token: clerk,
    body: { ...reservationBody(c.offeringId, slot(), { customerId }), ...more },
  });
const usesOf = async (id: number) =>
  (await t.db.select().from(promotion).where(eq(promotion.id, id)))[0]!.usesCount;
const fieldKey = (res: { json: <T>() => T }) =>
  res.json<{ fieldKeys: Record<string, string> }>().fieldKeys.promotionCode;

describe('the reservation form’s quote with a code', () => {
  it('shows the code’s discount and the money after it, tax on the discounted price; takes no use', async () => {
    const p = await code();
    const plain = await quote({});
    expect(plain.promotion).toBeNull();
    expect(plain).toMatchObject({ subtotal: 100, discountAmount: 0 });
    const q = await quote({ promotionCode: p.couponCode.toLowerCase() });
    expect(q.promotion).toMatchObject({ code: p.couponCode, discount: 20, refusal: null });
    expect(q).toMatchObject({ subtotal: 100, discountAmount: 20 });
    // The tax is the same rate on 80 as on 100.
    expect(q.tax).toBeCloseTo(plain.tax * 0.8, 2);
    expect(q.total).toBeCloseTo(80 + q.tax, 2);
    expect(await usesOf(p.id)).toBe(0);
  });

  it('says why a code does not apply: each rule with its figures', async () => {
    const customerId = await newCustomer();
    const refusal = async (rules: Record<string, unknown>, body: Record<string, unknown> = {}) => {
      const p = await code(rules);
      const q = await quote({ promotionCode: p.couponCode, ...body });
      expect(q.promotion!.discount).toBe(0);
      return { refusal: q.promotion!.refusal, values: q.promotion!.values };
    };
    expect(await refusal({ startDate: day(-10), endDate: day(-2) })).toEqual({
      refusal: 'validation.promotionExpired',
      values: { date: day(-2) },
    });
    expect(await refusal({ startDate: day(2), endDate: day(20) })).toEqual({
      refusal: 'validation.promotionNotYetValid',
      values: { date: day(2) },
    });
    expect((await refusal({ appliesTo: 'OFFERINGS', offeringIds: [other.offeringId] })).refusal).toBe(
      'validation.promotionWrongItem',
    );
    expect((await refusal({ appliesTo: 'ROOMS' })).refusal).toBe('validation.promotionWrongItem');
    expect(await refusal({ minimumSpend: 150 })).toEqual({
      refusal: 'validation.promotionMinimumSpend',
      values: { amount: 150 },
    });
    expect((await refusal({}, { discountPercentage: 5 })).refusal).toBe('validation.promotionNotStackable');
    expect((await refusal({ usesPerCustomer: 1 })).refusal).toBe('validation.promotionCustomerNeeded');
    const once = await code({ usesPerCustomer: 1 });
    expect((await reserve({ promotionCode: once.couponCode }, customerId)).statusCode).toBe(201);
    expect((await quote({ promotionCode: once.couponCode, customerId })).promotion).toMatchObject({
      refusal: 'validation.promotionUsedUpByCustomer',
      values: { count: 1 },
    });
    const unknown = await quote({ promotionCode: 'NOSUCHCODE' });
    expect(unknown.promotion).toMatchObject({ refusal: 'validation.promotionUnknown', discount: 0 });
  });

  it('a stackable code goes with the clerk’s own discount', async () => {
    const p = await code({ stackable: true, discountKind: 'AMOUNT', discountValue: 10 });
    const q = await quote({ promotionCode: p.couponCode, discountPercentage: 5 });
    expect(q.promotion).toMatchObject({ discount: 10, refusal: null });
    expect(q.discountAmount).toBe(15);
  });
});

describe('a reservation saved with a code', () => {
  it('claims one use, prices the discount before tax and shows the code; a cancel gives the use back', async () => {
    const p = await code({ discountKind: 'AMOUNT', discountValue: 30 });
    const res = await reserve({ promotionCode: p.couponCode });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json<Reservation>();
    const q = await quote({ promotionCode: p.couponCode });
    expect(r).toMatchObject({ subtotal: 100, discountAmount: 30, tax: q.tax, total: q.total });
    expect(r.promotion).toEqual({ code: p.couponCode, name: p.name, discount: 30 });
    expect(await usesOf(p.id)).toBe(1);
    const [redemption] = await t.db
      .select()
      .from(promotionRedemption)
      .where(eq(promotionRedemption.promotionId, p.id));
    expect(redemption).toMatchObject({ saleKind: 'RESERVATION', saleId: r.id, amount: 30, revenue: r.total });

    // Moved to another time: the price and the discount stay as sold.
    const moved = await t.api('POST', `/api/reservation/${r.id}/reschedule`, {
      token: clerk,
      body: { lineId: r.lines[0]!.id, startsAt: slot() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Reservation>()).toMatchObject({ discountAmount: 30, total: r.total });
    expect(moved.json<Reservation>().promotion).toMatchObject({ code: p.couponCode, discount: 30 });

    const cancelled = await t.api('POST', `/api/reservation/${r.id}/cancel`, {
      token: clerk,
      body: { reason: 'Guest is ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(p.id)).toBe(0);
    // The cancelled reservation still says what it was priced with.
    expect(cancelled.json<Reservation>().promotion).toMatchObject({ code: p.couponCode });
    const [released] = await t.db
      .select()
      .from(promotionRedemption)
      .where(eq(promotionRedemption.promotionId, p.id));
    expect(released!.releasedAt).not.toBeNull();
  });

  it('a no-show keeps its use', async () => {
    const p = await code();
    const r = (await reserve({ promotionCode: p.couponCode })).json<Reservation>();
    const res = await t.api('POST', `/api/reservation/${r.id}/no-show`, { token: clerk });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesOf(p.id)).toBe(1);
  });

  it('refuses a code that does not apply on the code’s field and saves nothing; a used-up code is a 409', async () => {
    const before = (await t.db.select().from(reservation)).length;
    const expired = await code({ startDate: day(-10), endDate: day(-2) });
    const a = await reserve({ promotionCode: expired.couponCode });
    expect(a.statusCode, a.body).toBe(400);
    expect(fieldKey(a)).toBe('validation.promotionExpired');
    const wrong = await code({ appliesTo: 'OFFERINGS', offeringIds: [other.offeringId] });
    const b = await reserve({ promotionCode: wrong.couponCode });
    expect(b.statusCode).toBe(400);
    expect(fieldKey(b)).toBe('validation.promotionWrongItem');
    const notStackable = await reserve({ promotionCode: (await code()).couponCode, discountPercentage: 5 });
    expect(notStackable.statusCode).toBe(400);
    expect(fieldKey(notStackable)).toBe('validation.promotionNotStackable');
    const single = await code({ totalUses: 1 });
    expect((await reserve({ promotionCode: single.couponCode })).statusCode).toBe(201);
    const c2 = await reserve({ promotionCode: single.couponCode });
    expect(c2.statusCode).toBe(409);
    expect(fieldKey(c2)).toBe('validation.promotionUsedUp');
    expect(await t.db.select().from(reservation)).toHaveLength(before + 1);
  });
});
