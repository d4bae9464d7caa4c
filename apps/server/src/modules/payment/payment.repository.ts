import type { Payment, PaymentListQuery, PaymentPage, PaymentStatus } from '@bookone/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  booking,
  bookingAudit,
  customer,
  payment,
  paymentLink,
  reservation,
  salesOrder,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type PaymentRow = typeof payment.$inferSelect;
export type NewPaymentRow = typeof payment.$inferInsert;

/** The guest of a payment: its own customer, else its booking's. */
const guestName = sql<
  string | null
>`case when ${customer.id} is null then null else ${customer.firstName} || coalesce(' ' || ${customer.lastName}, '') end`;

const columns = {
  payment,
  bookingNumber: booking.bookingNumber,
  guestName,
  reservationReference: reservation.referenceNumber,
  orderReference: salesOrder.referenceNumber,
};
type Joined = {
  payment: PaymentRow;
  bookingNumber: string | null;
  guestName: string | null;
  reservationReference: string | null;
  orderReference: string | null;
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(payment)
    .leftJoin(booking, eq(booking.id, payment.bookingId))
    .leftJoin(reservation, eq(reservation.id, payment.reservationId))
    .leftJoin(salesOrder, eq(salesOrder.id, payment.orderId))
    .leftJoin(customer, eq(customer.id, sql`coalesce(${payment.customerId}, ${booking.customerId})`));
}

export function toPayment(r: Joined): Payment {
  const p = r.payment;
  return {
    id: p.id,
    propertyId: p.propertyId,
    bookingId: p.bookingId,
    bookingNumber: r.bookingNumber,
    guestName: r.guestName,
    reservationId: p.reservationId,
    reservationReference: r.reservationReference,
    orderId: p.orderId,
    orderReference: r.orderReference,
    expenseId: p.expenseId,
    date: p.date,
    amount: p.amount,
    currency: p.currency,
    mode: p.mode,
    status: p.status as PaymentStatus,
    reference: p.reference,
    description: p.description,
    refundReason: p.refundReason,
    refundOf: p.refundOf,
    advance: p.advance,
    receivedByName: p.receivedByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function findPaymentRow(db: Db, id: number) {
  const [row] = await db.select().from(payment).where(eq(payment.id, id));
  return row;
}

/** The payment row, locked until the transaction ends (two refunds of one payment run one after the other). */
export async function lockPaymentRow(db: Db, id: number) {
  const [row] = await db.select().from(payment).where(eq(payment.id, id)).for('update');
  return row;
}

export async function findPayment(db: Db, id: number): Promise<Payment | undefined> {
  const [row] = await joined(db).where(eq(payment.id, id));
  return row ? toPayment(row) : undefined;
}

export async function insertPayment(db: Db, values: NewPaymentRow) {
  const [row] = await db.insert(payment).values(values).returning();
  return row!;
}

export async function updatePaymentRow(db: Db, id: number, values: Partial<NewPaymentRow>) {
  const [row] = await db.update(payment).set(values).where(eq(payment.id, id)).returning();
  return row!;
}

/**
 * What has already gone back of a payment (a positive number): its Paid refunds and the one pending at the gateway
 * (NotPaid until the gateway answers), which is spoken for.
 */
export async function refundedOf(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${payment.amount}), 0)`.mapWith(Number) })
    .from(payment)
    .where(eq(payment.refundOf, paymentId));
  return row?.total ?? 0;
}

/** Whether a guest paid this payment online through a payment link (its refund then goes through the gateway). */
export async function isLinkPayment(db: Db, paymentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentLink.id })
    .from(paymentLink)
    .where(eq(paymentLink.paymentId, paymentId))
    .limit(1);
  return rows.length > 0;
}

/** A refund pending at the gateway turns Paid with the gateway's refund id, once (null when already settled). */
export async function markRefundPaid(db: Db, refundId: number, reference: string) {
  const [row] = await db
    .update(payment)
    .set({ status: 'Paid', reference: reference.slice(0, 80), paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payment.id, refundId), eq(payment.status, 'NotPaid'), isNotNull(payment.refundOf)))
    .returning();
  return row;
}

/** A refund the gateway refused goes: nothing moved (null when already settled). */
export async function dropPendingRefund(db: Db, refundId: number) {
  const [row] = await db
    .delete(payment)
    .where(and(eq(payment.id, refundId), eq(payment.status, 'NotPaid'), isNotNull(payment.refundOf)))
    .returning();
  return row;
}

/** Refunds still pending at the gateway since before `before` (a crash, or a gateway that did not answer). */
export async function pendingRefunds(db: Db, before: Date) {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.status, 'NotPaid'), isNotNull(payment.refundOf), lt(payment.createdAt, before)))
    .orderBy(asc(payment.id));
}

function paymentSearch(search: string): SQL | undefined {
  const like = likeText(search);
  return or(
    ilike(payment.reference, like),
    ilike(payment.description, like),
    ilike(payment.refundReason, like),
    ilike(booking.bookingNumber, like),
    ilike(reservation.referenceNumber, like),
    ilike(salesOrder.referenceNumber, like),
    ilike(guestName, like),
  );
}

function paymentWhere(propertyId: number, q: PaymentListQuery): SQL | undefined {
  return and(
    eq(payment.propertyId, propertyId),
    q.status ? eq(payment.status, q.status) : undefined,
    q.mode ? eq(payment.mode, q.mode) : undefined,
    q.from ? gte(payment.date, q.from) : undefined,
    q.to ? lte(payment.date, q.to) : undefined,
    q.bookingId ? eq(payment.bookingId, q.bookingId) : undefined,
    // A refund is a negative payment (refund_of names the payment it pays back).
    q.refunds === 'only' ? or(isNotNull(payment.refundOf), lt(payment.amount, 0)) : undefined,
    q.refunds === 'exclude' ? and(isNull(payment.refundOf), gte(payment.amount, 0)) : undefined,
    q.search ? paymentSearch(q.search) : undefined,
  );
}

/** The asked column and direction, or newest first when no column is asked. */
const SORT = listSort<NonNullable<PaymentListQuery['sort']>>({
  columns: {
    date: payment.date,
    amount: payment.amount,
    mode: payment.mode,
    status: payment.status,
    createdAt: payment.createdAt,
  },
  tiebreak: payment.id,
  fallback: [desc(payment.date), desc(payment.id)],
});

const paymentRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toPayment);

/** A page of the property's payments with the sum of everything the filter matches. */
export async function listPayments(db: Db, propertyId: number, q: PaymentListQuery): Promise<PaymentPage> {
  const where = paymentWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: paymentRows(db, where),
    count: async () => {
      const [agg] = await db
        .select({ n: count(), total: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number) })
        .from(payment)
        .leftJoin(booking, eq(booking.id, payment.bookingId))
        .leftJoin(reservation, eq(reservation.id, payment.reservationId))
        .leftJoin(salesOrder, eq(salesOrder.id, payment.orderId))
        .leftJoin(customer, eq(customer.id, sql`coalesce(${payment.customerId}, ${booking.customerId})`))
        .where(where);
      return { n: agg?.n ?? 0, totalAmount: Math.round((agg?.total ?? 0) * 100) / 100 };
    },
  });
}

/** Every payment the filter matches (up to `limit`), in the list's order: the export. */
export async function allPayments(db: Db, propertyId: number, q: PaymentListQuery, limit: number) {
  return firstRows(q, SORT, paymentRows(db, paymentWhere(propertyId, q)), limit);
}

// ------------------------------------------------------------------ the booking a payment belongs to

export type BookingMoneyRow = Pick<
  typeof booking.$inferSelect,
  'id' | 'propertyId' | 'bookingNumber' | 'customerId' | 'currency' | 'paid' | 'status'
>;

const bookingMoney = {
  id: booking.id,
  propertyId: booking.propertyId,
  bookingNumber: booking.bookingNumber,
  customerId: booking.customerId,
  currency: booking.currency,
  paid: booking.paid,
  status: booking.status,
};

export async function findBookingMoney(db: Db, id: number): Promise<BookingMoneyRow | undefined> {
  const [row] = await db.select(bookingMoney).from(booking).where(eq(booking.id, id));
  return row;
}

/**
 * Locks the booking rows (lowest id first, so two transactions touching the same two bookings cannot deadlock);
 * the booking row comes first in every front-office transaction.
 */
export async function lockBookings(db: Db, ids: (number | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is number => id != null))].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  return db
    .select(bookingMoney)
    .from(booking)
    .where(inArray(booking.id, unique))
    .orderBy(asc(booking.id))
    .for('update');
}

/** booking.paid = the sum of its Paid payments (refunds negative). The caller holds the booking's lock. */
export async function recomputeBookingPaid(db: Db, bookingId: number) {
  await db
    .update(booking)
    .set({
      paid: sql`coalesce((select sum(${payment.amount}) from ${payment} where ${payment.bookingId} = ${bookingId} and ${payment.status} = 'Paid'), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(booking.id, bookingId));
}

/**
 * A PAYMENT line in the booking's audit trail, written like the booking module's advance payment line:
 * "150.00 NZD (Cash)", "-40.00 NZD (Card), refund".
 */
export async function auditPayment(
  db: Db,
  values: { propertyId: number; bookingId: number; text: string; userId: number | null; userName: string },
) {
  await db.insert(bookingAudit).values({
    propertyId: values.propertyId,
    bookingId: values.bookingId,
    type: 'PAYMENT',
    newValue: values.text,
    userId: values.userId,
    userName: values.userName,
  });
}

/** The signed-in user's display name, kept on the rows they create (the name stays if the user goes). */
export async function userDisplayName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: appUser.firstName, lastName: appUser.lastName, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.id, userId));
  if (!row) return null;
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}

// ------------------------------------------------------------------ the reservation a payment belongs to

/** The payments of a reservation (refunds included), oldest first. */
export async function paymentsOfReservation(db: Db, reservationId: number): Promise<Payment[]> {
  return (
    await joined(db)
      .where(eq(payment.reservationId, reservationId))
      .orderBy(asc(payment.createdAt), asc(payment.id))
  ).map(toPayment);
}

/** What a reservation has been paid: the sum of its Paid payments (refunds negative). */
export async function reservationPaid(db: Db, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number) })
    .from(payment)
    .where(and(eq(payment.reservationId, reservationId), eq(payment.status, 'Paid')));
  return Math.round((row?.total ?? 0) * 100) / 100;
}

// ------------------------------------------------------------------ the order a payment belongs to

/** The payments of an order (refunds included), oldest first. */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<Payment[]> {
  return (
    await joined(db).where(eq(payment.orderId, orderId)).orderBy(asc(payment.createdAt), asc(payment.id))
  ).map(toPayment);
}

/** What an order has been paid: the sum of its Paid payments (refunds negative). */
export async function orderPaid(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number) })
    .from(payment)
    .where(and(eq(payment.orderId, orderId), eq(payment.status, 'Paid')));
  return Math.round((row?.total ?? 0) * 100) / 100;
}
