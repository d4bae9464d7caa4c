// Arrivals, departures and in-house guests over a range (issue 15): the lists a front office prints, with their
// counts and money totals; in house is every sold stay with a night in the range.
import { rangeReportQuery, reportIdList } from '@bookone/domain';
import { and, asc, eq, sql, type Column } from 'drizzle-orm';
import { z } from 'zod';

import { booking, customer, roomType } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, isoDay, totalsOf } from '../report-sql';
import {
  BOOKING_COLUMNS,
  dueAmount,
  guestName,
  MAX_LISTED,
  roomTypeFilter,
  roomTypeIn,
  soldBooking,
  stayTouches,
} from './accommodation-sql';

const COLUMNS = [
  ...BOOKING_COLUMNS,
  { key: 'arrival', label: 'Arrival', type: 'date' },
  { key: 'departure', label: 'Departure', type: 'date' },
  { key: 'nights', label: 'Nights', type: 'int' },
  { key: 'rooms', label: 'Rooms', type: 'int' },
  { key: 'guests', label: 'Guests', type: 'int' },
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'source', label: 'Source', type: 'text' },
  { key: 'bookingTotal', label: 'Total', type: 'money' },
  { key: 'due', label: 'Due', type: 'money' },
] as const;

export const movementsReport = defineReport({
  id: 'movements',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary: `Arrivals (arriving in the range), departures (leaving in the range) or in-house stays (a night in the range) of the sold bookings, by date; at most ${MAX_LISTED} listed, the totals count all`,
  query: rangeReportQuery({
    list: z.enum(['arrivals', 'departures', 'inHouse']).default('arrivals'),
    roomTypeIds: reportIdList,
  }),
  filters: [
    { key: 'list', kind: 'select', options: ['arrivals', 'departures', 'inHouse'], translate: true },
    roomTypeFilter,
  ],
  columns: COLUMNS,
  chart: null,
  sheet: 'Movements',
  async compute(db, scope, q) {
    const within = (column: Column) =>
      and(sql`${column} >= ${q.from}::date`, sql`${column} <= ${q.to}::date`);
    const where = and(
      inScope(booking.propertyId, scope),
      soldBooking,
      q.list === 'arrivals'
        ? within(booking.arrival)
        : q.list === 'departures'
          ? within(booking.departure)
          : stayTouches(q.from, q.to),
      roomTypeIn(q.roomTypeIds),
    );
    const order = q.list === 'departures' ? booking.departure : booking.arrival;
    const [rows, totals] = await Promise.all([
      db
        .select({
          bookingNumber: booking.bookingNumber,
          guest: guestName,
          roomType: roomType.name,
          arrival: isoDay(booking.arrival),
          departure: isoDay(booking.departure),
          nights: booking.nights,
          rooms: booking.rooms,
          guests: sql`${booking.adults} + ${booking.children}`,
          status: booking.status,
          source: booking.source,
          bookingTotal: booking.total,
          due: dueAmount,
        })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
        .where(where)
        .orderBy(asc(order), asc(booking.bookingNumber))
        .limit(MAX_LISTED),
      db
        .select({
          nights: sql`sum(${booking.nights})`,
          rooms: sql`sum(${booking.rooms})`,
          guests: sql`sum(${booking.adults} + ${booking.children})`,
          bookingTotal: sql`sum(${booking.total})`,
          due: sql`sum(${dueAmount})`,
        })
        .from(booking)
        .where(where),
    ]);
    return { rows: cellsOf(COLUMNS, rows), totals: totalsOf(COLUMNS, totals[0]) };
  },
});
