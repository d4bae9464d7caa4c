// The booking form's "Save as enquiry" in the enquiry inbox (issue 15): the ENQUIRY booking takes no room, and the
// enquiry filed beside it is what sales staff work, answer and count. Runs on the booking's transaction, so the two
// are saved (and later won or lost) together or not at all.
import { enquiryNumber, VALIDATION_KEYS } from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { BookingEnquiryLink } from '../booking/booking.service';
import { linkStatus } from '../payment-link/payment-link.service';
import { quoteLinkState } from './enquiry-quote.repository';
import {
  insertEnquiry,
  lockEnquiryOfBooking,
  nextEnquirySequence,
  updateEnquiryRow,
  userName,
  type EnquiryRow,
} from './enquiry.repository';

/** Who filed a guest's own hold on the public booking page (nobody signed in). */
const ONLINE_HOLD = 'Booking page hold';

/** The statuses a booking's confirmation or cancellation still moves (a clerk may have closed it in the inbox). */
const OPEN = new Set(['NEW', 'QUOTED']);

function audit(tx: Db, actor: AuditActor | null, before: EnquiryRow | null, after: EnquiryRow) {
  return recordAudit(tx, actor, {
    entity: 'enquiry',
    entityId: after.id,
    action: before ? 'update' : 'create',
    before,
    after,
    omit: ['id', 'organisationId', 'sequence', 'createdAt', 'updatedAt', 'createdBy', 'createdByName'],
    organisationId: after.organisationId,
    propertyId: after.propertyId,
  });
}

async function moveTo(tx: Db, actor: AuditActor | null, bookingId: number, values: Partial<EnquiryRow>) {
  const before = await lockEnquiryOfBooking(tx, bookingId);
  if (!before || !OPEN.has(before.status)) return;
  await audit(tx, actor, before, await updateEnquiryRow(tx, before.id, values));
}

export const bookingFormEnquiries: BookingEnquiryLink = {
  async saved(tx, actor, booking, { property, guest, roomTypeName }) {
    const sequence = await nextEnquirySequence(tx, property.organisationId);
    const row = await insertEnquiry(tx, {
      organisationId: property.organisationId,
      propertyId: property.id,
      sequence,
      enquiryNumber: enquiryNumber(sequence),
      // A guest's hold on the booking page came from the website; anything else from the booking form.
      source: actor ? 'BOOKING_FORM' : 'WEBSITE',
      status: 'NEW',
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      accommodationType: roomTypeName,
      persons: booking.adults,
      rooms: booking.rooms,
      children: booking.children,
      checkInDate: booking.arrival,
      checkOutDate: booking.departure,
      notes: booking.notes,
      bookingId: booking.id,
      createdBy: actor?.id ?? null,
      createdByName: actor ? ((await userName(tx, actor.id)) ?? actor.username) : ONLINE_HOLD,
    });
    await audit(tx, actor, null, row);
  },

  /**
   * A quote sent with a payment link books the stay when the guest pays (a new booking, this one then closed):
   * confirming this one as well, while the link may still be paid, would make two bookings of one stay, or take a
   * deposit for a quote that can no longer be booked. The clerk cancels the link first (or the quote expires).
   */
  async confirming(tx, booking) {
    const e = await lockEnquiryOfBooking(tx, booking.id);
    const linkId = e?.status === 'QUOTED' ? e.quote?.paymentLinkId : null;
    if (linkId == null) return;
    const link = await quoteLinkState(tx, linkId);
    if (link && linkStatus(link) === 'ACTIVE')
      throw conflict(VALIDATION_KEYS.enquiryQuoteOut, { status: VALIDATION_KEYS.enquiryQuoteOut });
  },

  confirmed: (tx, actor, booking) => moveTo(tx, actor, booking.id, { status: 'WON' }),

  closed: (tx, actor, booking, reason) =>
    moveTo(tx, actor, booking.id, { status: 'LOST', lostReason: reason }),
};
