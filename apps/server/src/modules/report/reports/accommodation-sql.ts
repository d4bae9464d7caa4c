// What the accommodation reports share (decision 0047): the statuses that count as sold, a guest's name, the
// balance due, a booking's net room revenue per night, the room type and rate plan filters' options.
import { INVENTORY_STATUSES, type ReportColumn } from '@bookone/domain';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { booking, customer, roomType } from '../../../db/schema';
import type { ReportFilterSpec, ReportScope } from '../report-definition';

/** Bookings that hold rooms (NEW, CONFIRMED, CHECKEDIN, CHECKEDOUT): what was sold and stayed. */
export const soldBooking = inArray(booking.status, [...INVENTORY_STATUSES]);

/** "First Last" of the booking's guest (join customer). */
export const guestName = sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`;

/** What the guest still owes: the folio's total less what was paid (never below zero). */
export const dueAmount = sql`greatest(${booking.total} - ${booking.paid}, 0)`;

/** A booking's room revenue net of discount, before tax, for one of its nights. */
export const nightlyRevenue = sql`(${booking.subtotal} / nullif(${booking.nights}, 0))`;

/** The nights of a booking inside [from, to] (inclusive dates of nights). */
export const nightsWithin = (from: string, to: string) =>
  sql`greatest(0, least(${booking.departure}, ${to}::date + 1) - greatest(${booking.arrival}, ${from}::date))`;

/** Stays with at least one night in [from, to]. */
export const stayTouches = (from: string, to: string) =>
  and(sql`${booking.arrival} <= ${to}::date`, sql`${booking.departure} > ${from}::date`)!;

/** The room types of the properties in scope, by name: the room type filter's options. */
export const roomTypeFilter: ReportFilterSpec = {
  key: 'roomTypeIds',
  kind: 'multiselect',
  options: async (db: Db, scope: ReportScope) =>
    (
      await db
        .select({ id: roomType.id, name: roomType.name })
        .from(roomType)
        .where(inArray(roomType.propertyId, scope.propertyIds))
        .orderBy(asc(roomType.name), asc(roomType.id))
    ).map((r) => ({ value: String(r.id), label: r.name })),
};

/** Only the room types asked for, if any. */
export const roomTypeIn = (ids: number[] | undefined): SQL | undefined =>
  ids && ids.length > 0 ? inArray(booking.roomTypeId, ids) : undefined;

/** The columns every booking listing starts with. */
export const BOOKING_COLUMNS = [
  { key: 'bookingNumber', label: 'Booking', type: 'text' },
  { key: 'guest', label: 'Guest', type: 'text' },
  { key: 'roomType', label: 'Room type', type: 'text' },
] as const satisfies readonly ReportColumn[];

/** Listings stop at this many rows (ordered by date); the totals still count every booking of the filter. */
export const MAX_LISTED = 1000;
