import {
  phoneKey,
  type Customer,
  type CustomerDuplicate,
  type CustomerInput,
  type CustomerListQuery,
  type Page,
} from '@bookone/domain';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, customer } from '../../db/schema';

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const fullName = (c: { firstName: string; lastName: string | null }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

/** The columns of an input: blank strings are stored as null; the phone's digits are kept for matching. */
export function customerValues(input: Partial<CustomerInput>): Partial<NewCustomerRow> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'string' && v.trim() === '' ? null : v;
  }
  if ('phone' in out) out.phoneDigits = typeof out.phone === 'string' ? phoneKey(out.phone) || null : null;
  return out;
}

export async function findCustomerRow(db: Db, id: number) {
  const [row] = await db.select().from(customer).where(eq(customer.id, id));
  return row;
}

export async function insertCustomer(db: Db, values: NewCustomerRow) {
  const [row] = await db.insert(customer).values(values).returning();
  return row!;
}

export async function updateCustomerRow(db: Db, id: number, values: Partial<NewCustomerRow>) {
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

/** Escapes LIKE wildcards in user text. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, email or phone (by digits, when the text has some) containing the search text. */
export function customerSearch(search: string): SQL | undefined {
  const like = likeText(search);
  const digits = phoneKey(search);
  return or(
    ilike(sql`${customer.firstName} || ' ' || coalesce(${customer.lastName}, '')`, like),
    ilike(customer.lastName, like),
    ilike(customer.email, like),
    ilike(customer.company, like),
    digits.length >= 3 ? ilike(customer.phoneDigits, likeText(digits)) : undefined,
  );
}

const SORTS = {
  name: [customer.lastName, customer.firstName],
  email: [customer.email],
  createdAt: [customer.createdAt],
} as const;

export async function listCustomers(
  db: Db,
  propertyId: number,
  query: CustomerListQuery,
): Promise<Page<Customer>> {
  const where = and(
    eq(customer.propertyId, propertyId),
    query.search ? customerSearch(query.search) : undefined,
  );
  const dir = query.order === 'desc' ? desc : asc;
  const columns = SORTS[query.sort ?? 'name'];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customer)
      .where(where)
      .orderBy(...columns.map((c) => dir(c)), asc(customer.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(customer).where(where),
  ]);
  return { items: rows.map(toCustomer), total: total?.n ?? 0, page: query.page, size: query.size };
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
