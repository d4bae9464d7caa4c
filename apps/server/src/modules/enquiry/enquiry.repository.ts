import {
  OPEN_ENQUIRY_STATUSES,
  PERMISSIONS,
  type Enquiry,
  type EnquiryAssignee,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquirySource,
  type EnquiryStatus,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { appUser, booking, enquiry, enquirySequence, organisation, property } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type EnquiryRow = typeof enquiry.$inferSelect;
export type NewEnquiryRow = typeof enquiry.$inferInsert;

/** Which enquiries a caller reads: an organisation's, narrowed to one property for property staff. */
export interface EnquiryScope {
  organisationId: number;
  /** A property user's own property: their enquiries only (the organisation-level ones are not theirs). */
  propertyId?: number;
}

const assignee = alias(appUser, 'assignee');
const fullName = (u: typeof appUser | typeof assignee) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

const columns = {
  enquiry,
  propertyName: property.name,
  assigneeName: sql<string | null>`case when ${assignee.id} is null then null else ${fullName(assignee)} end`,
  bookingReference: booking.bookingNumber,
};
type Joined = {
  enquiry: EnquiryRow;
  propertyName: string | null;
  assigneeName: string | null;
  bookingReference: string | null;
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(enquiry)
    .leftJoin(property, eq(property.id, enquiry.propertyId))
    .leftJoin(assignee, eq(assignee.id, enquiry.assigneeUserId))
    .leftJoin(booking, eq(booking.id, enquiry.bookingId));
}

function toEnquiry(r: Joined): Enquiry {
  const e = r.enquiry;
  return {
    id: e.id,
    organisationId: e.organisationId,
    propertyId: e.propertyId,
    propertyName: r.propertyName,
    enquiryNumber: e.enquiryNumber,
    source: e.source as EnquirySource,
    status: e.status as EnquiryStatus,
    lostReason: e.lostReason,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    phone: e.phone,
    accommodationType: e.accommodationType,
    persons: e.persons,
    rooms: e.rooms,
    children: e.children,
    pets: e.pets,
    location: e.location,
    checkInDate: e.checkInDate,
    checkOutDate: e.checkOutDate,
    foodOptions: e.foodOptions,
    dietaryRequirement: e.dietaryRequirement,
    budgetMin: e.budgetMin,
    budgetMax: e.budgetMax,
    notes: e.notes,
    assigneeUserId: e.assigneeUserId,
    assigneeName: r.assigneeName,
    followUpDate: e.followUpDate,
    bookingId: e.bookingId,
    bookingReference: r.bookingReference,
    quote: e.quote,
    quoteProblem: e.quoteProblem,
    language: e.language,
    createdBy: e.createdBy,
    createdByName: e.createdByName,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export async function organisationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, id));
  return row != null;
}

/** A property with its organisation (the body's propertyId, a property user's own). */
export async function findPropertyOrganisation(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: property.id, organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

/** The organisation's properties by name (one of them for property staff). */
export async function listProperties(db: Db, organisationId: number, only?: number) {
  return db
    .select({ id: property.id, name: property.name })
    .from(property)
    .where(and(eq(property.organisationId, organisationId), only != null ? eq(property.id, only) : undefined))
    .orderBy(asc(property.name), asc(property.id));
}

/**
 * The organisation's next enquiry number: one statement that creates or bumps its counter, so two clerks taking
 * calls at once get two numbers (the row stays locked until the enquiry's transaction ends).
 */
export async function nextEnquirySequence(tx: Db, organisationId: number): Promise<number> {
  const [row] = await tx
    .insert(enquirySequence)
    .values({ organisationId, lastValue: 1 })
    .onConflictDoUpdate({
      target: enquirySequence.organisationId,
      set: { lastValue: sql`${enquirySequence.lastValue} + 1` },
    })
    .returning({ value: enquirySequence.lastValue });
  return row!.value;
}

export async function insertEnquiry(db: Db, values: NewEnquiryRow) {
  const [row] = await db.insert(enquiry).values(values).returning();
  return row!;
}

export async function findEnquiryRow(db: Db, id: number) {
  const [row] = await db.select().from(enquiry).where(eq(enquiry.id, id));
  return row;
}

/** The enquiry locked until the transaction ends: two clerks moving it run one after the other. */
export async function lockEnquiryRow(db: Db, id: number) {
  const [row] = await db.select().from(enquiry).where(eq(enquiry.id, id)).for('update');
  return row;
}

export async function updateEnquiryRow(db: Db, id: number, values: Partial<NewEnquiryRow>) {
  const [row] = await db.update(enquiry).set(values).where(eq(enquiry.id, id)).returning();
  return row!;
}

export async function findEnquiry(db: Db, id: number): Promise<Enquiry | undefined> {
  const [row] = await joined(db).where(eq(enquiry.id, id));
  return row ? toEnquiry(row) : undefined;
}

/** The booking a won enquiry names: its property and organisation (the service checks they are the enquiry's). */
export async function findBookingScope(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: booking.id,
      bookingNumber: booking.bookingNumber,
      propertyId: booking.propertyId,
      organisationId: property.organisationId,
    })
    .from(booking)
    .innerJoin(property, eq(property.id, booking.propertyId))
    .where(eq(booking.id, bookingId));
  return row;
}

/** A user's name as the enquiry keeps it ("created by"), their username without one. */
export async function userName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: fullName(appUser) })
    .from(appUser)
    .where(eq(appUser.id, id));
  return row?.name || null;
}

// ------------------------------------------------------------------ assignees

/** The built-in roles that work enquiries, but the platform's (not a member of the organisation). */
const ASSIGNABLE_ROLES = PERMISSIONS['enquiry.write'].filter((r) => r !== 'SUPER_ADMIN');
const rolesLiteral = sql`array[${sql.join(
  ASSIGNABLE_ROLES.map((r) => sql`${r}`),
  sql`, `,
)}]::text[]`;

/** Enabled users of the organisation who work enquiries: its own staff, and its properties' staff. */
const assigneeOf = (organisationId: number) =>
  and(
    eq(appUser.enabled, true),
    sql`${appUser.roles} && ${rolesLiteral}`,
    or(
      and(eq(appUser.organisationId, organisationId), isNull(appUser.propertyId)),
      eq(property.organisationId, organisationId),
    ),
  );

/** Who may be given the organisation's enquiries (a property user only their property's), by name. */
export async function listAssignees(db: Db, organisationId: number): Promise<EnquiryAssignee[]> {
  return db
    .select({ id: appUser.id, name: fullName(appUser), propertyId: appUser.propertyId })
    .from(appUser)
    .leftJoin(property, eq(property.id, appUser.propertyId))
    .where(assigneeOf(organisationId))
    .orderBy(asc(appUser.firstName), asc(appUser.lastName), asc(appUser.id));
}

/** One user if they may be given the organisation's enquiries: with the only property they may work, if any. */
export async function findAssignee(db: Db, organisationId: number, userId: number) {
  const [row] = await db
    .select({ id: appUser.id, propertyId: appUser.propertyId })
    .from(appUser)
    .leftJoin(property, eq(property.id, appUser.propertyId))
    .where(and(eq(appUser.id, userId), assigneeOf(organisationId)));
  return row;
}

// ------------------------------------------------------------------ the inbox

const SORT = listSort({
  columns: {
    createdAt: enquiry.createdAt,
    enquiryNumber: enquiry.sequence,
    name: [sql`lower(${enquiry.firstName})`, sql`lower(coalesce(${enquiry.lastName}, ''))`],
    checkInDate: enquiry.checkInDate,
    followUpDate: enquiry.followUpDate,
    status: enquiry.status,
  },
  tiebreak: enquiry.id,
  // Newest first: the inbox opens on what just came in.
  fallback: [sql`${enquiry.createdAt} desc`, sql`${enquiry.id} desc`],
});

/**
 * The day an enquiry came in: in its property's time zone, in UTC for an organisation-level one (an organisation
 * keeps no time zone of its own).
 */
const receivedDay = sql`(${enquiry.createdAt} at time zone coalesce((select ${property.timezone} from ${property} where ${property.id} = ${enquiry.propertyId}), 'UTC'))::date`;

function enquiryWhere(scope: EnquiryScope, q: EnquiryListQuery, actorId: number): SQL | undefined {
  const search = q.search?.trim();
  // Only a search that looks like a phone number (digits and + ( ) - . spaces) is compared with phones, digits
  // against digits: a name or number holding digits ("ENQ-00042", "Room 12 guest") must not match phones by chance.
  const digits = search && /^[\d\s+().-]+$/.test(search) ? search.replace(/\D/g, '') : undefined;
  return and(
    eq(enquiry.organisationId, scope.organisationId),
    scope.propertyId != null ? eq(enquiry.propertyId, scope.propertyId) : undefined,
    q.status ? eq(enquiry.status, q.status) : undefined,
    q.assignee === 'me'
      ? eq(enquiry.assigneeUserId, actorId)
      : q.assignee === 'none'
        ? isNull(enquiry.assigneeUserId)
        : q.assignee != null
          ? eq(enquiry.assigneeUserId, q.assignee)
          : undefined,
    q.propertyId === 'none'
      ? isNull(enquiry.propertyId)
      : q.propertyId != null
        ? eq(enquiry.propertyId, q.propertyId)
        : undefined,
    q.dueBy
      ? and(lte(enquiry.followUpDate, q.dueBy), inArray(enquiry.status, [...OPEN_ENQUIRY_STATUSES]))
      : undefined,
    q.from ? sql`${receivedDay} >= ${q.from}::date` : undefined,
    q.to ? sql`${receivedDay} <= ${q.to}::date` : undefined,
    search
      ? or(
          ilike(enquiry.enquiryNumber, likeText(search)),
          ilike(sql`${enquiry.firstName} || ' ' || coalesce(${enquiry.lastName}, '')`, likeText(search)),
          ilike(enquiry.email, likeText(search)),
          // A phone typed with other spaces or dashes still matches: digits against digits.
          digits && digits.length >= 3
            ? sql`regexp_replace(coalesce(${enquiry.phone}, ''), '\\D', '', 'g') like ${likeText(digits)}`
            : undefined,
        )
      : undefined,
  );
}

const enquiryRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toEnquiry);

export async function listEnquiries(
  db: Db,
  scope: EnquiryScope,
  q: EnquiryListQuery,
  actorId: number,
): Promise<EnquiryPage> {
  const where = enquiryWhere(scope, q, actorId);
  return paginate(q, SORT, {
    rows: enquiryRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(enquiry).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export async function allEnquiries(
  db: Db,
  scope: EnquiryScope,
  q: EnquiryListQuery,
  actorId: number,
  limit: number,
) {
  return firstRows(q, SORT, enquiryRows(db, enquiryWhere(scope, q, actorId)), limit);
}

/** The enquiry filed for a booking form's ENQUIRY booking, locked until the transaction ends. */
export async function lockEnquiryOfBooking(db: Db, bookingId: number) {
  const [row] = await db.select().from(enquiry).where(eq(enquiry.bookingId, bookingId)).for('update');
  return row;
}
