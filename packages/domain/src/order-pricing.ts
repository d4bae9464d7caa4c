// The money of an order (issue 12), the same on the server (what is stored) and on the POS screen (the cart's
// totals before it is sent). Each line keeps the unit prices and tax rate it was sold at; the order's discount and
// service charge are percentages spread over the lines, so adding or changing a line reprices the whole order from
// the lines' own figures and never from today's menu.
import { roundCents } from './availability';

export interface OrderLineFigures {
  unitPrice: number;
  modifiersPrice: number;
  quantity: number;
  /** The line's own discount. */
  discountPercentage: number;
  /** Percent, fixed when the line was sold (orderLineTaxRate). */
  taxRate: number;
  /** A coupon code's share on the line (an amount, from the promotion rule's lineDiscounts; decision 0044). */
  promotionDiscount?: number;
}

export interface PricedOrderLine {
  amount: number;
  /** Every discount of the line: its own, its share of the order's and the coupon's. */
  discountAmount: number;
  /** The coupon's share as taken: never more than what the other discounts leave of the line. */
  promotionDiscount: number;
  serviceCharge: number;
  tax: number;
  total: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  /** The lines' amounts before any discount. */
  subtotal: number;
  discountAmount: number;
  serviceCharge: number;
  tax: number;
  total: number;
}

/** One unit after the line's own discount: what a tax slab (spec §5) is chosen by, as a room's night price is. */
export const orderLineTaxBase = (
  l: Pick<OrderLineFigures, 'unitPrice' | 'modifiersPrice' | 'discountPercentage'>,
) => roundCents((l.unitPrice + l.modifiersPrice) * (1 - l.discountPercentage / 100));

/**
 * Per line: amount = (unit + modifiers) × quantity; its own discount, then the order's discount on what is left,
 * then a coupon's share (an amount, at most what is left); the service charge on the discounted amount; tax at the line's rate on the discounted amount (the service charge
 * is not taxed), added to it unless the outlet's prices include tax. Every figure is rounded to cents per line, and the order's figures are the sums of the lines'.
 */
export function priceOrder(
  lines: readonly OrderLineFigures[],
  order: { discountPercentage: number; serviceChargePercentage: number; taxIncluded?: boolean },
): PricedOrder {
  const priced = lines.map((l) => {
    const amount = roundCents((l.unitPrice + l.modifiersPrice) * l.quantity);
    const own = roundCents((amount * l.discountPercentage) / 100);
    const shared = roundCents(((amount - own) * order.discountPercentage) / 100);
    const coupon = roundCents(Math.min(Math.max(0, l.promotionDiscount ?? 0), amount - own - shared));
    const taxable = roundCents(amount - own - shared - coupon);
    const serviceCharge = roundCents((taxable * order.serviceChargePercentage) / 100);
    // An outlet whose prices include tax (business_service.priceIncludesTax) shows the tax inside the price.
    const tax = roundCents(
      order.taxIncluded ? taxable - taxable / (1 + l.taxRate / 100) : (taxable * l.taxRate) / 100,
    );
    return {
      amount,
      discountAmount: roundCents(own + shared + coupon),
      promotionDiscount: coupon,
      serviceCharge,
      tax,
      total: roundCents(taxable + serviceCharge + (order.taxIncluded ? 0 : tax)),
    };
  });
  const sum = (k: keyof PricedOrderLine) => roundCents(priced.reduce((s, l) => s + l[k], 0));
  return {
    lines: priced,
    subtotal: sum('amount'),
    discountAmount: sum('discountAmount'),
    serviceCharge: sum('serviceCharge'),
    tax: sum('tax'),
    total: sum('total'),
  };
}

/** A balance cut into `parts` shares of whole cents, the odd cents on the first shares (a split bill). */
export function splitEqually(balance: number, parts: number): number[] {
  const cents = Math.round(balance * 100);
  const base = Math.floor(cents / parts);
  const extra = cents - base * parts;
  return Array.from({ length: parts }, (_, i) => (base + (i < extra ? 1 : 0)) / 100);
}
