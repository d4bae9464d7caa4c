import { holdsInventory, stayNights, type CancelBookingInput } from '@bookone/domain';

import type { Actor } from '../../plugins/auth';
import { bookingMessages } from '../guest-message/guest-message.service';
import { raiseNotification } from '../notification/notification.service';
import { releasePromotionUse } from '../promotion/promotion.service';
import { bookingRoomRows } from './booking-ops.repository';
import { updateBookingRow } from './booking.repository';
import { assertSellable, takeRooms, type BookingCore } from './booking-core';

/** Cancel, confirm an enquiry, void and no-show. */
export function bookingStatusOperations(core: BookingCore) {
  const { quoteOf, amountsOf, mutate, transition, releaseAll } = core;
  return {
    cancel: (actor: Actor, id: number, input: CancelBookingInput) =>
      mutate(actor, id, async (tx, b, { audit }) => {
        const to = transition(b, 'CANCEL', { reason: input.reason });
        await releaseAll(tx, b);
        await updateBookingRow(tx, id, { status: to, cancelReason: input.reason, cancelledAt: new Date() });
        // A cancelled booking gives its coupon's use back (decision 0044).
        await releasePromotionUse(tx, 'BOOKING', id);
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
        await bookingMessages(tx, id, b.status === 'ENQUIRY' ? 'CLOSED' : 'CANCELLED', actor.id);
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
        // Its confirmation to the guest (once: a booking made NEW was confirmed to them when it was made).
        await bookingMessages(tx, id, 'CREATED', actor.id);
      }),

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
