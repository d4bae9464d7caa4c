// Payment links (issue 13): the only SQL of the module. Reads of the booking, reservation, order and property a link
// is for are kept to the columns the link shows (an invoice is read through its module); money is written by the
// payment module.
import type { PaymentLink, PaymentLinkListQuery, PaymentLinkPage, PaymentLinkStatus } from '@bookone/domain';
import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  customer,
  payment,
  paymentGateway,
  paymentLink,
  property,
  propertyPaymentSetting,
  propertySubscription,
  reservation,
  salesOrder,
  subscription,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type PaymentLinkRow = typeof paymentLink.$inferSelect;
export type NewPaymentLinkRow = typeof paymentLink.$inferInsert;

/** ACTIVE past its expiry reads EXPIRED: the status a list filters and sorts by. */
const statusNow = sql<PaymentLinkStatus>`case when ${paymentLink.status} = 'ACTIVE' and ${paymentLink.expiresAt} <= now() then 'EXPIRED' else ${paymentLink.status} end`;

export const linkStatus = (
  r: Pick<PaymentLinkRow, 'status' | 'expiresAt'>,
  now = new Date(),
): PaymentLinkStatus =>
  r.status === 'ACTIVE' && r.expiresAt <= now ? 'EXPIRED' : (r.status as PaymentLinkStatus);

export function toPaymentLink(r: PaymentLinkRow): PaymentLink {
  return {
    id: r.id,
    propertyId: r.propertyId,
    purpose: r.purpose as PaymentLink['purpose'],
    bookingId: r.bookingId,
    reservationId: r.reservationId,
    invoiceId: r.invoiceId,
    orderId: r.orderId,
    reference: r.reference,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    status: linkStatus(r),
    expiresAt: r.expiresAt.toISOString(),
    email: r.email,
    phone: r.phone,
    payerName: r.payerName,
    testMode: r.testMode,
    paymentId: r.paymentId,
    paidAt: r.paidAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelledByName: r.cancelledByName,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function insertLink(db: Db, values: NewPaymentLinkRow) {
  const [row] = await db.insert(paymentLink).values(values).returning();
  if (!row) throw new Error('insert payment_link returned nothing');
  return row;
}

export async function findLinkRow(db: Db, id: number) {
  const [row] = await db.select().from(paymentLink).where(eq(paymentLink.id, id));
  return row;
}

export async function findLinkByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(paymentLink).where(eq(paymentLink.tokenHash, tokenHash));
  return row;
}

/** The paid link that took a payment (the gateway's payment id is on it), if the payment came through one. */
export async function findLinkByPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select()
    .from(paymentLink)
    .where(and(eq(paymentLink.paymentId, paymentId), eq(paymentLink.status, 'PAID')));
  return row;
}

/** The link's row under lock: a cancel, a checkout and a payment of one link run one after the other. */
export async function lockLinkRow(db: Db, id: number) {
  const [row] = await db.select().from(paymentLink).where(eq(paymentLink.id, id)).for('update');
  return row;
}

/** An enquiry's links under lock, by id (one order for every caller). */
export async function lockLinksOfEnquiry(db: Db, enquiryId: number) {
  return db
    .select()
    .from(paymentLink)
    .where(eq(paymentLink.enquiryId, enquiryId))
    .orderBy(asc(paymentLink.id))
    .for('update');
}

export async function updateLinkRow(db: Db, id: number, values: Partial<NewPaymentLinkRow>) {
  const [row] = await db
    .update(paymentLink)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentLink.id, id))
    .returning();
  return row;
}

/**
 * ACTIVE → PAID, only while the link is still ACTIVE: of two deliveries of one payment racing, the second finds
 * the row PAID (PostgreSQL re-reads it after the first commits) and changes nothing. The unique
 * (gateway_kind, gateway_payment_ref) stops a second link from claiming the same money.
 */
export async function markLinkPaid(
  db: Db,
  id: number,
  values: { gatewayKind: string; gatewayPaymentRef: string; paymentId: number },
) {
  const [row] = await db
    .update(paymentLink)
    .set({ ...values, status: 'PAID', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(paymentLink.id, id), eq(paymentLink.status, 'ACTIVE')))
    .returning();
  return row;
}

/** Whether the property holds a subscription of the name, compared trimmed and case-insensitively (spec §6). */
export async function holdsSubscription(db: Db, propertyId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscription.id })
    .from(propertySubscription)
    .innerJoin(subscription, eq(subscription.id, propertySubscription.subscriptionId))
    .where(
      and(
        eq(propertySubscription.propertyId, propertyId),
        eq(sql`lower(trim(${subscription.name}))`, name.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row != null;
}

/** What a link for a booking's balance needs of it. */
export async function bookingForLink(db: Db, id: number) {
  const [row] = await db
    .select({
      id: booking.id,
      propertyId: booking.propertyId,
      bookingNumber: booking.bookingNumber,
      status: booking.status,
      currency: booking.currency,
      customerId: booking.customerId,
      balance:
        sql<number>`round(${booking.total} + ${booking.servicesTotal} + ${booking.expensesTotal} - ${booking.paid}, 2)`.mapWith(
          Number,
        ),
      guestName: sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`,
      guestEmail: customer.email,
    })
    .from(booking)
    .leftJoin(customer, eq(customer.id, booking.customerId))
    .where(eq(booking.id, id));
  return row;
}

/** What a link for a reservation needs of it: its balance is its total less its Paid payments. */
export async function reservationForLink(db: Db, id: number) {
  const [row] = await db
    .select({
      id: reservation.id,
      propertyId: reservation.propertyId,
      referenceNumber: reservation.referenceNumber,
      status: reservation.status,
      currency: reservation.currency,
      customerId: reservation.customerId,
      balance:
        sql<number>`round(${reservation.total} - coalesce((select sum(${payment.amount}) from ${payment} where ${payment.reservationId} = ${reservation.id} and ${payment.status} = 'Paid'), 0), 2)`.mapWith(
          Number,
        ),
      guestName: sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`,
      guestEmail: customer.email,
    })
    .from(reservation)
    .leftJoin(customer, eq(customer.id, reservation.customerId))
    .where(eq(reservation.id, id));
  return row;
}

/** What a link for an outlet order needs of it: its balance is its total less its Paid payments (refunds negative). */
export async function orderForLink(db: Db, id: number) {
  const [row] = await db
    .select({
      id: salesOrder.id,
      propertyId: salesOrder.propertyId,
      referenceNumber: salesOrder.referenceNumber,
      status: salesOrder.status,
      deliveryMethod: salesOrder.deliveryMethod,
      currency: salesOrder.currency,
      customerId: salesOrder.customerId,
      balance:
        sql<number>`round(${salesOrder.total} - coalesce((select sum(${payment.amount}) from ${payment} where ${payment.orderId} = ${salesOrder.id} and ${payment.status} = 'Paid'), 0), 2)`.mapWith(
          Number,
        ),
      guestName: sql<
        string | null
      >`nullif(trim(coalesce(${customer.firstName}, '') || ' ' || coalesce(${customer.lastName}, '')), '')`,
      guestEmail: customer.email,
    })
    .from(salesOrder)
    .leftJoin(customer, eq(customer.id, salesOrder.customerId))
    .where(eq(salesOrder.id, id));
  return row;
}

/** The property's gateway, as the public page shows it (no secret is read here). */
export async function propertyForPage(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      id: property.id,
      name: property.name,
      logoUrl: property.logoUrl,
      timezone: property.timezone,
      gatewayKind: paymentGateway.kind,
      mode: propertyPaymentSetting.mode,
    })
    .from(property)
    .leftJoin(propertyPaymentSetting, eq(propertyPaymentSetting.propertyId, property.id))
    .leftJoin(paymentGateway, eq(paymentGateway.id, propertyPaymentSetting.gatewayId))
    .where(eq(property.id, propertyId));
  return row;
}

function linkWhere(propertyId: number, q: PaymentLinkListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(paymentLink.propertyId, propertyId),
    q.status === 'EXPIRED'
      ? and(eq(paymentLink.status, 'ACTIVE'), lte(paymentLink.expiresAt, sql`now()`))
      : q.status === 'ACTIVE'
        ? and(eq(paymentLink.status, 'ACTIVE'), gt(paymentLink.expiresAt, sql`now()`))
        : q.status
          ? eq(paymentLink.status, q.status)
          : undefined,
    q.purpose ? eq(paymentLink.purpose, q.purpose) : undefined,
    q.bookingId ? eq(paymentLink.bookingId, q.bookingId) : undefined,
    q.reservationId ? eq(paymentLink.reservationId, q.reservationId) : undefined,
    q.invoiceId ? eq(paymentLink.invoiceId, q.invoiceId) : undefined,
    q.orderId ? eq(paymentLink.orderId, q.orderId) : undefined,
    like
      ? or(
          ilike(paymentLink.reference, like),
          ilike(paymentLink.description, like),
          ilike(paymentLink.email, like),
          ilike(paymentLink.payerName, like),
        )
      : undefined,
  );
}

/** Newest first unless another order is asked. */
const SORT = listSort<NonNullable<PaymentLinkListQuery['sort']>>({
  columns: {
    createdAt: paymentLink.createdAt,
    expiresAt: paymentLink.expiresAt,
    amount: paymentLink.amount,
    status: statusNow,
  },
  tiebreak: paymentLink.id,
  fallback: [desc(paymentLink.createdAt), desc(paymentLink.id)],
});

const linkRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await db
      .select()
      .from(paymentLink)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toPaymentLink);

export async function listLinks(
  db: Db,
  propertyId: number,
  q: PaymentLinkListQuery,
): Promise<PaymentLinkPage> {
  const where = linkWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: linkRows(db, where),
    count: async () => {
      const [agg] = await db.select({ n: count() }).from(paymentLink).where(where);
      return { n: agg?.n ?? 0 };
    },
  });
}

export const allLinks = (db: Db, propertyId: number, q: PaymentLinkListQuery, limit: number) =>
  firstRows(q, SORT, linkRows(db, linkWhere(propertyId, q)), limit);
