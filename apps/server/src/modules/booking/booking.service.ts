import type { Db } from '../../db/client';
import { createBookingCore, type BookingLinks } from './booking-core';
import { bookingAllocationOperations } from './booking-allocation.service';
import { bookingAmendOperations } from './booking-amend.service';
import { bookingCreateOperations } from './booking-create.service';
import { bookingFolioOperations } from './booking-folio.service';
import { bookingGroupOperations } from './booking-group.service';
import { bookingStatusOperations } from './booking-status.service';
import { bookingStayOperations } from './booking-stay.service';
import { bookingViewOperations } from './booking-view.service';

/**
 * The booking module's one service: its operations live in one file per concern (booking-<concern>.service.ts),
 * built on the shared core (booking-core.ts); routes and other modules see this object only.
 */
export function createBookingService(db: Db, links: BookingLinks = {}) {
  const core = createBookingCore(db, links);
  return {
    ...bookingViewOperations(core),
    ...bookingCreateOperations(core),
    ...bookingStatusOperations(core),
    ...bookingAllocationOperations(core),
    ...bookingStayOperations(core),
    ...bookingAmendOperations(core),
    ...bookingFolioOperations(core),
    ...bookingGroupOperations(core),
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
export type { BookingEnquiryLink, BookingLinks } from './booking-core';

/** A guest's bookings, for the customer module's stay history (given to it in app.ts: customer is below booking). */
export { listCustomerBookings as bookingsOfCustomer } from './booking.repository';
/** The day close's no-show (decision 0046), on its transaction. */
export { markNoShowIn } from './booking-status.service';
