// Money a guest paid online through a payment link (issue 13, decision 0038). There is no signed-in clerk: the
// gateway received it, so the payment names the gateway as who received it, and the audit rows have no user.
import type { Db } from '../../db/client';
import { recordAuditEvents } from '../audit/audit.service';
import { raiseNotification } from '../notification/notification.service';
import {
  auditPayment,
  insertPayment,
  lockBookings,
  recomputeBookingPaid,
  type PaymentRow,
} from './payment.repository';

export interface OnlinePaymentInput {
  propertyId: number;
  bookingId: number | null;
  reservationId: number | null;
  /** An issued invoice the link pays (its module settles its status after) and an outlet order. */
  invoiceId: number | null;
  orderId: number | null;
  /** The booking, reservation, invoice or order number, for the notification and the trails. */
  reference: string | null;
  /** What `reference` numbers, when not the first of invoice, booking, reservation, order the payment names. */
  referenceKind?: 'invoice' | 'booking' | 'reservation' | 'order';
  customerId: number | null;
  amount: number;
  currency: string;
  date: string;
  /** Who received it, as the payment list shows it: "Online (Stripe)", "Online (test gateway)". */
  receivedByName: string;
  /** The gateway's id of the money (checkout session): the payment's reference. */
  gatewayReference: string;
  description: string | null;
}

/**
 * Records a Paid card payment on the caller's transaction: a booking's `paid` is recomputed under its lock and the
 * payment joins its trail; a reservation's balance is read from its payments (its history gets the line); the
 * PAYMENT notification is raised. The caller makes sure it runs once per gateway payment.
 */
export async function recordOnlinePayment(tx: Db, p: OnlinePaymentInput): Promise<PaymentRow> {
  if (p.bookingId != null) await lockBookings(tx, [p.bookingId]);
  const row = await insertPayment(tx, {
    propertyId: p.propertyId,
    bookingId: p.bookingId,
    reservationId: p.reservationId,
    invoiceId: p.invoiceId,
    orderId: p.orderId,
    customerId: p.customerId,
    date: p.date,
    amount: p.amount,
    currency: p.currency,
    mode: 'Card',
    status: 'Paid',
    reference: p.gatewayReference.slice(0, 80),
    description: p.description,
    receivedBy: null,
    receivedByName: p.receivedByName,
    paidAt: new Date(),
  });
  const text = `${row.amount.toFixed(2)} ${row.currency} (${row.mode}), ${p.receivedByName}`;
  if (p.bookingId != null) {
    await recomputeBookingPaid(tx, p.bookingId);
    await auditPayment(tx, {
      propertyId: row.propertyId,
      bookingId: p.bookingId,
      text,
      userId: null,
      userName: p.receivedByName,
    });
  }
  for (const [entity, entityId] of [
    ['booking', p.bookingId],
    ['reservation', p.reservationId],
    ['order', p.orderId],
    ['invoice', p.invoiceId],
  ] as const)
    if (entityId != null)
      await recordAuditEvents(tx, null, { entity, entityId, propertyId: row.propertyId }, [
        { event: 'PAYMENT', action: 'update', after: text },
      ]);
  // The record the guest was asked to pay: an invoice first (it may come from a booking), then the others.
  const kind =
    p.referenceKind ??
    (p.invoiceId != null
      ? 'invoice'
      : p.bookingId != null
        ? 'booking'
        : p.reservationId != null
          ? 'reservation'
          : 'order');
  const forWhat = p.reference ? ` for ${kind} ${p.reference}` : '';
  await raiseNotification(tx, {
    propertyId: row.propertyId,
    notificationType: 'PAYMENT',
    referenceId: row.id,
    referenceNumber: p.reference ?? row.reference,
    status: 'confirmed',
    message: `Payment of ${row.currency} ${row.amount.toFixed(2)} received online (${p.receivedByName})${forWhat}`,
  });
  return row;
}
