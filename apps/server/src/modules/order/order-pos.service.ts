// What the till reads of the bookings and customers (issue 12): the in-house guests a room order is charged to and a
// customer lookup, for whoever takes orders (order.write: a waiter holds neither booking.read nor customer.read).
// Tenant first (the property must be the caller's: another's answers 404), then a narrow answer: who the guest is
// and where they sleep, or who the customer is and how to reach them; never a folio, an address or a document.
import {
  bookingListQuerySchema,
  POS_CUSTOMER_LIMIT,
  type PosCustomer,
  type PosCustomerQuery,
  type PosGuest,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { createBookingService } from '../booking/booking.service';
import { searchCustomersOfProperty } from '../customer/customer.service';

/** More in-house bookings than a property has rooms would be a list no waiter scrolls: the largest page. */
const IN_HOUSE_LIMIT = 200;

export function createOrderPosService(db: Db) {
  const bookings = createBookingService(db);
  return {
    /** The property's checked-in bookings (today's in-house guests), by guest name. */
    async guests(actor: Actor, propertyId: number): Promise<PosGuest[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const page = await bookings.list(
        actor,
        property.id,
        bookingListQuerySchema.parse({ view: 'inHouse', size: IN_HOUSE_LIMIT, sort: 'guestName' }),
      );
      return page.items.map((b) => ({
        id: b.id,
        bookingNumber: b.bookingNumber,
        guestName: b.guestName,
        rooms: [...new Set(b.allocations.map((a) => a.roomNumber))],
        departure: b.departure,
      }));
    },

    /** The property's customers matching the search (name, phone or email), a short list by name. */
    async customers(actor: Actor, propertyId: number, q: PosCustomerQuery): Promise<PosCustomer[]> {
      const property = await reachableProperty(db, actor, propertyId);
      const page = await searchCustomersOfProperty(db, property.id, q.search, POS_CUSTOMER_LIMIT);
      return page.items.map((c) => ({
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        email: c.email,
      }));
    },
  };
}
export type OrderPosService = ReturnType<typeof createOrderPosService>;
