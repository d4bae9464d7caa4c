// A coupon code on a reservation (issue 14, decision 0044): each line is a line of the promotion rule (its
// offering, its price before discount, the visit's day in the property's zone), the code's discount comes off the
// lines before tax with the clerk's percentage, and the use is claimed in the reservation's own transaction before
// any slot is held (promotion → inventory, the lock order of every sale).
import {
  instantToWallClock,
  roundCents,
  type ReservationQuote,
  type ReservationQuoteRequest,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import type { PropertyRow } from '../property/property.repository';
import { claimPromotion, previewPromotion, type SaleDraft } from '../promotion/promotion.service';
import { priceReservation, type OfferingForSlots } from './reservation-slots';

export interface ReservationSaleLine {
  offering: OfferingForSlots;
  persons: number;
  /** The visit's day, in the property's zone. */
  date: string;
}

/** The reservation as the promotion rule reads it; the clerk's percentage is another discount on the sale. */
function reservationSale(
  lines: readonly ReservationSaleLine[],
  customerId: number | null,
  discountPercentage: number,
): SaleDraft {
  const amounts = lines.map((l) => roundCents(l.offering.offering.price * l.persons));
  return {
    kind: 'RESERVATION',
    lines: lines.map((l, i) => ({
      amount: amounts[i]!,
      offeringId: l.offering.offering.id,
      dates: [l.date],
    })),
    subtotal: roundCents(amounts.reduce((s, a) => s + a, 0)),
    customerId,
    otherDiscounts: discountPercentage > 0 ? [{ name: `${discountPercentage} %`, stackable: true }] : [],
  };
}

/** The property's day of a slot's start. */
export const visitDay = (property: PropertyRow, startsAt: string) =>
  instantToWallClock(Date.parse(startsAt), property.timezone).date;

/** The form's live figures with its code: the code's outcome and the money it would be saved at; takes nothing. */
export async function quoteReservation(
  db: Db,
  property: PropertyRow,
  lines: readonly ReservationSaleLine[],
  input: Pick<ReservationQuoteRequest, 'customerId' | 'discountPercentage' | 'promotionCode'>,
): Promise<ReservationQuote> {
  const code = input.promotionCode?.trim();
  const promotion = code
    ? await previewPromotion(
        db,
        property,
        code,
        reservationSale(lines, input.customerId ?? null, input.discountPercentage),
      )
    : null;
  const money = priceReservation(
    [...lines],
    input.discountPercentage,
    property.taxDetails,
    promotion?.lineDiscounts,
  );
  return {
    currency: property.localCurrency,
    subtotal: money.subtotal,
    discountAmount: money.discountAmount,
    tax: money.tax,
    total: money.total,
    promotion: promotion?.applied ?? null,
  };
}

/** In the reservation's transaction: the code checked against every rule and one use taken (400/409 otherwise). */
export const claimReservationPromotion = (
  tx: Db,
  property: PropertyRow,
  code: string,
  lines: readonly ReservationSaleLine[],
  customerId: number,
  discountPercentage: number,
) => claimPromotion(tx, property, code, reservationSale(lines, customerId, discountPercentage));
