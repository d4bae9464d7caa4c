import type { Facility, RatePlan, Room, RoomType, RoomTypeImage } from '@bookone/domain';
import { sellableUnits } from '@bookone/domain';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  dailyRate,
  ratePlan,
  room,
  roomFacility,
  roomType,
  roomTypeFacility,
  roomTypeImage,
} from '../../db/schema';
import { hasValues } from '../../lib/db-update';

export type RoomTypeRow = typeof roomType.$inferSelect;
export type NewRoomTypeRow = typeof roomType.$inferInsert;
export type RoomRow = typeof room.$inferSelect;
export type NewRoomRow = typeof room.$inferInsert;
export type FacilityRow = typeof roomFacility.$inferSelect;
export type RatePlanRow = typeof ratePlan.$inferSelect;
export type RoomTypeImageRow = typeof roomTypeImage.$inferSelect;
export type NewRatePlanRow = typeof ratePlan.$inferInsert;

// ------------------------------------------------------------------ room types

export async function findRoomTypeRow(db: Db, id: number) {
  const [row] = await db.select().from(roomType).where(eq(roomType.id, id));
  return row;
}

export async function listRoomTypeRows(db: Db, propertyId: number) {
  return db.select().from(roomType).where(eq(roomType.propertyId, propertyId)).orderBy(asc(roomType.id));
}

export async function insertRoomType(db: Db, values: NewRoomTypeRow) {
  const [row] = await db.insert(roomType).values(values).returning();
  if (!row) throw new Error('insert room type returned nothing');
  return row;
}

export async function updateRoomTypeRow(db: Db, id: number, values: Partial<NewRoomTypeRow>) {
  if (!hasValues(values)) return findRoomTypeRow(db, id);
  const [row] = await db.update(roomType).set(values).where(eq(roomType.id, id)).returning();
  return row;
}

export async function deleteRoomTypeRow(db: Db, id: number) {
  await db.delete(roomType).where(eq(roomType.id, id));
}

/** Per room type: physical rooms and those out of order. */
export async function roomCounts(db: Db, roomTypeIds: number[]) {
  const out = new Map<number, { rooms: number; outOfOrder: number }>();
  if (roomTypeIds.length === 0) return out;
  const rows = await db
    .select({
      roomTypeId: room.roomTypeId,
      rooms: count(),
      outOfOrder: sql<number>`count(*) filter (where not ${room.inService})`.mapWith(Number),
    })
    .from(room)
    .where(inArray(room.roomTypeId, roomTypeIds))
    .groupBy(room.roomTypeId);
  for (const r of rows) out.set(r.roomTypeId, { rooms: r.rooms, outOfOrder: r.outOfOrder });
  return out;
}

export async function facilitiesOf(db: Db, roomTypeIds: number[]) {
  const out = new Map<number, Facility[]>();
  if (roomTypeIds.length === 0) return out;
  const rows = await db
    .select({ roomTypeId: roomTypeFacility.roomTypeId, f: roomFacility })
    .from(roomTypeFacility)
    .innerJoin(roomFacility, eq(roomFacility.id, roomTypeFacility.facilityId))
    .where(inArray(roomTypeFacility.roomTypeId, roomTypeIds))
    .orderBy(asc(roomFacility.name));
  for (const r of rows) {
    const list = out.get(r.roomTypeId) ?? [];
    list.push(toFacility(r.f));
    out.set(r.roomTypeId, list);
  }
  return out;
}

export async function setRoomTypeFacilities(db: Db, roomTypeId: number, facilityIds: number[]) {
  await db.delete(roomTypeFacility).where(eq(roomTypeFacility.roomTypeId, roomTypeId));
  if (facilityIds.length > 0)
    await db.insert(roomTypeFacility).values(facilityIds.map((facilityId) => ({ roomTypeId, facilityId })));
}

export function unitsOf(row: RoomTypeRow, outOfOrder: number) {
  return sellableUnits({ noOfRooms: row.noOfRooms, shared: row.shared, beds: row.beds }, outOfOrder);
}

export function toRoomType(
  row: RoomTypeRow,
  counts: { rooms: number; outOfOrder: number } | undefined,
  facilities: Facility[],
  images: RoomTypeImage[] = [],
  maxImages = 1,
): RoomType {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    description: row.description,
    minOccupancy: row.minOccupancy,
    maxOccupancy: row.maxOccupancy,
    baseOccupancy: row.baseOccupancy,
    extraAdultCharge: row.extraAdultCharge,
    extraChildCharge: row.extraChildCharge,
    basePrice: row.basePrice,
    weeklyPrice: row.weeklyPrice,
    monthlyPrice: row.monthlyPrice,
    shared: row.shared,
    beds: row.beds,
    ranking: row.ranking,
    noOfRooms: row.noOfRooms,
    sellableUnits: unitsOf(row, counts?.outOfOrder ?? 0),
    roomCount: counts?.rooms ?? 0,
    facilities,
    images,
    maxImages,
  };
}

// ------------------------------------------------------------------ rooms

export async function findRoomRow(db: Db, id: number) {
  const [row] = await db.select().from(room).where(eq(room.id, id));
  return row;
}

export async function listRooms(db: Db, propertyId: number, roomTypeId?: number): Promise<Room[]> {
  const rows = await db
    .select({ r: room, typeName: roomType.name })
    .from(room)
    .innerJoin(roomType, eq(roomType.id, room.roomTypeId))
    .where(
      roomTypeId
        ? and(eq(room.propertyId, propertyId), eq(room.roomTypeId, roomTypeId))
        : eq(room.propertyId, propertyId),
    )
    .orderBy(asc(room.floor), asc(room.roomNumber));
  return rows.map((x) => toRoom(x.r, x.typeName));
}

export async function insertRoom(db: Db, values: NewRoomRow) {
  const [row] = await db.insert(room).values(values).returning();
  if (!row) throw new Error('insert room returned nothing');
  return row;
}

export async function updateRoomRow(db: Db, id: number, values: Partial<NewRoomRow>) {
  if (!hasValues(values)) return findRoomRow(db, id);
  const [row] = await db.update(room).set(values).where(eq(room.id, id)).returning();
  return row;
}

export async function deleteRoomRow(db: Db, id: number) {
  await db.delete(room).where(eq(room.id, id));
}

export function toRoom(row: RoomRow, roomTypeName: string): Room {
  return {
    id: row.id,
    propertyId: row.propertyId,
    roomTypeId: row.roomTypeId,
    roomTypeName,
    roomNumber: row.roomNumber,
    floor: row.floor,
    bedType: row.bedType,
    status: row.status,
    inService: row.inService,
    outOfOrderReason: row.outOfOrderReason,
  };
}

// ------------------------------------------------------------------ facilities

export function toFacility(row: FacilityRow): Facility {
  return {
    id: row.id,
    organisationId: row.organisationId,
    name: row.name,
    description: row.description,
    icon: row.icon,
  };
}

export async function listFacilities(db: Db, organisationId: number) {
  const rows = await db
    .select()
    .from(roomFacility)
    .where(eq(roomFacility.organisationId, organisationId))
    .orderBy(asc(roomFacility.name));
  return rows.map(toFacility);
}

export async function findFacilityRow(db: Db, id: number) {
  const [row] = await db.select().from(roomFacility).where(eq(roomFacility.id, id));
  return row;
}

export async function findFacilityRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(roomFacility).where(inArray(roomFacility.id, ids));
}

export async function insertFacility(db: Db, values: typeof roomFacility.$inferInsert) {
  const [row] = await db.insert(roomFacility).values(values).returning();
  if (!row) throw new Error('insert facility returned nothing');
  return row;
}

export async function updateFacilityRow(
  db: Db,
  id: number,
  values: Partial<typeof roomFacility.$inferInsert>,
) {
  if (!hasValues(values)) return findFacilityRow(db, id);
  const [row] = await db.update(roomFacility).set(values).where(eq(roomFacility.id, id)).returning();
  return row;
}

export async function deleteFacilityRow(db: Db, id: number) {
  await db.delete(roomFacility).where(eq(roomFacility.id, id));
}

// ------------------------------------------------------------------ rate plans

export function toRatePlan(row: RatePlanRow): RatePlan {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    code: row.code,
    name: row.name,
    description: row.description,
    amount: row.amount,
    deviationType: row.deviationType,
    deviation: row.deviation,
    mealPlan: row.mealPlan,
    inclusions: row.inclusions,
    minStay: row.minStay,
    maxStay: row.maxStay,
    minOccupancy: row.minOccupancy,
    maxOccupancy: row.maxOccupancy,
    extraAdultCharge: row.extraAdultCharge,
    extraChildCharge: row.extraChildCharge,
    weekdays: row.weekdays,
    effectiveDate: row.effectiveDate,
    expiryDate: row.expiryDate,
    active: row.active,
  };
}

export async function listRatePlanRows(db: Db, roomTypeIds: number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .select()
    .from(ratePlan)
    .where(inArray(ratePlan.roomTypeId, roomTypeIds))
    .orderBy(asc(ratePlan.roomTypeId), asc(ratePlan.id));
}

export async function findRatePlanRow(db: Db, id: number) {
  const [row] = await db.select().from(ratePlan).where(eq(ratePlan.id, id));
  return row;
}

export async function insertRatePlan(db: Db, values: NewRatePlanRow) {
  const [row] = await db.insert(ratePlan).values(values).returning();
  if (!row) throw new Error('insert rate plan returned nothing');
  return row;
}

export async function updateRatePlanRow(db: Db, id: number, values: Partial<NewRatePlanRow>) {
  if (!hasValues(values)) return findRatePlanRow(db, id);
  const [row] = await db.update(ratePlan).set(values).where(eq(ratePlan.id, id)).returning();
  return row;
}

export async function deleteRatePlanRow(db: Db, id: number) {
  await db.delete(ratePlan).where(eq(ratePlan.id, id));
}

// ------------------------------------------------------------------ room type images

export function toRoomTypeImage(row: RoomTypeImageRow): RoomTypeImage {
  return { id: row.id, url: row.url, caption: row.caption, isMain: row.isMain, sortOrder: row.sortOrder };
}

/** Images per room type, by order (then upload order). */
export async function imagesOf(db: Db, roomTypeIds: number[]) {
  const out = new Map<number, RoomTypeImage[]>();
  if (roomTypeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(roomTypeImage)
    .where(inArray(roomTypeImage.roomTypeId, roomTypeIds))
    .orderBy(asc(roomTypeImage.sortOrder), asc(roomTypeImage.id));
  for (const row of rows) {
    const list = out.get(row.roomTypeId) ?? [];
    list.push(toRoomTypeImage(row));
    out.set(row.roomTypeId, list);
  }
  return out;
}

export async function countRoomTypeImages(db: Db, roomTypeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(roomTypeImage)
    .where(eq(roomTypeImage.roomTypeId, roomTypeId));
  return row?.n ?? 0;
}

/** Locks the room type row until the transaction ends (serialises its uploads against the plan limit). */
export async function lockRoomType(db: Db, id: number) {
  const [row] = await db.select().from(roomType).where(eq(roomType.id, id)).for('update');
  return row;
}

export async function findRoomTypeImageRow(db: Db, id: number) {
  const [row] = await db.select().from(roomTypeImage).where(eq(roomTypeImage.id, id));
  return row;
}

export async function insertRoomTypeImage(db: Db, values: typeof roomTypeImage.$inferInsert) {
  const [row] = await db.insert(roomTypeImage).values(values).returning();
  if (!row) throw new Error('insert room type image returned nothing');
  return row;
}

export async function updateRoomTypeImageRow(
  db: Db,
  id: number,
  values: Partial<typeof roomTypeImage.$inferInsert>,
) {
  const [row] = await db.update(roomTypeImage).set(values).where(eq(roomTypeImage.id, id)).returning();
  return row;
}

export async function clearMainRoomTypeImage(db: Db, roomTypeId: number) {
  await db.update(roomTypeImage).set({ isMain: false }).where(eq(roomTypeImage.roomTypeId, roomTypeId));
}

export async function deleteRoomTypeImageRow(db: Db, id: number) {
  await db.delete(roomTypeImage).where(eq(roomTypeImage.id, id));
}

// ------------------------------------------------------------------ a room type's inventory rows
// The room module creates, sizes and re-prices a room type's daily rows as the type changes; the availability
// module prices, restricts and books them.

export type NewDailyRateRow = typeof dailyRate.$inferInsert;

const CHUNK = 1000;

/** Inserts rate rows in batches; rows that already exist are left alone. */
export async function insertDailyRates(db: Db, rows: NewDailyRateRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(dailyRate)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

/**
 * Creates the missing rows of a room type from `from` to `to` (inclusive) at its base price and sellable units,
 * in one statement. Existing rows keep their values.
 */
export async function ensureDailyRates(
  db: Db,
  rt: { id: number; propertyId: number; basePrice: number },
  units: number,
  from: string,
  to: string,
): Promise<void> {
  await db.execute(sql`
    insert into daily_rate (room_type_id, date, property_id, price, total)
    select ${rt.id}, d::date, ${rt.propertyId}, ${rt.basePrice}, ${units}
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    on conflict do nothing`);
}

export async function setTotalsFrom(db: Db, roomTypeId: number, from: string, total: number) {
  await db
    .update(dailyRate)
    .set({ total })
    .where(and(eq(dailyRate.roomTypeId, roomTypeId), gte(dailyRate.date, from)));
}

/** Whether a night from `from` on is booked or on hold: such a room type cannot be deleted. */
export async function hasBookingsFrom(db: Db, roomTypeId: number, from: string): Promise<boolean> {
  const rows = await db
    .select({ date: dailyRate.date })
    .from(dailyRate)
    .where(
      and(
        eq(dailyRate.roomTypeId, roomTypeId),
        gte(dailyRate.date, from),
        sql`(${dailyRate.booked} > 0 or ${dailyRate.onHold} > 0)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new base price moves the future dates still at the old base price; tuned dates keep their price. */
export async function repriceFutureRates(
  db: Db,
  roomTypeId: number,
  from: string,
  oldPrice: number,
  price: number,
) {
  await db
    .update(dailyRate)
    .set({ price })
    .where(
      and(eq(dailyRate.roomTypeId, roomTypeId), gte(dailyRate.date, from), eq(dailyRate.price, oldPrice)),
    );
}

/** Whether any booking (of any status) names the room type: such a type cannot be deleted. */
export async function roomTypeHasBookings(db: Db, roomTypeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: booking.id })
    .from(booking)
    .where(eq(booking.roomTypeId, roomTypeId))
    .limit(1);
  return rows.length > 0;
}
