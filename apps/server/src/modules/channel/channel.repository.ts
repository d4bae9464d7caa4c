// The channel module's SQL (issue 16): the catalogue, a property's connections and mappings, the reservations
// channels send, and the sync events of each connection.
import type {
  ChannelConnectionUpdate,
  ChannelListQuery,
  ChannelReservationListQuery,
  ChannelSyncDirection,
  ChannelSyncStatus,
} from '@bookone/domain';
import { and, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  channel,
  channelConnection,
  channelMapping,
  channelReservation,
  channelSyncEvent,
  property,
  ratePlan,
  roomType,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ChannelRow = typeof channel.$inferSelect;
export type NewChannelRow = typeof channel.$inferInsert;
export type ConnectionRow = typeof channelConnection.$inferSelect;
export type NewConnectionRow = typeof channelConnection.$inferInsert;
export type MappingRow = typeof channelMapping.$inferSelect;
export type ChannelReservationRow = typeof channelReservation.$inferSelect;
export type NewChannelReservationRow = typeof channelReservation.$inferInsert;
export type SyncEventRow = typeof channelSyncEvent.$inferSelect;

// ------------------------------------------------------------------ the catalogue

/** How many properties are connected to each channel (a correlated count: the catalogue is a few dozen rows). */
const connectionCount =
  sql<number>`(select count(*) from "channel_connection" cc where cc."channel_id" = "channel"."id")`.mapWith(
    Number,
  );

const channelColumns = { row: channel, connections: connectionCount };

function channelWhere(q: ChannelListQuery): SQL | undefined {
  const search = q.search ? likeText(q.search) : undefined;
  return and(
    q.status ? eq(channel.status, q.status) : undefined,
    q.adapterKind ? eq(channel.adapterKind, q.adapterKind) : undefined,
    search
      ? or(ilike(channel.name, search), ilike(channel.website, search), ilike(channel.email, search))
      : undefined,
  );
}

const CHANNEL_SORT = listSort<NonNullable<ChannelListQuery['sort']>>({
  columns: {
    name: sql`lower(${channel.name})`,
    adapterKind: channel.adapterKind,
    status: channel.status,
    createdAt: channel.createdAt,
  },
  tiebreak: channel.id,
  fallback: 'name',
});

const channelRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  db
    .select(channelColumns)
    .from(channel)
    .where(where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);

export function listChannels(db: Db, q: ChannelListQuery) {
  const where = channelWhere(q);
  return paginate(q, CHANNEL_SORT, {
    rows: channelRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(channel).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export function allChannels(db: Db, q: ChannelListQuery, limit: number) {
  return firstRows(q, CHANNEL_SORT, channelRows(db, channelWhere(q)), limit);
}

export async function findChannel(db: Db, id: number) {
  const [row] = await db.select(channelColumns).from(channel).where(eq(channel.id, id));
  return row;
}

export async function insertChannel(db: Db, values: NewChannelRow): Promise<ChannelRow> {
  const [row] = await db.insert(channel).values(values).returning();
  return row!;
}

export async function updateChannel(db: Db, id: number, values: Partial<NewChannelRow>) {
  const [row] = await db
    .update(channel)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channel.id, id))
    .returning();
  return row;
}

export async function deleteChannel(db: Db, id: number) {
  const rows = await db.delete(channel).where(eq(channel.id, id)).returning({ id: channel.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ connections and mappings

const connectionColumns = {
  row: channelConnection,
  channelName: channel.name,
  channelLogoUrl: channel.logoUrl,
  channelStatus: channel.status,
  adapterKind: channel.adapterKind,
  bookingSource: channel.bookingSource,
  availabilityUrl: channel.availabilityUrl,
  ratesUrl: channel.ratesUrl,
};

const connectionsQuery = (db: Db) =>
  db
    .select(connectionColumns)
    .from(channelConnection)
    .innerJoin(channel, eq(channel.id, channelConnection.channelId));

export type ConnectionView = Awaited<ReturnType<typeof findConnection>> & object;

export async function findConnection(db: Db, id: number) {
  const [row] = await connectionsQuery(db).where(eq(channelConnection.id, id));
  return row;
}

export function listConnections(db: Db, propertyId: number) {
  return connectionsQuery(db)
    .where(eq(channelConnection.propertyId, propertyId))
    .orderBy(sql`lower(${channel.name})`, channelConnection.id);
}

export async function insertConnection(db: Db, values: NewConnectionRow): Promise<ConnectionRow> {
  const [row] = await db.insert(channelConnection).values(values).returning();
  return row!;
}

export async function updateConnection(
  db: Db,
  id: number,
  values: ChannelConnectionUpdate | Partial<NewConnectionRow>,
) {
  const [row] = await db
    .update(channelConnection)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channelConnection.id, id))
    .returning();
  return row;
}

/** The properties connected to a channel, with their time zone (a catalogue change pushes their horizon). */
export function connectedProperties(db: Db, channelId: number) {
  return db
    .select({ propertyId: channelConnection.propertyId, timezone: property.timezone })
    .from(channelConnection)
    .innerJoin(property, eq(property.id, channelConnection.propertyId))
    .where(eq(channelConnection.channelId, channelId));
}

export async function deleteConnection(db: Db, id: number) {
  await db.delete(channelConnection).where(eq(channelConnection.id, id));
}

/** The connection locked against another receipt or worker claim (NO KEY UPDATE: foreign key checks pass). */
export async function lockConnection(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(channelConnection)
    .where(eq(channelConnection.id, id))
    .for('no key update');
  return row;
}

/** The outcome of an exchange, on the connection (sync health's summary). */
export async function recordSyncOutcome(db: Db, id: number, ok: boolean, error: string | null) {
  await db
    .update(channelConnection)
    .set({
      lastSyncAt: sql`now()`,
      ...(ok ? { lastSuccessAt: sql`now()`, lastError: null } : { lastError: error }),
    })
    .where(eq(channelConnection.id, id));
}

export function mappingsOf(db: Db, connectionIds: number[]) {
  if (connectionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      row: channelMapping,
      roomTypeName: roomType.name,
      ratePlanName: ratePlan.name,
    })
    .from(channelMapping)
    .innerJoin(roomType, eq(roomType.id, channelMapping.roomTypeId))
    .leftJoin(ratePlan, eq(ratePlan.id, channelMapping.ratePlanId))
    .where(sql`${channelMapping.connectionId} in ${connectionIds}`)
    .orderBy(roomType.ranking, roomType.id, channelMapping.id);
}

export async function replaceMappings(
  tx: Db,
  connectionId: number,
  rows: Omit<typeof channelMapping.$inferInsert, 'connectionId'>[],
) {
  await tx.delete(channelMapping).where(eq(channelMapping.connectionId, connectionId));
  if (rows.length > 0) await tx.insert(channelMapping).values(rows.map((r) => ({ ...r, connectionId })));
}

// ------------------------------------------------------------------ reservations from channels

export async function findChannelReservation(tx: Db, connectionId: number, externalId: string) {
  const [row] = await tx
    .select()
    .from(channelReservation)
    .where(
      and(eq(channelReservation.connectionId, connectionId), eq(channelReservation.externalId, externalId)),
    )
    .for('update');
  return row;
}

export async function insertChannelReservation(tx: Db, values: NewChannelReservationRow) {
  const [row] = await tx.insert(channelReservation).values(values).returning();
  return row!;
}

export async function updateChannelReservation(
  tx: Db,
  id: number,
  values: Partial<NewChannelReservationRow>,
) {
  const [row] = await tx
    .update(channelReservation)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channelReservation.id, id))
    .returning();
  return row!;
}

const reservationColumns = {
  row: channelReservation,
  channelId: channel.id,
  channelName: channel.name,
  bookingNumber: booking.bookingNumber,
};

function reservationWhere(propertyId: number, q: ChannelReservationListQuery): SQL | undefined {
  const search = q.search ? likeText(q.search) : undefined;
  return and(
    eq(channelReservation.propertyId, propertyId),
    q.connectionId ? eq(channelReservation.connectionId, q.connectionId) : undefined,
    q.status ? eq(channelReservation.status, q.status) : undefined,
    search
      ? or(
          ilike(channelReservation.externalId, search),
          ilike(channelReservation.externalTransactionId, search),
          ilike(channelReservation.lastName, search),
          ilike(channelReservation.firstName, search),
          ilike(channelReservation.email, search),
        )
      : undefined,
  );
}

const RESERVATION_SORT = listSort<NonNullable<ChannelReservationListQuery['sort']>>({
  columns: {
    createdAt: channelReservation.createdAt,
    updatedAt: channelReservation.updatedAt,
    checkinDate: channelReservation.checkinDate,
    status: channelReservation.status,
  },
  tiebreak: channelReservation.id,
  fallback: [desc(channelReservation.createdAt), desc(channelReservation.id)],
});

const reservationRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  db
    .select(reservationColumns)
    .from(channelReservation)
    .innerJoin(channelConnection, eq(channelConnection.id, channelReservation.connectionId))
    .innerJoin(channel, eq(channel.id, channelConnection.channelId))
    .leftJoin(booking, eq(booking.id, channelReservation.bookingId))
    .where(where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);

export function listChannelReservations(db: Db, propertyId: number, q: ChannelReservationListQuery) {
  const where = reservationWhere(propertyId, q);
  return paginate(q, RESERVATION_SORT, {
    rows: reservationRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(channelReservation).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export function allChannelReservations(
  db: Db,
  propertyId: number,
  q: ChannelReservationListQuery,
  limit: number,
) {
  return firstRows(q, RESERVATION_SORT, reservationRows(db, reservationWhere(propertyId, q)), limit);
}

/** One reservation with its channel and booking number (the webhook's answer). */
export async function findChannelReservationView(db: Db, id: number) {
  const [row] = await reservationRows(
    db,
    eq(channelReservation.id, id),
  )({ orderBy: [], limit: 1, offset: 0 });
  return row;
}

/** The connection a webhook token names (its hash). */
export async function findConnectionByWebhook(db: Db, tokenHash: string) {
  const [row] = await connectionsQuery(db).where(eq(channelConnection.webhookTokenHash, tokenHash));
  return row;
}

/** OVERBOOKED reservations of a property whose stay meets [from, to) (the tape chart's markers). */
export function overbookingsOf(db: Db, propertyId: number, from: string, to: string) {
  return db
    .select(reservationColumns)
    .from(channelReservation)
    .innerJoin(channelConnection, eq(channelConnection.id, channelReservation.connectionId))
    .innerJoin(channel, eq(channel.id, channelConnection.channelId))
    .leftJoin(booking, eq(booking.id, channelReservation.bookingId))
    .where(
      and(
        eq(channelReservation.propertyId, propertyId),
        eq(channelReservation.status, 'OVERBOOKED'),
        lt(channelReservation.checkinDate, to),
        gt(channelReservation.checkoutDate, from),
      ),
    )
    .orderBy(channelReservation.checkinDate, channelReservation.id);
}

export async function countOverbookings(db: Db, connectionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(channelReservation)
    .where(
      and(eq(channelReservation.connectionId, connectionId), eq(channelReservation.status, 'OVERBOOKED')),
    );
  return row?.n ?? 0;
}

// ------------------------------------------------------------------ sync events

export async function insertSyncEvent(
  db: Db,
  values: {
    connectionId: number;
    direction: ChannelSyncDirection;
    status: ChannelSyncStatus;
    message?: string | null;
    error?: string | null;
    payload?: string | null;
    startedAt?: Date;
  },
) {
  await db.insert(channelSyncEvent).values({ ...values, finishedAt: sql`now()` });
}

export function recentSyncEvents(db: Db, connectionId: number, limit: number, status?: ChannelSyncStatus) {
  return db
    .select()
    .from(channelSyncEvent)
    .where(
      and(
        eq(channelSyncEvent.connectionId, connectionId),
        status ? eq(channelSyncEvent.status, status) : undefined,
      ),
    )
    .orderBy(desc(channelSyncEvent.startedAt), desc(channelSyncEvent.id))
    .limit(limit);
}
