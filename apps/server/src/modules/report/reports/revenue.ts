// Room revenue by source or by rate plan (issue 15): the sold bookings' nights in the range, each night carrying
// an equal share of its booking's net room revenue (subtotal), so a stay across the range's edge counts its part.
import { rangeReportQuery, reportIdList } from '@bookone/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { booking, ratePlan } from '../../../db/schema';
import { defineReport } from '../report-definition';
import { cellsOf, inScope, totalsOf } from '../report-sql';
import { nightsWithin, roomTypeFilter, roomTypeIn, soldBooking, stayTouches } from './accommodation-sql';

const FIGURES = [
  { key: 'bookings', label: 'Bookings', type: 'int' },
  { key: 'roomNights', label: 'Room nights', type: 'int' },
  { key: 'revenue', label: 'Room revenue', type: 'money' },
  { key: 'share', label: 'Share of revenue', type: 'percent' },
] as const;
const BY_SOURCE = [{ key: 'source', label: 'Source', type: 'text' }, ...FIGURES] as const;
const BY_PLAN = [{ key: 'ratePlan', label: 'Rate plan', type: 'text' }, ...FIGURES] as const;

export const revenueReport = defineReport({
  id: 'revenue',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Net room revenue of the nights in the range by booking source or by rate plan (no plan: "No rate plan"), with bookings, room nights and each one’s share',
  query: rangeReportQuery({
    roomTypeIds: reportIdList,
    by: z.enum(['source', 'ratePlan']).default('source'),
  }),
  filters: [{ key: 'by', kind: 'select', options: ['source', 'ratePlan'], translate: true }, roomTypeFilter],
  columns: BY_SOURCE,
  chart: { kind: 'pie', x: 'source', series: ['revenue'] },
  sheet: 'Revenue',
  async compute(db, scope, q) {
    const nights = nightsWithin(q.from, q.to);
    const revenue = sql`sum(${booking.subtotal} * ${nights} / nullif(${booking.nights}, 0))`;
    const figures = {
      bookings: sql`count(*)`,
      roomNights: sql`sum(${nights} * ${booking.rooms})`,
      revenue,
      share: sql`100.0 * ${revenue} / nullif(sum(${revenue}) over (), 0)`,
    };
    const where = and(
      inScope(booking.propertyId, scope),
      soldBooking,
      stayTouches(q.from, q.to),
      roomTypeIn(q.roomTypeIds),
    );
    const byPlan = q.by === 'ratePlan';
    const segment = byPlan ? sql`coalesce(${ratePlan.name}, 'No rate plan')` : sql`${booking.source}`;
    const [rows, totals] = await Promise.all([
      db
        .select({ segment, ...figures })
        .from(booking)
        .leftJoin(ratePlan, eq(ratePlan.id, booking.ratePlanId))
        .where(where)
        // By position: the expression's bound text would not match a second copy's in GROUP BY.
        .groupBy(sql`1`)
        .orderBy(desc(revenue), sql`1`),
      db
        .select({ bookings: figures.bookings, roomNights: figures.roomNights, revenue, share: sql`100` })
        .from(booking)
        .where(where),
    ]);
    const columns = byPlan ? BY_PLAN : BY_SOURCE;
    const key = columns[0].key;
    return {
      rows: cellsOf(
        columns,
        rows.map(({ segment: name, ...r }) => ({ [key]: name, ...r })),
      ),
      totals: totalsOf(columns, totals[0]),
      columns,
      chart: { kind: 'pie' as const, x: key, series: ['revenue'] },
    };
  },
});
