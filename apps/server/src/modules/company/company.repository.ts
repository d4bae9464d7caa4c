import {
  COMPANY_CHARGE_STATUSES,
  type BillableCompany,
  type Company,
  type CompanyCharge,
  type CompanyChargePage,
  type CompanyChargeQuery,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyRatePlan,
  roundCents,
} from '@bookone/domain';
import { and, asc, count, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  company,
  customer,
  organisation,
  payment,
  property,
  ratePlan,
  roomType,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type CompanyRow = typeof company.$inferSelect;
export type NewCompanyRow = typeof company.$inferInsert;

// ------------------------------------------------------------------ what a company owes

/** A booking counts as a charge of its company while its status bills (not an enquiry, cancelled or void). */
const billed = (companyId: number | typeof company.id) =>
  and(eq(booking.companyId, companyId), inArray(booking.status, [...COMPANY_CHARGE_STATUSES]));
/** A booking's charges: its total plus the services and expenses of its folio. */
const bookingAmount = sql`(${booking.total} + ${booking.servicesTotal} + ${booking.expensesTotal})`;
const bookingBalance = sql`(${bookingAmount} - ${booking.paid})`;

/**
 * What the company owes now: the open balances of its billed bookings (a credit on one booking is not set off
 * against another's debt). Reservations and orders add their own terms here when they can be billed.
 */
const openBalanceOf = sql<number>`coalesce((select sum(greatest(${bookingBalance}, 0)) from ${booking} where ${billed(company.id)}), 0)`;

/** "Property · Room type · Plan": the negotiated plan as the list and the page name it. */
const ratePlanLabel = sql<
  string | null
>`case when ${ratePlan.id} is null then null else ${property.name} || ' · ' || ${roomType.name} || ' · ' || ${ratePlan.name} end`;

const columns = {
  company,
  ratePlanName: ratePlanLabel,
  openBalance: openBalanceOf.mapWith(Number),
};
type Joined = { company: CompanyRow; ratePlanName: string | null; openBalance: number };

/** Companies with their negotiated plan's names and what each owes. */
function joined(db: Db) {
  return db
    .select(columns)
    .from(company)
    .leftJoin(ratePlan, eq(ratePlan.id, company.ratePlanId))
    .leftJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
    .leftJoin(property, eq(property.id, roomType.propertyId));
}

function toCompany(r: Joined): Company {
  const c = r.company;
  return {
    id: c.id,
    organisationId: c.organisationId,
    name: c.name,
    taxNumber: c.taxNumber,
    email: c.email,
    phone: c.phone,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    state: c.state,
    country: c.country,
    postcode: c.postcode,
    creditLimit: c.creditLimit,
    paymentTermsDays: c.paymentTermsDays,
    ratePlanId: c.ratePlanId,
    ratePlanName: r.ratePlanName,
    status: c.status,
    notes: c.notes,
    openBalance: roundCents(r.openBalance),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function organisationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, id));
  return row != null;
}

export async function findCompanyRow(db: Db, id: number) {
  const [row] = await db.select().from(company).where(eq(company.id, id));
  return row;
}

/** The company row locked until the transaction ends: billing to it runs one clerk at a time (credit limit). */
export async function lockCompanyRow(db: Db, id: number) {
  const [row] = await db.select().from(company).where(eq(company.id, id)).for('update');
  return row;
}

export async function findCompany(db: Db, id: number): Promise<Company | undefined> {
  const [row] = await joined(db).where(eq(company.id, id));
  return row ? toCompany(row) : undefined;
}

export async function insertCompany(db: Db, values: NewCompanyRow) {
  const [row] = await db.insert(company).values(values).returning();
  return row!;
}

export async function updateCompanyRow(db: Db, id: number, values: Partial<NewCompanyRow>) {
  await db.update(company).set(values).where(eq(company.id, id));
}

export async function deleteCompanyRow(db: Db, id: number) {
  await db.delete(company).where(eq(company.id, id));
}

/** Whether any booking (whatever its status) names the company: such a company is kept, made inactive. */
export async function companyHasBookings(db: Db, id: number) {
  const [row] = await db.select({ id: booking.id }).from(booking).where(eq(booking.companyId, id)).limit(1);
  return row != null;
}

/** What the company owes on its billed bookings other than `exceptBookingId`. The caller holds the company's lock. */
export async function companyOwing(db: Db, companyId: number, exceptBookingId?: number) {
  const [row] = await db
    .select({ owing: sql<number>`coalesce(sum(greatest(${bookingBalance}, 0)), 0)`.mapWith(Number) })
    .from(booking)
    .where(and(billed(companyId), exceptBookingId ? ne(booking.id, exceptBookingId) : undefined));
  return roundCents(row?.owing ?? 0);
}

// ------------------------------------------------------------------ rate plans

/** The rate plan if it belongs to a property of the organisation. */
export async function findOrganisationRatePlan(db: Db, organisationId: number, ratePlanId: number) {
  const [row] = await db
    .select({ id: ratePlan.id })
    .from(ratePlan)
    .innerJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
    .innerJoin(property, eq(property.id, roomType.propertyId))
    .where(and(eq(ratePlan.id, ratePlanId), eq(property.organisationId, organisationId)));
  return row;
}

export async function listOrganisationRatePlans(db: Db, organisationId: number): Promise<CompanyRatePlan[]> {
  return db
    .select({
      id: ratePlan.id,
      name: ratePlan.name,
      propertyName: property.name,
      roomTypeName: roomType.name,
    })
    .from(ratePlan)
    .innerJoin(roomType, eq(roomType.id, ratePlan.roomTypeId))
    .innerJoin(property, eq(property.id, roomType.propertyId))
    .where(eq(property.organisationId, organisationId))
    .orderBy(asc(property.name), asc(roomType.name), asc(ratePlan.name), asc(ratePlan.id));
}

// ------------------------------------------------------------------ the list

function companyWhere(organisationId: number, q: CompanyListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  return and(
    eq(company.organisationId, organisationId),
    q.status ? eq(company.status, q.status) : undefined,
    like
      ? or(
          ilike(company.name, like),
          ilike(company.taxNumber, like),
          ilike(company.contactName, like),
          ilike(company.email, like),
          ilike(company.contactEmail, like),
          ilike(company.city, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<CompanyListQuery['sort']>>({
  columns: {
    name: sql`lower(${company.name})`,
    status: company.status,
    creditLimit: company.creditLimit,
    openBalance: openBalanceOf,
    createdAt: company.createdAt,
  },
  tiebreak: company.id,
  fallback: 'name',
});

const companyRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toCompany);

export async function listCompanies(
  db: Db,
  organisationId: number,
  q: CompanyListQuery,
): Promise<CompanyPage> {
  const where = companyWhere(organisationId, q);
  return paginate(q, SORT, {
    rows: companyRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(company).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allCompanies(db: Db, organisationId: number, q: CompanyListQuery, limit: number) {
  return firstRows(q, SORT, companyRows(db, companyWhere(organisationId, q)), limit);
}

/** The organisation's active companies, by name, with what each owes (the booking form's choice). */
export async function listBillableCompanies(db: Db, organisationId: number): Promise<BillableCompany[]> {
  const rows = await db
    .select({
      id: company.id,
      name: company.name,
      creditLimit: company.creditLimit,
      openBalance: openBalanceOf.mapWith(Number),
    })
    .from(company)
    .where(and(eq(company.organisationId, organisationId), eq(company.status, 'ACTIVE')))
    .orderBy(sql`lower(${company.name})`, asc(company.id));
  return rows.map((r) => ({
    ...r,
    openBalance: roundCents(r.openBalance),
    availableCredit: r.creditLimit == null ? null : roundCents(r.creditLimit - r.openBalance),
  }));
}

// ------------------------------------------------------------------ open charges

const guestName = sql<string>`${customer.firstName} || coalesce(' ' || ${customer.lastName}, '')`;
const dueDate = (terms: number) => sql<string>`(${booking.arrival} + ${terms}::int)::text`;

const CHARGE_SORT = listSort<NonNullable<CompanyChargeQuery['sort']>>({
  columns: {
    // The due date is the charge's date plus the same terms for every row: the same order.
    date: booking.arrival,
    dueDate: booking.arrival,
    reference: booking.bookingNumber,
    balance: bookingBalance,
  },
  tiebreak: booking.id,
  fallback: 'date',
});

/**
 * The open charges: the company's billed bookings with a balance owed. Today only bookings can be billed; the
 * reservation and order modules will add theirs (a `kind` each) when they land.
 */
function chargeWhere(companyId: number, search: string | undefined) {
  const like = search ? likeText(search) : undefined;
  return and(
    billed(companyId),
    sql`${bookingBalance} > 0`,
    like
      ? or(ilike(booking.bookingNumber, like), ilike(guestName, like), ilike(property.name, like))
      : undefined,
  );
}

const chargeRows =
  (db: Db, companyId: number, terms: number, search: string | undefined) => async (w: Window) =>
    (
      await db
        .select({
          id: booking.id,
          propertyId: booking.propertyId,
          propertyName: property.name,
          reference: booking.bookingNumber,
          guestName,
          date: booking.arrival,
          dueDate: dueDate(terms),
          status: booking.status,
          currency: booking.currency,
          amount: bookingAmount.mapWith(Number),
          paid: booking.paid,
          balance: bookingBalance.mapWith(Number),
        })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .innerJoin(property, eq(property.id, booking.propertyId))
        .where(chargeWhere(companyId, search))
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset)
    ).map((r): CompanyCharge => ({
      kind: 'BOOKING',
      ...r,
      amount: roundCents(r.amount),
      balance: roundCents(r.balance),
    }));

export async function listCompanyCharges(
  db: Db,
  c: CompanyRow,
  q: CompanyChargeQuery,
): Promise<CompanyChargePage> {
  return paginate(q, CHARGE_SORT, {
    rows: chargeRows(db, c.id, c.paymentTermsDays, q.search),
    count: async () => {
      const [row] = await db
        .select({ n: count(), total: sql<number>`coalesce(sum(${bookingBalance}), 0)`.mapWith(Number) })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .innerJoin(property, eq(property.id, booking.propertyId))
        .where(chargeWhere(c.id, q.search));
      return { n: row?.n ?? 0, totalBalance: roundCents(row?.total ?? 0) };
    },
  });
}

export async function allCompanyCharges(db: Db, c: CompanyRow, q: CompanyChargeQuery, limit: number) {
  return firstRows(q, CHARGE_SORT, chargeRows(db, c.id, c.paymentTermsDays, q.search), limit);
}

// ------------------------------------------------------------------ statement of account

/** One movement of the company's account, before the running balance. */
export interface LedgerEntry {
  date: string;
  kind: 'CHARGE' | 'PAYMENT';
  reference: string;
  description: string;
  debit: number;
  credit: number;
}

/** Dates of the ledger to read, both ends included (either may be left out). */
type LedgerDates = { from?: string | undefined; to?: string | undefined };
const onDates = (column: typeof booking.arrival | typeof payment.date, d: LedgerDates) =>
  and(d.from ? gte(column, d.from) : undefined, d.to ? lte(column, d.to) : undefined);

/**
 * The ledger's sources, each a query of the same shape: a billed booking's charge (on its arrival) and its Paid
 * payments (a refund, negative, is a debit). A module that bills the company later adds its own two here.
 */
function ledgerSources(db: Db, companyId: number, dates: LedgerDates) {
  const charges = db
    .select({
      id: booking.id,
      date: booking.arrival,
      kind: sql<'CHARGE'>`'CHARGE'`,
      reference: booking.bookingNumber,
      description: sql<string>`${property.name} || ': ' || ${guestName} || ', ' || ${booking.arrival}::text || ' → ' || ${booking.departure}::text`,
      debit: bookingAmount.mapWith(Number),
      credit: sql<number>`0`.mapWith(Number),
    })
    .from(booking)
    .innerJoin(customer, eq(customer.id, booking.customerId))
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(and(billed(companyId), onDates(booking.arrival, dates)));
  const payments = db
    .select({
      id: payment.id,
      date: payment.date,
      kind: sql<'PAYMENT'>`'PAYMENT'`,
      reference: booking.bookingNumber,
      // The mode and reference only: the page says Payment or Refund in its language.
      description: sql<string>`${payment.mode} || coalesce(' ' || ${payment.reference}, '')`,
      debit: sql<number>`greatest(-${payment.amount}, 0)`.mapWith(Number),
      credit: sql<number>`greatest(${payment.amount}, 0)`.mapWith(Number),
    })
    .from(payment)
    .innerJoin(booking, eq(booking.id, payment.bookingId))
    .where(and(billed(companyId), eq(payment.status, 'Paid'), onDates(payment.date, dates)));
  return { charges, payments };
}

/** What the company owed before `from`: its charges less its payments dated before it (same sources' rules). */
export async function ledgerBalanceBefore(db: Db, companyId: number, from: string) {
  const [[c], [p]] = await Promise.all([
    db
      .select({ sum: sql<number>`coalesce(sum(${bookingAmount}), 0)`.mapWith(Number) })
      .from(booking)
      .where(and(billed(companyId), lt(booking.arrival, from))),
    db
      .select({ sum: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number) })
      .from(payment)
      .innerJoin(booking, eq(booking.id, payment.bookingId))
      .where(and(billed(companyId), eq(payment.status, 'Paid'), lt(payment.date, from))),
  ]);
  return roundCents((c?.sum ?? 0) - (p?.sum ?? 0));
}

/**
 * The movements in [from, to], by date (charges before payments on a day), at most `limit` (the caller reads one
 * more than it may show, to refuse rather than cut). Read per source and merged here: the sources stay independent
 * queries that other modules can add to.
 */
export async function ledgerEntries(db: Db, companyId: number, dates: LedgerDates, limit: number) {
  const { charges, payments } = ledgerSources(db, companyId, dates);
  const [c, p] = await Promise.all([
    charges.orderBy(asc(booking.arrival), asc(booking.id)).limit(limit),
    payments.orderBy(asc(payment.date), asc(payment.id)).limit(limit),
  ]);
  const order = { CHARGE: 0, PAYMENT: 1 } as const;
  return [...c, ...p]
    .sort((a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind] || a.id - b.id)
    .slice(0, limit)
    .map(({ id: _id, ...e }): LedgerEntry => ({
      ...e,
      debit: roundCents(e.debit),
      credit: roundCents(e.credit),
    }));
}
