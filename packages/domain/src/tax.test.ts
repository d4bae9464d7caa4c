import { describe, expect, it } from 'vitest';

import type { TaxDetails } from './schemas/property';
import { resolveTaxRate, taxRateFor, type TaxSource } from './tax';

const SLABBED: TaxDetails = {
  name: 'GST',
  percentage: 99,
  taxSlabsList: [
    { minAmount: 0, maxAmount: 999.99, percentage: 5 },
    { minAmount: 1000, maxAmount: 7499.99, percentage: 12 },
    { minAmount: 7500, maxAmount: null, percentage: 18 },
  ],
};

const flat = (percentage: number | null): TaxDetails => ({ percentage, taxSlabsList: [] });

describe('taxRateFor with slabs', () => {
  it.each<[number, number]>([
    [0, 5],
    [0.01, 5],
    [500, 5],
    [999.99, 5],
    [1000, 12],
    [1000.01, 12],
    [5000, 12],
    [7499.99, 12],
    [7500, 18],
    [7500.01, 18],
    [100000, 18],
    [Number.MAX_SAFE_INTEGER, 18],
  ])('amount %d -> %d%%', (amount, rate) => {
    expect(taxRateFor(amount, SLABBED)).toBe(rate);
  });

  it('ignores the plain percentage when slabs exist', () => {
    expect(taxRateFor(500, SLABBED)).not.toBe(99);
  });

  it('returns null for an amount in a gap between slabs or below every slab', () => {
    expect(taxRateFor(999.995, SLABBED)).toBeNull();
    expect(taxRateFor(-1, SLABBED)).toBeNull();
  });

  it('returns null above a closed top slab', () => {
    const closed: TaxDetails = {
      percentage: 10,
      taxSlabsList: [{ minAmount: 100, maxAmount: 200, percentage: 7 }],
    };
    expect(taxRateFor(99.99, closed)).toBeNull();
    expect(taxRateFor(100, closed)).toBe(7);
    expect(taxRateFor(200, closed)).toBe(7);
    expect(taxRateFor(200.01, closed)).toBeNull();
  });

  it('finds the right slab whatever the order of the list', () => {
    const reversed: TaxDetails = { ...SLABBED, taxSlabsList: [...SLABBED.taxSlabsList].reverse() };
    expect(taxRateFor(999.99, reversed)).toBe(5);
    expect(taxRateFor(1000, reversed)).toBe(12);
    expect(taxRateFor(7500, reversed)).toBe(18);
  });

  it('applies a 0% slab as 0, not as "no tax"', () => {
    const zero: TaxDetails = {
      percentage: 15,
      taxSlabsList: [{ minAmount: 0, maxAmount: null, percentage: 0 }],
    };
    expect(taxRateFor(50, zero)).toBe(0);
  });

  it('does not mutate the details', () => {
    const copy = structuredClone(SLABBED);
    taxRateFor(1000, SLABBED);
    expect(SLABBED).toEqual(copy);
  });
});

describe('taxRateFor without slabs', () => {
  it.each([0, 999.99, 1000, 100000])('uses the plain percentage for amount %d', (amount) => {
    expect(taxRateFor(amount, flat(15))).toBe(15);
  });

  it('keeps a 0% plain percentage', () => {
    expect(taxRateFor(100, flat(0))).toBe(0);
  });

  it('returns null when there is no percentage either', () => {
    expect(taxRateFor(100, flat(null))).toBeNull();
  });

  it('treats a missing slab list like an empty one', () => {
    const noList = { percentage: 8 } as unknown as TaxSource;
    expect(taxRateFor(100, noList)).toBe(8);
  });

  it.each([null, undefined])('returns null when there are no details (%s)', (details) => {
    expect(taxRateFor(100, details)).toBeNull();
  });
});

describe('resolveTaxRate', () => {
  it('prefers the business service over the property', () => {
    expect(resolveTaxRate(100, flat(10), flat(20))).toBe(10);
    expect(resolveTaxRate(1000, SLABBED, flat(20))).toBe(12);
  });

  it('uses the service slabs even when the service has no plain percentage', () => {
    expect(resolveTaxRate(7500, { ...SLABBED, percentage: null }, flat(20))).toBe(18);
  });

  it('uses a 0% service rate rather than falling back to the property', () => {
    expect(resolveTaxRate(100, flat(0), flat(20))).toBe(0);
  });

  it.each<[string, TaxSource]>([
    ['null', null],
    ['undefined', undefined],
    ['no percentage and no slabs', flat(null)],
  ])('falls back to the property when the service tax is %s', (_label, serviceTax) => {
    expect(resolveTaxRate(100, serviceTax, flat(20))).toBe(20);
    expect(resolveTaxRate(1000, serviceTax, SLABBED)).toBe(12);
    expect(resolveTaxRate(999.99, serviceTax, SLABBED)).toBe(5);
    expect(resolveTaxRate(7500, serviceTax, SLABBED)).toBe(18);
  });

  it('returns null when neither the service nor the property has tax', () => {
    expect(resolveTaxRate(100, null, null)).toBeNull();
    expect(resolveTaxRate(100, flat(null), undefined)).toBeNull();
    expect(resolveTaxRate(100, undefined, flat(null))).toBeNull();
  });

  it('does not fall back to the property when the service slabs miss the amount', () => {
    const service: TaxDetails = {
      percentage: null,
      taxSlabsList: [{ minAmount: 0, maxAmount: 100, percentage: 3 }],
    };
    expect(resolveTaxRate(50, service, flat(20))).toBe(3);
    expect(resolveTaxRate(500, service, flat(20))).toBeNull();
  });
});
