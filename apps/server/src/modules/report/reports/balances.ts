// Outstanding balances (issue 15): sold bookings whose guest still owes money (folio total above what was paid),
// with a stay touching the range, the largest first; the total owed over all of them.
import { rangeReportQuery } from '@bookone/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

import { booking, customer, roomType } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, isoDay, totalsOf } from '../report-sql';
import { BOOKING_COLUMNS, dueAmount, guestName, MAX_LISTED, soldBooking } from './accommodation-sql';

const COLUMNS = [
  ...BOOKING_COLUMNS,
  { key: 'arrival', label: 'Arrival', type: 'date' },
  { key: 'departure', label: 'Departure', type: 'date' },
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'bookingTotal', label: 'Total', type: 'money' },
  { key: 'paid', label: 'Paid', type: 'money' },
  { key: 'due', label: 'Due', type: 'money' },
] as const;

export const balancesReport = defineReport({
  id: 'balances',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary: `Sold bookings with money still owed (total above paid) whose stay touches the range (arrival ≤ to, departure ≥ from), largest balance first; at most ${MAX_LISTED} listed, the totals count all`,
  query: rangeReportQuery({}),
  filters: [],
  columns: COLUMNS,
  chart: null,
  sheet: 'Outstanding balances',
  async compute(db, scope, q) {
    const where = and(
      inScope(booking.propertyId, scope),
      soldBooking,
      sql`${booking.arrival} <= ${q.to}::date`,
      sql`${booking.departure} >= ${q.from}::date`,
      sql`${booking.total} > ${booking.paid}`,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({
          bookingNumber: booking.bookingNumber,
          guest: guestName,
          roomType: roomType.name,
          arrival: isoDay(booking.arrival),
          departure: isoDay(booking.departure),
          status: booking.status,
          bookingTotal: booking.total,
          paid: booking.paid,
          due: dueAmount,
        })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .innerJoin(roomType, eq(roomType.id, booking.roomTypeId))
        .where(where)
        .orderBy(desc(dueAmount), asc(booking.bookingNumber))
        .limit(MAX_LISTED),
      db
        .select({
          bookingTotal: sql`sum(${booking.total})`,
          paid: sql`sum(${booking.paid})`,
          due: sql`sum(${dueAmount})`,
        })
        .from(booking)
        .where(where),
    ]);
    return { rows: cellsOf(COLUMNS, rows), totals: totalsOf(COLUMNS, totals[0]) };
  },
});
