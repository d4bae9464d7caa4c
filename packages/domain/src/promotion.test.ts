import { describe, expect, it } from 'vitest';

import { evaluatePromotion, type PromotionRules, type PromotionSale, spreadCents } from './promotion';

// 2026-12-05 is a Saturday: the nights of Friday 4 and Saturday 5 make a weekend stay.
const weekend: PromotionRules = {
  name: 'Weekend 15',
  active: true,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  discountKind: 'PERCENT',
  discountValue: 15,
  minimumSpend: null,
  appliesTo: 'ROOMS',
  roomTypeIds: [7],
  ratePlanIds: [],
  offeringIds: [],
  productGroupIds: [],
  stayFrom: null,
  stayTo: null,
  stayWeekdays: ['FRI', 'SAT'],
  minDaysBefore: null,
  maxDaysBefore: null,
  totalUses: null,
  usesPerCustomer: null,
  stackable: false,
};
const stay: PromotionSale = {
  kind: 'BOOKING',
  saleDate: '2026-11-28',
  lines: [{ amount: 400, roomTypeId: 7, ratePlanId: 3, dates: ['2026-12-04', '2026-12-05'] }],
  subtotal: 400,
  customerId: 11,
  otherDiscounts: [],
};
const none = { total: 0, byCustomer: 0 };
const refusal = (r: ReturnType<typeof evaluatePromotion>) => (r.ok ? 'applied' : r.reason);

describe('evaluatePromotion', () => {
  it('takes 15 % off a weekend stay of the room type', () => {
    expect(evaluatePromotion(weekend, stay, none)).toEqual({ ok: true, discount: 60, lineDiscounts: [60] });
  });

  it('refuses a code switched off, not yet valid or expired, naming the date', () => {
    expect(refusal(evaluatePromotion({ ...weekend, active: false }, stay, none))).toBe(
      'validation.promotionInactive',
    );
    expect(evaluatePromotion({ ...weekend, startDate: '2026-11-29' }, stay, none)).toEqual({
      ok: false,
      reason: 'validation.promotionNotYetValid',
      values: { date: '2026-11-29' },
    });
    expect(evaluatePromotion({ ...weekend, endDate: '2026-11-27' }, stay, none)).toEqual({
      ok: false,
      reason: 'validation.promotionExpired',
      values: { date: '2026-11-27' },
    });
    // The last valid day still applies.
    expect(refusal(evaluatePromotion({ ...weekend, endDate: '2026-11-28' }, stay, none))).toBe('applied');
  });

  it('refuses another room type, another rate plan, or another kind of sale', () => {
    const suite = { ...stay, lines: [{ ...stay.lines[0]!, roomTypeId: 8 }] };
    expect(refusal(evaluatePromotion(weekend, suite, none))).toBe('validation.promotionWrongItem');
    expect(refusal(evaluatePromotion({ ...weekend, ratePlanIds: [4] }, stay, none))).toBe(
      'validation.promotionWrongItem',
    );
    const spa = {
      ...stay,
      kind: 'RESERVATION' as const,
      lines: [{ amount: 90, offeringId: 7, dates: ['2026-12-05'] }],
    };
    expect(refusal(evaluatePromotion(weekend, spa, none))).toBe('validation.promotionWrongItem');
    expect(refusal(evaluatePromotion({ ...weekend, appliesTo: 'ALL' }, spa, none))).toBe('applied');
  });

  it('refuses a stay with a night off the weekdays or outside the stay dates', () => {
    const sunday = { ...stay, lines: [{ ...stay.lines[0]!, dates: ['2026-12-05', '2026-12-06'] }] };
    expect(refusal(evaluatePromotion(weekend, sunday, none))).toBe('validation.promotionOutsideStayDates');
    expect(refusal(evaluatePromotion({ ...weekend, stayTo: '2026-12-04' }, stay, none))).toBe(
      'validation.promotionOutsideStayDates',
    );
  });

  it('keeps to the booking window: days between the sale and the first night', () => {
    // 6 days ahead.
    expect(evaluatePromotion({ ...weekend, minDaysBefore: 7 }, stay, none)).toMatchObject({
      reason: 'validation.promotionTooLate',
      values: { days: 7 },
    });
    expect(evaluatePromotion({ ...weekend, maxDaysBefore: 5 }, stay, none)).toMatchObject({
      reason: 'validation.promotionTooEarly',
      values: { days: 5 },
    });
    expect(refusal(evaluatePromotion({ ...weekend, minDaysBefore: 6, maxDaysBefore: 6 }, stay, none))).toBe(
      'applied',
    );
  });

  it('needs the minimum spend, read on the subtotal before discounts', () => {
    expect(evaluatePromotion({ ...weekend, minimumSpend: 400.01 }, stay, none)).toMatchObject({
      reason: 'validation.promotionMinimumSpend',
      values: { amount: 400.01 },
    });
    expect(refusal(evaluatePromotion({ ...weekend, minimumSpend: 400 }, stay, none))).toBe('applied');
  });

  it('refuses once every use is taken, in all or by this customer, and needs the customer for a per-customer limit', () => {
    expect(refusal(evaluatePromotion({ ...weekend, totalUses: 5 }, stay, { total: 5, byCustomer: 0 }))).toBe(
      'validation.promotionUsedUp',
    );
    expect(refusal(evaluatePromotion({ ...weekend, totalUses: 5 }, stay, { total: 4, byCustomer: 0 }))).toBe(
      'applied',
    );
    expect(
      evaluatePromotion({ ...weekend, usesPerCustomer: 1 }, stay, { total: 1, byCustomer: 1 }),
    ).toMatchObject({
      reason: 'validation.promotionUsedUpByCustomer',
      values: { count: 1 },
    });
    expect(
      refusal(evaluatePromotion({ ...weekend, usesPerCustomer: 1 }, { ...stay, customerId: null }, none)),
    ).toBe('validation.promotionCustomerNeeded');
  });

  it('refuses to combine with another discount unless both are stackable, naming it', () => {
    const manual = { ...stay, otherDiscounts: [{ name: '10 %', stackable: true }] };
    expect(evaluatePromotion(weekend, manual, none)).toMatchObject({
      reason: 'validation.promotionNotStackable',
      values: { other: '10 %' },
    });
    expect(refusal(evaluatePromotion({ ...weekend, stackable: true }, manual, none))).toBe('applied');
    const rival = { ...stay, otherDiscounts: [{ name: 'SUMMER', stackable: false }] };
    expect(refusal(evaluatePromotion({ ...weekend, stackable: true }, rival, none))).toBe(
      'validation.promotionNotStackable',
    );
  });

  it('takes a fixed amount off the lines it applies to only, never more than them', () => {
    const order: PromotionSale = {
      kind: 'ORDER',
      saleDate: '2026-11-28',
      lines: [
        { amount: 30, productGroupId: 1, dates: ['2026-11-28'] },
        { amount: 12, productGroupId: 2, dates: ['2026-11-28'] },
        { amount: 18, productGroupId: 1, dates: ['2026-11-28'] },
      ],
      subtotal: 60,
      customerId: null,
      otherDiscounts: [],
    };
    const desserts = {
      ...weekend,
      appliesTo: 'PRODUCT_GROUPS' as const,
      productGroupIds: [1],
      stayWeekdays: [],
    };
    expect(
      evaluatePromotion({ ...desserts, discountKind: 'AMOUNT', discountValue: 10 }, order, none),
    ).toEqual({
      ok: true,
      discount: 10,
      lineDiscounts: [6.25, 0, 3.75],
    });
    expect(
      evaluatePromotion({ ...desserts, discountKind: 'AMOUNT', discountValue: 100 }, order, none),
    ).toMatchObject({
      discount: 48,
      lineDiscounts: [30, 0, 18],
    });
  });
});

describe('spreadCents', () => {
  it('spreads in whole cents that sum to the total', () => {
    const shares = spreadCents(10, [1, 1, 1]);
    expect(shares).toEqual([3.34, 3.33, 3.33]);
    expect(spreadCents(0.05, [0, 5])).toEqual([0, 0.05]);
  });
});
