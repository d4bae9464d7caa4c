// Sales per account manager (spec §7.5, the dashboard's example report): the bookings each user created in the
// range, by the creation day in the property's zone, and their totals; cancelled, void, no-show and enquiries out.
import { rangeReportQuery } from '@bookone/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';

import { appUser, booking } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { NOT_SOLD } from '../report.repository';
import { cellsOf, inScope, localDay, totalsOf } from '../report-sql';

const columns = [
  { key: 'accountManager', label: 'Account manager', type: 'text' },
  { key: 'bookings', label: 'Bookings', type: 'int' },
  { key: 'totalAmount', label: 'Total amount', type: 'money' },
] as const;

export const salesReport = defineReport({
  id: 'sales',
  group: 'sales',
  permission: 'report.sales',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Sales per account manager (spec §7.5): bookings created in the range by each user and their totals, largest first; cancelled, void, no-show and enquiries excluded',
  query: rangeReportQuery({}),
  filters: [],
  columns,
  chart: { kind: 'bar', x: 'accountManager', series: ['totalAmount'] },
  sheet: 'Sales',
  async compute(db, scope, q) {
    const createdOn = localDay(booking.createdAt, booking.propertyId, scope);
    const where = and(
      inScope(booking.propertyId, scope),
      notInArray(booking.status, [...NOT_SOLD]),
      sql`${createdOn} between ${q.from}::date and ${q.to}::date`,
    );
    const totalAmount = sql`sum(${booking.total})`;
    const [rows, totals] = await Promise.all([
      db
        .select({ accountManager: appUser.username, bookings: sql`count(*)`, totalAmount })
        .from(booking)
        .innerJoin(appUser, eq(appUser.id, booking.createdBy))
        .where(where)
        .groupBy(appUser.username)
        .orderBy(desc(totalAmount), appUser.username),
      db
        .select({ bookings: sql`count(*)`, totalAmount })
        .from(booking)
        .innerJoin(appUser, eq(appUser.id, booking.createdBy))
        .where(where),
    ]);
    return { rows: cellsOf(columns, rows), totals: totalsOf(columns, totals[0]) };
  },
});
