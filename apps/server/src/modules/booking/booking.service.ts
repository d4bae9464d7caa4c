import {
  addDays,
  applyDiscount,
  availableOf,
  bookingNumberPrefix,
  canTransition,
  formatBookingNumber,
  holdsInventory,
  maxDiscountOf,
  roundCents,
  sameDayIn,
  stayNights,
  todayIn,
  type AllocateInput,
  type AmendBookingInput,
  type AuditEntry,
  type AvailableRoom,
  type Booking,
  type BookingAction,
  type BookingCreateInput,
  type BookingDetailsInput,
  type BookingDetailsView,
  type BookingListQuery,
  type BookingQuote,
  type BookingQuoteRequest,
  type BookingService as BookingServiceLine,
  type BookingStatus,
  type Calendar,
  type CalendarQuery,
  type CancelBookingInput,
  type CheckInInput,
  type Folio,
  type FrontDesk,
  type GroupBookingCreateInput,
  type Page,
  type Quote,
  type RoomPick,
  type RoomShiftInput,
  type ServiceInput,
} from '@bookone/domain';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { booking } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { MAX_EXPORT_ROWS } from '../../lib/excel';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { listDailyRates } from '../availability/availability.repository';
import { adjustBooked, quoteStay, taxesOf } from '../availability/availability.service';
import { fullName, findCustomerRow } from '../customer/customer.repository';
import { createCustomerRow } from '../customer/customer.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { findRoomTypeRow, listRoomTypeRows, listRooms, type RoomTypeRow } from '../room/room.repository';
import { findUserRow } from '../user/user.repository';
import {
  allocationsOf,
  bookingRoomRows,
  busyUnits,
  deleteAllocation,
  deleteAllocations,
  deleteService,
  expensesOf,
  findService,
  insertAllocation,
  insertAudits,
  insertPayment,
  insertService,
  listAudits,
  listServices,
  markAllocations,
  paidPaymentsOf,
  refreshServicesTotal,
  roomsByIds,
  roomsInUseByOthers,
  roomsOfType,
  setRoomStatus,
  trimAllocationRow,
  trimAllocations,
  type AuditInput,
} from './booking-ops.repository';
import {
  exportBookings,
  findBooking,
  findBookingRow,
  insertBooking,
  listBookings,
  listBookingsWhere,
  lockBookingRow,
  nextBookingSequence,
  updateBookingRow,
  type BookingRow,
} from './booking.repository';

const OCCUPANCY = new Set(['OVER_MAX_OCCUPANCY', 'UNDER_MIN_OCCUPANCY']);
/** Statuses an amendment, a room shift or a service may no longer touch. */
const CLOSED: readonly BookingStatus[] = ['CANCELLED', 'VOID', 'NO_SHOW', 'CHECKEDOUT'];
const CALENDAR_MAX_DAYS = 62;

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
function assertSellable(q: Quote, takesRooms: boolean) {
  const occupancy = q.reasons.filter((r) => OCCUPANCY.has(r.code));
  if (occupancy.length > 0)
    throw badRequest(occupancy.map((r) => r.message).join('; '), { adults: occupancy[0]!.message });
  if (!takesRooms || q.sellable) return;
  const others = q.reasons.filter((r) => r.code !== 'SOLD_OUT');
  if (others.length === 0) throw soldOut(q.reasons.flatMap((r) => r.dates).join(', '));
  throw conflict(others.map((r) => r.message).join('; '));
}

/** Takes the stay's units from the inventory inside the booking's transaction; a refused date becomes the 409. */
async function takeRooms(tx: Db, roomTypeId: number, nights: string[], units: number) {
  try {
    await adjustBooked(tx, roomTypeId, nights, units);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409)
      throw soldOut(err.fields?.dates ?? nights.join(', '));
    throw err;
  }
}

const money = (n: number) => n.toFixed(2);
const balanceOf = (b: Pick<BookingRow, 'total' | 'servicesTotal' | 'expensesTotal' | 'paid'>) =>
  roundCents(b.total + b.servicesTotal + b.expensesTotal - b.paid);

/** Beds a room of the type has when it is sold by bed (at least one). */
const bedsOf = (rt: RoomTypeRow) => Math.max(1, rt.beds.length);

interface Who {
  id: number;
  name: string;
  maxDiscount: number;
}

export function createBookingService(db: Db) {
  async function reachableBooking(actor: Actor, id: number) {
    const row = await findBookingRow(db, id);
    if (!row) throw notFound('Booking');
    const property = await reachableProperty(db, actor, row.propertyId);
    return { row, property };
  }

  async function answer(id: number): Promise<Booking> {
    const b = await findBooking(db, id);
    if (!b) throw notFound('Booking');
    return b;
  }

  /** The caller's name (for the audit) and discount cap. */
  async function whoIs(actor: Actor): Promise<Who> {
    const u = await findUserRow(db, actor.id);
    return {
      id: actor.id,
      name: u ? `${u.firstName} ${u.lastName}`.trim() : actor.username,
      maxDiscount: maxDiscountOf(u?.maxBookingDiscountPercentage),
    };
  }

  function assertDiscount(who: Who, percentage: number | undefined) {
    if (percentage != null && percentage > who.maxDiscount + 1e-9)
      throw badRequest(`You may give at most ${who.maxDiscount} % discount`, {
        discountPercentage: `At most ${who.maxDiscount} %`,
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
    const { property } = await reachableBooking(actor, id);
    const who = await whoIs(actor);
    const today = todayIn(property.timezone);
    await db.transaction(async (tx) => {
      const b = (await lockBookingRow(tx, id))!;
      await fn(tx, b, { property, who, today, audit: (e) => insertAudits(tx, b, who, e) });
    });
    return answer(id);
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
        rooms: `Pick exactly ${b.units}`,
      });
    const keys = new Set(picks.map((p) => `${p.roomId}:${p.bed}`));
    if (keys.size !== picks.length)
      throw badRequest('A room is picked twice', { rooms: 'A room is picked twice' });
    const rooms = await roomsByIds(tx, [...new Set(picks.map((p) => p.roomId))]);
    const byId = new Map(rooms.map((r) => [r.id, r]));
    for (const p of picks) {
      const r = byId.get(p.roomId);
      if (!r || r.propertyId !== b.propertyId || r.roomTypeId !== b.roomTypeId)
        throw badRequest('The room is not of the booking’s room type', {
          rooms: 'Not a room of this room type',
        });
      if (!r.inService) throw conflict(`Room ${r.roomNumber} is out of service`, { rooms: 'Out of service' });
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
          rooms: `Room ${r.roomNumber} is not clean`,
        });
      if (!r.inService) throw conflict(`Room ${r.roomNumber} is out of service`, { rooms: 'Out of service' });
    }
    const now = new Date();
    await setRoomStatus(
      tx,
      rooms.map((r) => r.id),
      'OCCUPIED',
    );
    await markAllocations(tx, b.id, { checkedInAt: now });
    await updateBookingRow(tx, b.id, { status: to, checkedInAt: now });
    await insertAudits(tx, b, who, [
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

  async function checkOutRow(tx: Db, b: BookingRow, property: PropertyRow, today: string, who: Who) {
    transition(b, 'CHECK_OUT', { balance: 0 });
    let row = b;
    const audits: AuditInput[] = [];
    // Leaving early: the stay ends today (at least one night), the nights not stayed go back on sale and the stay
    // is re-priced for the nights stayed.
    const newDeparture =
      today < b.departure ? (today > b.arrival ? today : addDays(b.arrival, 1)) : b.departure;
    if (newDeparture < b.departure) {
      await adjustBooked(tx, b.roomTypeId, stayNights(newDeparture, b.departure), -b.units);
      await trimAllocations(tx, b.id, newDeparture);
      const q = await quoteOf(tx, property, { ...b, departure: newDeparture });
      row = await updateBookingRow(tx, b.id, {
        departure: newDeparture,
        nights: stayNights(b.arrival, newDeparture).length,
        ...amountsOf(property, q, b.discountPercentage),
      });
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
    audits.push({ type: 'BOOKING_CHECKOUT', previousValue: b.status, newValue: to });
    await insertAudits(tx, b, who, audits);
  }

  async function folioOf(b: Booking): Promise<Folio> {
    const [services, expenses, payments] = await Promise.all([
      listServices(db, b.id),
      expensesOf(db, b.id),
      paidPaymentsOf(db, b.id),
    ]);
    const lines: Folio['lines'] = [];
    lines.push({
      date: b.arrival,
      kind: 'ROOM',
      description: `${b.roomTypeName}: ${b.units} × ${b.nights} night${b.nights === 1 ? '' : 's'}`,
      amount: b.roomCharge,
      refId: null,
    });
    if (b.extraCharge)
      lines.push({
        date: b.arrival,
        kind: 'EXTRA',
        description: 'Extra guests',
        amount: b.extraCharge,
        refId: null,
      });
    if (b.discountAmount)
      lines.push({
        date: b.arrival,
        kind: 'DISCOUNT',
        description: `Discount ${b.discountPercentage} %`,
        amount: -b.discountAmount,
        refId: null,
      });
    for (const t of b.taxes)
      if (t.amount)
        lines.push({ date: b.arrival, kind: 'TAX', description: t.name, amount: t.amount, refId: null });
    for (const s of services)
      lines.push({
        date: s.date,
        kind: 'SERVICE',
        description: s.description ? `${s.serviceType}: ${s.description}` : s.serviceType,
        amount: s.total,
        refId: s.id,
      });
    for (const e of expenses)
      lines.push({
        date: e.date,
        kind: 'EXPENSE',
        description: `${e.type}: ${e.description}`,
        amount: e.amount,
        refId: e.id,
      });
    for (const p of payments)
      lines.push({
        date: p.date,
        kind: p.amount < 0 ? 'REFUND' : 'PAYMENT',
        description:
          p.amount < 0
            ? `Refund (${p.mode})${p.refundReason ? `: ${p.refundReason}` : ''}`
            : `Payment (${p.mode})${p.advance ? ', advance' : ''}`,
        amount: -p.amount,
        refId: p.id,
      });
    const charges = roundCents(
      lines.filter((l) => l.kind !== 'PAYMENT' && l.kind !== 'REFUND').reduce((s, l) => s + l.amount, 0),
    );
    const paid = roundCents(payments.reduce((s, p) => s + p.amount, 0));
    return {
      bookingId: b.id,
      currency: b.currency,
      lines,
      charges,
      payments: paid,
      balance: roundCents(charges - paid),
    };
  }

  /** Creates one booking row inside a transaction (quote, inventory, number, audit); returns the row. */
  async function createRow(
    tx: Db,
    property: PropertyRow,
    rt: RoomTypeRow,
    guestId: number,
    who: Who,
    input: Pick<
      BookingCreateInput,
      | 'ratePlanId'
      | 'arrival'
      | 'departure'
      | 'adults'
      | 'children'
      | 'rooms'
      | 'source'
      | 'externalReference'
      | 'notes'
      | 'status'
      | 'discountPercentage'
    >,
    groupReference: string | null,
    line?: string,
  ) {
    const q = await quoteOf(tx, property, {
      roomTypeId: rt.id,
      ratePlanId: input.ratePlanId ?? null,
      arrival: input.arrival,
      departure: input.departure,
      adults: input.adults,
      children: input.children,
      rooms: input.rooms,
    });
    const takesRooms = holdsInventory(input.status);
    const nights = stayNights(input.arrival, input.departure);
    try {
      assertSellable(q, takesRooms);
      if (takesRooms) await takeRooms(tx, rt.id, nights, q.units);
    } catch (err) {
      // A group names the line that could not be sold.
      if (line && err instanceof AppError)
        throw new AppError(err.statusCode, `${line}: ${err.message}`, err.fields);
      throw err;
    }
    const sequence = await nextBookingSequence(tx, property.id);
    const bookingNumber = formatBookingNumber(bookingNumberPrefix(property), sequence);
    const row = await insertBooking(tx, {
      propertyId: property.id,
      bookingNumber,
      sequence,
      status: input.status,
      roomTypeId: rt.id,
      ratePlanId: q.planId,
      customerId: guestId,
      arrival: input.arrival,
      departure: input.departure,
      nights: nights.length,
      rooms: input.rooms,
      units: q.units,
      adults: input.adults,
      children: input.children,
      source: input.source,
      externalReference: input.externalReference || null,
      notes: input.notes || null,
      groupReference,
      ...amountsOf(property, q, input.discountPercentage),
      createdBy: who.id,
    });
    await insertAudits(tx, row, who, [
      {
        type: input.status === 'ENQUIRY' ? 'NEW_ENQUIRY' : 'NEW_BOOKING',
        newValue: `${bookingNumber}: ${rt.name}, ${input.arrival} → ${input.departure}`,
      },
    ]);
    return row;
  }

  async function propertyRoomType(propertyId: number, roomTypeId: number, field = 'roomTypeId') {
    const rt = await findRoomTypeRow(db, roomTypeId);
    if (!rt || rt.propertyId !== propertyId)
      throw badRequest('Room type not found', { [field]: 'No such room type at this property' });
    return rt;
  }

  /** `d`: the caller's transaction when there is one (a query on the outer handle inside it would wait forever). */
  async function propertyCustomer(propertyId: number, customerId: number | undefined, d: Db = db) {
    if (customerId == null) return;
    const c = await findCustomerRow(d, customerId);
    if (!c || c.propertyId !== propertyId)
      throw badRequest('Customer not found', { customerId: 'No such customer at this property' });
  }

  return {
    async list(actor: Actor, propertyId: number, query: BookingListQuery): Promise<Page<Booking>> {
      const property = await reachableProperty(db, actor, propertyId);
      return listBookings(db, propertyId, query, todayIn(property.timezone));
    },

    /** The filtered list without paging, at most MAX_EXPORT_ROWS rows. */
    async exportList(actor: Actor, propertyId: number, query: BookingListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      const today = todayIn(property.timezone);
      return { today, rows: await exportBookings(db, propertyId, query, today, MAX_EXPORT_ROWS) };
    },

    async get(actor: Actor, id: number): Promise<Booking> {
      await reachableBooking(actor, id);
      return answer(id);
    },

    /** What the booking form would cost now; never takes inventory. */
    async quote(actor: Actor, propertyId: number, input: BookingQuoteRequest): Promise<BookingQuote> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await whoIs(actor);
      assertDiscount(who, input.discountPercentage);
      const rt = await propertyRoomType(property.id, input.roomTypeId);
      let own: BookingRow | undefined;
      if (input.bookingId != null) {
        own = await findBookingRow(db, input.bookingId);
        if (!own || own.propertyId !== property.id)
          throw badRequest('Booking not found', { bookingId: 'No such booking at this property' });
      }
      const q = await quoteOf(db, property, {
        roomTypeId: rt.id,
        ratePlanId: input.ratePlanId ?? null,
        arrival: input.arrival,
        departure: input.departure,
        adults: input.adults,
        children: input.children,
        rooms: input.rooms,
      });
      // Free units per night, the amended booking's own units counted as free.
      const nights = stayNights(input.arrival, input.departure);
      const ownNights =
        own && holdsInventory(own.status) && own.roomTypeId === rt.id
          ? new Set(stayNights(own.arrival, own.departure))
          : new Set<string>();
      const cells = new Map(
        (await listDailyRates(db, [rt.id], input.arrival, input.departure)).map((c) => [c.date, c]),
      );
      const free = nights.map((d) => {
        const c = cells.get(d);
        return c ? availableOf(c) + (ownNights.has(d) ? own!.units : 0) : 0;
      });
      const unitsLeft = free.length > 0 ? Math.max(0, Math.min(...free)) : 0;
      const short = nights.filter((_, i) => free[i]! < q.units);
      const others = q.reasons.filter((r) => r.code !== 'SOLD_OUT');
      const message =
        others.length > 0
          ? others.map((r) => (r.dates.length ? `${r.message}: ${r.dates.join(', ')}` : r.message)).join('; ')
          : short.length > 0
            ? `Sold out on ${short.join(', ')}`
            : null;
      const d = applyDiscount(q, input.discountPercentage, taxesOf(property));
      return {
        available: message == null,
        message,
        unitsLeft,
        currency: q.currency,
        nights: q.nights,
        units: q.units,
        ...d,
        maxDiscountPercentage: who.maxDiscount,
      };
    },

    /**
     * Creates a booking in one transaction: the guest (picked or new), a live quote with the discount, the rooms
     * taken from the inventory (not for an ENQUIRY), the next number of the property's sequence, the advance
     * payment, the audit and a BOOKING notification. Two clerks selling the last room: the inventory update lets
     * exactly one through, the other gets 409.
     */
    async create(actor: Actor, propertyId: number, input: BookingCreateInput): Promise<Booking> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await whoIs(actor);
      assertDiscount(who, input.discountPercentage);
      const rt = await propertyRoomType(property.id, input.roomTypeId);
      await propertyCustomer(property.id, input.customerId);
      const id = await db.transaction(async (tx) => {
        const guest =
          input.customerId != null
            ? (await findCustomerRow(tx, input.customerId))!
            : await createCustomerRow(tx, property.id, input.customer!);
        let row = await createRow(tx, property, rt, guest.id, who, input, null);
        if (input.advancePayment) {
          const p = input.advancePayment;
          const paymentRow = await insertPayment(tx, {
            propertyId: property.id,
            bookingId: row.id,
            customerId: guest.id,
            date: todayIn(property.timezone),
            amount: p.amount,
            currency: row.currency,
            mode: p.mode,
            status: 'Paid',
            reference: p.reference || null,
            description: `Advance for booking ${row.bookingNumber}`,
            advance: true,
            receivedBy: who.id,
            receivedByName: who.name,
            paidAt: new Date(),
          });
          row = await updateBookingRow(tx, row.id, { paid: roundCents(row.paid + p.amount) });
          await insertAudits(tx, row, who, [
            { type: 'PAYMENT', newValue: `${money(p.amount)} ${row.currency} (${p.mode}), advance` },
          ]);
          // Money received, like any payment recorded on the payments page (spec §2.4 payment target).
          await raiseNotification(tx, {
            propertyId: property.id,
            notificationType: 'PAYMENT',
            referenceId: paymentRow.id,
            referenceNumber: row.bookingNumber,
            status: 'confirmed',
            message: `Advance payment of ${money(p.amount)} ${row.currency} received (${p.mode}) for booking ${row.bookingNumber}`,
          });
        }
        const what = input.status === 'ENQUIRY' ? 'Enquiry' : 'Booking';
        await raiseNotification(tx, {
          propertyId: property.id,
          notificationType: 'BOOKING',
          referenceId: row.id,
          referenceNumber: row.bookingNumber,
          status: input.status === 'ENQUIRY' ? 'submitted' : 'confirmed',
          message: `${what} ${row.bookingNumber} ${input.status === 'ENQUIRY' ? 'saved' : 'confirmed'}: ${fullName(guest)}, ${rt.name}, ${row.nights} night${row.nights === 1 ? '' : 's'} from ${input.arrival}`,
        });
        return row.id;
      });
      return answer(id);
    },

    /** Cancels a booking with a reason; its rooms and allocations go back in the same transaction. */
    cancel: (actor: Actor, id: number, input: CancelBookingInput) =>
      mutate(actor, id, async (tx, b, { audit }) => {
        const to = transition(b, 'CANCEL', { reason: input.reason });
        await releaseAll(tx, b);
        await updateBookingRow(tx, id, { status: to, cancelReason: input.reason, cancelledAt: new Date() });
        await audit([{ type: 'CANCEL', previousValue: b.status, newValue: input.reason }]);
        await raiseNotification(tx, {
          propertyId: b.propertyId,
          notificationType: 'BOOKING',
          referenceId: b.id,
          referenceNumber: b.bookingNumber,
          status: 'cancelled',
          message: `Booking ${b.bookingNumber} cancelled: ${input.reason}`,
        });
      }),

    /** Confirms an enquiry: re-quoted at today's rates and its rooms taken now (409 when sold out). */
    confirm: (actor: Actor, id: number) =>
      mutate(actor, id, async (tx, b, { property, audit }) => {
        const to = transition(b, 'CONFIRM');
        if (holdsInventory(b.status)) {
          await updateBookingRow(tx, id, { status: to });
        } else {
          const q = await quoteOf(tx, property, b);
          assertSellable(q, true);
          await takeRooms(tx, b.roomTypeId, stayNights(b.arrival, b.departure), q.units);
          await updateBookingRow(tx, id, {
            status: to,
            units: q.units,
            ...amountsOf(property, q, b.discountPercentage),
          });
        }
        await audit([{ type: 'CONFIRMED', previousValue: b.status, newValue: to }]);
        await raiseNotification(tx, {
          propertyId: b.propertyId,
          notificationType: 'BOOKING',
          referenceId: b.id,
          referenceNumber: b.bookingNumber,
          status: 'confirmed',
          message: `Booking ${b.bookingNumber} confirmed from ${b.arrival} to ${b.departure}`,
        });
      }),

    /** VOID or NO_SHOW: no room may be allocated; the nights go back on sale. */
    close: (actor: Actor, id: number, action: 'VOID' | 'NO_SHOW') =>
      mutate(actor, id, async (tx, b, { audit }) => {
        const allocated = (await bookingRoomRows(tx, b.id)).length;
        const to = transition(b, action, { roomsAllocated: allocated });
        await releaseAll(tx, b);
        await updateBookingRow(tx, id, { status: to });
        await audit([{ type: action, previousValue: b.status, newValue: to }]);
      }),

    // ---------------------------------------------------------------- allocation, check-in, check-out

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

    allocate: (actor: Actor, id: number, input: AllocateInput) =>
      mutate(actor, id, async (tx, b, { audit }) => {
        if (b.status !== 'NEW' && b.status !== 'CONFIRMED')
          throw conflict(
            b.status === 'CHECKEDIN'
              ? 'The guest is in house: use a room shift to move them'
              : `Rooms are allocated to new or confirmed bookings only (this one is ${b.status})`,
          );
        const before = await roomList(tx, b.id);
        await allocatePicks(tx, b, input.rooms);
        await audit([{ type: 'ROOM_ALLOCATION', previousValue: before, newValue: await roomList(tx, b.id) }]);
      }),

    release: (actor: Actor, id: number) =>
      mutate(actor, id, async (tx, b, { audit }) => {
        if (b.status === 'CHECKEDIN' || b.status === 'CHECKEDOUT')
          throw conflict('The rooms of a checked-in or checked-out booking cannot be released');
        const before = await roomList(tx, b.id);
        if (!before) throw conflict('No room is allocated to this booking');
        await deleteAllocations(tx, b.id);
        await audit([{ type: 'ROOM_RELEASE', previousValue: before, newValue: null }]);
      }),

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

    // ---------------------------------------------------------------- amendments

    /**
     * Dates, room type, plan, rooms and guests: the booking's own nights are released first, then the new stay is
     * quoted and taken, all in one transaction (a sold-out night rolls everything back: 409, nothing changed).
     */
    amend: (actor: Actor, id: number, input: AmendBookingInput) =>
      mutate(actor, id, async (tx, b, { property, audit }) => {
        if (CLOSED.includes(b.status)) throw conflict(`A booking that is ${b.status} cannot be amended`);
        const inHouse = b.status === 'CHECKEDIN';
        if (inHouse && input.arrival && input.arrival !== b.arrival)
          throw badRequest('The guest is in house: the arrival date cannot change', {
            arrival: 'The guest has checked in',
          });
        const next = {
          arrival: input.arrival ?? b.arrival,
          departure: input.departure ?? b.departure,
          roomTypeId: input.roomTypeId ?? b.roomTypeId,
          ratePlanId:
            input.ratePlanId !== undefined
              ? input.ratePlanId
              : input.roomTypeId && input.roomTypeId !== b.roomTypeId
                ? null
                : b.ratePlanId,
          rooms: input.rooms ?? b.rooms,
          adults: input.adults ?? b.adults,
          children: input.children ?? b.children,
        };
        if (next.departure <= next.arrival)
          throw badRequest('The departure must be after the arrival', {
            departure: 'Must be after the arrival date',
          });
        const oldType = (await findRoomTypeRow(tx, b.roomTypeId))!;
        const newType =
          next.roomTypeId === b.roomTypeId ? oldType : await findRoomTypeRow(tx, next.roomTypeId);
        if (!newType || newType.propertyId !== b.propertyId)
          throw badRequest('Room type not found', { roomTypeId: 'No such room type at this property' });
        if (inHouse && newType.id !== oldType.id)
          throw conflict('The guest is in house: change the room category with a room shift');
        const takes = holdsInventory(b.status);
        if (takes) await adjustBooked(tx, b.roomTypeId, stayNights(b.arrival, b.departure), -b.units);
        const q = await quoteOf(tx, property, next);
        assertSellable(q, takes);
        if (inHouse && q.units !== b.units)
          throw conflict('The guest is in house: the number of rooms (beds) cannot change');
        if (takes) await takeRooms(tx, next.roomTypeId, stayNights(next.arrival, next.departure), q.units);
        // Allocations follow the new stay where they still fit; a changed type or count releases them.
        const allocs = await bookingRoomRows(tx, b.id);
        const datesChanged = next.arrival !== b.arrival || next.departure !== b.departure;
        if (allocs.length > 0 && (newType.id !== oldType.id || q.units !== b.units)) {
          await deleteAllocations(tx, b.id);
        } else if (allocs.length > 0 && datesChanged) {
          const rooms = new Map(
            (
              await roomsByIds(
                tx,
                allocs.map((a) => a.roomId),
              )
            ).map((r) => [r.id, r]),
          );
          await deleteAllocations(tx, b.id);
          for (const a of allocs) {
            // An allocation that started (ended) with the stay follows its new arrival (departure); one from a
            // room shift keeps its dates inside the new stay, and goes when none of its nights are left.
            const fromDate = a.fromDate <= b.arrival || a.fromDate < next.arrival ? next.arrival : a.fromDate;
            const toDate = a.toDate >= b.departure || a.toDate > next.departure ? next.departure : a.toDate;
            if (fromDate >= toDate) continue;
            try {
              await insertAllocation(tx, {
                propertyId: b.propertyId,
                bookingId: b.id,
                roomId: a.roomId,
                roomNumber: rooms.get(a.roomId)!.roomNumber,
                bed: a.bed,
                fromDate,
                toDate,
                checkedInAt: a.checkedInAt,
              });
            } catch (err) {
              // A guest in house keeps their room or nothing changes; a future stay just loses the taken room.
              if (inHouse || !(err instanceof AppError) || err.statusCode !== 409) throw err;
            }
          }
        }
        await updateBookingRow(tx, b.id, {
          ...next,
          ratePlanId: q.planId,
          nights: stayNights(next.arrival, next.departure).length,
          units: q.units,
          ...amountsOf(property, q, b.discountPercentage),
        });
        const entries: AuditInput[] = [];
        if (datesChanged)
          entries.push({
            type: 'DATE_CHANGE',
            previousValue: `${b.arrival} → ${b.departure}`,
            newValue: `${next.arrival} → ${next.departure}`,
          });
        if (newType.id !== oldType.id)
          entries.push({ type: 'ROOM_CATEGORY_CHANGE', previousValue: oldType.name, newValue: newType.name });
        if ((q.planId ?? null) !== (b.ratePlanId ?? null))
          entries.push({
            type: 'PLAN_CHANGE',
            previousValue: b.ratePlanId?.toString() ?? 'Standard rate',
            newValue: q.planId?.toString() ?? 'Standard rate',
          });
        const party = (r: number, a: number, c: number) =>
          `${r} room${r === 1 ? '' : 's'}, ${a} adult${a === 1 ? '' : 's'}, ${c} child${c === 1 ? '' : 'ren'}`;
        if (next.rooms !== b.rooms || next.adults !== b.adults || next.children !== b.children)
          entries.push({
            type: 'GUEST_CHANGE',
            previousValue: party(b.rooms, b.adults, b.children),
            newValue: party(next.rooms, next.adults, next.children),
          });
        if (entries.length === 0) throw badRequest('Nothing to change', {});
        await audit(entries);
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
          throw badRequest('The shift date is after the allocation ends', { fromDate: 'After the stay' });
        const [target] = await roomsByIds(tx, [input.toRoomId]);
        if (!target || target.propertyId !== b.propertyId)
          throw badRequest('Room not found', { toRoomId: 'No such room at this property' });
        if (!target.inService)
          throw conflict(`Room ${target.roomNumber} is out of service`, { toRoomId: 'Out of service' });
        if (target.id === source.roomId && input.toBed === source.bed)
          throw badRequest('The booking is already in this room', { toRoomId: 'Pick another room' });
        const [from] = await roomsByIds(tx, [source.roomId]);
        const categoryChange = target.roomTypeId !== b.roomTypeId;
        if (categoryChange && !input.changeCategory)
          throw badRequest('The room is of another type: confirm the room category change', {
            changeCategory: 'The room is of another type',
          });
        const newType = (await findRoomTypeRow(tx, target.roomTypeId))!;
        if (newType.shared ? input.toBed < 1 || input.toBed > bedsOf(newType) : input.toBed !== 0)
          throw badRequest('No such bed in that room', { toBed: 'No such bed' });
        const inHouse = b.status === 'CHECKEDIN';
        if (
          inHouse &&
          !(target.status === 'VACANT_READY' || (newType.shared && target.status === 'OCCUPIED'))
        )
          throw conflict(`Room ${target.roomNumber} is not clean (${target.status})`, {
            toRoomId: 'Not clean',
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

    /** Details that change neither price nor inventory, and the discount (re-priced, capped by the user). */
    updateDetails: (actor: Actor, id: number, input: BookingDetailsInput) =>
      mutate(actor, id, async (tx, b, { property, who, audit }) => {
        assertDiscount(who, input.discountPercentage);
        if (input.customerId != null && input.customerId !== b.customerId)
          await propertyCustomer(b.propertyId, input.customerId, tx);
        const entries: AuditInput[] = [];
        const values: Partial<BookingRow> = {};
        const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
        const change = <K extends 'customerId' | 'source' | 'externalReference' | 'notes'>(
          key: K,
          v: BookingRow[K] | undefined,
          type: string,
        ) => {
          if (v === undefined || v === b[key]) return;
          values[key] = v;
          entries.push({ type, previousValue: b[key]?.toString() ?? null, newValue: v?.toString() ?? null });
        };
        change('customerId', input.customerId, 'GUEST_DETAILS_CHANGE');
        change('source', input.source, 'SOURCE_CHANGE');
        change('externalReference', text(input.externalReference), 'EXTERNAL_REFERENCE_CHANGE');
        change('notes', text(input.notes), 'NOTES_CHANGE');
        if (input.discountPercentage !== undefined && input.discountPercentage !== b.discountPercentage) {
          if (CLOSED.includes(b.status))
            throw conflict(`The discount of a booking that is ${b.status} cannot change`);
          // Re-priced from the stored charges (the booking keeps its rates): one average night per unit.
          const nights = Math.max(1, b.nights);
          const perNight = roundCents((b.roomCharge + b.extraCharge) / nights);
          const d = applyDiscount(
            { ...b, breakdown: Array.from({ length: nights }, () => ({ amount: perNight })) },
            input.discountPercentage,
            taxesOf(property),
            { retax: true },
          );
          Object.assign(values, d);
          entries.push({
            type: 'DISCOUNT_CHANGE',
            previousValue: `${b.discountPercentage} %`,
            newValue: `${input.discountPercentage} %`,
          });
        }
        if (entries.length === 0) return;
        await updateBookingRow(tx, b.id, values);
        await audit(entries);
      }),

    async audit(actor: Actor, id: number): Promise<AuditEntry[]> {
      await reachableBooking(actor, id);
      return listAudits(db, id);
    },

    // ---------------------------------------------------------------- services and folio

    async services(actor: Actor, id: number): Promise<BookingServiceLine[]> {
      await reachableBooking(actor, id);
      return listServices(db, id);
    },

    async addService(actor: Actor, id: number, input: ServiceInput): Promise<BookingServiceLine> {
      let serviceId = 0;
      await mutate(actor, id, async (tx, b, { who, audit }) => {
        if (CLOSED.includes(b.status) || b.status === 'ENQUIRY')
          throw conflict(`Services cannot be added to a booking that is ${b.status}`);
        const amount = roundCents(input.quantity * input.unitPrice);
        const tax = roundCents((amount * input.taxPercentage) / 100);
        const row = await insertService(tx, {
          propertyId: b.propertyId,
          bookingId: b.id,
          serviceType: input.serviceType,
          description: input.description || null,
          date: input.date,
          quantity: input.quantity,
          unitPrice: input.unitPrice,
          taxPercentage: input.taxPercentage,
          amount,
          tax,
          total: roundCents(amount + tax),
          createdBy: who.id,
        });
        serviceId = row.id;
        await refreshServicesTotal(tx, b.id);
        await audit([
          {
            type: 'SERVICE_ADDED',
            newValue: `${input.serviceType} × ${input.quantity}: ${money(row.total)}`,
          },
        ]);
      });
      return (await listServices(db, id)).find((s) => s.id === serviceId)!;
    },

    async removeService(actor: Actor, id: number, serviceId: number): Promise<Booking> {
      return mutate(actor, id, async (tx, b, { audit }) => {
        const s = await findService(tx, serviceId);
        if (!s || s.bookingId !== b.id) throw notFound('Service');
        if (b.status === 'CHECKEDOUT') throw conflict('The folio of a checked-out booking is closed');
        await deleteService(tx, s.id);
        await refreshServicesTotal(tx, b.id);
        await audit([
          { type: 'SERVICE_REMOVED', previousValue: `${s.serviceType} × ${s.quantity}: ${money(s.total)}` },
        ]);
      });
    },

    async folio(actor: Actor, id: number): Promise<Folio> {
      await reachableBooking(actor, id);
      return folioOf(await answer(id));
    },

    async details(actor: Actor, id: number): Promise<BookingDetailsView> {
      const { row } = await reachableBooking(actor, id);
      const b = await answer(id);
      const [services, folio, group] = await Promise.all([
        listServices(db, id),
        folioOf(b),
        row.groupReference
          ? listBookingsWhere(
              db,
              and(eq(booking.propertyId, row.propertyId), eq(booking.groupReference, row.groupReference)),
            )
          : Promise.resolve([]),
      ]);
      return { booking: b, services, folio, group: group.filter((g) => g.id !== id) };
    },

    // ---------------------------------------------------------------- group bookings

    async createGroup(actor: Actor, propertyId: number, input: GroupBookingCreateInput): Promise<Booking[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await whoIs(actor);
      assertDiscount(who, input.discountPercentage);
      const types = await Promise.all(
        input.lines.map((l, i) => propertyRoomType(property.id, l.roomTypeId, `lines.${i}.roomTypeId`)),
      );
      await propertyCustomer(property.id, input.customerId);
      const ids = await db.transaction(async (tx) => {
        const guest =
          input.customerId != null
            ? (await findCustomerRow(tx, input.customerId))!
            : await createCustomerRow(tx, property.id, input.customer!);
        const rows: BookingRow[] = [];
        let reference: string | null = null;
        for (const [i, line] of input.lines.entries()) {
          const row = await createRow(
            tx,
            property,
            types[i]!,
            guest.id,
            who,
            {
              ...line,
              arrival: input.arrival,
              departure: input.departure,
              source: input.source,
              externalReference: input.externalReference,
              notes: input.notes,
              status: 'CONFIRMED',
              discountPercentage: input.discountPercentage,
            },
            reference,
            `Line ${i + 1} (${types[i]!.name})`,
          );
          if (reference == null) {
            // The group is named after its first booking.
            reference = `G-${row.bookingNumber}`;
            await updateBookingRow(tx, row.id, { groupReference: reference });
          }
          rows.push(row);
        }
        await raiseNotification(tx, {
          propertyId: property.id,
          notificationType: 'BOOKING',
          referenceId: rows[0]!.id,
          referenceNumber: reference,
          status: 'confirmed',
          message: `Group ${reference} confirmed: ${fullName(guest)}, ${rows.length} booking${rows.length === 1 ? '' : 's'} from ${input.arrival}`,
        });
        return rows.map((r) => r.id);
      });
      return listBookingsWhere(db, inArray(booking.id, ids));
    },

    async group(actor: Actor, propertyId: number, reference: string): Promise<Booking[]> {
      await reachableProperty(db, actor, propertyId);
      const list = await listBookingsWhere(
        db,
        and(eq(booking.propertyId, propertyId), eq(booking.groupReference, reference)),
      );
      if (list.length === 0) throw notFound('Group');
      return list;
    },

    /** Checks in (or out) every booking of the group in one transaction: all or none. */
    async groupAction(
      actor: Actor,
      propertyId: number,
      reference: string,
      action: 'CHECK_IN' | 'CHECK_OUT',
    ): Promise<Booking[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await whoIs(actor);
      const today = todayIn(property.timezone);
      const members = await listBookingsWhere(
        db,
        and(eq(booking.propertyId, propertyId), eq(booking.groupReference, reference)),
      );
      if (members.length === 0) throw notFound('Group');
      await db.transaction(async (tx) => {
        for (const m of members) {
          const b = (await lockBookingRow(tx, m.id))!;
          // Bookings already past the step (cancelled lines, a line checked in on its own) are left as they are.
          if (action === 'CHECK_IN' && b.status !== 'CONFIRMED') continue;
          if (action === 'CHECK_OUT' && b.status !== 'CHECKEDIN') continue;
          try {
            if (action === 'CHECK_IN') await checkInRow(tx, b, today, who);
            else await checkOutRow(tx, b, property, today, who);
          } catch (err) {
            if (err instanceof AppError)
              throw new AppError(err.statusCode, `${b.bookingNumber}: ${err.message}`, err.fields);
            throw err;
          }
        }
      });
      return listBookingsWhere(
        db,
        inArray(
          booking.id,
          members.map((m) => m.id),
        ),
      );
    },

    // ---------------------------------------------------------------- tape chart and front desk

    async calendar(actor: Actor, propertyId: number, query: CalendarQuery): Promise<Calendar> {
      const property = await reachableProperty(db, actor, propertyId);
      if (stayNights(query.from, query.to).length > CALENDAR_MAX_DAYS)
        throw badRequest(`At most ${CALENDAR_MAX_DAYS} days`, {
          to: `At most ${CALENDAR_MAX_DAYS} days after from`,
        });
      const [types, rooms, list] = await Promise.all([
        listRoomTypeRows(db, propertyId),
        listRooms(db, propertyId),
        listBookingsWhere(
          db,
          and(
            eq(booking.propertyId, propertyId),
            inArray(booking.status, ['NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT']),
            lt(booking.arrival, query.to),
            gt(booking.departure, query.from),
          ),
          5000,
        ),
      ]);
      return {
        from: query.from,
        to: query.to,
        today: todayIn(property.timezone),
        roomTypes: types.map((t) => ({
          id: t.id,
          name: t.name,
          shared: t.shared,
          beds: t.shared ? bedsOf(t) : 1,
        })),
        rooms: rooms.map((r) => ({
          id: r.id,
          roomNumber: r.roomNumber,
          floor: r.floor ?? null,
          roomTypeId: r.roomTypeId,
          status: r.status,
          inService: r.inService,
        })),
        bookings: list.map((b) => ({
          id: b.id,
          bookingNumber: b.bookingNumber,
          status: b.status,
          guestName: b.guestName,
          roomTypeId: b.roomTypeId,
          arrival: b.arrival,
          departure: b.departure,
          units: b.units,
          adults: b.adults,
          children: b.children,
          balance: b.balance,
          groupReference: b.groupReference,
          allocations: b.allocations.filter((a) => a.fromDate < query.to && a.toDate > query.from),
        })),
      };
    },

    async frontDesk(actor: Actor, propertyId: number): Promise<FrontDesk> {
      const property = await reachableProperty(db, actor, propertyId);
      const today = todayIn(property.timezone);
      const list = await listBookingsWhere(
        db,
        and(
          eq(booking.propertyId, propertyId),
          or(
            and(eq(booking.status, 'CONFIRMED'), eq(booking.arrival, today)),
            eq(booking.status, 'CHECKEDIN'),
          ),
        ),
      );
      return {
        date: today,
        arrivals: list.filter((b) => b.status === 'CONFIRMED'),
        departures: list.filter((b) => b.status === 'CHECKEDIN' && b.departure <= today),
        inHouse: list.filter((b) => b.status === 'CHECKEDIN'),
      };
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
