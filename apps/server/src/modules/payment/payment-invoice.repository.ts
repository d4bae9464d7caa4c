// The payments allocated to invoices (issue 13): payment.invoice_id, read and set here for the invoice module.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { payment } from '../../db/schema';

/** The payments of an invoice (refunds negative), oldest first. */
export async function paymentsOfInvoice(db: Db, invoiceId: number) {
  return db
    .select({
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      mode: payment.mode,
      reference: payment.reference,
      receivedByName: payment.receivedByName,
    })
    .from(payment)
    .where(and(eq(payment.invoiceId, invoiceId), eq(payment.status, 'Paid')))
    .orderBy(asc(payment.createdAt), asc(payment.id));
}

/** What an invoice has been paid: the sum of its Paid payments (refunds negative). */
export async function invoicePaid(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number) })
    .from(payment)
    .where(and(eq(payment.invoiceId, invoiceId), eq(payment.status, 'Paid')));
  return Math.round((row?.total ?? 0) * 100) / 100;
}

/**
 * Allocates a booking's Paid payments not yet on an invoice to the invoice made from it (its folio was paid before
 * it was invoiced); a deleted draft gives them back (the foreign key sets null). Answers how many moved.
 */
export async function allocateBookingPayments(db: Db, bookingId: number, invoiceId: number) {
  const rows = await db
    .update(payment)
    .set({ invoiceId })
    .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'Paid'), isNull(payment.invoiceId)))
    .returning({ id: payment.id });
  return rows.length;
}

/** The same for an order invoiced after it was paid (at the table, or split). */
export async function allocateOrderPayments(db: Db, orderId: number, invoiceId: number) {
  const rows = await db
    .update(payment)
    .set({ invoiceId })
    .where(and(eq(payment.orderId, orderId), eq(payment.status, 'Paid'), isNull(payment.invoiceId)))
    .returning({ id: payment.id });
  return rows.length;
}

/** Gives an invoice's payments back to no invoice (a voided invoice keeps none). */
export async function releaseInvoicePayments(db: Db, invoiceId: number) {
  await db.update(payment).set({ invoiceId: null }).where(eq(payment.invoiceId, invoiceId));
}
