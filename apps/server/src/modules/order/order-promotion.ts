// A coupon code on an outlet order (issue 14, decision 0044): each line is a line of the promotion rule (its product
// group, its amount before any discount, the day of the sale), the rule's share for each line is kept on the line
// (`promotionDiscount`) and taken by the domain's order pricing after the line's and the order's own discounts and
// before the service charge and tax. The use is claimed in the order's transaction before any stock is taken.
import { priceOrder, roundCents, todayIn, type OrderQuote } from '@bookone/domain';

import type { Db } from '../../db/client';
import type { PropertyRow } from '../property/property.repository';
import { claimPromotion, previewPromotion, type SaleDraft } from '../promotion/promotion.service';
import type { PreparedLine } from './order-core';

/** How the order's lines are priced: its own discount, service charge, and whether prices include tax. */
export interface OrderPricing {
  discountPercentage: number;
  serviceChargePercentage: number;
  taxIncluded: boolean;
}

/** The order as the promotion rule reads it: the clerk's discounts (order or line) are other discounts on it. */
function orderSale(
  property: PropertyRow,
  lines: readonly PreparedLine[],
  customerId: number | null,
  discountPercentage: number,
): SaleDraft {
  const day = todayIn(property.timezone);
  const manual = [
    ...(discountPercentage > 0 ? [`${discountPercentage} %`] : []),
    ...lines.filter((l) => (l.discountPercentage ?? 0) > 0).map((l) => `${l.discountPercentage} %`),
  ];
  return {
    kind: 'ORDER',
    lines: lines.map((l) => ({ amount: l.amount, productGroupId: l.productGroupId, dates: [day] })),
    subtotal: roundCents(lines.reduce((s, l) => s + l.amount, 0)),
    customerId,
    otherDiscounts: [...new Set(manual)].map((name) => ({ name, stackable: true })),
  };
}

/** The lines priced again with the code's share on each. */
export const withPromotion = (
  lines: readonly PreparedLine[],
  shares: readonly number[],
  pricing: OrderPricing,
): PreparedLine[] =>
  lines.map((l, i) => ({
    ...l,
    ...priceOrder(
      [
        {
          unitPrice: l.unitPrice,
          modifiersPrice: l.modifiersPrice ?? 0,
          quantity: l.quantity,
          discountPercentage: l.discountPercentage ?? 0,
          taxRate: l.taxRate ?? 0,
          promotionDiscount: shares[i] ?? 0,
        },
      ],
      pricing,
    ).lines[0]!,
  }));

/** The POS cart's money with its code: the code's outcome and the totals the order would be saved at. */
export async function quoteOrder(
  db: Db,
  property: PropertyRow,
  lines: readonly PreparedLine[],
  pricing: OrderPricing,
  input: { customerId?: number | null; promotionCode?: string | null },
): Promise<OrderQuote> {
  const code = input.promotionCode?.trim();
  const promotion = code
    ? await previewPromotion(
        db,
        property,
        code,
        orderSale(property, lines, input.customerId ?? null, pricing.discountPercentage),
      )
    : null;
  const priced = withPromotion(lines, promotion?.lineDiscounts ?? [], pricing);
  const sum = (k: 'amount' | 'discountAmount' | 'serviceCharge' | 'tax' | 'total') =>
    roundCents(priced.reduce((s, l) => s + (l[k] ?? 0), 0));
  return {
    currency: property.localCurrency,
    subtotal: sum('amount'),
    discountAmount: sum('discountAmount'),
    serviceCharge: sum('serviceCharge'),
    tax: sum('tax'),
    total: sum('total'),
    promotion: promotion?.applied ?? null,
  };
}

/** In the order's transaction: the code checked and one use taken (400/409 otherwise), the lines priced with it. */
export async function claimOrderPromotion(
  tx: Db,
  property: PropertyRow,
  code: string,
  lines: readonly PreparedLine[],
  customerId: number | null,
  pricing: OrderPricing,
) {
  const claim = await claimPromotion(
    tx,
    property,
    code,
    orderSale(property, lines, customerId, pricing.discountPercentage),
  );
  return { claim, lines: withPromotion(lines, claim.lineDiscounts, pricing) };
}
