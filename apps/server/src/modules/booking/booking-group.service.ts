import { todayIn, type Booking, type GroupBookingCreateInput } from '@bookone/domain';

import { AppError, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { createCustomerRow, findCustomerRow, fullName } from '../customer/customer.service';
import { raiseNotification } from '../notification/notification.service';
import {
  listBookingsByIds,
  listGroupBookings,
  lockBookingRow,
  updateBookingRow,
  type BookingRow,
} from './booking.repository';
import { type BookingCore } from './booking-core';
import { bookingRowCreator } from './booking-create.service';
import { stayRows } from './booking-stay.service';

/** Group bookings: created together, listed and checked in or out all or none. */
export function bookingGroupOperations(core: BookingCore) {
  const { db, whoIs, assertDiscount, propertyRoomType, propertyCustomer } = core;
  const createRow = bookingRowCreator(core);
  const { checkInRow, checkOutRow } = stayRows(core);
  return {
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
            : await createCustomerRow(tx, property.id, input.customer!, actor);
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
      return listBookingsByIds(db, ids);
    },

    async group(actor: Actor, propertyId: number, reference: string): Promise<Booking[]> {
      await reachableProperty(db, actor, propertyId);
      const list = await listGroupBookings(db, propertyId, reference);
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
      const members = await listGroupBookings(db, propertyId, reference);
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
      return listBookingsByIds(
        db,
        members.map((m) => m.id),
      );
    },
  };
}
