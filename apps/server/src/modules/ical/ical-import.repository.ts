// Imported feeds' SQL: the feed rows, their claim (a lease, FOR UPDATE SKIP LOCKED: one fetch per feed across
// processes), the channel reservations a feed made, and the PULL outcome in the connection's sync health.
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  channel,
  channelConnection,
  channelReservation,
  icalImportFeed,
  property,
  room,
  roomType,
} from '../../db/schema';

export type ImportFeedRow = typeof icalImportFeed.$inferSelect;

/** How long a claimed fetch may run before another process may take the feed (a crashed process's claim). */
export const FEED_LEASE_SECONDS = 300;

const view = {
  feed: icalImportFeed,
  channelName: channel.name,
  roomTypeName: roomType.name,
  roomNumber: room.roomNumber,
};

function feedsQuery(db: Db) {
  return db
    .select(view)
    .from(icalImportFeed)
    .innerJoin(channelConnection, eq(channelConnection.id, icalImportFeed.connectionId))
    .innerJoin(channel, eq(channel.id, channelConnection.channelId))
    .innerJoin(roomType, eq(roomType.id, icalImportFeed.roomTypeId))
    .leftJoin(room, eq(room.id, icalImportFeed.roomId));
}
export type ImportFeedView = Awaited<ReturnType<typeof feedsQuery>>[number];

export function listImportFeeds(db: Db, propertyId: number) {
  return feedsQuery(db)
    .where(eq(icalImportFeed.propertyId, propertyId))
    .orderBy(asc(icalImportFeed.name), asc(icalImportFeed.id));
}

export async function findImportFeed(db: Db, feedId: number) {
  const [row] = await feedsQuery(db).where(eq(icalImportFeed.id, feedId));
  return row;
}

/** A connection of the property (any status), or undefined. */
export async function findPropertyConnection(db: Db, propertyId: number, connectionId: number) {
  const [row] = await db
    .select({ id: channelConnection.id, status: channelConnection.status })
    .from(channelConnection)
    .where(and(eq(channelConnection.id, connectionId), eq(channelConnection.propertyId, propertyId)));
  return row;
}

/** A room type of the property and, when asked, one of its rooms: what a feed's events book. */
export async function findRoomTypeAndRoom(
  db: Db,
  propertyId: number,
  roomTypeId: number,
  roomId: number | null,
) {
  const [type] = await db
    .select({ id: roomType.id })
    .from(roomType)
    .where(and(eq(roomType.id, roomTypeId), eq(roomType.propertyId, propertyId)));
  if (roomId === null) return { type, room: null };
  const [r] = await db
    .select({ id: room.id, roomTypeId: room.roomTypeId })
    .from(room)
    .where(and(eq(room.id, roomId), eq(room.propertyId, propertyId)));
  return { type, room: r };
}

export async function insertImportFeed(db: Db, values: typeof icalImportFeed.$inferInsert) {
  const [row] = await db.insert(icalImportFeed).values(values).returning();
  return row!;
}

export async function updateImportFeed(
  db: Db,
  feedId: number,
  values: Partial<typeof icalImportFeed.$inferInsert>,
) {
  await db
    .update(icalImportFeed)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(icalImportFeed.id, feedId));
}

export async function deleteImportFeed(db: Db, feedId: number) {
  await db.delete(icalImportFeed).where(eq(icalImportFeed.id, feedId));
}

/**
 * Takes a feed for one fetch: the given one (sync now), or the next ACTIVE one due. Undefined when it is taken by
 * another fetch (its lease runs) or nothing is due. The lease outlives a crashed process only by its length.
 */
export async function claimFeed(db: Db, feedId: number | null) {
  const due = feedId === null ? sql`status = 'ACTIVE' and next_fetch_at <= now()` : sql`id = ${feedId}`;
  const result: unknown = await db.execute(sql`
    update ical_import_feed set lease_until = now() + make_interval(secs => ${FEED_LEASE_SECONDS})
    where id = (
      select id from ical_import_feed
      where ${due} and (lease_until is null or lease_until < now())
      order by next_fetch_at, id
      limit 1
      for update skip locked)
    returning id`);
  const [row] = (result as { rows: { id: number }[] }).rows;
  return row ? Number(row.id) : undefined;
}

/** What a fetch's end writes on its feed: the outcome, the next due time, the lease released. */
export async function finishFetch(
  db: Db,
  feedId: number,
  outcome: { ok: true; events: number } | { ok: false; error: string },
) {
  await db
    .update(icalImportFeed)
    .set({
      leaseUntil: null,
      lastFetchAt: sql`now()`,
      nextFetchAt: sql`now() + make_interval(mins => ${icalImportFeed.intervalMinutes})`,
      ...(outcome.ok
        ? { lastSuccessAt: sql`now()`, lastError: null, lastEventCount: outcome.events }
        : { lastError: outcome.error }),
      updatedAt: new Date(),
    })
    .where(eq(icalImportFeed.id, feedId));
}

/** The property's time zone (the feed's floating times and its today). */
export async function propertyZone(db: Db, propertyId: number) {
  const [row] = await db
    .select({ timezone: property.timezone })
    .from(property)
    .where(eq(property.id, propertyId));
  return row?.timezone ?? 'UTC';
}

/** The channel reservations a feed made (external ids `ical<feed>:…`), not cancelled. */
export function liveFeedReservations(db: Db, connectionId: number, prefix: string) {
  return db
    .select({
      externalId: channelReservation.externalId,
      status: channelReservation.status,
      checkinDate: channelReservation.checkinDate,
      checkoutDate: channelReservation.checkoutDate,
      roomId: channelReservation.roomId,
    })
    .from(channelReservation)
    .where(
      and(
        eq(channelReservation.connectionId, connectionId),
        like(channelReservation.externalId, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ne(channelReservation.status, 'CANCELLED'),
      ),
    );
}
