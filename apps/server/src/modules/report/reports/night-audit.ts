// The night audit for a date (original-app.md §2.17): the bookings staying that night (or, with "checkout
// bookings", leaving that day) with the night's room revenue, extras, folio total, paid and due; the original's
// filters; "All data" lists the bookings, "Total" sums them by room type.
import { BOOKING_SOURCES, dayReportQuery, reportChoiceList, reportFlag, reportIdList } from '@bookone/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';

import { booking, customer, roomType } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, isoDay, localDay, totalsOf } from '../report-sql';
import {
  BOOKING_COLUMNS,
  dueAmount,
  guestName,
  MAX_LISTED,
  nightlyRevenue,
  roomTypeFilter,
  roomTypeIn,
  soldBooking,
} from './accommodation-sql';

const MONEY = [
  { key: 'roomRevenue', label: 'Room revenue (night)', type: 'money' },
  { key: 'extras', label: 'Services and expenses', type: 'money' },
  { key: 'bookingTotal', label: 'Folio total', type: 'money' },
  { key: 'paid', label: 'Paid', type: 'money' },
  { key: 'due', label: 'Due', type: 'money' },
] as const;

const ALL_COLUMNS = [
  ...BOOKING_COLUMNS,
  { key: 'source', label: 'Source', type: 'text' },
  { key: 'arrival', label: 'Arrival', type: 'date' },
  { key: 'departure', label: 'Departure', type: 'date' },
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'rooms', label: 'Rooms', type: 'int' },
  ...MONEY,
] as const;

const TOTAL_COLUMNS = [
  { key: 'roomType', label: 'Room type', type: 'text' },
  { key: 'bookings', label: 'Bookings', type: 'int' },
  { key: 'rooms', label: 'Rooms', type: 'int' },
  { key: 'guests', label: 'Guests', type: 'int' },
  ...MONEY,
] as const;

export const nightAuditReport = defineReport({
  id: 'night-audit',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'day',
  summary:
    "Night audit of a date: the sold bookings staying that night (checkout=true: leaving that day), the night's net room revenue, extras, folio total, paid and due; filters room types, sources, booking date (made that day), due only, same-day bookings, checked in; view all (bookings) or total (by room type)",
  query: dayReportQuery({
    checkout: reportFlag,
    roomTypeIds: reportIdList,
    sources: reportChoiceList(BOOKING_SOURCES),
    bookingDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.isoDate')
      .optional(),
    due: reportFlag,
    sameDay: reportFlag,
    checkedIn: reportFlag,
    view: z.enum(['all', 'total']).default('all'),
  }),
  filters: [
    { key: 'view', kind: 'select', options: ['all', 'total'], translate: true },
    { key: 'checkout', kind: 'boolean' },
    roomTypeFilter,
    { key: 'sources', kind: 'multiselect', options: BOOKING_SOURCES },
    { key: 'bookingDate', kind: 'date' },
    { key: 'due', kind: 'boolean' },
    { key: 'sameDay', kind: 'boolean' },
    { key: 'checkedIn', kind: 'boolean' },
  ],
  columns: ALL_COLUMNS,
  chart: null,
  sheet: 'Night audit',
  async compute(db, scope, q) {
    const d = q.date;
    const createdOn = localDay(booking.createdAt, booking.propertyId, scope);
    const where = and(
      inScope(booking.propertyId, scope),
      soldBooking,
      q.checkout
        ? sql`${booking.departure} = ${d}::date`
        : and(sql`${booking.arrival} <= ${d}::date`, sql`${booking.departure} > ${d}::date`),
      roomTypeIn(q.roomTypeIds),
      q.sources ? inArray(booking.source, q.sources) : undefined,
      q.bookingDate ? sql`${createdOn} = ${q.bookingDate}::date` : undefined,
      q.due ? sql`${booking.total} > ${booking.paid}` : undefined,
      q.sameDay ? sql`${createdOn} = ${booking.arrival}` : undefined,
      q.checkedIn ? eq(booking.status, 'CHECKEDIN') : undefined,
    );
    // The night's revenue counts only for a stay that spends the night (not for one leaving that morning).
    const night = sql`case when ${booking.arrival} <= ${d}::date and ${booking.departure} > ${d}::date then ${nightlyRevenue} else 0 end`;
    const money = {
      roomRevenue: sql`sum(${night})`,
      extras: sql`sum(${booking.servicesTotal} + ${booking.expensesTotal})`,
      bookingTotal: sql`sum(${booking.total})`,
      paid: sql`sum(${booking.paid})`,
      due: sql`sum(${dueAmount})`,
    };
    const base = () =>
      db
        .select({ bookings: sql`count(*)`, rooms: sql`sum(${booking.rooms})`, ...money })
        .from(booking)
        .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
        .where(where);
    if (q.view === 'total') {
      const [rows, totals] = await Promise.all([
        db
          .select({
            roomType: roomType.name,
            bookings: sql`count(*)`,
            rooms: sql`sum(${booking.rooms})`,
            guests: sql`sum(${booking.adults} + ${booking.children})`,
            ...money,
          })
          .from(booking)
          .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
          .where(where)
          .groupBy(roomType.name)
          .orderBy(asc(roomType.name)),
        db
          .select({
            bookings: sql`count(*)`,
            rooms: sql`sum(${booking.rooms})`,
            guests: sql`sum(${booking.adults} + ${booking.children})`,
            ...money,
          })
          .from(booking)
          .where(where),
      ]);
      return {
        rows: cellsOf(TOTAL_COLUMNS, rows),
        totals: totalsOf(TOTAL_COLUMNS, totals[0]),
        columns: TOTAL_COLUMNS,
      };
    }
    const [rows, totals] = await Promise.all([
      db
        .select({
          bookingNumber: booking.bookingNumber,
          guest: guestName,
          roomType: roomType.name,
          source: booking.source,
          arrival: isoDay(booking.arrival),
          departure: isoDay(booking.departure),
          status: booking.status,
          rooms: booking.rooms,
          roomRevenue: night,
          extras: sql`${booking.servicesTotal} + ${booking.expensesTotal}`,
          bookingTotal: booking.total,
          paid: booking.paid,
          due: dueAmount,
        })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
        .where(where)
        .orderBy(asc(booking.arrival), asc(booking.bookingNumber))
        .limit(MAX_LISTED),
      base(),
    ]);
    return { rows: cellsOf(ALL_COLUMNS, rows), totals: totalsOf(ALL_COLUMNS, totals[0]) };
  },
});
