// Invoices, their lines and the numbering per property (issue 13). The only file of the module with SQL.
import {
  INVOICE_STATUSES,
  type InvoiceLine,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceStatus,
  type InvoiceSummary,
  type OrganisationInvoiceListQuery,
} from '@bookone/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { booking, invoice, invoiceLine, invoiceSequence, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type InvoiceRow = typeof invoice.$inferSelect;
export type NewInvoiceRow = typeof invoice.$inferInsert;
export type NewInvoiceLineRow = Omit<typeof invoiceLine.$inferInsert, 'invoiceId' | 'id' | 'position'>;
export type InvoiceSequenceRow = typeof invoiceSequence.$inferSelect;

const parent = alias(invoice, 'parent_invoice');
const round2 = (n: number) => Math.round(n * 100) / 100;
const balance = sql<number>`(${invoice.total} - ${invoice.credited} - ${invoice.paid})`;
/** The date a list filters and sorts an invoice by: its issue date, a draft's creation day. */
const listDate = sql<string>`coalesce(${invoice.issueDate}, (${invoice.createdAt})::date)`;

const summaryColumns = {
  invoice,
  propertyName: property.name,
  bookingNumber: booking.bookingNumber,
  parentNumber: parent.number,
};
type Joined = {
  invoice: InvoiceRow;
  propertyName: string;
  bookingNumber: string | null;
  parentNumber: string | null;
};

function joined(db: Db) {
  return db
    .select(summaryColumns)
    .from(invoice)
    .innerJoin(property, eq(property.id, invoice.propertyId))
    .leftJoin(booking, eq(booking.id, invoice.bookingId))
    .leftJoin(parent, eq(parent.id, invoice.creditNoteOf));
}

export function toInvoiceSummary(r: Joined): InvoiceSummary {
  const i = r.invoice;
  return {
    id: i.id,
    propertyId: i.propertyId,
    propertyName: r.propertyName,
    kind: i.kind as InvoiceSummary['kind'],
    number: i.number,
    status: i.status as InvoiceStatus,
    source: i.source as InvoiceSummary['source'],
    customerId: i.customerId,
    companyId: i.companyId,
    billToName: i.billToName,
    billToTaxNumber: i.billToTaxNumber,
    bookingId: i.bookingId,
    bookingNumber: r.bookingNumber,
    reservationId: i.reservationId,
    creditNoteOf: i.creditNoteOf,
    creditNoteOfNumber: r.parentNumber,
    currency: i.currency,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    subtotal: i.subtotal,
    taxTotal: i.taxTotal,
    total: i.total,
    credited: i.credited,
    paid: i.paid,
    balance: round2(i.total - i.credited - i.paid),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export async function findInvoiceRow(db: Db, id: number) {
  const [row] = await db.select().from(invoice).where(eq(invoice.id, id));
  return row;
}

export async function lockInvoiceRow(db: Db, id: number) {
  const [row] = await db.select().from(invoice).where(eq(invoice.id, id)).for('update');
  return row;
}

export async function findInvoiceSummary(db: Db, id: number): Promise<InvoiceSummary | undefined> {
  const [row] = await joined(db).where(eq(invoice.id, id));
  return row ? toInvoiceSummary(row) : undefined;
}

export async function linesOf(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  return db
    .select({
      id: invoiceLine.id,
      position: invoiceLine.position,
      description: invoiceLine.description,
      quantity: invoiceLine.quantity,
      unitPrice: invoiceLine.unitPrice,
      discount: invoiceLine.discount,
      taxRate: invoiceLine.taxRate,
      net: invoiceLine.net,
      tax: invoiceLine.tax,
      total: invoiceLine.total,
    })
    .from(invoiceLine)
    .where(eq(invoiceLine.invoiceId, invoiceId))
    .orderBy(asc(invoiceLine.position), asc(invoiceLine.id));
}

/** The credit notes of an invoice, oldest first. */
export async function creditNotesOf(db: Db, invoiceId: number) {
  return db
    .select({ id: invoice.id, number: invoice.number, issueDate: invoice.issueDate, total: invoice.total })
    .from(invoice)
    .where(eq(invoice.creditNoteOf, invoiceId))
    .orderBy(asc(invoice.id));
}

export async function insertInvoice(db: Db, values: NewInvoiceRow) {
  const [row] = await db.insert(invoice).values(values).returning();
  return row!;
}

export async function updateInvoiceRow(db: Db, id: number, values: Partial<NewInvoiceRow>) {
  const [row] = await db
    .update(invoice)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoice.id, id))
    .returning();
  return row!;
}

export async function deleteInvoiceRow(db: Db, id: number) {
  await db.delete(invoice).where(eq(invoice.id, id));
}

/** Replaces a draft's lines with the given ones, in their order. */
export async function replaceLines(db: Db, invoiceId: number, lines: readonly NewInvoiceLineRow[]) {
  await db.delete(invoiceLine).where(eq(invoiceLine.invoiceId, invoiceId));
  if (lines.length > 0)
    await db.insert(invoiceLine).values(lines.map((l, i) => ({ ...l, invoiceId, position: i + 1 })));
}

/** The property's numbering, as stored (undefined before its first invoice or setting). */
export async function findSequence(db: Db, propertyId: number) {
  const [row] = await db.select().from(invoiceSequence).where(eq(invoiceSequence.propertyId, propertyId));
  return row;
}

/**
 * The property's numbering row, created on first use and locked until the transaction ends: two clerks issuing at
 * once take their numbers one after the other.
 */
export async function lockSequence(db: Db, propertyId: number): Promise<InvoiceSequenceRow> {
  await db.insert(invoiceSequence).values({ propertyId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(invoiceSequence)
    .where(eq(invoiceSequence.propertyId, propertyId))
    .for('update');
  return row!;
}

export async function updateSequence(
  db: Db,
  propertyId: number,
  values: Partial<Omit<InvoiceSequenceRow, 'propertyId'>>,
) {
  await db
    .update(invoiceSequence)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoiceSequence.propertyId, propertyId));
}

/** Sum of the credit notes issued against an invoice (after tax). */
export async function creditedTotal(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${invoice.total}), 0)`.mapWith(Number) })
    .from(invoice)
    .where(and(eq(invoice.creditNoteOf, invoiceId), ne(invoice.status, 'VOID')));
  return round2(row?.total ?? 0);
}

/** An invoice (not void, not a credit note) already made from the booking: a booking is invoiced once. */
export async function liveInvoiceOfBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select({ id: invoice.id, number: invoice.number })
    .from(invoice)
    .where(and(eq(invoice.bookingId, bookingId), eq(invoice.kind, 'INVOICE'), ne(invoice.status, 'VOID')))
    .limit(1);
  return row;
}

/** The same for a reservation. */
export async function liveInvoiceOfReservation(db: Db, reservationId: number) {
  const [row] = await db
    .select({ id: invoice.id, number: invoice.number })
    .from(invoice)
    .where(
      and(eq(invoice.reservationId, reservationId), eq(invoice.kind, 'INVOICE'), ne(invoice.status, 'VOID')),
    )
    .limit(1);
  return row;
}

/** The same for an order. */
export async function liveInvoiceOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: invoice.id, number: invoice.number })
    .from(invoice)
    .where(and(eq(invoice.orderId, orderId), eq(invoice.kind, 'INVOICE'), ne(invoice.status, 'VOID')))
    .limit(1);
  return row;
}

/** Which of these bookings are already on a live invoice. */
export async function invoicedBookings(db: Db, bookingIds: number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: invoice.bookingId })
    .from(invoice)
    .where(
      and(inArray(invoice.bookingId, bookingIds), eq(invoice.kind, 'INVOICE'), ne(invoice.status, 'VOID')),
    );
  return new Set(rows.map((r) => r.bookingId!));
}

// ------------------------------------------------------------------ lists

function invoiceSearch(search: string): SQL | undefined {
  const like = likeText(search);
  return or(
    ilike(invoice.number, like),
    ilike(invoice.billToName, like),
    ilike(invoice.billToTaxNumber, like),
    ilike(invoice.notes, like),
    ilike(booking.bookingNumber, like),
  );
}

/** The scope (a property, or the organisation's properties) and every filter but the status tab. */
function baseWhere(scope: SQL, q: InvoiceListQuery): SQL | undefined {
  return and(
    scope,
    q.kind ? eq(invoice.kind, q.kind) : undefined,
    q.from ? gte(listDate, q.from) : undefined,
    q.to ? lte(listDate, q.to) : undefined,
    q.customerId ? eq(invoice.customerId, q.customerId) : undefined,
    q.companyId ? eq(invoice.companyId, q.companyId) : undefined,
    q.bookingId ? eq(invoice.bookingId, q.bookingId) : undefined,
    q.search ? invoiceSearch(q.search) : undefined,
  );
}

const SORT = listSort<NonNullable<InvoiceListQuery['sort']>>({
  columns: {
    number: invoice.number,
    issueDate: listDate,
    dueDate: invoice.dueDate,
    billToName: sql`lower(${invoice.billToName})`,
    total: invoice.total,
    balance,
    createdAt: invoice.createdAt,
  },
  tiebreak: invoice.id,
  fallback: [desc(listDate), desc(invoice.id)],
});

const invoiceRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toInvoiceSummary);

export const propertyScope = (propertyId: number) => eq(invoice.propertyId, propertyId);
/** The organisation's properties, by name: Manage Invoice's picker. */
export const propertiesOfOrganisation = (db: Db, organisationId: number) =>
  db
    .select({ id: property.id, name: property.name })
    .from(property)
    .where(eq(property.organisationId, organisationId))
    .orderBy(asc(property.name), asc(property.id));

export const organisationScope = (organisationId: number, propertyId?: number) =>
  and(
    eq(property.organisationId, organisationId),
    propertyId ? eq(invoice.propertyId, propertyId) : undefined,
  )!;

/** A page of invoices of the scope, with the counts per status of the filter (the tabs' badges). */
export async function listInvoices(
  db: Db,
  scope: SQL,
  q: InvoiceListQuery | OrganisationInvoiceListQuery,
): Promise<InvoicePage> {
  const base = baseWhere(scope, q);
  const where = and(base, q.status ? eq(invoice.status, q.status) : undefined);
  return paginate(q, SORT, {
    rows: invoiceRows(db, where),
    count: async () => {
      const rows = await db
        .select({ status: invoice.status, n: count() })
        .from(invoice)
        .innerJoin(property, eq(property.id, invoice.propertyId))
        .leftJoin(booking, eq(booking.id, invoice.bookingId))
        .where(base)
        .groupBy(invoice.status);
      const statusCounts = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, 0])) as Record<
        InvoiceStatus,
        number
      >;
      for (const r of rows) statusCounts[r.status as InvoiceStatus] = r.n;
      const n = q.status ? statusCounts[q.status] : rows.reduce((s, r) => s + r.n, 0);
      return { n, statusCounts };
    },
  });
}

/** Every invoice the filter matches (up to `limit`), in the list's order: the export. */
export async function allInvoices(
  db: Db,
  scope: SQL,
  q: InvoiceListQuery | OrganisationInvoiceListQuery,
  limit: number,
) {
  const where = and(baseWhere(scope, q), q.status ? eq(invoice.status, q.status) : undefined);
  return firstRows(q, SORT, invoiceRows(db, where), limit);
}
