import type { Payment, PaymentMode } from '@bookone/domain';

import { getPayments, postRefund } from './payments';

/** Half a cent: amounts are stored to the cent, sums may carry float noise. */
const CENT = 0.005;

/**
 * What each Paid payment of a booking can still give back (its amount less its refunds), latest first: a credit is
 * paid back from the most recent payments, each the way it was paid.
 */
export function refundablePayments(payments: readonly Payment[]): { payment: Payment; left: number }[] {
  const refunded = new Map<number, number>();
  for (const p of payments)
    if (p.refundOf != null) refunded.set(p.refundOf, (refunded.get(p.refundOf) ?? 0) - p.amount);
  return payments
    .filter((p) => p.refundOf == null && p.amount > 0 && p.status === 'Paid')
    .map((payment) => ({
      payment,
      left: Math.round((payment.amount - (refunded.get(payment.id) ?? 0)) * 100) / 100,
    }))
    .filter((r) => r.left > CENT)
    .sort((a, b) => b.payment.date.localeCompare(a.payment.date) || b.payment.id - a.payment.id);
}

/**
 * Pays a booking's credit back through the payments module's refund (a refund belongs to one payment, so a credit
 * larger than the last payment takes several). Answers the amount refunded; stops at the first refusal, which it
 * throws with what was already refunded kept on the server. The caller refreshes the booking and payment lists.
 */
export async function refundBookingCredit({
  propertyId,
  bookingId,
  amount,
  reason,
}: {
  propertyId: number;
  bookingId: number;
  amount: number;
  reason: string;
}): Promise<number> {
  // A stay has a handful of payments: the largest page holds them all.
  const page = await getPayments(propertyId, { bookingId, status: 'Paid', page: 0, size: 200 });
  let remaining = Math.round(amount * 100) / 100;
  for (const { payment, left } of refundablePayments(page.items)) {
    if (remaining <= CENT) break;
    const part = Math.min(left, remaining);
    await postRefund(payment.id, { amount: part, reason, mode: payment.mode as PaymentMode });
    remaining = Math.round((remaining - part) * 100) / 100;
  }
  return Math.round((amount - remaining) * 100) / 100;
}
