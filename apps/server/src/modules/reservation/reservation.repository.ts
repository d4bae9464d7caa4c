import {
  addDays,
  engineLanes,
  type HeldPlaces,
  type Reservation,
  type ReservationListItem,
  type ReservationListQuery,
  type ReservationPage,
  type ReservationStatus,
  type SlotResource,
  type WorkingDay,
} from '@bookone/domain';
import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  businessHours,
  businessService,
  customer,
  offering,
  offeringResource,
  reservation,
  reservationHold,
  reservationLine,
  reservationSequence,
  resourceTimeOff,
  serviceResource,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ReservationRow = typeof reservation.$inferSelect;
export type NewReservationRow = typeof reservation.$inferInsert;
export type ReservationLineRow = typeof reservationLine.$inferSelect;
export type NewReservationLineRow = typeof reservationLine.$inferInsert;

/** Statuses whose lines no longer hold their resource (their cells were given back). */
export const RELEASED_STATUSES = ['CANCELLED', 'NO_SHOW'] as const;

// ------------------------------------------------------------------ what the slot engine reads

/** An offering with its business service's booking rules (hours, lead times, buffer, tax). */
export async function findOfferingForSlots(db: Db, offeringId: number) {
  const [row] = await db
    .select({ offering, service: businessService })
    .from(offering)
    .innerJoin(businessService, eq(businessService.id, offering.businessServiceId))
    .where(eq(offering.id, offeringId));
  return row;
}

/** The property's weekly business hours (business_hours rows). */
export async function propertyHours(db: Db, propertyId: number): Promise<WorkingDay[]> {
  const rows = await db.select().from(businessHours).where(eq(businessHours.propertyId, propertyId));
  return rows.map((r) => ({
    weekday: r.weekday,
    open: r.open,
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    breaks: r.breaks,
  }));
}

/** The active resources that deliver an offering, with their own hours and lanes (capacity; a table's seats). */
export async function offeringResources(db: Db, offeringId: number) {
  return db
    .select({
      id: serviceResource.id,
      name: serviceResource.name,
      kind: serviceResource.kind,
      capacity: serviceResource.capacity,
      workingHours: serviceResource.workingHours,
    })
    .from(offeringResource)
    .innerJoin(serviceResource, eq(serviceResource.id, offeringResource.resourceId))
    .where(and(eq(offeringResource.offeringId, offeringId), eq(serviceResource.active, true)))
    .orderBy(asc(serviceResource.id));
}

/** Resources as the slot engine takes them: hours, lanes (a table's seats) and the time off overlapping [from, to). */
export async function slotResources(
  db: Db,
  resources: { id: number; kind: string; capacity: number; workingHours: WorkingDay[] | null }[],
  from: Date,
  to: Date,
): Promise<SlotResource[]> {
  const ids = resources.map((r) => r.id);
  const off =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(resourceTimeOff)
          .where(
            and(
              inArray(resourceTimeOff.resourceId, ids),
              lt(resourceTimeOff.startsAt, to),
              gt(resourceTimeOff.endsAt, from),
            ),
          );
  return resources.map((r) => ({
    id: r.id,
    ...engineLanes(r),
    hours: r.workingHours,
    timeOff: off
      .filter((o) => o.resourceId === r.id)
      .map((o) => ({ startsAt: o.startsAt, endsAt: o.endsAt })),
  }));
}

const epochMs = (column: AnyColumn) =>
  sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

/** The places held on resources over [from, to): lines of reservations still holding them. */
export async function heldPlaces(
  db: Db,
  resourceIds: number[],
  from: Date,
  to: Date,
  excludeLineId?: number,
): Promise<HeldPlaces[]> {
  if (resourceIds.length === 0) return [];
  return db
    .select({
      resourceId: reservationLine.resourceId,
      offeringId: reservationLine.offeringId,
      // Epoch milliseconds: the engine works on numbers, and a few thousand dates parsed per search add up.
      startsAt: epochMs(reservationLine.startsAt),
      heldUntil: epochMs(reservationLine.heldUntil),
      persons: reservationLine.persons,
      lane: reservationLine.lane,
    })
    .from(reservationLine)
    .innerJoin(reservation, eq(reservation.id, reservationLine.reservationId))
    .where(
      and(
        inArray(reservationLine.resourceId, resourceIds),
        lt(reservationLine.startsAt, to),
        gt(reservationLine.heldUntil, from),
        notInArray(reservation.status, [...RELEASED_STATUSES]),
        excludeLineId != null ? ne(reservationLine.id, excludeLineId) : undefined,
      ),
    );
}

// ------------------------------------------------------------------ holds: the database's no double booking

export interface HoldRequest {
  resourceId: number;
  lane: number;
  offeringId: number;
  sessionStart: Date;
  capacity: number;
  persons: number;
  cells: number[];
}

/**
 * Takes `persons` places in every cell of a session on one lane: each cell is inserted, or, when it exists, updated
 * only if the same session owns it and has room. Answers the cells it took: fewer than asked means the lane is
 * taken (the caller gives back what it took and tries another lane, or refuses). On PostgreSQL a concurrent
 * transaction's row is waited for and the condition re-checked on the committed row, so two clerks cannot both
 * take the last place.
 */
export async function takeHoldCells(db: Db, h: HoldRequest): Promise<Date[]> {
  const rows = await db
    .insert(reservationHold)
    .values(
      h.cells.map((c) => ({
        resourceId: h.resourceId,
        cellStart: new Date(c),
        lane: h.lane,
        offeringId: h.offeringId,
        sessionStart: h.sessionStart,
        capacity: h.capacity,
        taken: h.persons,
      })),
    )
    .onConflictDoUpdate({
      target: [reservationHold.resourceId, reservationHold.cellStart, reservationHold.lane],
      set: { taken: sql`${reservationHold.taken} + excluded.taken` },
      setWhere: sql`${reservationHold.offeringId} = excluded.offering_id
        AND ${reservationHold.sessionStart} = excluded.session_start
        AND ${reservationHold.taken} + excluded.taken <= ${reservationHold.capacity}`,
    })
    .returning({ cellStart: reservationHold.cellStart });
  return rows.map((r) => r.cellStart);
}

/** Gives back `persons` places in the cells of a lane (a cell nobody holds any more is deleted). */
export async function releaseHoldCells(
  db: Db,
  h: { resourceId: number; lane: number; persons: number; cells: Date[] },
) {
  if (h.cells.length === 0) return;
  const where = and(
    eq(reservationHold.resourceId, h.resourceId),
    eq(reservationHold.lane, h.lane),
    inArray(reservationHold.cellStart, h.cells),
  );
  await db.delete(reservationHold).where(and(where, lte(reservationHold.taken, h.persons)));
  await db
    .update(reservationHold)
    .set({ taken: sql`${reservationHold.taken} - ${h.persons}` })
    .where(and(where, gt(reservationHold.taken, h.persons)));
}

// ------------------------------------------------------------------ rows

/** The next number of the property's reservation sequence, under its counter row's lock (as bookings number). */
export async function nextReservationSequence(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .insert(reservationSequence)
    .values({ propertyId, lastValue: 1 })
    .onConflictDoUpdate({
      target: reservationSequence.propertyId,
      set: { lastValue: sql`${reservationSequence.lastValue} + 1` },
    })
    .returning({ value: reservationSequence.lastValue });
  return row!.value;
}

/** Sets the property's counter to the last number used (a seed that numbers its rows itself, then says where it got). */
export async function setReservationSequence(db: Db, propertyId: number, lastValue: number) {
  await db
    .update(reservationSequence)
    .set({ lastValue })
    .where(eq(reservationSequence.propertyId, propertyId));
}

export async function insertReservation(db: Db, values: NewReservationRow) {
  const [row] = await db.insert(reservation).values(values).returning();
  return row!;
}

export async function insertReservationLine(db: Db, values: NewReservationLineRow) {
  const [row] = await db.insert(reservationLine).values(values).returning();
  return row!;
}

export async function updateReservationRow(db: Db, id: number, values: Partial<NewReservationRow>) {
  const [row] = await db
    .update(reservation)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reservation.id, id))
    .returning();
  return row!;
}

export async function updateReservationLine(db: Db, id: number, values: Partial<NewReservationLineRow>) {
  const [row] = await db.update(reservationLine).set(values).where(eq(reservationLine.id, id)).returning();
  return row!;
}

export async function findReservationRow(db: Db, id: number) {
  const [row] = await db.select().from(reservation).where(eq(reservation.id, id));
  return row;
}

/** The reservation row, locked until the transaction ends: two clerks acting on it run one after the other. */
export async function lockReservationRow(db: Db, id: number) {
  const [row] = await db.select().from(reservation).where(eq(reservation.id, id)).for('update');
  return row;
}

export async function findReservationIdByReference(db: Db, propertyId: number, referenceNumber: string) {
  const [row] = await db
    .select({ id: reservation.id })
    .from(reservation)
    .where(and(eq(reservation.propertyId, propertyId), eq(reservation.referenceNumber, referenceNumber)));
  return row?.id;
}

export async function linesOf(db: Db, reservationId: number) {
  return db
    .select()
    .from(reservationLine)
    .where(eq(reservationLine.reservationId, reservationId))
    .orderBy(asc(reservationLine.position), asc(reservationLine.id));
}

// ------------------------------------------------------------------ answers

const customerName = sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`;

/** A reservation with its customer, its lines (offering and resource named) and who made it. */
export async function findReservation(
  db: Db,
  id: number,
): Promise<Omit<Reservation, 'paid' | 'balance' | 'payments'> | undefined> {
  const [head] = await db
    .select({
      r: reservation,
      customerName,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      createdByName: sql<
        string | null
      >`trim(${appUser.firstName} || ' ' || coalesce(${appUser.lastName}, ''))`,
    })
    .from(reservation)
    .innerJoin(customer, eq(customer.id, reservation.customerId))
    .leftJoin(appUser, eq(appUser.id, reservation.createdBy))
    .where(eq(reservation.id, id));
  if (!head) return undefined;
  const lines = await db
    .select({ line: reservationLine, offeringName: offering.name, resourceName: serviceResource.name })
    .from(reservationLine)
    .innerJoin(offering, eq(offering.id, reservationLine.offeringId))
    .innerJoin(serviceResource, eq(serviceResource.id, reservationLine.resourceId))
    .where(eq(reservationLine.reservationId, id))
    .orderBy(asc(reservationLine.position), asc(reservationLine.id));
  const r = head.r;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: r.id,
    propertyId: r.propertyId,
    referenceNumber: r.referenceNumber,
    status: r.status,
    customerId: r.customerId,
    customerName: head.customerName,
    customerEmail: head.customerEmail,
    customerPhone: head.customerPhone,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    currency: r.currency,
    total: r.total,
    createdAt: r.createdAt.toISOString(),
    notes: r.notes,
    serviceAddress: r.serviceAddress,
    subtotal: r.subtotal,
    discountPercentage: r.discountPercentage,
    discountAmount: r.discountAmount,
    tax: r.tax,
    cancelReason: r.cancelReason,
    confirmedAt: iso(r.confirmedAt),
    checkedInAt: iso(r.checkedInAt),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    createdByName: head.createdByName || null,
    updatedAt: r.updatedAt.toISOString(),
    lines: lines.map(({ line: l, offeringName, resourceName }) => ({
      id: l.id,
      offeringId: l.offeringId,
      offeringName,
      resourceId: l.resourceId,
      resourceName,
      startsAt: l.startsAt.toISOString(),
      endsAt: l.endsAt.toISOString(),
      persons: l.persons,
      unitPrice: l.unitPrice,
      price: l.price,
      tax: l.tax,
    })),
  };
}

// ------------------------------------------------------------------ list

/** A line of the reservation matching a condition (offering, resource). */
const hasLine = (db: Db, condition: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(reservationLine)
      .where(and(eq(reservationLine.reservationId, reservation.id), condition)),
  );

function reservationWhere(
  db: Db,
  propertyId: number,
  q: ReservationListQuery,
  day: (d: string) => Date,
): SQL | undefined {
  const like = q.search ? likeText(q.search) : null;
  return and(
    eq(reservation.propertyId, propertyId),
    q.status ? eq(reservation.status, q.status) : undefined,
    // Days of the property: from the start of `from` up to the end of `to`.
    q.from ? gte(reservation.startsAt, day(q.from)) : undefined,
    q.to ? lt(reservation.startsAt, day(addDays(q.to, 1))) : undefined,
    q.offeringId ? hasLine(db, eq(reservationLine.offeringId, q.offeringId)) : undefined,
    q.resourceId ? hasLine(db, eq(reservationLine.resourceId, q.resourceId)) : undefined,
    like
      ? or(
          ilike(reservation.referenceNumber, like),
          ilike(customerName, like),
          ilike(customer.phone, like),
          ilike(customer.email, like),
        )
      : undefined,
  );
}

/** The asked column and direction, or the soonest start first when no column is asked. */
const SORT = listSort<NonNullable<ReservationListQuery['sort']>>({
  columns: {
    startsAt: reservation.startsAt,
    referenceNumber: reservation.sequence,
    status: reservation.status,
    total: reservation.total,
    createdAt: reservation.createdAt,
  },
  tiebreak: reservation.id,
  fallback: [asc(reservation.startsAt), asc(reservation.id)],
});

const listRows =
  (db: Db, where: SQL | undefined) =>
  async (w: Window): Promise<ReservationListItem[]> => {
    const rows = await db
      .select({
        r: reservation,
        customerName,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        offerings: sql<string>`(select string_agg(distinct ${offering.name}, ', ') from ${reservationLine}
        join ${offering} on ${offering.id} = ${reservationLine.offeringId}
        where ${reservationLine.reservationId} = ${reservation.id})`,
        resources: sql<string>`(select string_agg(distinct ${serviceResource.name}, ', ') from ${reservationLine}
        join ${serviceResource} on ${serviceResource.id} = ${reservationLine.resourceId}
        where ${reservationLine.reservationId} = ${reservation.id})`,
        persons: sql<number>`(select coalesce(max(${reservationLine.persons}), 0) from ${reservationLine}
        where ${reservationLine.reservationId} = ${reservation.id})`.mapWith(Number),
      })
      .from(reservation)
      .innerJoin(customer, eq(customer.id, reservation.customerId))
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset);
    return rows.map(({ r, ...x }) => ({
      id: r.id,
      propertyId: r.propertyId,
      referenceNumber: r.referenceNumber,
      status: r.status,
      customerId: r.customerId,
      customerName: x.customerName,
      customerEmail: x.customerEmail,
      customerPhone: x.customerPhone,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      currency: r.currency,
      total: r.total,
      createdAt: r.createdAt.toISOString(),
      offerings: x.offerings ?? '',
      resources: x.resources ?? '',
      persons: x.persons,
    }));
  };

/** A page of the property's reservations; `day` turns a property calendar day into the instant it starts. */
export async function listReservations(
  db: Db,
  propertyId: number,
  q: ReservationListQuery,
  day: (d: string) => Date,
): Promise<ReservationPage> {
  const where = reservationWhere(db, propertyId, q, day);
  return paginate(q, SORT, {
    rows: listRows(db, where),
    count: async () => {
      const [agg] = await db
        .select({ n: count() })
        .from(reservation)
        .innerJoin(customer, eq(customer.id, reservation.customerId))
        .where(where);
      return { n: agg?.n ?? 0 };
    },
  });
}

/** Every reservation the filter matches (up to `limit`), in the list's order: the export. */
export async function allReservations(
  db: Db,
  propertyId: number,
  q: ReservationListQuery,
  day: (d: string) => Date,
  limit: number,
) {
  return firstRows(q, SORT, listRows(db, reservationWhere(db, propertyId, q, day)), limit);
}

/** Reservations of a property in the given statuses and times, soonest first, as list items: the today glance's. */
export async function reservationItems(
  db: Db,
  propertyId: number,
  q: {
    statuses: ReservationStatus[];
    startsFrom?: Date;
    startsBefore: Date;
    endsAfter?: Date;
    limit: number;
  },
): Promise<ReservationListItem[]> {
  const where = and(
    eq(reservation.propertyId, propertyId),
    inArray(reservation.status, q.statuses),
    q.startsFrom ? gte(reservation.startsAt, q.startsFrom) : undefined,
    lt(reservation.startsAt, q.startsBefore),
    q.endsAfter ? gt(reservation.endsAt, q.endsAfter) : undefined,
  );
  return listRows(
    db,
    where,
  )({ orderBy: [asc(reservation.startsAt), asc(reservation.id)], limit: q.limit, offset: 0 });
}
