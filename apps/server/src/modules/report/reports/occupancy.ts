// Occupancy, ADR and RevPAR (issue 15) by day or by room type: rooms in service from the inventory rows
// (daily_rate.total), rooms sold and net room revenue from the sold bookings' nights in the range.
import { INVENTORY_STATUSES, rangeReportQuery, reportIdList } from '@bookone/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { defineReport } from '../report-definition';
import { cellsOf, rowsOf, scopeIds, totalsOf } from '../report-sql';
import { roomTypeFilter } from './accommodation-sql';

const FIGURES = [
  { key: 'available', label: 'Rooms available', type: 'int' },
  { key: 'sold', label: 'Rooms sold', type: 'int' },
  { key: 'occupancy', label: 'Occupancy', type: 'percent' },
  { key: 'revenue', label: 'Room revenue', type: 'money' },
  { key: 'adr', label: 'ADR', type: 'money' },
  { key: 'revpar', label: 'RevPAR', type: 'money' },
] as const;
const BY_DAY = [{ key: 'date', label: 'Date', type: 'date' }, ...FIGURES] as const;
const BY_TYPE = [{ key: 'roomType', label: 'Room type', type: 'text' }, ...FIGURES] as const;

const statuses = sql.join(
  INVENTORY_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export const occupancyReport = defineReport({
  id: 'occupancy',
  group: 'accommodation',
  permission: 'report.accommodation',
  businessTypes: ['Accommodation'],
  period: 'range',
  summary:
    'Occupancy (rooms sold ÷ rooms in service), ADR (net room revenue ÷ rooms sold) and RevPAR (net room revenue ÷ rooms in service) by day or by room type; revenue is each sold booking’s subtotal spread evenly over its nights',
  query: rangeReportQuery({ roomTypeIds: reportIdList, by: z.enum(['day', 'roomType']).default('day') }),
  filters: [{ key: 'by', kind: 'select', options: ['day', 'roomType'], translate: true }, roomTypeFilter],
  columns: BY_DAY,
  chart: { kind: 'line', x: 'date', series: ['occupancy'] },
  sheet: 'Occupancy ADR RevPAR',
  async compute(db, scope, q) {
    const typesOn = (column: string) =>
      q.roomTypeIds?.length
        ? sql`and ${sql.raw(column)} in (${sql.join(
            q.roomTypeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const types = typesOn('room_type_id');
    const sold = sql`where property_id in (${scopeIds(scope)}) and status in (${statuses})
        and arrival <= ${q.to}::date and departure > ${q.from}::date ${types}`;
    const stays = sql`from booking ${sold}`;
    const byType = q.by === 'roomType';
    const figures = sql`sum(available) as available, sum(sold) as sold,
        100.0 * sum(sold) / nullif(sum(available), 0) as occupancy, sum(revenue) as revenue,
        sum(revenue) / nullif(sum(sold), 0) as adr, sum(revenue) / nullif(sum(available), 0) as revpar`;
    const nights = sql`greatest(0, least(departure, ${q.to}::date + 1) - greatest(arrival, ${q.from}::date))`;
    // Per room type (and for the totals) no day is needed: the range's room nights of each stay, and the inventory
    // rows' sum.
    const perType = sql`
      with supply as (
        select room_type_id, sum(total) as available from daily_rate
        where property_id in (${scopeIds(scope)}) and date between ${q.from}::date and ${q.to}::date ${types}
        group by 1
      ), demand as (
        select room_type_id, sum(rooms * ${nights}) as sold, sum(subtotal * ${nights} / nullif(nights, 0)) as revenue
        ${stays} group by 1
      ), cells as (
        select coalesce(s.room_type_id, d.room_type_id) as room_type_id, coalesce(s.available, 0) as available,
          coalesce(d.sold, 0) as sold, coalesce(d.revenue, 0) as revenue
        from supply s full join demand d on d.room_type_id = s.room_type_id
      )`;
    // Per day without one row per night: each stay adds its rooms and nightly revenue on its arrival day and takes
    // them off on its departure day; a running sum reads what is in house each day (zero rows: every day appears).
    const perDay = sql`
      with supply as (
        select date as day, sum(total) as available from daily_rate
        where property_id in (${scopeIds(scope)}) and date between ${q.from}::date and ${q.to}::date ${types}
        group by 1
      ), demand as (
        select day, sold, revenue from (
          select day, sum(sum(rooms)) over w as sold, sum(sum(revenue)) over w as revenue
          from (
            -- One pass over the stays: a change row on arrival and one on departure.
            select v.day, v.rooms, v.revenue
            from booking
            cross join lateral (values (arrival, rooms, subtotal / nullif(nights, 0)),
              (departure, -rooms, -(subtotal / nullif(nights, 0)))) v(day, rooms, revenue)
            ${sold}
            union all
            select d::date, 0, 0 from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') d
          ) changes
          group by day
          window w as (order by day)
        ) running
        where day between ${q.from}::date and ${q.to}::date
      ), cells as (
        select d.day, coalesce(s.available, 0) as available, d.sold, d.revenue
        from demand d left join supply s on s.day = d.day
      )`;
    const [rows, totals] = await Promise.all([
      db.execute(
        byType
          ? sql`${perType} select rt.name as "roomType", ${figures} from cells
              join room_type rt on rt.id = cells.room_type_id group by rt.name order by rt.name`
          : sql`${perDay} select to_char(day, 'YYYY-MM-DD') as date, ${figures} from cells group by day order by day`,
      ),
      db.execute(sql`${perType} select ${figures} from cells`),
    ]);
    const columns = byType ? BY_TYPE : BY_DAY;
    return {
      rows: cellsOf(columns, rowsOf(rows)),
      totals: totalsOf(columns, rowsOf(totals)[0]),
      columns,
      chart: byType
        ? { kind: 'bar' as const, x: 'roomType', series: ['occupancy'] }
        : { kind: 'line' as const, x: 'date', series: ['occupancy'] },
    };
  },
});
