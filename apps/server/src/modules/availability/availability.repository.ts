import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { dailyRate, propertyStopSell } from '../../db/schema';

export type DailyRateRow = typeof dailyRate.$inferSelect;

const CHUNK = 1000;

export async function listDailyRates(db: Db, roomTypeIds: number[], from: string, to: string) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(dailyRate)
    .where(and(inArray(dailyRate.roomTypeId, roomTypeIds), between(dailyRate.date, from, to)))
    .orderBy(asc(dailyRate.roomTypeId), asc(dailyRate.date));
}

/** One cell as the compact query returns it (see listCellsCompact). */
export type CompactCell = [
  date: string,
  price: number,
  total: number,
  booked: number,
  onHold: number,
  blocked: number,
  closed: boolean,
  minStay: number | null,
  maxStay: number | null,
  cta: boolean,
  ctd: boolean,
  stopSell: boolean,
];

/**
 * The cells of room types over a range, for reading only: PostgreSQL builds one JSON array per room type, which
 * the client decodes in one JSON parse instead of row by row. A full year of 8 room types is 8 rows instead of 2,920
 * (the availability budget is 30 ms, and per-row decoding in PGlite alone took longer).
 */
export async function listCellsCompact(
  db: Db,
  propertyId: number,
  roomTypeIds: number[],
  from: string,
  to: string,
) {
  const out = new Map<number, CompactCell[]>();
  if (roomTypeIds.length === 0) return out;
  const result: unknown = await db.execute(sql`
    select room_type_id, json_agg(json_build_array(date, price, total, booked, on_hold, blocked, closed, min_stay,
      max_stay, cta, ctd, stop_sell) order by date)::text as cells
    from daily_rate
    where room_type_id in (${sql.join(
      roomTypeIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and property_id = ${propertyId}
      and date between ${from} and ${to}
    group by room_type_id`);
  // Both drivers answer { rows }.
  const { rows } = result as { rows: { room_type_id: number; cells: string }[] };
  for (const row of rows) out.set(Number(row.room_type_id), JSON.parse(row.cells) as CompactCell[]);
  return out;
}

/** The rows of the given dates, locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockDailyRates(db: Db, roomTypeIds: number[], dates: string[]) {
  if (roomTypeIds.length === 0 || dates.length === 0) return [];
  return db
    .select()
    .from(dailyRate)
    .where(and(inArray(dailyRate.roomTypeId, roomTypeIds), inArray(dailyRate.date, dates)))
    .orderBy(asc(dailyRate.roomTypeId), asc(dailyRate.date))
    .for('update');
}

export async function findDailyRate(db: Db, roomTypeId: number, date: string) {
  const [row] = await db
    .select()
    .from(dailyRate)
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), eq(dailyRate.date, date)))
    .for('update');
  return row;
}

export type CellChange = Partial<
  Pick<
    DailyRateRow,
    'price' | 'onHold' | 'blocked' | 'closed' | 'minStay' | 'maxStay' | 'cta' | 'ctd' | 'stopSell'
  >
>;

export async function updateDailyRate(db: Db, roomTypeId: number, date: string, change: CellChange) {
  const [row] = await db
    .update(dailyRate)
    .set(change)
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), eq(dailyRate.date, date)))
    .returning();
  return row;
}

/**
 * Writes many changed rows at once (an upsert on the primary key that only sets the listed columns). The rows
 * must be complete (they come from a locked read) so that the insert half is valid; booked is never written.
 */
export async function writeDailyRates(db: Db, rows: DailyRateRow[], columns: (keyof CellChange)[]) {
  if (rows.length === 0 || columns.length === 0) return;
  // Columns are snake_case in the database (the connection's casing), camelCase here.
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const set = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${snake(c)}`)])) as Record<
    keyof CellChange,
    ReturnType<typeof sql.raw>
  >;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(dailyRate)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: [dailyRate.roomTypeId, dailyRate.date], set });
  }
}

/** Sets the sellable units of a room type from a date on (a change of its rooms). */
/**
 * Adds `delta` to booked on the given dates, only where the result stays within the inventory: a room is booked
 * only while one is available, and booked never goes below 0. The row lock of UPDATE makes a second concurrent
 * call wait and then re-check the condition, so two calls for the last room cannot both succeed.
 *
 * The nights are locked in date order first (the subquery's ORDER BY … FOR UPDATE): a plain multi-row UPDATE locks
 * rows in the order its scan meets them, which concurrent updates can change (a new row version lands elsewhere),
 * and fifty bookings of the same nights at once then deadlocked on PostgreSQL (booking-concurrency.test, under load).
 */
export async function addBooked(db: Db, roomTypeId: number, dates: string[], delta: number) {
  const guard =
    delta > 0
      ? sql`${dailyRate.total} - ${dailyRate.booked} - ${dailyRate.onHold} - ${dailyRate.blocked} >= ${delta}`
      : sql`${dailyRate.booked} + ${delta} >= 0`;
  const nights = and(eq(dailyRate.roomTypeId, roomTypeId), inArray(dailyRate.date, dates));
  const inDateOrder = db
    .select({ date: dailyRate.date })
    .from(dailyRate)
    .where(nights)
    .orderBy(asc(dailyRate.date))
    .for('update');
  return db
    .update(dailyRate)
    .set({ booked: sql`${dailyRate.booked} + ${delta}` })
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), inArray(dailyRate.date, inDateOrder), guard))
    .returning();
}

export async function listPropertyStopSell(db: Db, propertyId: number, from: string, to: string) {
  const rows = await db
    .select({ date: propertyStopSell.date })
    .from(propertyStopSell)
    .where(and(eq(propertyStopSell.propertyId, propertyId), between(propertyStopSell.date, from, to)))
    .orderBy(asc(propertyStopSell.date));
  return rows.map((r) => r.date);
}

export async function setPropertyStopSell(db: Db, propertyId: number, dates: string[], on: boolean) {
  if (dates.length === 0) return;
  if (on) {
    for (let i = 0; i < dates.length; i += CHUNK) {
      await db
        .insert(propertyStopSell)
        .values(dates.slice(i, i + CHUNK).map((date) => ({ propertyId, date })))
        .onConflictDoNothing();
    }
  } else {
    await db
      .delete(propertyStopSell)
      .where(and(eq(propertyStopSell.propertyId, propertyId), inArray(propertyStopSell.date, dates)));
  }
}

/** Whether any booking or hold exists for a room type from a date on (a room type in use cannot be deleted). */
