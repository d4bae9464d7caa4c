import { describe, expect, it } from 'vitest';

import { addPropertySubscriptionSchema, createSubscriptionSchema } from './subscription';

const SUBSCRIPTION = { name: 'Booking Engine', monthlyAmount: 49, annualAmount: 490, currency: 'nzd' };

describe('createSubscriptionSchema', () => {
  it('accepts a subscription and upper-cases its currency', () => {
    expect(createSubscriptionSchema.parse(SUBSCRIPTION).currency).toBe('NZD');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a two-letter currency', { currency: 'NZ' }],
    ['a numeric currency', { currency: '554' }],
    ['a negative monthly amount', { monthlyAmount: -1 }],
    ['an annual amount over 10 million', { annualAmount: 10_000_001 }],
    ['an empty name', { name: '  ' }],
    ['a name over 80 characters', { name: 'x'.repeat(81) }],
  ])('rejects %s', (_label, patch) => {
    expect(createSubscriptionSchema.safeParse({ ...SUBSCRIPTION, ...patch }).success).toBe(false);
  });
});

describe('addPropertySubscriptionSchema', () => {
  it.each([{ subscriptionId: 3 }, { name: 'SMS Host' }, { subscriptionId: 3, name: 'SMS Host' }])(
    'accepts %j',
    (input) => {
      expect(addPropertySubscriptionSchema.safeParse(input).success).toBe(true);
    },
  );

  it('rejects neither id nor name, on subscriptionId', () => {
    const result = addPropertySubscriptionSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subscriptionId', 'validation.subscriptionOrName'],
    ]);
  });

  it.each([{ subscriptionId: 0 }, { name: '   ' }])('rejects %j', (input) => {
    expect(addPropertySubscriptionSchema.safeParse(input).success).toBe(false);
  });
});
