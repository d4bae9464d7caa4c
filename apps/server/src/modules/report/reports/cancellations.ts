// Cancellations and no-shows by day (issue 15): bookings cancelled on a day of the range (the day of cancellation
// in the property's zone) and no-shows by their arrival day, with the value lost and the share of the day's
// bookings that arrived or were due.
import { rangeReportQuery } from '@bookone/domain';
import { and, eq, or, sql } from 'drizzle-orm';

import { booking } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, isoDay, localDay, totalsOf } from '../report-sql';

const COLUMNS = [
  { key: 'date', label: 'Date', type: 'date' },
  { key: 'cancellations', label: 'Cancellations', type: 'int' },
  { key: 'cancelledValue', label: 'Cancelled value', type: 'money' },
  { key: 'noShows', label: 'No-shows', type: 'int' },
  { key: 'noShowValue', label: 'No-show value', type: 'money' },
] as const;

export const cancellationsReport = defineReport({
  id: 'cancellations',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Cancellations (by the day cancelled, in the property’s zone) and no-shows (by their arrival day) per day of the range, with the booking totals they carried',
  query: rangeReportQuery({}),
  filters: [],
  columns: COLUMNS,
  chart: { kind: 'bar', x: 'date', series: ['cancellations', 'noShows'] },
  sheet: 'Cancellations',
  async compute(db, scope, q) {
    const cancelledOn = localDay(booking.cancelledAt, booking.propertyId, scope);
    const day = sql`case when ${booking.status} = 'CANCELLED' then ${cancelledOn} else ${booking.arrival} end`;
    const cancelled = sql`${booking.status} = 'CANCELLED'`;
    const noShow = sql`${booking.status} = 'NO_SHOW'`;
    const figures = {
      cancellations: sql`count(*) filter (where ${cancelled})`,
      cancelledValue: sql`coalesce(sum(${booking.total}) filter (where ${cancelled}), 0)`,
      noShows: sql`count(*) filter (where ${noShow})`,
      noShowValue: sql`coalesce(sum(${booking.total}) filter (where ${noShow}), 0)`,
    };
    const where = and(
      inScope(booking.propertyId, scope),
      or(
        and(
          eq(booking.status, 'CANCELLED'),
          // Cancelled in the range: the instant bounds first (index-friendly), then the local day.
          sql`${booking.cancelledAt} >= ${q.from}::date - 1 and ${booking.cancelledAt} < ${q.to}::date + 2`,
          sql`${cancelledOn} between ${q.from}::date and ${q.to}::date`,
        ),
        and(eq(booking.status, 'NO_SHOW'), sql`${booking.arrival} between ${q.from}::date and ${q.to}::date`),
      ),
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ date: isoDay(day), ...figures })
        .from(booking)
        .where(where)
        // By position: the expression's bound zone would not match a second copy's in GROUP BY.
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db.select(figures).from(booking).where(where),
    ]);
    return { rows: cellsOf(COLUMNS, rows), totals: totalsOf(COLUMNS, totals[0]) };
  },
});
