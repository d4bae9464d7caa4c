import {
  applyDiscount,
  type Booking,
  type BookingAction,
  type BookingStatus,
  canTransition,
  holdsInventory,
  maxDiscountOf,
  type Quote,
  type RoomPick,
  roundCents,
  stayNights,
  todayIn,
  VALIDATION_KEYS,
  withValues,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAuditEvents, type AuditActor } from '../audit/audit.service';
import { adjustBooked, quoteStay, taxesOf } from '../availability/availability.service';
import { findCustomerRow } from '../customer/customer.service';
import type { PropertyRow } from '../property/property.repository';
import { findPropertyRow } from '../property/property.service';
import { promotionOfSale } from '../promotion/promotion.service';
import type { RoomTypeRow } from '../room/room.repository';
import { findRoomTypeRow } from '../room/room.service';
import { findUserRow } from '../user/user.service';
import {
  allocationsOf,
  deleteAllocations,
  insertAllocation,
  insertAudits,
  roomsByIds,
  type AuditInput,
} from './booking-ops.repository';
import { findBooking, findBookingRow, lockBookingRow, type BookingRow } from './booking.repository';

const OCCUPANCY = new Set(['OVER_MAX_OCCUPANCY', 'UNDER_MIN_OCCUPANCY']);
/** Statuses an amendment, a room shift or a service may no longer touch. */
export const CLOSED: readonly BookingStatus[] = ['CANCELLED', 'VOID', 'NO_SHOW', 'CHECKEDOUT'];
export const CALENDAR_MAX_DAYS = 62;

/** The 409 of a sold-out stay, with the way out: an enquiry takes no room. */
function soldOut(dates: string) {
  return conflict(
    `No rooms of this type are left for ${dates}. Save it as an ENQUIRY instead: an enquiry does not take a room.`,
    { dates, status: 'Save as ENQUIRY instead' },
  );
}

/**
 * Refuses a stay the quote says cannot be sold: a wrong party size always (400); for a booking that takes rooms
 * also sold-out nights (409 with the enquiry hint) and the other restrictions (409 with their messages).
 */
export function assertSellable(q: Quote, takesRooms: boolean) {
  const occupancy = q.reasons.filter((r) => OCCUPANCY.has(r.code));
  if (occupancy.length > 0)
    throw badRequest(occupancy.map((r) => r.message).join('; '), { adults: occupancy[0]!.message });
  if (!takesRooms || q.sellable) return;
  const others = q.reasons.filter((r) => r.code !== 'SOLD_OUT');
  if (others.length === 0) throw soldOut(q.reasons.flatMap((r) => r.dates).join(', '));
  throw conflict(others.map((r) => r.message).join('; '));
}

/** Takes the stay's units from the inventory inside the booking's transaction; a refused date becomes the 409. */
export async function takeRooms(tx: Db, roomTypeId: number, nights: string[], units: number) {
  try {
    await adjustBooked(tx, roomTypeId, nights, units);
  } catch (err) {
    // adjustBooked names the refused dates as text in `fields.dates`.
    const dates = err instanceof AppError ? err.fields?.dates : undefined;
    if (err instanceof AppError && err.statusCode === 409)
      throw soldOut(typeof dates === 'string' ? dates : nights.join(', '));
    throw err;
  }
}

export const money = (n: number) => n.toFixed(2);
export const balanceOf = (b: Pick<BookingRow, 'total' | 'servicesTotal' | 'expensesTotal' | 'paid'>) =>
  roundCents(b.total + b.servicesTotal + b.expensesTotal - b.paid);

/** Beds a room of the type has when it is sold by bed (at least one). */
export const bedsOf = (rt: RoomTypeRow) => Math.max(1, rt.beds.length);

export interface Who {
  /** No id: not a user (a guest booking online on the booking engine), named by `name`. */
  id: number | null;
  name: string;
  maxDiscount: number;
  /** The caller's address, for the audit log. */
  ip?: string;
}

/** The booking events that bring a booking into being; every other one changes it. */
const CREATING = new Set(['NEW_BOOKING', 'NEW_ENQUIRY']);

/**
 * Writes a booking's events to its own trail (booking_audit: the details page's Audit tab) and to the audit log
 * (entity `booking`, the event's values as its change), on the booking's transaction (decision 0028).
 */
export async function logBookingEvents(
  tx: Db,
  b: { id: number; propertyId: number },
  who: Who,
  entries: AuditInput[],
): Promise<void> {
  await insertAudits(tx, b, who, entries);
  await recordAuditEvents(
    tx,
    who.id == null ? null : { id: who.id, username: who.name, name: who.name, ip: who.ip },
    { entity: 'booking', entityId: b.id, propertyId: b.propertyId },
    entries.map((e) => ({
      event: e.type,
      action: CREATING.has(e.type) ? 'create' : 'update',
      before: e.previousValue,
      after: e.newValue,
    })),
  );
}

/**
 * What a booking form's ENQUIRY (or a guest's hold on the booking page: no actor) does in the enquiry inbox (issue
 * 15): filed there when saved, WON when the booking is confirmed, LOST when it is cancelled. The enquiry module
 * implements it and app.ts hands it in: the enquiry module sits above this one (decision 0012), so this one cannot
 * import it.
 */
export interface BookingEnquiryLink {
  saved(
    tx: Db,
    actor: AuditActor | null,
    booking: BookingRow,
    ctx: {
      property: PropertyRow;
      guest: { firstName: string; lastName: string | null; email: string | null; phone: string | null };
      roomTypeName: string;
    },
  ): Promise<void>;
  /**
   * Before an ENQUIRY booking is confirmed from the booking screen, on its transaction (its row locked): throws the
   * 409 when its enquiry forbids it (a quote sent with a payment link the guest may be paying).
   */
  confirming(tx: Db, booking: BookingRow): Promise<void>;
  confirmed(tx: Db, actor: AuditActor | null, booking: BookingRow): Promise<void>;
  closed(tx: Db, actor: AuditActor | null, booking: BookingRow, reason: string): Promise<void>;
}

/** What other modules do when a booking changes, handed in by app.ts (none in the modules that only read). */
export interface BookingLinks {
  enquiry?: BookingEnquiryLink;
}

/**
 * What every booking operation shares: the reachable booking, the caller, the quote, the locked mutation and the
 * room picks. Each `booking-*.service.ts` builds its operations on it.
 */
export function createBookingCore(db: Db, links: BookingLinks = {}) {
  async function reachableBooking(actor: Actor, id: number, d: Db = db) {
    const row = await findBookingRow(d, id);
    if (!row) throw notFound('Booking');
    const property = await reachableProperty(d, actor, row.propertyId, 'Booking');
    return { row, property };
  }

  async function answer(id: number): Promise<Booking> {
    const b = await findBooking(db, id);
    if (!b) throw notFound('Booking');
    return { ...b, promotion: await promotionOfSale(db, 'BOOKING', id) };
  }

  /** The caller's name (for the audit) and discount cap. */
  async function whoIs(actor: Actor, d: Db = db): Promise<Who> {
    const u = await findUserRow(d, actor.id);
    return {
      id: actor.id,
      name: u ? `${u.firstName} ${u.lastName}`.trim() : actor.username,
      maxDiscount: maxDiscountOf(u?.maxBookingDiscountPercentage),
      ip: actor.ip,
    };
  }

  function assertDiscount(who: Who, percentage: number | undefined) {
    if (percentage != null && percentage > who.maxDiscount + 1e-9)
      throw badRequest(`You may give at most ${who.maxDiscount} % discount`, {
        discountPercentage: withValues(VALIDATION_KEYS.atMostPercent, { max: who.maxDiscount }),
      });
  }

  async function quoteOf(
    tx: Db,
    property: PropertyRow,
    b: Pick<
      BookingRow,
      'roomTypeId' | 'ratePlanId' | 'arrival' | 'departure' | 'adults' | 'children' | 'rooms'
    >,
  ) {
    return quoteStay(tx, property, {
      roomTypeId: b.roomTypeId,
      planId: b.ratePlanId,
      checkIn: b.arrival,
      checkOut: b.departure,
      adults: b.adults,
      children: b.children,
      rooms: b.rooms,
    });
  }

  /** The amounts a booking stores for a quote and a discount. */
  const amountsOf = (property: PropertyRow, q: Quote, discountPercentage: number) => ({
    ...applyDiscount(q, discountPercentage, taxesOf(property)),
    currency: q.currency,
  });

  /**
   * Runs `fn` on the booking in one transaction, its row locked first (the lock order of the front office:
   * booking → daily_rate → booking_sequence → rooms/room_night), and answers the booking as it is after.
   */
  async function mutate(
    actor: Actor,
    id: number,
    fn: (
      tx: Db,
      b: BookingRow,
      ctx: { property: PropertyRow; who: Who; today: string; audit: (e: AuditInput[]) => Promise<void> },
    ) => Promise<void>,
  ): Promise<Booking> {
    await db.transaction((tx) => mutateIn(tx, actor, id, fn));
    return answer(id);
  }

  /**
   * `mutate` on a transaction the caller holds: another module's change that must stand or fall with the booking's
   * (a room order and its folio charge, decision 0039). Every read runs on `tx`.
   */
  async function mutateIn(tx: Db, actor: Actor, id: number, fn: Parameters<typeof mutate>[2]): Promise<void> {
    const { property } = await reachableBooking(actor, id, tx);
    const who = await whoIs(actor, tx);
    const today = todayIn(property.timezone);
    const b = (await lockBookingRow(tx, id))!;
    await fn(tx, b, { property, who, today, audit: (e) => logBookingEvents(tx, b, who, e) });
  }

  /**
   * `mutateIn` for a change no user makes (a channel cancelling or amending its reservation's booking, issue 16):
   * `who` names it in the trail; the caller has checked that the booking is its own.
   */
  async function mutateAs(tx: Db, who: Who, id: number, fn: Parameters<typeof mutate>[2]): Promise<void> {
    const b = await lockBookingRow(tx, id);
    if (!b) throw notFound('Booking');
    const property = (await findPropertyRow(tx, b.propertyId))!;
    const today = todayIn(property.timezone);
    await fn(tx, b, { property, who, today, audit: (e) => logBookingEvents(tx, b, who, e) });
  }

  function transition(b: BookingRow, action: BookingAction, ctx: Parameters<typeof canTransition>[2] = {}) {
    const t = canTransition(b.status, action, ctx);
    if (!t.ok) throw conflict(t.reason);
    return t.to;
  }

  /** Checks picks against the booking's room type and returns them with their rooms (400 naming `rooms`). */
  async function checkPicks(tx: Db, b: BookingRow, picks: RoomPick[]) {
    const rt = (await findRoomTypeRow(tx, b.roomTypeId))!;
    if (picks.length !== b.units)
      throw badRequest(`Pick exactly ${b.units} ${rt.shared ? 'bed' : 'room'}${b.units === 1 ? '' : 's'}`, {
        rooms: withValues(VALIDATION_KEYS.pickExactly, { count: b.units }),
      });
    const keys = new Set(picks.map((p) => `${p.roomId}:${p.bed}`));
    if (keys.size !== picks.length)
      throw badRequest('A room is picked twice', { rooms: VALIDATION_KEYS.roomPickedTwice });
    const rooms = await roomsByIds(tx, [...new Set(picks.map((p) => p.roomId))]);
    const byId = new Map(rooms.map((r) => [r.id, r]));
    for (const p of picks) {
      const r = byId.get(p.roomId);
      if (!r || r.propertyId !== b.propertyId || r.roomTypeId !== b.roomTypeId)
        throw badRequest('The room is not of the booking’s room type', {
          rooms: VALIDATION_KEYS.notOfRoomType,
        });
      if (!r.inService)
        throw conflict(`Room ${r.roomNumber} is out of service`, { rooms: VALIDATION_KEYS.outOfService });
      if (rt.shared ? p.bed < 1 || p.bed > bedsOf(rt) : p.bed !== 0)
        throw badRequest(
          rt.shared ? `Room ${r.roomNumber} has beds 1 to ${bedsOf(rt)}` : 'Pick whole rooms (bed 0)',
          {
            rooms: 'No such bed',
          },
        );
    }
    return { rt, picks: picks.map((p) => ({ ...p, room: byId.get(p.roomId)! })) };
  }

  /** Replaces the booking's allocation with the picks for [from, to); 409 when a pick is taken. */
  async function allocatePicks(tx: Db, b: BookingRow, picks: RoomPick[], from = b.arrival, to = b.departure) {
    const checked = await checkPicks(tx, b, picks);
    await deleteAllocations(tx, b.id);
    // One order for every writer (room, then bed): two allocations racing for the same rooms wait for each other
    // instead of deadlocking.
    const ordered = [...checked.picks].sort((x, y) => x.roomId - y.roomId || x.bed - y.bed);
    for (const p of ordered)
      await insertAllocation(tx, {
        propertyId: b.propertyId,
        bookingId: b.id,
        roomId: p.roomId,
        roomNumber: p.room.roomNumber,
        bed: p.bed,
        fromDate: from,
        toDate: to,
      });
    return checked;
  }

  const roomLabel = (a: { roomNumber: string; bed: number }) =>
    a.bed > 0 ? `${a.roomNumber}/${a.bed}` : a.roomNumber;
  async function roomList(tx: Db, bookingId: number) {
    const list = (await allocationsOf(tx, [bookingId])).get(bookingId) ?? [];
    return list.map(roomLabel).join(', ') || null;
  }

  /** Releases every night of a booking that holds inventory, and its allocations. */
  async function releaseAll(tx: Db, b: BookingRow) {
    if (holdsInventory(b.status))
      await adjustBooked(tx, b.roomTypeId, stayNights(b.arrival, b.departure), -b.units);
    await deleteAllocations(tx, b.id);
  }

  async function propertyRoomType(propertyId: number, roomTypeId: number, field = 'roomTypeId', d: Db = db) {
    const rt = await findRoomTypeRow(d, roomTypeId);
    if (!rt || rt.propertyId !== propertyId)
      throw badRequest('Room type not found', { [field]: VALIDATION_KEYS.noSuchRoomType });
    return rt;
  }

  /** `d`: the caller's transaction when there is one (a query on the outer handle inside it would wait forever). */
  async function propertyCustomer(propertyId: number, customerId: number | undefined, d: Db = db) {
    if (customerId == null) return;
    const c = await findCustomerRow(d, customerId);
    if (!c || c.propertyId !== propertyId)
      throw badRequest('Customer not found', { customerId: VALIDATION_KEYS.noSuchCustomer });
  }

  return {
    db,
    links,
    reachableBooking,
    answer,
    whoIs,
    assertDiscount,
    quoteOf,
    amountsOf,
    mutate,
    mutateIn,
    mutateAs,
    transition,
    checkPicks,
    allocatePicks,
    roomLabel,
    roomList,
    releaseAll,
    propertyRoomType,
    propertyCustomer,
  };
}
export type BookingCore = ReturnType<typeof createBookingCore>;
