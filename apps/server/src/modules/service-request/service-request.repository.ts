import type {
  IssueTypeReportRow,
  PropertyServiceReportRow,
  ServiceManagementReportRow,
  ServiceRequest,
  ServiceRequestSearch,
  ServiceRequestStatus,
} from '@bookone/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { appUser, booking, customer, room, serviceRequest, serviceRequestSequence } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ServiceRequestRow = typeof serviceRequest.$inferSelect;
export type NewServiceRequestRow = typeof serviceRequest.$inferInsert;

const assignee = alias(appUser, 'assignee');

/** The filters of every list: the search's, with the row rule (housekeeping's own) and the tenant's bounds. */
export interface ServiceRequestFilter extends Partial<
  Omit<ServiceRequestSearch, 'page' | 'size' | 'order' | 'sort'>
> {
  /** Set for housekeeping staff: only what is assigned to housekeeping or to this user. */
  onlyAssignedTo?: { role: string; userId: number } | undefined;
  organisationId?: number | undefined;
  /** The property's time zone: `fromDate`/`toDate` are days there. */
  timeZone: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Joined = {
  r: ServiceRequestRow;
  roomNumber: string | null;
  bookingNumber: string | null;
  customerFirst: string | null;
  customerLast: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
};

const nameOf = (first: string | null, last: string | null) =>
  first == null ? null : [first, last].filter(Boolean).join(' ');

export function toServiceRequest(j: Joined): ServiceRequest {
  const r = j.r;
  return {
    id: r.id,
    organisationId: r.organisationId,
    propertyId: r.propertyId,
    referenceNumber: r.referenceNumber,
    issueType: r.issueType,
    description: r.description,
    priority: r.priority,
    raisedBy: r.raisedBy,
    status: r.status as ServiceRequestStatus,
    roomId: r.roomId,
    roomNumber: j.roomNumber,
    bookingId: r.bookingId,
    bookingNumber: j.bookingNumber,
    customerId: r.customerId,
    customerName: nameOf(j.customerFirst, j.customerLast),
    assignedRole: r.assignedRole,
    assignedUserId: r.assignedUserId,
    assignedUserName: nameOf(j.assigneeFirst, j.assigneeLast),
    notes: r.notes,
    openedAt: r.openedAt.toISOString(),
    startedAt: iso(r.startedAt),
    resolvedAt: iso(r.resolvedAt),
    closedAt: iso(r.closedAt),
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function joined(db: Db) {
  return db
    .select({
      r: serviceRequest,
      roomNumber: room.roomNumber,
      bookingNumber: booking.bookingNumber,
      customerFirst: customer.firstName,
      customerLast: customer.lastName,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
    })
    .from(serviceRequest)
    .leftJoin(room, eq(room.id, serviceRequest.roomId))
    .leftJoin(booking, eq(booking.id, serviceRequest.bookingId))
    .leftJoin(customer, eq(customer.id, serviceRequest.customerId))
    .leftJoin(assignee, eq(assignee.id, serviceRequest.assignedUserId));
}

/** The property's next request number (atomic: two requests at once get two numbers). */
export async function nextServiceRequestSequence(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .insert(serviceRequestSequence)
    .values({ propertyId, lastValue: 1 })
    .onConflictDoUpdate({
      target: serviceRequestSequence.propertyId,
      set: { lastValue: sql`${serviceRequestSequence.lastValue} + 1` },
    })
    .returning({ value: serviceRequestSequence.lastValue });
  return row!.value;
}

export async function insertServiceRequest(db: Db, values: NewServiceRequestRow) {
  const [row] = await db.insert(serviceRequest).values(values).returning();
  return row!;
}

export async function findServiceRequestRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequest).where(eq(serviceRequest.id, id));
  return row;
}

export async function lockServiceRequestRow(db: Db, id: number) {
  const [row] = await db.select().from(serviceRequest).where(eq(serviceRequest.id, id)).for('update');
  return row;
}

export async function findServiceRequest(db: Db, id: number): Promise<ServiceRequest | undefined> {
  const [row] = await joined(db).where(eq(serviceRequest.id, id));
  return row ? toServiceRequest(row) : undefined;
}

export async function updateServiceRequestRow(db: Db, id: number, values: Partial<NewServiceRequestRow>) {
  const [row] = await db
    .update(serviceRequest)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(serviceRequest.id, id))
    .returning();
  return row!;
}

/**
 * Moves a request's status only if it still is `from`: of two clerks moving it at once, the second finds it
 * moved and gets nothing back (the service answers 409), whatever the isolation level.
 */
export async function moveServiceRequestRow(
  db: Db,
  id: number,
  from: string,
  values: Partial<NewServiceRequestRow>,
) {
  const [row] = await db
    .update(serviceRequest)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(serviceRequest.id, id), eq(serviceRequest.status, from)))
    .returning();
  return row;
}

export async function deleteServiceRequestRow(db: Db, id: number) {
  await db.delete(serviceRequest).where(eq(serviceRequest.id, id));
}

/** Which of the given room, booking, customer and user are not the property's (their field names). */
export async function foreignLinks(
  db: Db,
  propertyId: number,
  links: {
    roomId?: number | null;
    bookingId?: number | null;
    customerId?: number | null;
    assignedUserId?: number | null;
  },
): Promise<string[]> {
  const checks: [string, Promise<unknown[]>][] = [];
  if (links.roomId != null)
    checks.push([
      'roomId',
      db
        .select({ id: room.id })
        .from(room)
        .where(and(eq(room.id, links.roomId), eq(room.propertyId, propertyId))),
    ]);
  if (links.bookingId != null)
    checks.push([
      'bookingId',
      db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.id, links.bookingId), eq(booking.propertyId, propertyId))),
    ]);
  if (links.customerId != null)
    checks.push([
      'customerId',
      db
        .select({ id: customer.id })
        .from(customer)
        .where(and(eq(customer.id, links.customerId), eq(customer.propertyId, propertyId))),
    ]);
  if (links.assignedUserId != null)
    checks.push([
      'assignedUserId',
      db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.id, links.assignedUserId), eq(appUser.propertyId, propertyId))),
    ]);
  const missing: string[] = [];
  // One after the other: inside a transaction a client runs one query at a time.
  for (const [field, query] of checks) if ((await query).length === 0) missing.push(field);
  return missing;
}

/** The day a request was opened, in the property's time zone. */
const openedOn = (timeZone: string) => sql`(${serviceRequest.openedAt} at time zone ${timeZone})::date`;

function search(text: string): SQL | undefined {
  const like = likeText(text);
  return or(
    ilike(serviceRequest.referenceNumber, like),
    ilike(serviceRequest.description, like),
    ilike(serviceRequest.notes, like),
    ilike(room.roomNumber, like),
    ilike(booking.bookingNumber, like),
    ilike(sql`${customer.firstName} || ' ' || coalesce(${customer.lastName}, '')`, like),
  );
}

function where(f: ServiceRequestFilter): SQL | undefined {
  const on = openedOn(f.timeZone);
  return and(
    f.propertyId != null ? eq(serviceRequest.propertyId, f.propertyId) : undefined,
    f.organisationId != null ? eq(serviceRequest.organisationId, f.organisationId) : undefined,
    f.onlyAssignedTo
      ? or(
          eq(serviceRequest.assignedRole, f.onlyAssignedTo.role),
          eq(serviceRequest.assignedUserId, f.onlyAssignedTo.userId),
        )
      : undefined,
    f.status ? eq(serviceRequest.status, f.status) : undefined,
    f.open === 'true' ? inArray(serviceRequest.status, ['OPEN', 'IN_PROGRESS']) : undefined,
    f.open === 'false' ? inArray(serviceRequest.status, ['RESOLVED', 'CLOSED']) : undefined,
    f.issueType ? eq(serviceRequest.issueType, f.issueType) : undefined,
    f.priority ? eq(serviceRequest.priority, f.priority) : undefined,
    f.assignedRole ? eq(serviceRequest.assignedRole, f.assignedRole) : undefined,
    f.assignedUserId ? eq(serviceRequest.assignedUserId, f.assignedUserId) : undefined,
    f.roomId ? eq(serviceRequest.roomId, f.roomId) : undefined,
    f.bookingId ? eq(serviceRequest.bookingId, f.bookingId) : undefined,
    f.customerId ? eq(serviceRequest.customerId, f.customerId) : undefined,
    f.fromDate ? sql`${on} >= ${f.fromDate}::date` : undefined,
    f.toDate ? sql`${on} <= ${f.toDate}::date` : undefined,
    f.search ? search(f.search) : undefined,
  );
}

/** Priority sorts by urgency (LOW < NORMAL < HIGH < URGENT), not by its name. */
const priorityRank = sql`case ${serviceRequest.priority} when 'LOW' then 0 when 'NORMAL' then 1 when 'HIGH' then 2 else 3 end`;
const statusRank = sql`case ${serviceRequest.status} when 'OPEN' then 0 when 'IN_PROGRESS' then 1 when 'RESOLVED' then 2 else 3 end`;

/** The asked column and direction, or newest first. */
const SORT = listSort<NonNullable<ServiceRequestSearch['sort']>>({
  columns: {
    openedAt: serviceRequest.openedAt,
    priority: priorityRank,
    status: statusRank,
    issueType: serviceRequest.issueType,
    referenceNumber: serviceRequest.sequence,
  },
  tiebreak: serviceRequest.id,
  fallback: [sql`${serviceRequest.openedAt} desc`, sql`${serviceRequest.id} desc`],
});

const rowsOf = (db: Db, w: SQL | undefined) => async (win: Window) =>
  (
    await joined(db)
      .where(w)
      .orderBy(...win.orderBy)
      .limit(win.limit)
      .offset(win.offset)
  ).map(toServiceRequest);

type ListParams = { page: number; size: number; order: 'asc' | 'desc'; sort?: ServiceRequestSearch['sort'] };

export async function listServiceRequests(db: Db, f: ServiceRequestFilter, q: ListParams) {
  const w = where(f);
  return paginate(q, SORT, {
    rows: rowsOf(db, w),
    count: async () => {
      const [agg] = await db
        .select({ n: count() })
        .from(serviceRequest)
        .leftJoin(room, eq(room.id, serviceRequest.roomId))
        .leftJoin(booking, eq(booking.id, serviceRequest.bookingId))
        .leftJoin(customer, eq(customer.id, serviceRequest.customerId))
        .where(w);
      return { n: agg?.n ?? 0 };
    },
  });
}

/** Every request the filter matches (up to `limit`), in the list's order: the export. */
export function allServiceRequests(
  db: Db,
  f: ServiceRequestFilter,
  q: Omit<ListParams, 'page' | 'size'>,
  limit: number,
) {
  return firstRows(q, SORT, rowsOf(db, where(f)), limit);
}

/** The open requests that name a room, oldest first (the housekeeping board; at most `limit`). */
export async function openRoomRequests(db: Db, f: ServiceRequestFilter, limit: number) {
  const rows = await joined(db)
    .where(and(where({ ...f, open: 'true' }), isNotNull(serviceRequest.roomId)))
    .orderBy(asc(serviceRequest.openedAt), asc(serviceRequest.id))
    .limit(limit);
  return rows.map(toServiceRequest);
}

// ------------------------------------------------------------------ reports

const n = (s: SQL) => sql<number>`${s}`.mapWith(Number);
const countWhere = (status: string) => n(sql`count(*) filter (where ${serviceRequest.status} = ${status})`);
const reportCounts = {
  total: n(sql`count(*)`),
  open: countWhere('OPEN'),
  inProgress: countWhere('IN_PROGRESS'),
  resolved: countWhere('RESOLVED'),
  closed: countWhere('CLOSED'),
  urgent: n(sql`count(*) filter (where ${serviceRequest.priority} = 'URGENT')`),
  averageResolutionHours: sql<
    number | null
  >`round((avg(extract(epoch from (${serviceRequest.resolvedAt} - ${serviceRequest.openedAt}))) / 3600)::numeric, 1)`.mapWith(
    (v: unknown) => (v == null ? null : Number(v)),
  ),
};

function reportWhere(propertyId: number, timeZone: string, fromDate: string, toDate: string) {
  const on = openedOn(timeZone);
  return and(
    eq(serviceRequest.propertyId, propertyId),
    sql`${on} between ${fromDate}::date and ${toDate}::date`,
  );
}

type ReportArgs = [propertyId: number, timeZone: string, fromDate: string, toDate: string];

/** Who handles the requests opened in the range: by assigned user, else by assigned role (unassigned last). */
export async function serviceManagementReport(
  db: Db,
  ...args: ReportArgs
): Promise<ServiceManagementReportRow[]> {
  const rows = await db
    .select({
      assignedRole: serviceRequest.assignedRole,
      assignedUserId: serviceRequest.assignedUserId,
      first: assignee.firstName,
      last: assignee.lastName,
      ...reportCounts,
    })
    .from(serviceRequest)
    .leftJoin(assignee, eq(assignee.id, serviceRequest.assignedUserId))
    .where(reportWhere(...args))
    .groupBy(
      serviceRequest.assignedRole,
      serviceRequest.assignedUserId,
      assignee.firstName,
      assignee.lastName,
    )
    .orderBy(
      sql`${serviceRequest.assignedRole} is null and ${serviceRequest.assignedUserId} is null`,
      sql`count(*) desc`,
      serviceRequest.assignedRole,
      serviceRequest.assignedUserId,
    );
  return rows.map(({ first, last, ...r }) => ({ ...r, assignedUserName: nameOf(first, last) }));
}

/** The property's requests day by day (the day opened, in its time zone). */
export async function propertyServiceReport(
  db: Db,
  ...args: ReportArgs
): Promise<PropertyServiceReportRow[]> {
  const day = sql<string>`to_char(${openedOn(args[1])}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ date: day, ...reportCounts })
      .from(serviceRequest)
      .where(reportWhere(...args))
      // By position: the day's expression carries the time zone as a parameter, and PostgreSQL would not match the
      // select's parameter with another one in GROUP BY.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** The requests by issue type, most frequent first. */
export async function issueTypeReport(db: Db, ...args: ReportArgs): Promise<IssueTypeReportRow[]> {
  return db
    .select({ issueType: serviceRequest.issueType, ...reportCounts })
    .from(serviceRequest)
    .where(reportWhere(...args))
    .groupBy(serviceRequest.issueType)
    .orderBy(sql`count(*) desc`, serviceRequest.issueType);
}
