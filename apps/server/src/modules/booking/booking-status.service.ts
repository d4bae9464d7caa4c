import {
  canTransition,
  enquiryReplacedReason,
  holdsInventory,
  stayNights,
  type CancelBookingInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { recordAuditEvents } from '../audit/audit.service';
import { adjustBooked } from '../availability/availability.service';
import { bookingMessages } from '../guest-message/guest-message.service';
import { raiseNotification } from '../notification/notification.service';
import { releasePromotionUse } from '../promotion/promotion.service';
import { bookingRoomRows, deleteAllocations, insertAudits } from './booking-ops.repository';
import { lockBookingRow, updateBookingRow } from './booking.repository';
import { assertSellable, logBookingEvents, takeRooms, type BookingCore } from './booking-core';

/** Cancel, confirm an enquiry, void and no-show. */
export function bookingStatusOperations(core: BookingCore) {
  const { quoteOf, amountsOf, mutate, transition, releaseAll } = core;
  /** The cancellation's steps; no actor when a channel cancels its reservation (issue 16). */
  const cancelling =
    (actor: Actor | null, input: CancelBookingInput): Parameters<typeof mutate>[2] =>
    async (tx, b, { audit }) => {
      const to = transition(b, 'CANCEL', { reason: input.reason });
      await releaseAll(tx, b);
      await updateBookingRow(tx, b.id, { status: to, cancelReason: input.reason, cancelledAt: new Date() });
      // A cancelled booking gives its coupon's use back (decision 0044).
      await releasePromotionUse(tx, 'BOOKING', b.id);
      await audit([{ type: 'CANCEL', previousValue: b.status, newValue: input.reason }]);
      await raiseNotification(tx, {
        propertyId: b.propertyId,
        notificationType: 'BOOKING',
        referenceId: b.id,
        referenceNumber: b.bookingNumber,
        status: 'cancelled',
        message: `Booking ${b.bookingNumber} cancelled: ${input.reason}`,
      });
      // The guest hears of it (an enquiry was never confirmed to them); its arrival reminder is called off.
      await bookingMessages(tx, b.id, b.status === 'ENQUIRY' ? 'CLOSED' : 'CANCELLED', actor?.id ?? null);
      if (b.status === 'ENQUIRY' && actor) await core.links.enquiry?.closed(tx, actor, b, input.reason);
    };
  /**
   * Locks the ENQUIRY booking `id`, runs `move` and, when it answers a reason, voids the booking with it (no nights
   * to give back: an ENQUIRY holds none), in its trail and the audit log as `by`.
   */
  async function closeEnquiry<T>(
    tx: Db,
    id: number,
    move: () => Promise<{
      result: T;
      close: { reason: string; by: { id: number | null; name: string } } | null;
    }>,
  ): Promise<T> {
    const b = await lockBookingRow(tx, id);
    const { result, close } = await move();
    if (!b || b.status !== 'ENQUIRY' || !close) return result;
    // Its allocations go with it first: nobody is left to release them by hand.
    await releaseAll(tx, b);
    const to = transition(b, 'VOID', { roomsAllocated: 0 });
    await updateBookingRow(tx, b.id, { status: to, cancelReason: close.reason });
    await releasePromotionUse(tx, 'BOOKING', b.id);
    await logBookingEvents(tx, b, { ...close.by, maxDiscount: 0 }, [
      { type: 'VOID', previousValue: b.status, newValue: close.reason },
    ]);
    return result;
  }
  return {
    cancel: (actor: Actor, id: number, input: CancelBookingInput) =>
      mutate(actor, id, cancelling(actor, input)),

    /** A channel cancels its reservation's booking on its own transaction (issue 16); `by` names it in the trail. */
    cancelOnTransaction: (tx: Db, by: { name: string }, id: number, input: CancelBookingInput) =>
      core.mutateAs(tx, { id: null, name: by.name, maxDiscount: 0 }, id, cancelling(null, input)),

    /** Confirms an enquiry: re-quoted at today's rates and its rooms taken now (409 when sold out). */
    confirm: (actor: Actor, id: number) =>
      mutate(actor, id, async (tx, b, { property, audit }) => {
        const to = transition(b, 'CONFIRM');
        if (b.status === 'ENQUIRY') await core.links.enquiry?.confirming(tx, b);
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
        // Its confirmation to the guest (once: a booking made NEW was confirmed to them when it was made).
        await bookingMessages(tx, id, 'CREATED', actor.id);
        if (b.status === 'ENQUIRY') await core.links.enquiry?.confirmed(tx, actor, b);
      }),

    /**
     * A paid quote replacing the booking form's ENQUIRY booking its enquiry came from (issue 15), on the payment's
     * transaction. The ENQUIRY booking is locked first, in the booking screen's order (a booking, then its enquiry:
     * its confirm and cancel lock them so), then `book` books the quote and names the replacement (null: its
     * enquiry no longer names this booking). The ENQUIRY booking, still one, is then VOID with a reason naming the
     * new booking, audited as `by`: the stay was sold, so this record should not stand, and a CANCELLED one would
     * count as a lost sale in the cancellations report. Not the booking screen's cancel: its enquiry is WON, not
     * LOST (no enquiry hook), and the guest, who has the new booking's confirmation, hears nothing of it. An
     * ENQUIRY holds no nights, so the inventory and the channels' availability stay as the new booking left them.
     */
    async replaceEnquiryOnTransaction<T>(
      tx: Db,
      id: number,
      book: () => Promise<{
        result: T;
        replacement: {
          bookingNumber: string;
          enquiryNumber: string;
          by: { id: number | null; name: string };
        } | null;
      }>,
    ): Promise<T> {
      return closeEnquiry(tx, id, async () => {
        const { result, replacement } = await book();
        const close = replacement && {
          reason: enquiryReplacedReason(replacement.bookingNumber, replacement.enquiryNumber),
          by: replacement.by,
        };
        return { result, close };
      });
    },

    /**
     * An enquiry moved in the inbox (LOST, EXPIRED, WON with another booking) closes the booking form's ENQUIRY
     * booking it came from, on the move's transaction: the booking is locked first (the booking screen's order),
     * then `move` locks and moves the enquiry and says why the booking closes (null: it stays). VOID as for a paid
     * quote, and for the same reason: an enquiry that never became a sale is counted in the Enquiries report (lost,
     * expired, conversion rate); as a CANCELLED booking it would also count in the cancellations report as a sale
     * lost, with a value that was never booked. Not the booking screen's cancel: the enquiry already moved, so its
     * LOST hook must not fire back.
     */
    closeEnquiryOnTransaction: closeEnquiry,
    /** VOID or NO_SHOW: no room may be allocated; the nights go back on sale. */
    close: (actor: Actor, id: number, action: 'VOID' | 'NO_SHOW') =>
      mutate(actor, id, async (tx, b, { audit }) => {
        const allocated = (await bookingRoomRows(tx, b.id)).length;
        const to = transition(b, action, { roomsAllocated: allocated });
        await releaseAll(tx, b);
        await updateBookingRow(tx, id, { status: to });
        // A void is a booking that should not have been: its coupon's use goes back; a no-show's stands.
        if (action === 'VOID') await releasePromotionUse(tx, 'BOOKING', id);
        await audit([{ type: action, previousValue: b.status, newValue: to }]);
        await bookingMessages(tx, id, 'CLOSED', actor.id);
      }),
  };
}

/**
 * For the day close (decision 0046): an expected booking that did not arrive becomes a no-show on the caller's
 * transaction, its rooms released (allocations and nights back on sale), audited under `who` (no id: the automatic
 * close) and its guest's reminder called off. Answers false, changing nothing, when it is no longer NEW or CONFIRMED.
 */
export async function markNoShowIn(
  tx: Db,
  bookingId: number,
  who: { id: number | null; name: string },
): Promise<boolean> {
  const b = await lockBookingRow(tx, bookingId);
  if (!b || !canTransition(b.status, 'NO_SHOW').ok) return false;
  if (holdsInventory(b.status))
    await adjustBooked(tx, b.roomTypeId, stayNights(b.arrival, b.departure), -b.units);
  await deleteAllocations(tx, b.id);
  await updateBookingRow(tx, b.id, { status: 'NO_SHOW' });
  const entry = { type: 'NO_SHOW', previousValue: b.status, newValue: 'NO_SHOW' };
  await insertAudits(tx, b, who, [entry]);
  await recordAuditEvents(
    tx,
    who.id == null ? null : { id: who.id, username: who.name, name: who.name },
    { entity: 'booking', entityId: b.id, propertyId: b.propertyId },
    [{ event: 'NO_SHOW', action: 'update', before: b.status, after: `NO_SHOW (${who.name})` }],
  );
  await bookingMessages(tx, b.id, 'CLOSED', who.id);
  return true;
}
