import { describe, expect, it } from 'vitest';

import { taxDetailsSchema, taxSlabSchema } from './property';

describe('taxSlabSchema', () => {
  it.each([
    { minAmount: 0, maxAmount: 999.99, percentage: 5 },
    { minAmount: 7500, maxAmount: null, percentage: 18 },
    { minAmount: 100, maxAmount: 100, percentage: 0 },
    { minAmount: 0, maxAmount: 10, percentage: 100 },
  ])('accepts %j', (slab) => {
    expect(taxSlabSchema.safeParse(slab).success).toBe(true);
  });

  it('rejects a maximum below the minimum, on maxAmount', () => {
    const result = taxSlabSchema.safeParse({ minAmount: 1000, maxAmount: 999.99, percentage: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maxAmount', 'validation.slabMax'],
    ]);
  });

  it.each([
    { minAmount: -1, maxAmount: 10, percentage: 5 },
    { minAmount: 0, maxAmount: 10, percentage: -0.5 },
    { minAmount: 0, maxAmount: 10, percentage: 100.01 },
    { minAmount: 0, percentage: 5 },
  ])('rejects %j', (slab) => {
    expect(taxSlabSchema.safeParse(slab).success).toBe(false);
  });
});

describe('taxDetailsSchema', () => {
  it('accepts a plain percentage without slabs and slabs without a percentage', () => {
    expect(taxDetailsSchema.safeParse({ name: 'GST', percentage: 15, taxSlabsList: [] }).success).toBe(true);
    expect(
      taxDetailsSchema.safeParse({
        percentage: null,
        taxSlabsList: [{ minAmount: 0, maxAmount: null, percentage: 18 }],
      }).success,
    ).toBe(true);
  });

  it('rejects a bad slab inside the list', () => {
    expect(
      taxDetailsSchema.safeParse({
        percentage: null,
        taxSlabsList: [{ minAmount: 10, maxAmount: 5, percentage: 18 }],
      }).success,
    ).toBe(false);
  });

  it('rejects a percentage over 100', () => {
    expect(taxDetailsSchema.safeParse({ percentage: 101, taxSlabsList: [] }).success).toBe(false);
  });
});
