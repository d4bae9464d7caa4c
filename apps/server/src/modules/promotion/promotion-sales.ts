// How each kind of sale hands its lines to the promotion rule (issue 14): a booking is one line (its room type and
// rate plan, the stay's nights, room charge and extras before discount), and the discount a booking keeps is a
// percentage of that gross (the clerk's own discount plus the promotion's share), so that tax is computed after it
// by the booking's own pricing, night by night, as for any discount.
import { roundCents, stayNights, type AppliedPromotion } from '@bookone/domain';

import type { Db } from '../../db/client';
import type { PropertyRow } from '../property/property.repository';
import {
  claimPromotion,
  previewPromotion,
  updateRedemption,
  type PromotionClaim,
  type SaleDraft,
} from './promotion-redeem';
import { saleRedemption } from './promotion.repository';

export interface BookingSaleInput {
  roomTypeId: number;
  ratePlanId: number | null;
  arrival: string;
  departure: string;
  customerId: number | null;
  /** The clerk's own discount, in percent. */
  discountPercentage: number;
}

const grossOf = (q: { roomCharge: number; extraCharge: number }) => roundCents(q.roomCharge + q.extraCharge);

function bookingSale(b: BookingSaleInput, gross: number): SaleDraft {
  return {
    kind: 'BOOKING',
    lines: [
      {
        amount: gross,
        roomTypeId: b.roomTypeId,
        ratePlanId: b.ratePlanId,
        dates: stayNights(b.arrival, b.departure),
      },
    ],
    subtotal: gross,
    customerId: b.customerId,
    otherDiscounts: b.discountPercentage > 0 ? [{ name: `${b.discountPercentage} %`, stackable: true }] : [],
  };
}

/** The percentage a booking stores: the clerk's and the promotion's share of the gross together, at most 100. */
function withPromotion(manual: number, discount: number, gross: number): number {
  if (!(discount > 0) || !(gross > 0)) return manual;
  return Math.min(100, manual + (discount / gross) * 100);
}

/** The booking quote's code: its outcome and the percentage the quote is priced at (the clerk's alone if refused). */
export async function previewBookingPromotion(
  db: Db,
  property: PropertyRow,
  code: string,
  b: BookingSaleInput,
  q: { roomCharge: number; extraCharge: number },
): Promise<{ applied: AppliedPromotion; percentage: number }> {
  const gross = grossOf(q);
  const { applied } = await previewPromotion(db, property, code, bookingSale(b, gross));
  return { applied, percentage: withPromotion(b.discountPercentage, applied.discount, gross) };
}

/** In the booking's transaction: the use claimed (400/409 otherwise) and the percentage the booking is saved at. */
export async function claimBookingPromotion(
  tx: Db,
  property: PropertyRow,
  code: string,
  b: BookingSaleInput,
  q: { roomCharge: number; extraCharge: number },
): Promise<{ claim: PromotionClaim; percentage: number }> {
  const gross = grossOf(q);
  const claim = await claimPromotion(tx, property, code, bookingSale(b, gross));
  return { claim, percentage: withPromotion(b.discountPercentage, claim.discount, gross) };
}

/**
 * An amended booking (dates, type, rooms) keeps its discount percentage (decision 0044): the code's share of it
 * stays the same share of the new room charge and extras, so its redemption's discount is that share of the new
 * gross and its revenue the new total. In the amendment's transaction; a booking without a code: nothing.
 */
export async function amendBookingRedemption(
  tx: Db,
  bookingId: number,
  before: { roomCharge: number; extraCharge: number },
  after: { roomCharge: number; extraCharge: number; total: number },
) {
  const r = await saleRedemption(tx, 'BOOKING', bookingId);
  if (!r) return;
  const oldGross = grossOf(before);
  const share = oldGross > 0 ? r.redemption.amount / oldGross : 0;
  await updateRedemption(tx, 'BOOKING', bookingId, {
    revenue: after.total,
    discount: roundCents(share * grossOf(after)),
  });
}
