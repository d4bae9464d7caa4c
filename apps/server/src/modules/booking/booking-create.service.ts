import {
  applyDiscount,
  availableOf,
  type Booking,
  type BookingCreateInput,
  bookingNumberPrefix,
  type BookingQuote,
  type BookingQuoteRequest,
  formatBookingNumber,
  holdsInventory,
  roundCents,
  stayNights,
  todayIn,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import type { AuditActor } from '../audit/audit.service';
import { listDailyRates } from '../availability/availability.service';
import { taxesOf } from '../availability/availability.service';
import { assertBillable } from '../company/company.service';
import { createCustomerRow, findCustomerRow, fullName } from '../customer/customer.service';
import { bookingMessages } from '../guest-message/guest-message.service';
import { raiseNotification } from '../notification/notification.service';
import type { PropertyRow } from '../property/property.repository';
import { recordRedemption } from '../promotion/promotion.service';
import { claimBookingPromotion, previewBookingPromotion } from '../promotion/promotion.service';
import type { RoomTypeRow } from '../room/room.repository';
import { insertPayment } from './booking-ops.repository';
import {
  findBookingRow,
  insertBooking,
  nextBookingSequence,
  updateBookingRow,
  type BookingRow,
} from './booking.repository';
import {
  assertSellable,
  balanceOf,
  logBookingEvents,
  money,
  takeRooms,
  type BookingCore,
  type Who,
} from './booking-core';

/** Creates one booking row inside a transaction, shared by the single and the group booking. */
export function bookingRowCreator(core: BookingCore) {
  const { quoteOf, amountsOf } = core;
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
    await logBookingEvents(tx, row, who, [
      {
        type: input.status === 'ENQUIRY' ? 'NEW_ENQUIRY' : 'NEW_BOOKING',
        newValue: `${bookingNumber}: ${rt.name}, ${input.arrival} → ${input.departure}`,
      },
    ]);
    return row;
  }

  return createRow;
}

/** The live quote of the booking form and the creation of a booking. */
export function bookingCreateOperations(core: BookingCore) {
  const { db, answer, whoIs, assertDiscount, quoteOf, propertyRoomType, propertyCustomer } = core;
  const createRow = bookingRowCreator(core);
  return {
    async quote(actor: Actor, propertyId: number, input: BookingQuoteRequest): Promise<BookingQuote> {
      const property = await reachableProperty(db, actor, propertyId);
      const who = await whoIs(actor);
      assertDiscount(who, input.discountPercentage);
      const rt = await propertyRoomType(property.id, input.roomTypeId);
      let own: BookingRow | undefined;
      if (input.bookingId != null) {
        own = await findBookingRow(db, input.bookingId);
        if (!own || own.propertyId !== property.id)
          throw badRequest('Booking not found', { bookingId: VALIDATION_KEYS.noSuchBooking });
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
      const promotion = input.promotionCode
        ? await previewBookingPromotion(
            db,
            property,
            input.promotionCode,
            { ...input, ratePlanId: q.planId, customerId: input.customerId ?? null },
            q,
          )
        : null;
      const d = applyDiscount(q, promotion?.percentage ?? input.discountPercentage, taxesOf(property));
      return {
        promotion: promotion?.applied ?? null,
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
      const id = await db.transaction(async (tx) => (await createIn(tx, actor, who, property, rt, input)).id);
      return answer(id);
    },

    /**
     * `create` on a transaction another module holds, for a stay it sold (a guest paying an enquiry's quote: the
     * booking stands or falls with the payment). The same steps on `tx`; `by` is the staff member the booking's
     * trail names (who sent the quote): no discount cap applies, the quote was priced under theirs.
     */
    async createOnTransaction(
      tx: Db,
      by: { id: number | null; name: string },
      property: PropertyRow,
      input: BookingCreateInput,
    ): Promise<BookingRow> {
      const rt = await propertyRoomType(property.id, input.roomTypeId, 'roomTypeId', tx);
      await propertyCustomer(property.id, input.customerId, tx);
      const who: Who = { id: by.id, name: by.name, maxDiscount: 100 };
      const actor = by.id == null ? null : { id: by.id, username: by.name, name: by.name };
      return createIn(tx, actor, who, property, rt, input);
    },
  };

  /** The booking's writes on `tx`, shared by `create` and `createOnTransaction`. */
  async function createIn(
    tx: Db,
    // No actor: the guest booked online (the booking engine); `who` names the channel.
    actor: AuditActor | null,
    who: Who,
    property: PropertyRow,
    rt: RoomTypeRow,
    input: BookingCreateInput,
  ): Promise<BookingRow> {
    const guest =
      input.customerId != null
        ? (await findCustomerRow(tx, input.customerId))!
        : await createCustomerRow(tx, property.id, input.customer!, actor);
    // A coupon code: checked on the stay's own quote and its use taken before the rooms (decision 0044).
    const promotion = input.promotionCode
      ? await claimBookingPromotion(
          tx,
          property,
          input.promotionCode,
          { ...input, ratePlanId: input.ratePlanId ?? null, customerId: guest.id },
          await quoteOf(tx, property, {
            ...input,
            roomTypeId: rt.id,
            ratePlanId: input.ratePlanId ?? null,
          }),
        )
      : null;
    const priced = promotion ? { ...input, discountPercentage: promotion.percentage } : input;
    let row = await createRow(tx, property, rt, guest.id, who, priced, null);
    if (promotion)
      await recordRedemption(tx, actor, property.id, promotion.claim, {
        kind: 'BOOKING',
        id: row.id,
        reference: row.bookingNumber,
        customerId: guest.id,
        revenue: row.total,
      });
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
      await logBookingEvents(tx, row, who, [
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
    // Bill to company: checked on the saved balance (after the advance), the company locked until commit.
    if (input.companyId != null) {
      await assertBillable(tx, property.organisationId, input.companyId, {
        amount: balanceOf(row),
        currency: row.currency,
      });
      row = await updateBookingRow(tx, row.id, { companyId: input.companyId });
      await logBookingEvents(tx, row, who, [{ type: 'BILL_TO_COMPANY', newValue: String(input.companyId) }]);
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
    // A booking form's enquiry (or a guest's online hold) is also filed in the enquiry inbox, linked to this booking.
    if (input.status === 'ENQUIRY')
      await core.links.enquiry?.saved(tx, actor, row, {
        property,
        guest: {
          firstName: guest.firstName,
          lastName: guest.lastName,
          email: guest.email,
          phone: guest.phone,
        },
        roomTypeName: rt.name,
      });
    // The guest's confirmation and arrival reminder (none for an enquiry), sent once this commits.
    await bookingMessages(tx, row.id, 'CREATED', actor?.id ?? null);
    return row;
  }
}
