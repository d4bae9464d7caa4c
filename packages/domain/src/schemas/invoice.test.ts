import { describe, expect, it } from 'vitest';

import {
  canMoveInvoice,
  invoiceInputSchema,
  invoiceNumber,
  invoiceStatusFor,
  invoiceTotals,
} from './invoice';

const slabs = {
  percentage: null,
  taxSlabsList: [
    { minAmount: 0, maxAmount: 1000, percentage: 12 },
    { minAmount: 1000.01, maxAmount: null, percentage: 18 },
  ],
};

describe('invoiceTotals', () => {
  it('taxes each line by its own rate or the slab for its net, and sums the tax per rate', () => {
    const t = invoiceTotals(
      [
        { description: 'Room', quantity: 2, unitPrice: 800, discount: 100, taxRate: null },
        { description: 'Dinner', quantity: 1, unitPrice: 250, discount: 0 },
        { description: 'Spa', quantity: 3, unitPrice: 100, discount: 0, taxRate: 18 },
      ],
      slabs,
    );
    expect(t.lines.map((l) => [l.net, l.taxRate, l.tax, l.total])).toEqual([
      [1500, 18, 270, 1770],
      [250, 12, 30, 280],
      [300, 18, 54, 354],
    ]);
    expect(t.taxes).toEqual([
      { rate: 12, net: 250, tax: 30 },
      { rate: 18, net: 1800, tax: 324 },
    ]);
    expect([t.gross, t.discountTotal, t.subtotal, t.taxTotal, t.total]).toEqual([2150, 100, 2050, 354, 2404]);
  });

  it('charges no tax without tax details or a rate', () => {
    expect(invoiceTotals([{ description: 'x', quantity: 1.5, unitPrice: 10.01, discount: 0 }]).total).toBe(
      15.02,
    );
  });
});

describe('invoice statuses', () => {
  it('moves by money only once issued', () => {
    expect(invoiceStatusFor('ISSUED', { total: 100, paid: 40, credited: 0 })).toBe('PARTIALLY_PAID');
    expect(invoiceStatusFor('PARTIALLY_PAID', { total: 100, paid: 40, credited: 60 })).toBe('PAID');
    expect(invoiceStatusFor('ISSUED', { total: 100, paid: 0, credited: 10 })).toBe('ISSUED');
    expect(invoiceStatusFor('DRAFT', { total: 100, paid: 100, credited: 0 })).toBe('DRAFT');
  });
  it('allows only the listed moves', () => {
    expect(canMoveInvoice('DRAFT', 'ISSUED')).toBe(true);
    expect(canMoveInvoice('PAID', 'VOID')).toBe(false);
    expect(canMoveInvoice('PARTIALLY_PAID', 'VOID')).toBe(false);
  });
  it('numbers on five digits after the prefix', () => {
    expect(invoiceNumber('INV-', 42)).toBe('INV-00042');
  });
});

describe('invoiceInputSchema', () => {
  const line = { description: 'Room', quantity: 1, unitPrice: 100 };
  it('bills one of customer, company or a name', () => {
    const both = invoiceInputSchema.safeParse({ customerId: 1, companyId: 2, lines: [line] });
    expect(both.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['companyId', 'validation.billToOne'],
    ]);
    const none = invoiceInputSchema.safeParse({ lines: [line] });
    expect(none.error?.issues[0]?.path).toEqual(['billToName']);
    expect(invoiceInputSchema.safeParse({ billToName: 'Walk-in', lines: [line] }).success).toBe(true);
  });
  it('refuses a discount above the line amount', () => {
    const r = invoiceInputSchema.safeParse({ billToName: 'A', lines: [{ ...line, discount: 100.01 }] });
    expect(r.error?.issues[0]?.path).toEqual(['lines', 0, 'discount']);
  });
});
