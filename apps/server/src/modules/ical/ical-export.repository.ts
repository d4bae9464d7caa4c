// The busy feeds' SQL: the live feed rows, and the nights a room type or a room cannot be sold.
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { icalExportFeed, property, room, roomNight, roomType } from '../../db/schema';

export type ExportFeedRow = typeof icalExportFeed.$inferSelect;

/** The property's room types and rooms (by ranking, then number) with their live feed, if any. */
export async function listExportSlots(db: Db, propertyId: number) {
  const types = await db
    .select({ id: roomType.id, name: roomType.name, ranking: roomType.ranking })
    .from(roomType)
    .where(eq(roomType.propertyId, propertyId))
    .orderBy(sql`${roomType.ranking} asc nulls last`, asc(roomType.name), asc(roomType.id));
  const rooms = await db
    .select({ id: room.id, roomTypeId: room.roomTypeId, roomNumber: room.roomNumber })
    .from(room)
    .where(eq(room.propertyId, propertyId))
    .orderBy(asc(room.roomNumber), asc(room.id));
  const feeds = await db
    .select()
    .from(icalExportFeed)
    .where(and(eq(icalExportFeed.propertyId, propertyId), isNull(icalExportFeed.revokedAt)));
  return { types, rooms, feeds };
}

export async function findLiveFeed(db: Db, propertyId: number, feedId: number) {
  const [row] = await db
    .select()
    .from(icalExportFeed)
    .where(
      and(
        eq(icalExportFeed.id, feedId),
        eq(icalExportFeed.propertyId, propertyId),
        isNull(icalExportFeed.revokedAt),
      ),
    );
  return row;
}

/** Revokes the live feed of the room type or room (none: nothing). */
export async function revokeSlot(db: Db, propertyId: number, roomTypeId: number, roomId: number | null) {
  await db
    .update(icalExportFeed)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(icalExportFeed.propertyId, propertyId),
        eq(icalExportFeed.roomTypeId, roomTypeId),
        roomId === null ? isNull(icalExportFeed.roomId) : eq(icalExportFeed.roomId, roomId),
        isNull(icalExportFeed.revokedAt),
      ),
    );
}

export async function revokeFeed(db: Db, feedId: number) {
  await db.update(icalExportFeed).set({ revokedAt: new Date() }).where(eq(icalExportFeed.id, feedId));
}

export async function insertFeed(db: Db, values: typeof icalExportFeed.$inferInsert) {
  const [row] = await db.insert(icalExportFeed).values(values).returning();
  return row!;
}

/** The live feed of a token's hash, with what its document needs of the property. */
export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      feed: icalExportFeed,
      propertyName: property.name,
      timeZone: property.timezone,
      roomTypeName: roomType.name,
      roomNumber: room.roomNumber,
      roomInService: room.inService,
    })
    .from(icalExportFeed)
    .innerJoin(property, eq(property.id, icalExportFeed.propertyId))
    .innerJoin(roomType, eq(roomType.id, icalExportFeed.roomTypeId))
    .leftJoin(room, eq(room.id, icalExportFeed.roomId))
    .where(and(eq(icalExportFeed.tokenHash, tokenHash), isNull(icalExportFeed.revokedAt)));
  return row;
}

/** Remembers when an OTA read the feed: at most once a minute, so a polling OTA does not write on every read. */
export async function touchRead(db: Db, feedId: number) {
  await db
    .update(icalExportFeed)
    .set({ lastReadAt: new Date() })
    .where(
      and(
        eq(icalExportFeed.id, feedId),
        or(
          isNull(icalExportFeed.lastReadAt),
          lt(icalExportFeed.lastReadAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}

/**
 * Nights of [from, to) the room type cannot sell: no unit left (booked, on hold, blocked), closed, stopped, or the
 * whole property stopped. With `unitsToo` false, only the closures (a room's feed: its own nights say the rest).
 */
export async function roomTypeBusyDates(
  db: Db,
  propertyId: number,
  roomTypeId: number,
  from: string,
  to: string,
  unitsToo: boolean,
): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select date::text as date from daily_rate
    where room_type_id = ${roomTypeId} and property_id = ${propertyId} and date >= ${from} and date < ${to}
      and (closed or stop_sell or (${unitsToo} and total - booked - on_hold - blocked <= 0))
    union
    select date::text from property_stop_sell
    where property_id = ${propertyId} and date >= ${from} and date < ${to}
    order by 1`);
  return (result as { rows: { date: string }[] }).rows.map((r) => r.date);
}

/** A room's booked nights of [from, to), by booking room (a stay), in date order. */
export async function roomBookedNights(db: Db, roomId: number, from: string, to: string) {
  return db
    .selectDistinct({ date: roomNight.date, bookingRoomId: roomNight.bookingRoomId })
    .from(roomNight)
    .where(and(eq(roomNight.roomId, roomId), gte(roomNight.date, from), lt(roomNight.date, to)))
    .orderBy(asc(roomNight.bookingRoomId), asc(roomNight.date));
}
