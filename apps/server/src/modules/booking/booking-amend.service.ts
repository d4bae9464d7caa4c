import {
  type AmendBookingInput,
  applyDiscount,
  type BookingDetailsInput,
  holdsInventory,
  roundCents,
  stayNights,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { adjustBooked, taxesOf } from '../availability/availability.service';
import { assertBillable } from '../company/company.service';
import { bookingMessages } from '../guest-message/guest-message.service';
import { amendBookingRedemption } from '../promotion/promotion.service';
import { findRoomTypeRow } from '../room/room.service';
import {
  bookingRoomRows,
  deleteAllocations,
  insertAllocation,
  roomsByIds,
  type AuditInput,
} from './booking-ops.repository';
import { updateBookingRow, type BookingRow } from './booking.repository';
import { assertSellable, balanceOf, CLOSED, takeRooms, type BookingCore } from './booking-core';

/** Amendments: the stay (dates, type, plan, party) and the details (guest, source, notes, discount). */
export function bookingAmendOperations(core: BookingCore) {
  const { assertDiscount, quoteOf, amountsOf, mutate, propertyCustomer } = core;
  /** The amendment's steps; no actor when a channel changes its reservation (issue 16). */
  const amending =
    (actor: Actor | null, input: AmendBookingInput): Parameters<typeof mutate>[2] =>
    async (tx, b, { property, audit }) => {
      if (CLOSED.includes(b.status)) throw conflict(`A booking that is ${b.status} cannot be amended`);
      const inHouse = b.status === 'CHECKEDIN';
      if (inHouse && input.arrival && input.arrival !== b.arrival)
        throw badRequest('The guest is in house: the arrival date cannot change', {
          arrival: VALIDATION_KEYS.guestCheckedIn,
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
          departure: VALIDATION_KEYS.departureAfterArrival,
        });
      const oldType = (await findRoomTypeRow(tx, b.roomTypeId))!;
      const newType = next.roomTypeId === b.roomTypeId ? oldType : await findRoomTypeRow(tx, next.roomTypeId);
      if (!newType || newType.propertyId !== b.propertyId)
        throw badRequest('Room type not found', { roomTypeId: VALIDATION_KEYS.noSuchRoomType });
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
      const amended = await updateBookingRow(tx, b.id, {
        ...next,
        ratePlanId: q.planId,
        nights: stayNights(next.arrival, next.departure).length,
        units: q.units,
        ...amountsOf(property, q, b.discountPercentage),
      });
      // A coupon's redemption follows the new stay: the same share of the new charges, the new total.
      await amendBookingRedemption(tx, b.id, b, amended);
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
      // The guest gets the booking as it now stands; the arrival reminder moves with the dates.
      await bookingMessages(tx, b.id, 'CHANGED', actor?.id ?? null);
    };
  return {
    /**
     * Dates, room type, plan, rooms and guests: the booking's own nights are released first, then the new stay is
     * quoted and taken, all in one transaction (a sold-out night rolls everything back: 409, nothing changed).
     */
    amend: (actor: Actor, id: number, input: AmendBookingInput) => mutate(actor, id, amending(actor, input)),

    /** A channel changes its reservation's stay on its own transaction (issue 16); `by` names it in the trail. */
    amendOnTransaction: (tx: Db, by: { name: string }, id: number, input: AmendBookingInput) =>
      core.mutateAs(tx, { id: null, name: by.name, maxDiscount: 0 }, id, amending(null, input)),

    /** Details that change neither price nor inventory, and the discount (re-priced, capped by the user). */
    updateDetails: (actor: Actor, id: number, input: BookingDetailsInput) =>
      mutate(actor, id, async (tx, b, { property, who, audit }) => {
        assertDiscount(who, input.discountPercentage);
        if (input.customerId != null && input.customerId !== b.customerId)
          await propertyCustomer(b.propertyId, input.customerId, tx);
        const entries: AuditInput[] = [];
        const values: Partial<BookingRow> = {};
        const text = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
        const change = <K extends 'customerId' | 'source' | 'externalReference' | 'notes' | 'companyId'>(
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
        if (input.companyId != null && input.companyId !== b.companyId)
          await assertBillable(tx, property.organisationId, input.companyId, {
            amount: balanceOf(b),
            currency: b.currency,
            exceptBookingId: b.id,
          });
        change('companyId', input.companyId, 'BILL_TO_COMPANY');
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
  };
}
