import {
  type GatewayRefundInput,
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
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { auditPaymentChange, settlePayment, settleReservation } from './payment-settle';
import {
  allPayments,
  findBookingMoney,
  findPayment,
  findPaymentRow,
  insertPayment,
  listPayments,
  lockBookings,
  isLinkPayment,
  lockPaymentRow,
  refundedOf,
  updatePaymentRow,
  userDisplayName,
  type BookingMoneyRow,
  type PaymentRow,
} from './payment.repository';

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

export const PAID_IS_FINAL = 'A paid payment cannot be changed';

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

/** Why the desk's refund refuses a payment made online (the clerk refunds it through the gateway). */
export const ONLINE_REFUND_REFUSAL =
  'This payment was made online through a payment link: refund it through the gateway (Refund through gateway), ' +
  'so that the money goes back to the card';
export const REFUND_IN_PROGRESS =
  'A refund of this payment is in progress at the gateway: it completes (or is dropped) once the gateway answers';

/** A refund pays back a Paid payment, never a refund. */
function assertRefundable(p: PaymentRow) {
  if (p.refundOf != null || p.amount < 0) throw conflict('A refund cannot be refunded');
  if (p.status !== 'Paid') throw conflict('Only a paid payment can be refunded');
}

/** Under the payment's lock: at most what it still holds (its amount less refunds done or pending) goes back. */
async function assertLeft(tx: Db, row: PaymentRow, amount: number) {
  const left = round2(row.amount - (await refundedOf(tx, row.id)));
  if (left <= 0) throw conflict('This payment has already been refunded in full');
  if (amount > left)
    throw badRequest(`At most ${money(row.currency, left)} of this payment can be refunded`, {
      amount: withValues(VALIDATION_KEYS.atMostAmount, { max: left.toFixed(2) }),
    });
}

/** A refund belongs where the payment did: the same records, customer and currency. */
const refundOf = (row: PaymentRow) => ({
  propertyId: row.propertyId,
  bookingId: row.bookingId,
  reservationId: row.reservationId,
  orderId: row.orderId,
  customerId: row.customerId,
  currency: row.currency,
  refundOf: row.id,
});

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
          await settlePayment(tx, actor, actorName, row);
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
      // A refund waiting for the gateway's answer is settled by that answer only.
      if (current.refundOf != null) throw conflict(REFUND_IN_PROGRESS);
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
          await settlePayment(tx, actor, actorName, saved);
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
     * Pays money back at the desk (cash, a card terminal): a negative Paid payment on the same record, linked to the
     * payment it refunds. At most what that payment still holds (its amount less earlier refunds) can go back. A
     * payment a guest made online through a payment link goes back through its gateway instead (409 here).
     */
    async refund(actor: Actor, id: number, input: RefundInput): Promise<Payment> {
      // A refund of a reservation's payment stays the reservation's (its paid and balance go down).
      const { row: original, property } = await reachablePayment(actor, id);
      assertRefundable(original);
      if (await isLinkPayment(db, id)) throw conflict(ONLINE_REFUND_REFUSAL);
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      const refundId = await db.transaction(async (tx) => {
        await lockBookings(tx, [original.bookingId]);
        const row = (await lockPaymentRow(tx, id))!;
        await assertLeft(tx, row, input.amount);
        const refund = await insertPayment(tx, {
          ...refundOf(row),
          date: input.date ?? todayIn(property.timezone),
          amount: -input.amount,
          mode: input.mode,
          status: 'Paid',
          refundReason: input.reason,
          receivedBy: actor.id,
          receivedByName: actorName,
          paidAt: new Date(),
        });
        await auditPaymentChange(tx, actor, null, refund, 'REFUND');
        await settlePayment(tx, actor, actorName, refund);
        return refund.id;
      });
      return answer(refundId);
    },

    /**
     * The first step of a refund through the gateway (decision 0038's follow-up): in one short transaction, the
     * refund is written NotPaid (pending) for what is asked, if the payment still holds it. At most one refund of a
     * payment is pending at a time (a unique index): of two clerks at once one wins, the other gets 409. Nothing
     * is settled yet: completeGatewayRefund does that once the gateway said yes.
     */
    async beginGatewayRefund(actor: Actor, id: number, input: GatewayRefundInput): Promise<PaymentRow> {
      const { row: original, property } = await reachablePayment(actor, id);
      assertRefundable(original);
      const actorName = (await userDisplayName(db, actor.id)) ?? actor.username;
      try {
        return await db.transaction(async (tx) => {
          const row = (await lockPaymentRow(tx, id))!;
          await assertLeft(tx, row, input.amount);
          return insertPayment(tx, {
            ...refundOf(row),
            // The gateway's refund settles the invoice the payment paid (the link module settles it on completion).
            invoiceId: row.invoiceId,
            date: todayIn(property.timezone),
            amount: -input.amount,
            mode: 'Card',
            status: 'NotPaid',
            refundReason: input.reason,
            receivedBy: actor.id,
            receivedByName: actorName,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(REFUND_IN_PROGRESS);
        throw err;
      }
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** For payment links: a refund through the gateway recorded once the gateway answered (decision 0038). */
export { completeGatewayRefund, dropGatewayRefund, staleGatewayRefunds } from './payment-gateway-refund';
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
