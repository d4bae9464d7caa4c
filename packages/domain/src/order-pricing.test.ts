import { describe, expect, it } from 'vitest';

import { orderLineTaxBase, priceOrder, splitEqually } from './order-pricing';

describe('order pricing', () => {
  const pizza = { unitPrice: 29.7, modifiersPrice: 4, quantity: 2, discountPercentage: 0, taxRate: 15 };

  it('takes the line discount, then the order discount, charges service on what is left and taxes it', () => {
    const o = priceOrder([{ ...pizza, discountPercentage: 10 }], {
      discountPercentage: 5,
      serviceChargePercentage: 10,
    });
    // 67.40 − 6.74 = 60.66; − 3.03 = 57.63; service 5.76; GST 8.64
    expect(o.lines[0]).toEqual({
      amount: 67.4,
      discountAmount: 9.77,
      promotionDiscount: 0,
      serviceCharge: 5.76,
      tax: 8.64,
      total: 72.03,
    });
    expect(o).toMatchObject({
      subtotal: 67.4,
      discountAmount: 9.77,
      serviceCharge: 5.76,
      tax: 8.64,
      total: 72.03,
    });
  });

  it('takes a coupon code’s share after the other discounts, before service and tax, never below nothing', () => {
    const o = priceOrder([{ ...pizza, discountPercentage: 10, promotionDiscount: 7.63 }], {
      discountPercentage: 5,
      serviceChargePercentage: 10,
    });
    // 57.63 after the clerk's discounts; − 7.63 = 50; service 5; GST 7.50
    expect(o.lines[0]).toEqual({
      amount: 67.4,
      discountAmount: 17.4,
      promotionDiscount: 7.63,
      serviceCharge: 5,
      tax: 7.5,
      total: 62.5,
    });
    const all = priceOrder([{ ...pizza, promotionDiscount: 500 }], {
      discountPercentage: 0,
      serviceChargePercentage: 0,
    });
    expect(all.lines[0]).toMatchObject({ promotionDiscount: 67.4, tax: 0, total: 0 });
  });

  it('shows the tax inside the price when the outlet prices include it', () => {
    const o = priceOrder([pizza], { discountPercentage: 0, serviceChargePercentage: 0, taxIncluded: true });
    expect(o.lines[0]).toMatchObject({ tax: 8.79, total: 67.4 });
  });

  it('chooses a slab by one unit after the line discount', () => {
    expect(orderLineTaxBase({ unitPrice: 20, modifiersPrice: 5, discountPercentage: 20 })).toBe(20);
  });

  it('splits a balance in shares of whole cents, the odd cents first', () => {
    expect(splitEqually(100, 3)).toEqual([33.34, 33.33, 33.33]);
    expect(splitEqually(72.45, 2)).toEqual([36.23, 36.22]);
  });
});
