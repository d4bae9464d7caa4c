import {
  bookingNumberPrefix,
  canTransition,
  formatBookingNumber,
  holdsInventory,
  stayNights,
  type Booking,
  type BookingCreateInput,
  type BookingListQuery,
  type CancelBookingInput,
  type Page,
  type Quote,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { adjustBooked, quoteStay } from '../availability/availability.service';
import { fullName, findCustomerRow } from '../customer/customer.repository';
import { createCustomerRow } from '../customer/customer.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { findRoomTypeRow } from '../room/room.repository';
import {
  findBooking,
  findBookingRow,
  insertBooking,
  listBookings,
  lockBookingRow,
  nextBookingSequence,
  updateBookingRow,
  type BookingRow,
} from './booking.repository';

const OCCUPANCY = new Set(['OVER_MAX_OCCUPANCY', 'UNDER_MIN_OCCUPANCY']);

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

const amountsOf = (q: Quote) => ({
  roomCharge: q.roomCharge,
  extraCharge: q.extraCharge,
  subtotal: q.subtotal,
  taxes: q.taxes,
  tax: q.tax,
  total: q.total,
  currency: q.currency,
});

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

  return {
    async list(actor: Actor, propertyId: number, query: BookingListQuery): Promise<Page<Booking>> {
      await reachableProperty(db, actor, propertyId);
      return listBookings(db, propertyId, query);
    },

    async get(actor: Actor, id: number): Promise<Booking> {
      await reachableBooking(actor, id);
      return answer(id);
    },

    /**
     * Creates a booking in one transaction: the guest (picked or new), a live quote, the rooms taken from the
     * inventory (not for an ENQUIRY), the next number of the property's sequence, and a BOOKING notification.
     * Two clerks selling the last room: the inventory update lets exactly one through, the other gets 409.
     */
    async create(actor: Actor, propertyId: number, input: BookingCreateInput): Promise<Booking> {
      const property = await reachableProperty(db, actor, propertyId);
      const rt = await findRoomTypeRow(db, input.roomTypeId);
      if (!rt || rt.propertyId !== property.id)
        throw badRequest('Room type not found', { roomTypeId: 'No such room type at this property' });
      if (input.customerId != null) {
        const c = await findCustomerRow(db, input.customerId);
        if (!c || c.propertyId !== property.id)
          throw badRequest('Customer not found', { customerId: 'No such customer at this property' });
      }
      const takesRooms = holdsInventory(input.status);
      const id = await db.transaction(async (tx) => {
        const q = await quoteOf(tx, property, {
          roomTypeId: rt.id,
          ratePlanId: input.ratePlanId ?? null,
          arrival: input.arrival,
          departure: input.departure,
          adults: input.adults,
          children: input.children,
          rooms: input.rooms,
        });
        assertSellable(q, takesRooms);
        const nights = stayNights(input.arrival, input.departure);
        if (takesRooms) await takeRooms(tx, rt.id, nights, q.units);
        const guest =
          input.customerId != null
            ? (await findCustomerRow(tx, input.customerId))!
            : await createCustomerRow(tx, property.id, input.customer!);
        const sequence = await nextBookingSequence(tx, property.id);
        const bookingNumber = formatBookingNumber(bookingNumberPrefix(property), sequence);
        const row = await insertBooking(tx, {
          propertyId: property.id,
          bookingNumber,
          sequence,
          status: input.status,
          roomTypeId: rt.id,
          ratePlanId: q.planId,
          customerId: guest.id,
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
          ...amountsOf(q),
          createdBy: actor.id,
        });
        const what = input.status === 'ENQUIRY' ? 'Enquiry' : 'Booking';
        await raiseNotification(tx, {
          propertyId: property.id,
          notificationType: 'BOOKING',
          referenceId: row.id,
          referenceNumber: bookingNumber,
          status: input.status === 'ENQUIRY' ? 'submitted' : 'confirmed',
          message: `${what} ${bookingNumber} ${input.status === 'ENQUIRY' ? 'saved' : 'confirmed'}: ${fullName(guest)}, ${rt.name}, ${nights.length} night${nights.length === 1 ? '' : 's'} from ${input.arrival}`,
        });
        return row.id;
      });
      return answer(id);
    },

    /** Cancels a booking with a reason; its rooms go back to the inventory in the same transaction. */
    async cancel(actor: Actor, id: number, input: CancelBookingInput): Promise<Booking> {
      const { property } = await reachableBooking(actor, id);
      await db.transaction(async (tx) => {
        const b = (await lockBookingRow(tx, id))!;
        const t = canTransition(b.status, 'CANCEL', { reason: input.reason, roomsAllocated: 0 });
        if (!t.ok) throw conflict(t.reason);
        if (holdsInventory(b.status))
          await adjustBooked(tx, b.roomTypeId, stayNights(b.arrival, b.departure), -b.units);
        await updateBookingRow(tx, id, { status: t.to, cancelReason: input.reason, cancelledAt: new Date() });
        await raiseNotification(tx, {
          propertyId: property.id,
          notificationType: 'BOOKING',
          referenceId: b.id,
          referenceNumber: b.bookingNumber,
          status: 'cancelled',
          message: `Booking ${b.bookingNumber} cancelled: ${input.reason}`,
        });
      });
      return answer(id);
    },

    /** Confirms an enquiry: re-quoted at today's rates and its rooms taken now (409 when sold out). */
    async confirm(actor: Actor, id: number): Promise<Booking> {
      const { property } = await reachableBooking(actor, id);
      await db.transaction(async (tx) => {
        const b = (await lockBookingRow(tx, id))!;
        const t = canTransition(b.status, 'CONFIRM');
        if (!t.ok) throw conflict(t.reason);
        if (holdsInventory(b.status)) {
          await updateBookingRow(tx, id, { status: t.to });
        } else {
          const q = await quoteOf(tx, property, b);
          assertSellable(q, true);
          await takeRooms(tx, b.roomTypeId, stayNights(b.arrival, b.departure), q.units);
          await updateBookingRow(tx, id, { status: t.to, units: q.units, ...amountsOf(q) });
        }
        await raiseNotification(tx, {
          propertyId: property.id,
          notificationType: 'BOOKING',
          referenceId: b.id,
          referenceNumber: b.bookingNumber,
          status: 'confirmed',
          message: `Booking ${b.bookingNumber} confirmed from ${b.arrival} to ${b.departure}`,
        });
      });
      return answer(id);
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
