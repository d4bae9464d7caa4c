// The booking a guest makes online (issue 16): made by the booking service with source WebSite, CONFIRMED in the
// transaction that records the guest's payment (the payment-link module calls `webBooking`, handed in by app.ts:
// decision 0012), or as an ENQUIRY at once when the guest asks for it on hold. The rooms selling out between the
// quote and the payment rolls the payment back on the test gateway: nothing is taken and the guest reads why.
import { bookingCreateSchema, type BookingEngineRequest } from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import type { BookingService } from '../booking/booking.service';
import { raiseNotification } from '../notification/notification.service';
import { noteGuestLinkProblem } from '../payment-link/payment-link.service';
import type { QuoteBooking } from '../payment-link/payment-link-quote';
import type { PaymentLinkRow } from '../payment-link/payment-link.repository';
import { findPropertyRow } from '../property/property.service';
import type { PropertyRow } from '../property/property.repository';
import { priceStay } from './booking-engine-pricing';

/** The booking's source (the desk's list and the tape chart show it) and who its trail names. */
export const WEBSITE = 'WebSite' as const;
const BY = { id: null, name: 'Booking engine (website)' };

/** The guest's words for rooms that sold out before the payment: nothing was taken. */
const soldOutText = (dates: string) =>
  `Sorry, the rooms you chose are no longer available (${dates}): no payment was taken. Choose other dates or rooms.`;

/** The guest's request booked on `tx` (CONFIRMED when paid, ENQUIRY on hold); a sold-out stay is a 409 in their words. */
export async function bookOnTransaction(
  tx: Db,
  bookings: BookingService,
  property: PropertyRow,
  r: BookingEngineRequest,
  status: 'CONFIRMED' | 'ENQUIRY',
  paid?: string,
) {
  const input = bookingCreateSchema.parse({
    roomTypeId: r.roomTypeId,
    ratePlanId: r.ratePlanId,
    arrival: r.arrival,
    departure: r.departure,
    rooms: r.rooms,
    adults: r.adults,
    children: r.children,
    source: WEBSITE,
    status,
    promotionCode: r.promotionCode,
    notes: [
      status === 'ENQUIRY' ? 'Asked online to hold, unpaid' : `Booked online${paid ? `, ${paid}` : ''}`,
      r.notes,
    ]
      .filter(Boolean)
      .join('. ')
      .slice(0, 2000),
    customer: {
      firstName: r.guest.firstName,
      lastName: r.guest.lastName,
      email: r.guest.email,
      phone: r.guest.phone || null,
      language: r.guest.language,
    },
  });
  try {
    return await bookings.createOnTransaction(tx, BY, property, input);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409 && err.fields?.dates != null) {
      const dates = typeof err.fields.dates === 'string' ? err.fields.dates : `${r.arrival} → ${r.departure}`;
      throw conflict(soldOutText(dates), { roomTypeId: soldOutText(dates) });
    }
    throw err;
  }
}

/** How the payment-link module books a paid booking engine link (app.ts hands it in). */
export function createWebBooking(bookings: BookingService): QuoteBooking {
  return {
    async book(tx, link) {
      const property = (await findPropertyRow(tx, link.propertyId))!;
      const r = link.bookingRequest!;
      const what = r.payment === 'DEPOSIT' ? 'deposit' : 'whole stay';
      const b = await bookOnTransaction(
        tx,
        bookings,
        property,
        r,
        'CONFIRMED',
        `${what} paid online (${link.currency} ${link.amount.toFixed(2)})`,
      );
      return { bookingId: b.id, bookingNumber: b.bookingNumber, customerId: b.customerId };
    },

    async check(d, link) {
      const r = link.bookingRequest!;
      const property = (await findPropertyRow(d, link.propertyId))!;
      const priced = await priceStay(d, property, r, null);
      return priced.message == null ? null : soldOutText(priced.message);
    },

    async refused(d, link: PaymentLinkRow, reason) {
      const r = link.bookingRequest;
      if (!r) return;
      await noteGuestLinkProblem(d, link, reason.slice(0, 500));
      await raiseNotification(d, {
        propertyId: link.propertyId,
        notificationType: 'BOOKING',
        referenceId: null,
        referenceNumber: null,
        status: 'cancelled',
        message:
          `An online booking could not be made when the guest paid: ${r.guest.firstName} ${r.guest.lastName} ` +
          `(${r.guest.email}), ${r.roomTypeName}, ${r.arrival} → ${r.departure}: ${reason}`.slice(0, 500),
      });
    },

    async page() {
      return null;
    },
  };
}
