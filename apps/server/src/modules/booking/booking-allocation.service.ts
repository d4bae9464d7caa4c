import {
  type AllocateInput,
  type AvailableRoom,
  type RoomShiftInput,
  stayNights,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { adjustBooked } from '../availability/availability.service';
import { findRoomTypeRow } from '../room/room.service';
import {
  bookingRoomRows,
  busyUnits,
  deleteAllocation,
  deleteAllocations,
  insertAllocation,
  roomsByIds,
  roomsInUseByOthers,
  roomsOfType,
  setRoomStatus,
  trimAllocationRow,
  type AuditInput,
} from './booking-ops.repository';
import { updateBookingRow } from './booking.repository';
import { assertSellable, bedsOf, CLOSED, takeRooms, type BookingCore } from './booking-core';

/** Rooms of a booking: the free ones, allocation, release and the room shift. */
export function bookingAllocationOperations(core: BookingCore) {
  const { db, reachableBooking, quoteOf, amountsOf, mutate, allocatePicks, roomLabel, roomList } = core;
  const allocating =
    (input: AllocateInput): Parameters<typeof mutate>[2] =>
    async (tx, b, { audit }) => {
      if (b.status !== 'NEW' && b.status !== 'CONFIRMED')
        throw conflict(
          b.status === 'CHECKEDIN'
            ? 'The guest is in house: use a room shift to move them'
            : `Rooms are allocated to new or confirmed bookings only (this one is ${b.status})`,
        );
      const before = await roomList(tx, b.id);
      await allocatePicks(tx, b, input.rooms);
      await audit([{ type: 'ROOM_ALLOCATION', previousValue: before, newValue: await roomList(tx, b.id) }]);
    };
  return {
    async availableRooms(actor: Actor, id: number): Promise<AvailableRoom[]> {
      const { row: b } = await reachableBooking(actor, id);
      const rt = (await findRoomTypeRow(db, b.roomTypeId))!;
      const rooms = (await roomsOfType(db, rt.id)).filter((r) => r.inService);
      const busy = new Set(
        (
          await busyUnits(
            db,
            rooms.map((r) => r.id),
            b.arrival,
            b.departure,
            b.id,
          )
        ).map((u) => `${u.roomId}:${u.bed}`),
      );
      const out: AvailableRoom[] = [];
      for (const r of rooms) {
        const beds = rt.shared ? Array.from({ length: bedsOf(rt) }, (_, i) => i + 1) : [0];
        for (const bed of beds) {
          // A shared room's bed is free while another bed is occupied; the whole room must be clean.
          if (busy.has(`${r.id}:${bed}`)) continue;
          const clean = r.status === 'VACANT_READY' || (rt.shared && r.status === 'OCCUPIED');
          out.push({ roomId: r.id, roomNumber: r.roomNumber, floor: r.floor, bed, status: r.status, clean });
        }
      }
      return out.sort((a, b2) => Number(b2.clean) - Number(a.clean));
    },

    allocate: (actor: Actor, id: number, input: AllocateInput) => mutate(actor, id, allocating(input)),

    /** A channel that sold a room (an iCal feed per room, issue 16) allocates it on its own transaction. */
    allocateOnTransaction: (tx: Db, by: { name: string }, id: number, rooms: AllocateInput['rooms']) =>
      core.mutateAs(tx, { id: null, name: by.name, maxDiscount: 0 }, id, allocating({ rooms })),

    release: (actor: Actor, id: number) =>
      mutate(actor, id, async (tx, b, { audit }) => {
        if (b.status === 'CHECKEDIN' || b.status === 'CHECKEDOUT')
          throw conflict('The rooms of a checked-in or checked-out booking cannot be released');
        const before = await roomList(tx, b.id);
        if (!before) throw conflict('No room is allocated to this booking');
        await deleteAllocations(tx, b.id);
        await audit([{ type: 'ROOM_RELEASE', previousValue: before, newValue: null }]);
      }),

    /** Moves an allocation to another room (bed) from a date to the end of the stay. */
    roomShift: (actor: Actor, id: number, input: RoomShiftInput) =>
      mutate(actor, id, async (tx, b, { property, today, audit }) => {
        if (CLOSED.includes(b.status) || b.status === 'ENQUIRY')
          throw conflict(`A booking that is ${b.status} has no room to shift`);
        const allocs = await bookingRoomRows(tx, b.id);
        const candidates = allocs.filter(
          (a) =>
            (input.fromRoomId == null || a.roomId === input.fromRoomId) &&
            (input.fromRoomId == null || a.bed === input.fromBed),
        );
        const fromDate = input.fromDate ?? (today > b.arrival ? today : b.arrival);
        const source =
          candidates.find((a) => a.fromDate <= fromDate && fromDate < a.toDate) ??
          (candidates.length === 1 ? candidates[0] : undefined);
        if (!source)
          throw badRequest(
            allocs.length === 0 ? 'No room is allocated to this booking' : 'Name the room to move from',
            {
              fromRoomId: allocs.length === 0 ? 'No room allocated' : 'Pick the allocated room to move',
            },
          );
        const start = fromDate < source.fromDate ? source.fromDate : fromDate;
        if (start >= source.toDate)
          throw badRequest('The shift date is after the allocation ends', {
            fromDate: VALIDATION_KEYS.afterTheStay,
          });
        const [target] = await roomsByIds(tx, [input.toRoomId]);
        if (!target || target.propertyId !== b.propertyId)
          throw badRequest('Room not found', { toRoomId: VALIDATION_KEYS.noSuchRoom });
        if (!target.inService)
          throw conflict(`Room ${target.roomNumber} is out of service`, {
            toRoomId: VALIDATION_KEYS.outOfService,
          });
        if (target.id === source.roomId && input.toBed === source.bed)
          throw badRequest('The booking is already in this room', {
            toRoomId: VALIDATION_KEYS.pickAnotherRoom,
          });
        const [from] = await roomsByIds(tx, [source.roomId]);
        const categoryChange = target.roomTypeId !== b.roomTypeId;
        if (categoryChange && !input.changeCategory)
          throw badRequest('The room is of another type: confirm the room category change', {
            changeCategory: VALIDATION_KEYS.otherRoomType,
          });
        const newType = (await findRoomTypeRow(tx, target.roomTypeId))!;
        if (newType.shared ? input.toBed < 1 || input.toBed > bedsOf(newType) : input.toBed !== 0)
          throw badRequest('No such bed in that room', { toBed: VALIDATION_KEYS.noSuchBed });
        const inHouse = b.status === 'CHECKEDIN';
        if (
          inHouse &&
          !(target.status === 'VACANT_READY' || (newType.shared && target.status === 'OCCUPIED'))
        )
          throw conflict(`Room ${target.roomNumber} is not clean (${target.status})`, {
            toRoomId: VALIDATION_KEYS.notClean,
          });
        const entries: AuditInput[] = [];
        if (categoryChange) {
          if (b.units !== 1)
            throw conflict(
              'A room category change moves a one-room booking; amend the room type of a larger one',
            );
          const oldType = (await findRoomTypeRow(tx, b.roomTypeId))!;
          await adjustBooked(tx, b.roomTypeId, stayNights(b.arrival, b.departure), -b.units);
          const q = await quoteOf(tx, property, { ...b, roomTypeId: newType.id, ratePlanId: null });
          assertSellable(q, true);
          await takeRooms(tx, newType.id, stayNights(b.arrival, b.departure), q.units);
          await updateBookingRow(tx, b.id, {
            roomTypeId: newType.id,
            ratePlanId: null,
            units: q.units,
            ...amountsOf(property, q, b.discountPercentage),
          });
          entries.push({ type: 'ROOM_CATEGORY_CHANGE', previousValue: oldType.name, newValue: newType.name });
        }
        // End the old allocation at the shift date (or drop it when the shift starts with it), start the new one.
        if (start <= source.fromDate) await deleteAllocation(tx, source.id);
        else await trimAllocationRow(tx, source.id, start);
        await insertAllocation(tx, {
          propertyId: b.propertyId,
          bookingId: b.id,
          roomId: target.id,
          roomNumber: target.roomNumber,
          bed: input.toBed,
          fromDate: start,
          toDate: source.toDate,
          checkedInAt: inHouse ? new Date() : null,
        });
        if (inHouse) {
          const inUse = new Set(await roomsInUseByOthers(tx, [source.roomId], b.id));
          const stillMine = (await bookingRoomRows(tx, b.id)).some(
            (a) => a.roomId === source.roomId && a.toDate > today,
          );
          if (!inUse.has(source.roomId) && !stillMine) await setRoomStatus(tx, [source.roomId], 'NOT_READY');
          await setRoomStatus(tx, [target.id], 'OCCUPIED');
        }
        entries.push({
          type: 'ROOM_SHIFT',
          previousValue: roomLabel({ roomNumber: from!.roomNumber, bed: source.bed }),
          newValue: `${roomLabel({ roomNumber: target.roomNumber, bed: input.toBed })} from ${start}`,
        });
        await audit(entries);
      }),
  };
}
