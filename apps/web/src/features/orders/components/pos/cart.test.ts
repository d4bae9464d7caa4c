import { priceOrder } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { cartReducer, isSoldOut, lineTaxRate, priceCart, toLineInputs, type CartLine } from './cart';

const base: Omit<CartLine, 'key'> = {
  productId: 30,
  name: 'Margherita',
  variationId: null,
  variationName: null,
  modifiers: [],
  unitPrice: 22,
  quantity: 1,
  note: '',
  discountPercentage: 0,
  taxable: true,
  productTaxRate: null,
  stockLeft: null,
};
const add = (lines: CartLine[], line: Partial<Omit<CartLine, 'key'>> = {}) =>
  cartReducer(lines, { type: 'add', line: { ...base, ...line } });

const GST = { percentage: 15, taxSlabsList: [] };
const SLABS = {
  percentage: null,
  taxSlabsList: [
    { minAmount: 0, maxAmount: 20, percentage: 5 },
    { minAmount: 20.01, maxAmount: null, percentage: 12 },
  ],
};
const pricing = {
  discountPercentage: 0,
  serviceChargePercentage: 0,
  taxIncluded: false,
  outletTax: null,
  propertyTax: GST,
};

describe('the POS cart', () => {
  it('adds the same choice to its line, and another variation, topping or note as a line of its own', () => {
    let lines = add([]);
    lines = add(lines, { quantity: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = add(lines, { variationId: 5, variationName: 'Large', unitPrice: 29.7 });
    lines = add(lines, { modifiers: [{ productId: 60, name: 'Olives', price: 2 }] });
    lines = add(lines, { note: 'no basil' });
    expect(lines.map((l) => l.quantity)).toEqual([3, 1, 1, 1]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(4);
  });

  it('never sells more of a kept-stock product than is left, across its lines', () => {
    let lines = add([], { productId: 9, stockLeft: 3, quantity: 2 });
    lines = add(lines, { productId: 9, stockLeft: 3, note: 'for the child' });
    // A third line would pass the stock: refused.
    expect(add(lines, { productId: 9, stockLeft: 3, note: 'another' })).toBe(lines);
    const raised = cartReducer(lines, { type: 'quantity', key: lines[0]!.key, quantity: 5 });
    expect(raised[0]!.quantity).toBe(2);
    const lowered = cartReducer(lines, { type: 'quantity', key: lines[0]!.key, quantity: 0 });
    expect(lowered[0]!.quantity).toBe(1);
  });

  it('changes a note and a discount, removes a line and clears', () => {
    let lines = add(add([]), { productId: 31, name: 'Funghi' });
    lines = cartReducer(lines, { type: 'note', key: lines[0]!.key, note: 'well done' });
    lines = cartReducer(lines, { type: 'discount', key: lines[0]!.key, discountPercentage: 10 });
    expect(lines[0]).toMatchObject({ note: 'well done', discountPercentage: 10 });
    lines = cartReducer(lines, { type: 'remove', key: lines[1]!.key });
    expect(lines.map((l) => l.name)).toEqual(['Margherita']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('a product is sold out by its flag or when its kept stock is gone', () => {
    expect(isSoldOut({ outOfStock: true, maintainStock: false, unitsInStock: 0 })).toBe(true);
    expect(isSoldOut({ outOfStock: false, maintainStock: true, unitsInStock: 0 })).toBe(true);
    expect(isSoldOut({ outOfStock: false, maintainStock: false, unitsInStock: 0 })).toBe(false);
    expect(isSoldOut({ outOfStock: false, maintainStock: true, unitsInStock: 2 })).toBe(false);
  });
});

describe('the tax rate of a line', () => {
  const line = (over: Partial<CartLine>): CartLine => ({ ...base, key: 'k', ...over });
  it('is none for a group sold without tax, else the product rate, else the outlet tax, then the property tax', () => {
    expect(lineTaxRate(line({ taxable: false, productTaxRate: 9 }), pricing)).toBe(0);
    expect(lineTaxRate(line({ productTaxRate: 9 }), pricing)).toBe(9);
    expect(lineTaxRate(line({}), pricing)).toBe(15);
    expect(lineTaxRate(line({}), { ...pricing, outletTax: { percentage: 10, taxSlabsList: [] } })).toBe(10);
  });

  it('picks a slab by one unit with its modifiers after the line discount', () => {
    const withSlabs = { ...pricing, propertyTax: SLABS };
    expect(lineTaxRate(line({ unitPrice: 22 }), withSlabs)).toBe(12);
    expect(lineTaxRate(line({ unitPrice: 22, discountPercentage: 10 }), withSlabs)).toBe(5);
    expect(
      lineTaxRate(
        line({ unitPrice: 19, modifiers: [{ productId: 1, name: 'Olives', price: 2 }] }),
        withSlabs,
      ),
    ).toBe(12);
  });
});

describe('the cart totals', () => {
  it("are the domain's priceOrder of the lines, with the tax by rate", () => {
    let lines = add([], { quantity: 2 });
    lines = add(lines, {
      productId: 40,
      name: 'Lemonade',
      unitPrice: 6,
      taxable: true,
      productTaxRate: 5,
      modifiers: [],
    });
    lines = add(lines, { productId: 41, name: 'Water', unitPrice: 4, taxable: false });
    const order = { ...pricing, discountPercentage: 10, serviceChargePercentage: 5 };
    const totals = priceCart(lines, order);
    const expected = priceOrder(
      [
        { unitPrice: 22, modifiersPrice: 0, quantity: 2, discountPercentage: 0, taxRate: 15 },
        { unitPrice: 6, modifiersPrice: 0, quantity: 1, discountPercentage: 0, taxRate: 5 },
        { unitPrice: 4, modifiersPrice: 0, quantity: 1, discountPercentage: 0, taxRate: 0 },
      ],
      order,
    );
    expect(totals).toMatchObject(expected);
    // 44 − 10 % = 39.60 taxed 15 %; 6 − 10 % = 5.40 taxed 5 %; the water untaxed.
    expect(totals.taxByRate).toEqual([
      { rate: 15, tax: 5.94 },
      { rate: 5, tax: 0.27 },
    ]);
    expect(totals.total).toBe(expected.total);
  });

  it('sends the lines as the order API takes them', () => {
    const lines = add([], {
      variationId: 5,
      modifiers: [{ productId: 60, name: 'Olives', price: 2 }],
      note: '  no basil ',
      quantity: 2,
    });
    expect(toLineInputs(lines)).toEqual([
      {
        productId: 30,
        variationId: 5,
        modifierIds: [60],
        quantity: 2,
        note: 'no basil',
        discountPercentage: 0,
      },
    ]);
    expect(toLineInputs(add([]))[0]!.note).toBeNull();
  });
});
