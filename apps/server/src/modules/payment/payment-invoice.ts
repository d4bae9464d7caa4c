// Money taken against an invoice (issue 13): a Paid payment allocated to it, recorded through the payment module so
// that the payment list, the booking's folio and the PAYMENT notification see it as any payment.
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { recordAudit, recordAuditEvents } from '../audit/audit.service';
import { raiseNotification } from '../notification/notification.service';
import {
  auditPayment,
  insertPayment,
  lockBookings,
  recomputeBookingPaid,
  userDisplayName,
  type PaymentRow,
} from './payment.repository';

/** An invoice as its payment sees it: the invoice module passes it in (payment does not read invoices). */
export interface InvoiceForPayment {
  id: number;
  propertyId: number;
  number: string;
  customerId: number | null;
  currency: string;
  /** The booking it was made from: the payment pays its folio too. */
  bookingId: number | null;
  reservationId: number | null;
  /** The outlet order it was made from: the order counts the payment too. */
  orderId: number | null;
}

/**
 * Records a Paid payment of an invoice on the caller's transaction: audited, in the booking's trail (its `paid`
 * recomputed under its lock) or the reservation's history when the invoice came from one, and notified. The caller
 * holds the invoice's lock and has checked the amount against its balance.
 */
export async function recordInvoicePayment(
  tx: Db,
  actor: Actor,
  inv: InvoiceForPayment,
  input: { amount: number; mode: string; reference?: string | null; date: string },
): Promise<PaymentRow> {
  const actorName = (await userDisplayName(tx, actor.id)) ?? actor.username;
  if (inv.bookingId != null) await lockBookings(tx, [inv.bookingId]);
  const row = await insertPayment(tx, {
    propertyId: inv.propertyId,
    invoiceId: inv.id,
    bookingId: inv.bookingId,
    reservationId: inv.reservationId,
    orderId: inv.orderId,
    customerId: inv.customerId,
    date: input.date,
    amount: input.amount,
    currency: inv.currency,
    mode: input.mode,
    status: 'Paid',
    reference: input.reference || null,
    description: `Invoice ${inv.number}`,
    receivedBy: actor.id,
    receivedByName: actorName,
    paidAt: new Date(),
  });
  const who = { ...actor, name: actorName };
  await recordAudit(tx, who, {
    entity: 'payment',
    entityId: row.id,
    action: 'create',
    after: {
      invoiceId: row.invoiceId,
      bookingId: row.bookingId,
      reservationId: row.reservationId,
      date: row.date,
      amount: row.amount,
      currency: row.currency,
      mode: row.mode,
      status: row.status,
      reference: row.reference,
    },
    propertyId: row.propertyId,
  });
  const text = `${row.amount.toFixed(2)} ${row.currency} (${row.mode}), invoice ${inv.number}`;
  if (inv.bookingId != null) {
    await recomputeBookingPaid(tx, inv.bookingId);
    await auditPayment(tx, {
      propertyId: row.propertyId,
      bookingId: inv.bookingId,
      text,
      userId: actor.id,
      userName: actorName,
    });
  }
  for (const [entity, entityId] of [
    ['booking', inv.bookingId],
    ['reservation', inv.reservationId],
    ['order', inv.orderId],
    ['invoice', inv.id],
  ] as const)
    if (entityId != null)
      await recordAuditEvents(tx, who, { entity, entityId, propertyId: row.propertyId }, [
        { event: 'PAYMENT', action: 'update', after: text },
      ]);
  await raiseNotification(tx, {
    propertyId: row.propertyId,
    notificationType: 'PAYMENT',
    referenceId: row.id,
    referenceNumber: inv.number,
    status: 'confirmed',
    message: `Payment of ${row.currency} ${row.amount.toFixed(2)} received (${row.mode}) for invoice ${inv.number}`,
  });
  return row;
}
