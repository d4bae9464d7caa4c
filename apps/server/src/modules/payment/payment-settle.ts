// What follows a payment (or refund) in its transaction, whichever path recorded it (a clerk's payment, a refund, a
// refund the gateway confirmed later): its audit row, the trails of the records it is for, and a booking's `paid`.
import type { Db } from '../../db/client';
import { recordAudit, recordAuditEvents, type AuditActor } from '../audit/audit.service';
import { auditPayment, recomputeBookingPaid, type PaymentRow } from './payment.repository';

/** A payment as the audit log compares it: what the clerk sets and its standing (who and when are on the log). */
const audited = (r: PaymentRow) => ({
  bookingId: r.bookingId,
  reservationId: r.reservationId,
  date: r.date,
  amount: r.amount,
  currency: r.currency,
  mode: r.mode,
  status: r.status,
  reference: r.reference,
  description: r.description,
  refundOf: r.refundOf,
  refundReason: r.refundReason,
});

/** The audit row of a payment's create or update, on its transaction (no actor: the system did it). */
export const auditPaymentChange = (
  tx: Db,
  actor: AuditActor | null,
  before: PaymentRow | null,
  after: PaymentRow,
  event?: string,
) =>
  recordAudit(tx, actor, {
    entity: 'payment',
    entityId: after.id,
    action: before ? 'update' : 'create',
    before: before && audited(before),
    after: audited(after),
    propertyId: after.propertyId,
    event,
  });

/** How the audit trails write a payment: "150.00 NZD (Cash)", "-40.00 NZD (Card), refund". */
export const paymentText = (row: PaymentRow) =>
  `${row.amount.toFixed(2)} ${row.currency} (${row.mode})${row.refundOf != null ? ', refund' : ''}`;

const named = (actor: AuditActor | null, name: string) => (actor ? { ...actor, name } : null);

/**
 * A reservation's or an order's payment (or refund) goes into that record's history, as a booking's goes into its
 * trail.
 */
export async function settleReservation(
  tx: Db,
  actor: AuditActor | null,
  actorName: string,
  row: PaymentRow,
) {
  for (const [entity, entityId] of [
    ['reservation', row.reservationId],
    ['order', row.orderId],
  ] as const)
    if (entityId != null)
      await recordAuditEvents(tx, named(actor, actorName), { entity, entityId, propertyId: row.propertyId }, [
        { event: 'PAYMENT', action: 'update', after: paymentText(row) },
      ]);
}

/**
 * After a Paid payment (or refund): the reservation's or order's history, and for a booking, booking.paid becomes
 * the sum of its Paid payments and the payment goes into its trail. The caller holds the booking's lock.
 */
export async function settlePayment(tx: Db, actor: AuditActor | null, actorName: string, row: PaymentRow) {
  await settleReservation(tx, actor, actorName, row);
  if (row.bookingId == null) return;
  await recomputeBookingPaid(tx, row.bookingId);
  const text = paymentText(row);
  await auditPayment(tx, {
    propertyId: row.propertyId,
    bookingId: row.bookingId,
    text,
    userId: actor?.id ?? null,
    userName: actorName,
  });
  // The booking's own history in the audit log shows the money too, as its trail does (decision 0028).
  await recordAuditEvents(
    tx,
    named(actor, actorName),
    { entity: 'booking', entityId: row.bookingId, propertyId: row.propertyId },
    [{ event: 'PAYMENT', action: 'update', after: text }],
  );
}
