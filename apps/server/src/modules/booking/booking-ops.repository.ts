// Queries of the front-office operations (issue 5): allocations and room nights, audit, services, folio rows.
import {
  stayNights,
  type Allocation,
  type AuditEntry,
  type BookingService,
  type RoomStatus,
} from '@bookone/domain';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  booking,
  bookingAudit,
  bookingRoom,
  bookingService,
  expense,
  payment,
  room,
  roomNight,
} from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';

export type RoomRowLite = typeof room.$inferSelect;
export type BookingRoomRow = typeof bookingRoom.$inferSelect;

// ------------------------------------------------------------------ allocations

/** The allocations of the given bookings (one query), by booking id, in room-number order. */
export async function allocationsOf(db: Db, bookingIds: number[]): Promise<Map<number, Allocation[]>> {
  const out = new Map<number, Allocation[]>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select({
      id: bookingRoom.id,
      bookingId: bookingRoom.bookingId,
      roomId: bookingRoom.roomId,
      roomNumber: room.roomNumber,
      bed: bookingRoom.bed,
      fromDate: bookingRoom.fromDate,
      toDate: bookingRoom.toDate,
    })
    .from(bookingRoom)
    .innerJoin(room, eq(room.id, bookingRoom.roomId))
    .where(inArray(bookingRoom.bookingId, bookingIds))
    .orderBy(asc(bookingRoom.fromDate), asc(room.roomNumber), asc(bookingRoom.bed));
  for (const { bookingId, ...a } of rows) {
    const list = out.get(bookingId) ?? [];
    list.push(a);
    out.set(bookingId, list);
  }
  return out;
}

export async function bookingRoomRows(db: Db, bookingId: number) {
  return db.select().from(bookingRoom).where(eq(bookingRoom.bookingId, bookingId));
}

/** The first night of [fromDate, toDate) on which the room (bed) is held by another allocation. */
export async function firstTakenNight(
  db: Db,
  roomId: number,
  bed: number,
  fromDate: string,
  toDate: string,
  exceptBookingRoomId?: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ date: roomNight.date })
    .from(roomNight)
    .where(
      and(
        eq(roomNight.roomId, roomId),
        eq(roomNight.bed, bed),
        gte(roomNight.date, fromDate),
        lt(roomNight.date, toDate),
        exceptBookingRoomId != null ? ne(roomNight.bookingRoomId, exceptBookingRoomId) : undefined,
      ),
    )
    .orderBy(asc(roomNight.date))
    .limit(1);
  return row?.date;
}

/**
 * Allocates a room (or bed) to a booking for [fromDate, toDate): the booking_room row and one room_night per night.
 * The room_night primary key refuses a night another booking holds, even when two requests race past every check:
 * the loser's insert fails on the key (after waiting for the winner's commit) and becomes the 409. The insert runs
 * in a savepoint so the caller's transaction can still look up which night was taken.
 */
export async function insertAllocation(
  tx: Db,
  values: {
    propertyId: number;
    bookingId: number;
    roomId: number;
    roomNumber: string;
    bed: number;
    fromDate: string;
    toDate: string;
    checkedInAt?: Date | null;
  },
): Promise<BookingRoomRow> {
  const { roomNumber, ...row } = values;
  const taken = (date: string) =>
    conflict(`Room ${roomNumber}${values.bed > 0 ? ` bed ${values.bed}` : ''} is already taken on ${date}`, {
      rooms: `Room ${roomNumber} is already taken on ${date}`,
    });
  const before = await firstTakenNight(tx, values.roomId, values.bed, values.fromDate, values.toDate);
  if (before) throw taken(before);
  try {
    return await tx.transaction(async (sp) => {
      const [br] = await sp.insert(bookingRoom).values(row).returning();
      const nights = stayNights(values.fromDate, values.toDate);
      if (nights.length > 0)
        await sp
          .insert(roomNight)
          .values(
            nights.map((date) => ({ roomId: values.roomId, bed: values.bed, date, bookingRoomId: br!.id })),
          );
      return br!;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const date = await firstTakenNight(tx, values.roomId, values.bed, values.fromDate, values.toDate);
    throw taken(date ?? values.fromDate);
  }
}

/** Drops every allocation of the booking (its room nights go with them). */
export async function deleteAllocations(tx: Db, bookingId: number): Promise<void> {
  await tx.delete(bookingRoom).where(eq(bookingRoom.bookingId, bookingId));
}

export async function deleteAllocation(tx: Db, id: number): Promise<void> {
  await tx.delete(bookingRoom).where(eq(bookingRoom.id, id));
}

/** Ends the booking's allocations at `until`: later nights are released, allocations starting then dropped. */
export async function trimAllocations(tx: Db, bookingId: number, until: string): Promise<void> {
  const ids = (await bookingRoomRows(tx, bookingId)).map((r) => r.id);
  if (ids.length === 0) return;
  await tx.delete(roomNight).where(and(inArray(roomNight.bookingRoomId, ids), gte(roomNight.date, until)));
  await tx
    .delete(bookingRoom)
    .where(and(eq(bookingRoom.bookingId, bookingId), gte(bookingRoom.fromDate, until)));
  await tx
    .update(bookingRoom)
    .set({ toDate: until })
    .where(and(eq(bookingRoom.bookingId, bookingId), sql`${bookingRoom.toDate} > ${until}`));
}

/** Ends one allocation at `until`: its nights from then on are released. */
export async function trimAllocationRow(tx: Db, id: number, until: string): Promise<void> {
  await tx.delete(roomNight).where(and(eq(roomNight.bookingRoomId, id), gte(roomNight.date, until)));
  await tx.update(bookingRoom).set({ toDate: until }).where(eq(bookingRoom.id, id));
}

export async function markAllocations(
  tx: Db,
  bookingId: number,
  values: { checkedInAt?: Date | null; checkedOutAt?: Date | null },
): Promise<void> {
  await tx.update(bookingRoom).set(values).where(eq(bookingRoom.bookingId, bookingId));
}

/** Rooms of a room type, in room-number order. */
export async function roomsOfType(db: Db, roomTypeId: number): Promise<RoomRowLite[]> {
  return db.select().from(room).where(eq(room.roomTypeId, roomTypeId)).orderBy(asc(room.roomNumber));
}

export async function roomsByIds(db: Db, ids: number[]): Promise<RoomRowLite[]> {
  if (ids.length === 0) return [];
  return db.select().from(room).where(inArray(room.id, ids));
}

/** (room, bed) pairs held on any night of [from, to) by an allocation of another booking. */
export async function busyUnits(
  db: Db,
  roomIds: number[],
  from: string,
  to: string,
  exceptBookingId: number,
): Promise<{ roomId: number; bed: number }[]> {
  if (roomIds.length === 0) return [];
  return db
    .selectDistinct({ roomId: roomNight.roomId, bed: roomNight.bed })
    .from(roomNight)
    .innerJoin(bookingRoom, eq(bookingRoom.id, roomNight.bookingRoomId))
    .where(
      and(
        inArray(roomNight.roomId, roomIds),
        gte(roomNight.date, from),
        lt(roomNight.date, to),
        ne(bookingRoom.bookingId, exceptBookingId),
      ),
    );
}

export async function setRoomStatus(tx: Db, roomIds: number[], status: RoomStatus): Promise<void> {
  if (roomIds.length === 0) return;
  await tx.update(room).set({ status }).where(inArray(room.id, roomIds));
}

/** Rooms of the booking's other allocations that are still held by a checked-in stay of another booking. */
export async function roomsInUseByOthers(
  db: Db,
  roomIds: number[],
  exceptBookingId: number,
): Promise<number[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ roomId: bookingRoom.roomId })
    .from(bookingRoom)
    .innerJoin(booking, eq(booking.id, bookingRoom.bookingId))
    .where(
      and(
        inArray(bookingRoom.roomId, roomIds),
        ne(bookingRoom.bookingId, exceptBookingId),
        eq(booking.status, 'CHECKEDIN'),
      ),
    );
  return rows.map((r) => r.roomId);
}

// ------------------------------------------------------------------ audit

export interface AuditInput {
  type: string;
  previousValue?: string | null;
  newValue?: string | null;
}

export async function insertAudits(
  tx: Db,
  b: { id: number; propertyId: number },
  // No id: the system did it (the automatic day close), named by `name`.
  who: { id: number | null; name: string },
  entries: AuditInput[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(bookingAudit).values(
    entries.map((e) => ({
      propertyId: b.propertyId,
      bookingId: b.id,
      type: e.type,
      previousValue: e.previousValue ?? null,
      newValue: e.newValue ?? null,
      userId: who.id,
      userName: who.name,
    })),
  );
}

export async function listAudits(db: Db, bookingId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(bookingAudit)
    .where(eq(bookingAudit.bookingId, bookingId))
    .orderBy(desc(bookingAudit.createdAt), desc(bookingAudit.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    previousValue: r.previousValue,
    newValue: r.newValue,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
  }));
}

// ------------------------------------------------------------------ services

type ServiceRow = typeof bookingService.$inferSelect;
export function toService(r: ServiceRow): BookingService {
  return {
    id: r.id,
    bookingId: r.bookingId,
    serviceType: r.serviceType,
    description: r.description,
    date: r.date,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    taxPercentage: r.taxPercentage,
    amount: r.amount,
    tax: r.tax,
    total: r.total,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listServices(db: Db, bookingId: number): Promise<BookingService[]> {
  const rows = await db
    .select()
    .from(bookingService)
    .where(eq(bookingService.bookingId, bookingId))
    .orderBy(asc(bookingService.date), asc(bookingService.id));
  return rows.map(toService);
}

export async function insertService(tx: Db, values: typeof bookingService.$inferInsert) {
  const [row] = await tx.insert(bookingService).values(values).returning();
  return row!;
}

export async function findService(db: Db, id: number) {
  const [row] = await db.select().from(bookingService).where(eq(bookingService.id, id));
  return row;
}

export async function deleteService(tx: Db, id: number) {
  await tx.delete(bookingService).where(eq(bookingService.id, id));
}

/** booking.servicesTotal recomputed from its rows (never drifts from them). */
export async function refreshServicesTotal(tx: Db, bookingId: number): Promise<void> {
  await tx
    .update(booking)
    .set({
      servicesTotal: sql`(select coalesce(sum(${bookingService.total}), 0) from ${bookingService} where ${bookingService.bookingId} = ${bookingId})`,
    })
    .where(eq(booking.id, bookingId));
}

// ------------------------------------------------------------------ folio

export async function paidPaymentsOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.bookingId, bookingId), eq(payment.status, 'Paid')))
    .orderBy(asc(payment.date), asc(payment.id));
}

export async function expensesOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(expense)
    .where(eq(expense.bookingId, bookingId))
    .orderBy(asc(expense.date), asc(expense.id));
}

export async function insertPayment(tx: Db, values: typeof payment.$inferInsert) {
  const [row] = await tx.insert(payment).values(values).returning();
  return row!;
}
