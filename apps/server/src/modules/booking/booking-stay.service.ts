import {
  addDays,
  canTransition,
  type CheckInInput,
  type CheckOutPreview,
  type RoomPick,
  roundCents,
  sameDayIn,
  stayNights,
  todayIn,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { adjustBooked } from '../availability/availability.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { requestReview } from '../review/review-request.service';
import { findRoomTypeRow } from '../room/room.service';
import {
  bookingRoomRows,
  markAllocations,
  roomsByIds,
  roomsInUseByOthers,
  setRoomStatus,
  trimAllocations,
  type AuditInput,
} from './booking-ops.repository';
import { updateBookingRow, type BookingRow } from './booking.repository';
import { balanceOf, logBookingEvents, money, type BookingCore, type Who } from './booking-core';

/** Check-in and check-out of one locked booking row, shared by the booking's and the group's operations. */
export function stayRows(core: BookingCore) {
  const { quoteOf, amountsOf, transition, allocatePicks } = core;
  async function checkInRow(tx: Db, b: BookingRow, today: string, who: Who, picks?: RoomPick[]) {
    transition(b, 'CHECK_IN', { roomsAllocated: b.units, roomsBooked: b.units });
    if (today < b.arrival) throw conflict(`The booking arrives on ${b.arrival}: check in from that day`);
    if (today >= b.departure) throw conflict(`The stay ended on ${b.departure}`);
    const rt = (await findRoomTypeRow(tx, b.roomTypeId))!;
    if (picks && picks.length > 0) await allocatePicks(tx, b, picks);
    const rows = await bookingRoomRows(tx, b.id);
    const to = transition(b, 'CHECK_IN', { roomsAllocated: rows.length, roomsBooked: b.units });
    const rooms = await roomsByIds(tx, [...new Set(rows.map((r) => r.roomId))]);
    for (const r of rooms) {
      // A bed of a shared room may join guests already in it; a whole room must be clean.
      const ok = r.status === 'VACANT_READY' || (rt.shared && r.status === 'OCCUPIED');
      if (!ok)
        throw conflict(`Room ${r.roomNumber} is not clean (${r.status})`, {
          rooms: withValues(VALIDATION_KEYS.roomNotClean, { room: r.roomNumber }),
        });
      if (!r.inService)
        throw conflict(`Room ${r.roomNumber} is out of service`, { rooms: VALIDATION_KEYS.outOfService });
    }
    const now = new Date();
    await setRoomStatus(
      tx,
      rooms.map((r) => r.id),
      'OCCUPIED',
    );
    await markAllocations(tx, b.id, { checkedInAt: now });
    await updateBookingRow(tx, b.id, { status: to, checkedInAt: now });
    await logBookingEvents(tx, b, who, [
      {
        type: 'CHECK_IN',
        previousValue: b.status,
        newValue: rooms
          .map((r) => r.roomNumber)
          .sort()
          .join(', '),
      },
    ]);
    await raiseNotification(tx, {
      propertyId: b.propertyId,
      notificationType: 'BOOKING',
      referenceId: b.id,
      referenceNumber: b.bookingNumber,
      // The notification statuses are the three of spec §4; a check-in reads as a confirmed event.
      status: 'confirmed',
      message: `Booking ${b.bookingNumber} checked in: room${rooms.length === 1 ? '' : 's'} ${rooms
        .map((r) => r.roomNumber)
        .sort()
        .join(', ')}`,
    });
  }

  /**
   * Leaving early: the stay ends today (at least one night) and is re-priced for the nights stayed. The check-out
   * and its preview share this, so that what the clerk is shown is what the check-out does.
   */
  async function earlyEnd(tx: Db, b: BookingRow, property: PropertyRow, today: string) {
    const departure = today < b.departure ? (today > b.arrival ? today : addDays(b.arrival, 1)) : b.departure;
    if (departure >= b.departure) return null;
    const q = await quoteOf(tx, property, { ...b, departure });
    return {
      departure,
      nights: stayNights(b.arrival, departure).length,
      ...amountsOf(property, q, b.discountPercentage),
    };
  }

  async function checkOutRow(tx: Db, b: BookingRow, property: PropertyRow, today: string, who: Who) {
    transition(b, 'CHECK_OUT', { balance: 0 });
    let row = b;
    const audits: AuditInput[] = [];
    // The nights not stayed go back on sale.
    const early = await earlyEnd(tx, b, property, today);
    if (early) {
      const newDeparture = early.departure;
      await adjustBooked(tx, b.roomTypeId, stayNights(newDeparture, b.departure), -b.units);
      await trimAllocations(tx, b.id, newDeparture);
      row = await updateBookingRow(tx, b.id, early);
      audits.push({
        type: 'DATE_CHANGE',
        previousValue: `${b.arrival} → ${b.departure}`,
        newValue: `${b.arrival} → ${newDeparture}`,
      });
    }
    const balance = balanceOf(row);
    const checked = canTransition(row.status, 'CHECK_OUT', { balance });
    // The domain's reason, with the amount as a field for the form to show.
    if (!checked.ok) throw conflict(checked.reason, { balance: money(balance) });
    const to = checked.to;
    const rows = await bookingRoomRows(tx, b.id);
    const roomIds = [...new Set(rows.map((r) => r.roomId))];
    // A shared room stays occupied while another booking's guest is still checked in.
    const inUse = new Set(await roomsInUseByOthers(tx, roomIds, b.id));
    const now = new Date();
    await setRoomStatus(
      tx,
      roomIds.filter((id) => !inUse.has(id)),
      'NOT_READY',
    );
    await markAllocations(tx, b.id, { checkedOutAt: now });
    await updateBookingRow(tx, b.id, { status: to, checkedOutAt: now });
    // The guest is asked for a review once the stay ends (issue 14): in this transaction, once per booking.
    await requestReview(tx, property, 'BOOKING', b.id, who.id);
    audits.push({ type: 'BOOKING_CHECKOUT', previousValue: b.status, newValue: to });
    await logBookingEvents(tx, b, who, audits);
  }

  return { checkInRow, checkOutRow, earlyEnd };
}

/** Check-in, check-out (and what it would change) and its undo. */
export function bookingStayOperations(core: BookingCore) {
  const { db, mutate, transition, reachableBooking } = core;
  const { checkInRow, checkOutRow, earlyEnd } = stayRows(core);
  return {
    /** Reads only: a booking that may not be checked out now answers the check-out's 409. */
    async checkOutPreview(actor: Actor, id: number): Promise<CheckOutPreview> {
      const { row: b, property } = await reachableBooking(actor, id);
      transition(b, 'CHECK_OUT', { balance: 0 });
      const early = await earlyEnd(db, b, property, todayIn(property.timezone));
      const after = early ? { ...b, ...early } : b;
      return {
        checkOutDate: after.departure,
        departure: b.departure,
        nights: after.nights,
        nightsRemoved: b.nights - after.nights,
        charges: roundCents(b.total + b.servicesTotal + b.expensesTotal),
        newCharges: roundCents(after.total + b.servicesTotal + b.expensesTotal),
        paid: b.paid,
        balance: balanceOf(after),
        currency: b.currency,
      };
    },

    checkIn: (actor: Actor, id: number, input: CheckInInput) =>
      mutate(actor, id, (tx, b, { today, who }) => checkInRow(tx, b, today, who, input.rooms)),

    checkOut: (actor: Actor, id: number) =>
      mutate(actor, id, (tx, b, { property, today, who }) => checkOutRow(tx, b, property, today, who)),

    undoCheckOut: (actor: Actor, id: number) =>
      mutate(actor, id, async (tx, b, { property, today, audit }) => {
        transition(b, 'UNDO_CHECK_OUT', { checkedOutToday: true });
        const to = transition(b, 'UNDO_CHECK_OUT', {
          checkedOutToday: !!b.checkedOutAt && sameDayIn(property.timezone, b.checkedOutAt, today),
        });
        const rows = await bookingRoomRows(tx, b.id);
        await setRoomStatus(tx, [...new Set(rows.map((r) => r.roomId))], 'OCCUPIED');
        await markAllocations(tx, b.id, { checkedOutAt: null });
        await updateBookingRow(tx, id, { status: to, checkedOutAt: null });
        await audit([{ type: 'UNDO_CHECKOUT', previousValue: b.status, newValue: to }]);
      }),
  };
}
