import { DEPARTING_STATUSES, INVENTORY_STATUSES } from '@bookone/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking, payment, room } from '../../db/schema';

/** The statuses whose stays count as sold (they hold inventory: NEW, CONFIRMED, CHECKEDIN, CHECKEDOUT). */
const sqlList = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
export const soldStatuses = sqlList(INVENTORY_STATUSES);

/**
 * A booking's share of its total spent in [start, end): total × (its nights inside the range) ÷ (its nights), summed.
 * The property dashboard and the organisation dashboard count room revenue the same way through it.
 */
export const stayNightShare = (start: string, end: string) => sql`coalesce(sum(
      ${booking.total} * greatest(0, least(${booking.departure}, ${end}::date) - greatest(${booking.arrival}, ${start}::date))
      / nullif(${booking.departure} - ${booking.arrival}, 0)), 0)`;

/**
 * Today's front-desk counts, in one pass over the property's bookings that touch today:
 * - arrivals: arriving today and expected or already arrived (NEW, CONFIRMED, CHECKEDIN);
 * - departures: the domain's "departing today" (DEPARTING_STATUSES), the same rows as the booking list's
 *   "Departing today" view;
 * - in house: every checked-in booking (a guest due out today is in house until checked out).
 */
export async function todayCounts(db: Db, propertyId: number, today: string) {
  const [row] = await db
    .select({
      arrivals: sql<number>`count(*) filter (where ${booking.arrival} = ${today}::date
        and ${booking.status} in ('NEW', 'CONFIRMED', 'CHECKEDIN'))`.mapWith(Number),
      departures: sql<number>`count(*) filter (where ${booking.departure} = ${today}::date
        and ${booking.status} in (${sqlList(DEPARTING_STATUSES)}))`.mapWith(Number),
      inHouse: sql<number>`count(*) filter (where ${booking.status} = 'CHECKEDIN')`.mapWith(Number),
    })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, propertyId),
        // Only bookings whose stay touches today can count: the (property, arrival) index does the work.
        sql`${booking.arrival} <= ${today}::date`,
        sql`${booking.departure} >= ${today}::date`,
      ),
    );
  return { arrivals: row?.arrivals ?? 0, departures: row?.departures ?? 0, inHouse: row?.inHouse ?? 0 };
}

/** Units sold and units in service per date, over every room type of the property (0/0 for a date with none). */
export async function occupancyByDate(db: Db, propertyId: number, from: string, to: string) {
  const result: unknown = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as date,
      coalesce(sum(dr.booked), 0)::int as sold,
      coalesce(sum(dr.total), 0)::int as total
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join daily_rate dr on dr.property_id = ${propertyId} and dr.date = d::date
    group by d
    order by d`);
  const { rows } = result as { rows: { date: string; sold: number | string; total: number | string }[] };
  return rows.map((r) => ({ date: r.date, sold: Number(r.sold), total: Number(r.total) }));
}

/**
 * Room revenue of two months, apportioned by stay night: each sold booking contributes total × (its nights inside
 * the month) ÷ (its nights). A stay across a month end is thus split between the months it is spent in, and a
 * month's figure does not jump when a long stay arrives. Months are [start, end).
 */
export async function revenueByStayNight(
  db: Db,
  propertyId: number,
  months: { thisStart: string; nextStart: string; lastStart: string },
) {
  const share = stayNightShare;
  const [row] = await db
    .select({
      thisMonth: sql<number>`${share(months.thisStart, months.nextStart)}`.mapWith(Number),
      lastMonth: sql<number>`${share(months.lastStart, months.thisStart)}`.mapWith(Number),
    })
    .from(booking)
    .where(
      and(
        eq(booking.propertyId, propertyId),
        sql`${booking.status} in (${soldStatuses})`,
        sql`${booking.arrival} < ${months.nextStart}::date`,
        sql`${booking.departure} > ${months.lastStart}::date`,
      ),
    );
  return { thisMonth: row?.thisMonth ?? 0, lastMonth: row?.lastMonth ?? 0 };
}

/** Payments received (Paid; refunds are negative) by payment date, this month and last. */
export async function paymentsByMonth(
  db: Db,
  propertyId: number,
  months: { thisStart: string; nextStart: string; lastStart: string },
) {
  const [row] = await db
    .select({
      thisMonth:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.date} >= ${months.thisStart}::date), 0)`.mapWith(
          Number,
        ),
      lastMonth:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.date} < ${months.thisStart}::date), 0)`.mapWith(
          Number,
        ),
    })
    .from(payment)
    .where(
      and(
        eq(payment.propertyId, propertyId),
        eq(payment.status, 'Paid'),
        sql`${payment.date} >= ${months.lastStart}::date`,
        sql`${payment.date} < ${months.nextStart}::date`,
      ),
    );
  return { thisMonth: row?.thisMonth ?? 0, lastMonth: row?.lastMonth ?? 0 };
}

/** How many of the property's rooms are in each housekeeping status. */
export async function roomStatusCounts(db: Db, propertyId: number) {
  return db
    .select({ status: room.status, count: count() })
    .from(room)
    .where(eq(room.propertyId, propertyId))
    .groupBy(room.status)
    .orderBy(asc(room.status));
}
