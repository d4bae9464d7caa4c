import {
  type Payment,
  type PaymentInput,
  type PaymentListQuery,
  type PaymentPage,
  type RefundInput,
  todayIn,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { raiseNotification } from '../notification/notification.service';
import { recordAudit, recordAuditEvents } from '../audit/audit.service';
import type { PropertyRow } from '../property/property.repository';
import {
  allPayments,
  auditPayment,
  findBookingMoney,
  findPayment,
  findPaymentRow,
  insertPayment,
  listPayments,
  lockBookings,
  lockPaymentRow,
  recomputeBookingPaid,
  refundedOf,
  updatePaymentRow,
  userDisplayName,
  type BookingMoneyRow,
  type PaymentRow,
} from './payment.repository';

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

export const PAID_IS_FINAL = 'A paid payment cannot be changed';

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

/** The audit row of a payment's create or update, on its transaction. */
const auditPaymentChange = (
  tx: Db,
  actor: Actor,
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

/** The booking a payment names: it must be of the payment's property (400 naming bookingId otherwise). */
async function bookingOfProperty(db: Db, property: PropertyRow, bookingId: number) {
  const b = await findBookingMoney(db, bookingId);
  if (!b || b.propertyId !== property.id)
    throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
  return b;
}

/** A booking's payment is in the booking's currency; the currency left out takes the booking's, or the property's. */
function currencyFor(property: PropertyRow, b: BookingMoneyRow | undefined, asked: string | undefined) {
  const currency = asked ?? b?.currency ?? property.localCurrency;
  if (b && currency !== b.currency)
    throw badRequest(`Booking ${b.bookingNumber} is in ${b.currency}`, {
      currency: withValues(VALIDATION_KEYS.bookingCurrency, { currency: b.currency }),
    });
  return currency;
}

/** How the audit trails write a payment: "150.00 NZD (Cash)", "-40.00 NZD (Card), refund". */
const paymentText = (row: PaymentRow) =>
  `${row.amount.toFixed(2)} ${row.currency} (${row.mode})${row.refundOf != null ? ', refund' : ''}`;

/**
 * A reservation's or an order's payment (or refund) goes into that record's history, as a booking's goes into its
 * trail.
 */
async function settleReservation(tx: Db, actor: Actor, actorName: string, row: PaymentRow) {
  for (const [entity, entityId] of [
    ['reservation', row.reservationId],
    ['order', row.orderId],
  ] as const)
    if (entityId != null)
      await recordAuditEvents(
        tx,
        { ...actor, name: actorName },
        { entity, entityId, propertyId: row.propertyId },
        [{ event: 'PAYMENT', action: 'update', after: paymentText(row) }],
      );
}

/**
 * Spec §2.4: money received raises a PAYMENT notification (its target is the payments page), naming the booking or
 * reservation it is for.
 */
async function notifyReceived(
  tx: Db,
  row: PaymentRow,
  b: Pick<BookingMoneyRow, 'bookingNumber'> | undefined,
  reservationReference?: string,
  orderReference?: string,
) {
  const forWhat = b
    ? ` for booking ${b.bookingNumber}`
    : reservationReference
      ? ` for reservation ${reservationReference}`
      : orderReference
        ? ` for order ${orderReference}`
        : '';
  await raiseNotification(tx, {
    propertyId: row.propertyId,
    notificationType: 'PAYMENT',
    referenceId: row.id,
    referenceNumber: b?.bookingNumber ?? reservationReference ?? orderReference ?? row.reference ?? null,
    status: 'confirmed',
    message: `Payment of ${money(row.currency, row.amount)} received (${row.mode})${forWhat}`,
  });
}

/** A reservation as its payment sees it: the reservation module passes it in (payment does not read reservations). */
export interface ReservationForPayment {
  id: number;
  propertyId: number;
  referenceNumber: string;
  customerId: number;
  currency: string;
}

/**
 * For the reservation module: records a Paid payment of a reservation on the caller's transaction (its creation's
 * advance, or money taken later), audited and notified as any payment. The caller holds the reservation's lock
 * and has checked the amount against its balance.
 */
export async function recordReservationPayment(
  tx: Db,
  actor: Actor,
  r: ReservationForPayment,
  input: { amount: number; mode: string; reference?: string | null; date: string; advance: boolean },
): Promise<PaymentRow> {
  const actorName = (await userDisplayName(tx, actor.id)) ?? actor.username;
  const row = await insertPayment(tx, {
    propertyId: r.propertyId,
    reservationId: r.id,
    customerId: r.customerId,
    date: input.date,
    amount: input.amount,
    currency: r.currency,
    mode: input.mode,
    status: 'Paid',
    reference: input.reference || null,
    advance: input.advance,
    receivedBy: actor.id,
    receivedByName: actorName,
    paidAt: new Date(),
  });
  await auditPaymentChange(tx, actor, null, row);
  await settleReservation(tx, actor, actorName, row);
  await notifyReceived(tx, row, undefined, r.referenceNumber);
  return row;
}

/** An order as its payment sees it: the order module passes it in (payment does not read orders). */
export interface OrderForPayment {
  id: number;
  propertyId: number;
  referenceNumber: string;
  customerId: number | null;
  currency: string;
}

/**
 * For the order module: records a Paid payment of an order on the caller's transaction, audited (in the order's
 * history too) and notified as any payment. The caller holds the order's lock and has checked the balance.
 */
export async function recordOrderPayment(
  tx: Db,
  actor: Actor,
  o: OrderForPayment,
  input: { amount: number; mode: string; reference?: string | null; date: string },
): Promise<PaymentRow> {
  const actorName = (await userDisplayName(tx, actor.id)) ?? actor.username;
  const row = await insertPayment(tx, {
    propertyId: o.propertyId,
    orderId: o.id,
    customerId: o.customerId,
    date: input.date,
    amount: input.amount,
    currency: o.currency,
    mode: input.mode,
    status: 'Paid',
    reference: input.reference || null,
    receivedBy: actor.id,
    receivedByName: actorName,
    paidAt: new Date(),
  });
  await auditPaymentChange(tx, actor, null, row);
  await settleReservation(tx, actor, actorName, row);
  await notifyReceived(tx, row, undefined, undefined, o.referenceNumber);
  return row;
}

/**
 * Pays a refund back through the gateway that took the payment (issue 13): called inside the refund's transaction,
 * after its checks and rows, so that a refusal by the gateway records nothing; answers the gateway's refund id.
 */
export type GatewayRefund = (original: PaymentRow, amount: number) => Promise<{ refundRef: string }>;

export function createPaymentService(db: Db) {
  async function reachablePayment(actor: Actor, id: number) {
    const row = await findPaymentRow(db, id);
    if (!row) throw notFound('Payment');
    const property = await reachableProperty(db, actor, row.propertyId, 'Payment');
    return { row, property };
  }

  async function answer(id: number): Promise<Payment> {
    const p = await findPayment(db, id);
    if (!p) throw notFound('Payment');
    return p;
  }

  /**
   * After a Paid payment (or refund) of a booking: booking.paid becomes the sum of its Paid payments, and the
   * payment goes into the booking's audit trail. The caller holds the booking's lock.
   */
  async function settle(tx: Db, actor: Actor, actorName: string, row: PaymentRow) {
    await settleReservation(tx, actor, actorName, row);
    if (row.bookingId == null) return;
    await recomputeBookingPaid(tx, row.bookingId);
    const text = paymentText(row);
    await auditPayment(tx, {
      propertyId: row.propertyId,
      bookingId: row.bookingId,
      text,
      userId: actor.id,
      userName: actorName,
    });
    // The booking's own history in the audit log shows the money too, as its trail does (decision 0028).
    await recordAuditEvents(
      tx,
      { ...actor, name: actorName },
      { entity: 'booking', entityId: row.bookingId, propertyId: row.propertyId },
      [{ event: 'PAYMENT', action: 'update', after: text }],
    );
  }

  return {
    async list(actor: Actor, propertyId: number, query: PaymentListQuery): Promise<PaymentPage> {
      await reachableProperty(db, actor, propertyId);
      return listPayments(db, propertyId, query);
    },

    /** The rows of the export (the list's filter and order, not paged) and the property's today for its name. */
    async exportRows(actor: Actor, propertyId: number, query: PaymentListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const rows = await allPayments(db, propertyId, query, EXPORT_READ_ROWS);
      return { rows, today: todayIn(property.timezone), property };
    },

    async get(actor: Actor, id: number): Promise<Payment> {
      await reachablePayment(actor, id);
      return answer(id);
    },

    /** Records a payment; a Paid one of a booking adds to booking.paid in the same transaction. */
    async create(actor: Actor, propertyId: number, input: PaymentInput): Promise<Payment> {
      const property = await reachableProperty(db, actor, propertyId);
      const b = input.bookingId != null ? await bookingOfProperty(db, property, input.bookingId) : undefined;
      const currency = currencyFor(property, b, input.currency);
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      const id = await db.transaction(async (tx) => {
        const [locked] = b ? await lockBookings(tx, [b.id]) : [];
        const paid = input.status === 'Paid';
        const row = await insertPayment(tx, {
          propertyId: property.id,
          bookingId: b?.id ?? null,
          customerId: locked?.customerId ?? null,
          date: input.date,
          amount: input.amount,
          currency,
          mode: input.mode,
          status: input.status,
          reference: input.reference || null,
          description: input.description || null,
          receivedBy: actor.id,
          receivedByName: actorName,
          paidAt: paid ? new Date() : null,
        });
        await auditPaymentChange(tx, actor, null, row);
        if (paid) {
          await settle(tx, actor, actorName, row);
          await notifyReceived(tx, row, locked);
        }
        return row.id;
      });
      return answer(id);
    },

    /** Changes a payment that is not paid yet (409 once Paid); marking it Paid settles its booking. */
    async update(actor: Actor, id: number, input: Partial<PaymentInput>): Promise<Payment> {
      const { row: current, property } = await reachablePayment(actor, id);
      if (current.status === 'Paid') throw conflict(PAID_IS_FINAL);
      const bookingId = input.bookingId !== undefined ? input.bookingId : current.bookingId;
      const b = bookingId != null ? await bookingOfProperty(db, property, bookingId) : undefined;
      const bookingChanged = bookingId !== current.bookingId;
      // Moving to another booking takes that booking's currency unless one is asked for.
      const asked = input.currency ?? (bookingChanged ? undefined : current.currency);
      const currency = currencyFor(property, b, asked);
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      await db.transaction(async (tx) => {
        const locked = await lockBookings(tx, [current.bookingId, bookingId]);
        const row = (await lockPaymentRow(tx, id))!;
        // Checked again under the lock: another clerk may have just marked it Paid.
        if (row.status === 'Paid') throw conflict(PAID_IS_FINAL);
        const nowPaid = (input.status ?? row.status) === 'Paid';
        const saved = await updatePaymentRow(tx, id, {
          bookingId: bookingId ?? null,
          customerId: b ? b.customerId : bookingChanged ? null : row.customerId,
          date: input.date ?? row.date,
          amount: input.amount ?? row.amount,
          currency,
          mode: input.mode ?? row.mode,
          status: input.status ?? row.status,
          ...(input.reference !== undefined ? { reference: input.reference || null } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          paidAt: nowPaid ? new Date() : null,
          ...(nowPaid ? { receivedBy: actor.id, receivedByName: actorName } : {}),
          updatedAt: new Date(),
        });
        await auditPaymentChange(tx, actor, row, saved);
        if (nowPaid) {
          await settle(tx, actor, actorName, saved);
          await notifyReceived(
            tx,
            saved,
            locked.find((l) => l.id === saved.bookingId),
          );
        }
      });
      return answer(id);
    },

    /**
     * Pays money back: a negative Paid payment on the same booking, linked to the payment it refunds. At most what
     * that payment still holds (its amount less earlier refunds) can go back.
     */
    async refund(actor: Actor, id: number, input: RefundInput, viaGateway?: GatewayRefund): Promise<Payment> {
      // A refund of a reservation's payment stays the reservation's (its paid and balance go down).
      const { row: original, property } = await reachablePayment(actor, id);
      if (original.refundOf != null || original.amount < 0) throw conflict('A refund cannot be refunded');
      if (original.status !== 'Paid') throw conflict('Only a paid payment can be refunded');
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      const refundId = await db.transaction(async (tx) => {
        await lockBookings(tx, [original.bookingId]);
        const row = (await lockPaymentRow(tx, id))!;
        const left = round2(row.amount - (await refundedOf(tx, id)));
        if (left <= 0) throw conflict('This payment has already been refunded in full');
        if (input.amount > left)
          throw badRequest(`At most ${money(row.currency, left)} of this payment can be refunded`, {
            amount: withValues(VALIDATION_KEYS.atMostAmount, { max: left.toFixed(2) }),
          });
        const refund = await insertPayment(tx, {
          propertyId: row.propertyId,
          bookingId: row.bookingId,
          reservationId: row.reservationId,
          orderId: row.orderId,
          customerId: row.customerId,
          date: input.date ?? todayIn(property.timezone),
          amount: -input.amount,
          currency: row.currency,
          mode: input.mode,
          status: 'Paid',
          refundReason: input.reason,
          refundOf: row.id,
          receivedBy: actor.id,
          receivedByName: actorName,
          paidAt: new Date(),
        });
        await auditPaymentChange(tx, actor, null, refund, 'REFUND');
        await settle(tx, actor, actorName, refund);
        // Last: the money moves only once everything else is written (the payment's lock makes a second clerk wait).
        if (viaGateway) {
          const { refundRef } = await viaGateway(row, input.amount);
          await updatePaymentRow(tx, refund.id, { reference: refundRef.slice(0, 80) });
        }
        return refund.id;
      });
      return answer(refundId);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** For other modules (expense charges a booking's folio; payment links record what a guest paid online). */
export { recordOnlinePayment, type OnlinePaymentInput } from './payment-online';
export {
  findBookingMoney,
  lockBookings,
  orderPaid,
  paymentsOfOrder,
  paymentsOfReservation,
  reservationPaid,
  userDisplayName,
} from './payment.repository';
/** For the invoice module (issue 13): payments allocated to invoices. */
export { recordInvoicePayment, type InvoiceForPayment } from './payment-invoice';
export {
  allocateBookingPayments,
  allocateOrderPayments,
  invoicePaid,
  paymentsOfInvoice,
  releaseInvoicePayments,
} from './payment-invoice.repository';
