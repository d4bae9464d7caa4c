import {
  phoneKey,
  phoneSearchDigits,
  type Customer,
  type CustomerDocument,
  type CustomerDuplicate,
  type CustomerInput,
  type CustomerListQuery,
  type Page,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, customer, customerDocument, payment } from '../../db/schema';
import { hasValues } from '../../lib/db-update';
import { likeText, listSort, paginate } from '../../lib/paginate';

export type CustomerRow = typeof customer.$inferSelect;
export type NewCustomerRow = typeof customer.$inferInsert;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    propertyId: row.propertyId,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    postcode: row.postcode,
    notes: row.notes,
    gender: row.gender,
    language: row.language,
    birthday: row.birthday,
    anniversary: row.anniversary,
    taxId: row.taxId,
    marketingConsent: row.marketingConsent,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const fullName = (c: { firstName: string; lastName: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/**
 * The columns of an input: blank strings are stored as null; the phone's digits are kept for matching; a change of
 * marketing consent (from `before`, the stored row of an update) is dated.
 */
export function customerValues(
  input: Partial<CustomerInput>,
  before?: Pick<CustomerRow, 'marketingConsent'>,
): Partial<NewCustomerRow> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'string' && v.trim() === '' ? null : v;
  }
  if ('phone' in out) out.phoneDigits = typeof out.phone === 'string' ? phoneKey(out.phone) || null : null;
  if ('marketingConsent' in out) {
    if (before?.marketingConsent === out.marketingConsent) delete out.marketingConsent;
    else out.marketingConsentAt = new Date();
  }
  return out;
}

export async function findCustomerRow(db: Db, id: number) {
  const [row] = await db.select().from(customer).where(eq(customer.id, id));
  return row;
}

/** The row locked until the transaction ends: an update's "before" for the audit log is then exact. */
export async function lockCustomerRow(db: Db, id: number) {
  const [row] = await db.select().from(customer).where(eq(customer.id, id)).for('update');
  return row;
}

export async function insertCustomer(db: Db, values: NewCustomerRow) {
  const [row] = await db.insert(customer).values(values).returning();
  return row!;
}

export async function updateCustomerRow(db: Db, id: number, values: Partial<NewCustomerRow>) {
  if (!hasValues(values)) return (await findCustomerRow(db, id))!;
  const [row] = await db.update(customer).set(values).where(eq(customer.id, id)).returning();
  return row!;
}

export async function deleteCustomerRow(db: Db, id: number) {
  await db.delete(customer).where(eq(customer.id, id));
}

export async function customerHasBookings(db: Db, id: number) {
  const rows = await db.select({ id: booking.id }).from(booking).where(eq(booking.customerId, id)).limit(1);
  return rows.length > 0;
}

/** Name, email or phone (by digits, when the text has some) containing the search text. */
export function customerSearch(search: string): SQL | undefined {
  const like = likeText(search);
  const digits = phoneSearchDigits(search);
  return or(
    ilike(sql`${customer.firstName} || ' ' || coalesce(${customer.lastName}, '')`, like),
    ilike(customer.lastName, like),
    ilike(customer.email, like),
    ilike(customer.company, like),
    digits ? ilike(customer.phoneDigits, likeText(digits)) : undefined,
  );
}

const SORT = listSort<NonNullable<CustomerListQuery['sort']>>({
  columns: {
    name: [customer.lastName, customer.firstName],
    email: customer.email,
    createdAt: customer.createdAt,
  },
  tiebreak: customer.id,
  fallback: 'name',
});

export async function listCustomers(
  db: Db,
  propertyId: number,
  query: CustomerListQuery,
): Promise<Page<Customer>> {
  const where = and(
    eq(customer.propertyId, propertyId),
    query.search ? customerSearch(query.search) : undefined,
  );
  return paginate(query, SORT, {
    rows: async (w) =>
      (
        await db
          .select()
          .from(customer)
          .where(where)
          .orderBy(...w.orderBy)
          .limit(w.limit)
          .offset(w.offset)
      ).map(toCustomer),
    count: async () => ({ n: (await db.select({ n: count() }).from(customer).where(where))[0]?.n ?? 0 }),
  });
}

/** Other customers of the property with the same email (case-insensitive) or phone (by digits). */
export async function findDuplicates(
  db: Db,
  propertyId: number,
  probe: { email?: string | null; phone?: string | null },
  excludeId?: number,
): Promise<CustomerDuplicate[]> {
  const email = probe.email?.trim().toLowerCase() || null;
  const digits = probe.phone ? phoneKey(probe.phone) || null : null;
  if (!email && !digits) return [];
  const rows = await db
    .select()
    .from(customer)
    .where(
      and(
        eq(customer.propertyId, propertyId),
        excludeId ? ne(customer.id, excludeId) : undefined,
        or(
          email ? eq(sql`lower(${customer.email})`, email) : undefined,
          digits ? eq(customer.phoneDigits, digits) : undefined,
        ),
      ),
    )
    .orderBy(asc(customer.id))
    .limit(10);
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r),
    email: r.email,
    phone: r.phone,
    matchedOn: [
      ...(email && r.email?.toLowerCase() === email ? (['email'] as const) : []),
      ...(digits && r.phoneDigits === digits ? (['phone'] as const) : []),
    ],
  }));
}

// ------------------------------------------------------------------ identity documents

export type CustomerDocumentRow = typeof customerDocument.$inferSelect;
export type NewCustomerDocumentRow = typeof customerDocument.$inferInsert;

export function toCustomerDocument(row: CustomerDocumentRow): CustomerDocument {
  return {
    id: row.id,
    customerId: row.customerId,
    type: row.type,
    number: row.number,
    frontName: row.frontPath ? row.frontName : null,
    backName: row.backPath ? row.backName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCustomerDocuments(db: Db, customerId: number): Promise<CustomerDocumentRow[]> {
  return db
    .select()
    .from(customerDocument)
    .where(eq(customerDocument.customerId, customerId))
    .orderBy(asc(customerDocument.id));
}

export async function findCustomerDocumentRow(db: Db, id: number) {
  const [row] = await db.select().from(customerDocument).where(eq(customerDocument.id, id));
  return row;
}

export async function lockCustomerDocumentRow(db: Db, id: number) {
  const [row] = await db.select().from(customerDocument).where(eq(customerDocument.id, id)).for('update');
  return row;
}

export async function insertCustomerDocument(db: Db, values: NewCustomerDocumentRow) {
  const [row] = await db.insert(customerDocument).values(values).returning();
  return row!;
}

export async function updateCustomerDocumentRow(db: Db, id: number, values: Partial<NewCustomerDocumentRow>) {
  const [row] = await db.update(customerDocument).set(values).where(eq(customerDocument.id, id)).returning();
  return row!;
}

export async function deleteCustomerDocumentRow(db: Db, id: number) {
  await db.delete(customerDocument).where(eq(customerDocument.id, id));
}

// ------------------------------------------------------------------ merge

/**
 * Locks what a merge touches, in the front office's lock order: the duplicate's bookings first, then both customer
 * rows (lowest id first). Returns the two customers as locked.
 */
export async function lockForMerge(db: Db, keepId: number, duplicateId: number) {
  await db
    .select({ id: booking.id })
    .from(booking)
    .where(eq(booking.customerId, duplicateId))
    .orderBy(asc(booking.id))
    .for('update');
  const rows = await db
    .select()
    .from(customer)
    .where(or(eq(customer.id, keepId), eq(customer.id, duplicateId)))
    .orderBy(asc(customer.id))
    .for('update');
  return { keep: rows.find((r) => r.id === keepId), duplicate: rows.find((r) => r.id === duplicateId) };
}

/** Moves the duplicate's bookings, payments and identity documents to the customer kept. */
export async function moveCustomerRecords(db: Db, fromId: number, toId: number) {
  const moved = await db
    .update(booking)
    .set({ customerId: toId })
    .where(eq(booking.customerId, fromId))
    .returning({ id: booking.id });
  const payments = await db
    .update(payment)
    .set({ customerId: toId })
    .where(eq(payment.customerId, fromId))
    .returning({ id: payment.id });
  const documents = await db
    .update(customerDocument)
    .set({ customerId: toId })
    .where(eq(customerDocument.customerId, fromId))
    .returning({ id: customerDocument.id });
  return { bookings: moved.length, payments: payments.length, documents: documents.length };
}
