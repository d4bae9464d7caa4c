// The booking engine's prices are the desk's (issue 16): the availability engine's quote of the stay (quoteStay),
// the coupon code's preview (previewBookingPromotion, decision 0044) and the same discount and tax arithmetic
// (applyDiscount), so that a guest online and a clerk at the desk see one price for one stay.
import { applyDiscount, availableOf, roundCents, stayNights, type AppliedPromotion } from '@bookone/domain';

import type { Db } from '../../db/client';
import { listDailyRates, quoteStay, taxesOf } from '../availability/availability.service';
import type { PropertyRow } from '../property/property.repository';
import { previewBookingPromotion } from '../promotion/promotion.service';

export interface StayRequest {
  roomTypeId: number;
  ratePlanId: number | null;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  rooms: number;
}

/** One offer priced: the quote's amounts after the code's discount, and why it cannot be sold (null when it can). */
export async function priceStay(db: Db, property: PropertyRow, stay: StayRequest, code: string | null) {
  const q = await quoteStay(db, property, {
    roomTypeId: stay.roomTypeId,
    planId: stay.ratePlanId,
    checkIn: stay.arrival,
    checkOut: stay.departure,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
  });
  const promotion = code
    ? await previewBookingPromotion(
        db,
        property,
        code,
        { ...stay, ratePlanId: q.planId, discountPercentage: 0, customerId: null },
        q,
      )
    : null;
  const amounts = applyDiscount(q, promotion?.percentage ?? 0, taxesOf(property));
  const message = q.sellable
    ? null
    : q.reasons.map((r) => (r.dates.length ? `${r.message}: ${r.dates.join(', ')}` : r.message)).join('; ');
  return {
    quote: q,
    amounts,
    promotion: promotion?.applied ?? null,
    message,
  };
}

/** The fewest units free on any night of the stay, per room type. */
export async function unitsLeftOf(db: Db, roomTypeIds: number[], arrival: string, departure: string) {
  const nights = stayNights(arrival, departure);
  const cells = await listDailyRates(db, roomTypeIds, arrival, departure);
  const free = new Map<string, number>(cells.map((c) => [`${c.roomTypeId}:${c.date}`, availableOf(c)]));
  return new Map(
    roomTypeIds.map((id) => [id, Math.max(0, Math.min(...nights.map((d) => free.get(`${id}:${d}`) ?? 0)))]),
  );
}

/** The deposit of a total: the property's share, in cents (never more than the total). */
export const depositOfTotal = (total: number, percentage: number) =>
  Math.min(total, roundCents((total * percentage) / 100));

export type PricedStay = Awaited<ReturnType<typeof priceStay>>;
export type { AppliedPromotion };
