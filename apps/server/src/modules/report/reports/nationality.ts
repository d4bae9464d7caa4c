// Guests by nationality (issue 15): the sold stays with a night in the range by the guest's country (as recorded
// on the customer; "Not recorded" when blank), with guests, room nights and net room revenue of those nights.
import { rangeReportQuery } from '@bookone/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

import { booking, customer } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, totalsOf } from '../report-sql';
import { nightsWithin, soldBooking, stayTouches } from './accommodation-sql';

const COLUMNS = [
  { key: 'country', label: 'Country', type: 'text' },
  { key: 'bookings', label: 'Bookings', type: 'int' },
  { key: 'guests', label: 'Guests', type: 'int' },
  { key: 'roomNights', label: 'Room nights', type: 'int' },
  { key: 'revenue', label: 'Room revenue', type: 'money' },
] as const;

export const nationalityReport = defineReport({
  id: 'nationality',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Sold stays with a night in the range by the guest’s country (blank: "Not recorded"): bookings, guests, room nights and net room revenue of those nights',
  query: rangeReportQuery({}),
  filters: [],
  columns: COLUMNS,
  chart: { kind: 'pie', x: 'country', series: ['guests'] },
  sheet: 'Nationality',
  async compute(db, scope, q) {
    const nights = nightsWithin(q.from, q.to);
    const country = sql<string>`coalesce(nullif(trim(${customer.country}), ''), 'Not recorded')`;
    const figures = {
      bookings: sql`count(*)`,
      guests: sql`sum(${booking.adults} + ${booking.children})`,
      roomNights: sql`sum(${nights} * ${booking.rooms})`,
      revenue: sql`sum(${booking.subtotal} * ${nights} / nullif(${booking.nights}, 0))`,
    };
    const where = and(inScope(booking.propertyId, scope), soldBooking, stayTouches(q.from, q.to));
    const [rows, totals] = await Promise.all([
      db
        .select({ country, ...figures })
        .from(booking)
        .innerJoin(customer, eq(customer.id, booking.customerId))
        .where(where)
        // By position: the expression's bound text would not match a second copy's in GROUP BY.
        .groupBy(sql`1`)
        .orderBy(desc(figures.guests), sql`1`),
      db.select(figures).from(booking).where(where),
    ]);
    return { rows: cellsOf(COLUMNS, rows), totals: totalsOf(COLUMNS, totals[0]) };
  },
});
