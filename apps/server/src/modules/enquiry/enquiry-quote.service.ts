// One flow from an enquiry to a paid booking (issue 15): the clerk prices a stay with the booking quote (live
// availability and prices), saves it on the enquiry (QUOTED) and sends it with a payment link for a deposit. The
// guest's payment books the quote CONFIRMED through the booking service in the transaction that records the payment
// (QuoteBooking, handed to the payment-link module by app.ts), and the enquiry turns WON with that booking.
import {
  bookingCreateSchema,
  depositOf,
  paymentLinkInputSchema,
  VALIDATION_KEYS,
  withValues,
  type BookingCreateInput,
  type Enquiry,
  type EnquiryQuote,
  type EnquiryQuoteInput,
  type EnquiryQuotePreview,
  type EnquiryQuoteSend,
  type EnquirySource,
  type PublicQuote,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { quoteStay } from '../availability/availability.service';
import type { BookingService } from '../booking/booking.service';
import { raiseNotification } from '../notification/notification.service';
import type { PaymentLinkRow } from '../payment-link/payment-link.repository';
import type { QuoteBooking } from '../payment-link/payment-link-quote';
import type { PaymentLinkService } from '../payment-link/payment-link.service';
import { findPropertyRow } from '../property/property.service';
import { stayNames } from './enquiry-quote.repository';
import {
  findEnquiryRow,
  lockEnquiryRow,
  updateEnquiryRow,
  userName,
  type EnquiryRow,
} from './enquiry.repository';
import type { EnquiryService } from './enquiry.service';

/** The booking's source for the enquiry's. */
const BOOKING_SOURCE: Record<EnquirySource, BookingCreateInput['source']> = {
  PHONE: 'Phone',
  EMAIL: 'Email',
  WALK_IN: 'Walk In',
  WEBSITE: 'WebSite',
  BOOKING_FORM: 'Phone',
};

/** The audit row of a change to an enquiry made by the guest's payment or the clerk's quote. */
const auditQuote = (tx: Db, actor: Actor | null, before: EnquiryRow, after: EnquiryRow, event: string) =>
  recordAudit(tx, actor, {
    entity: 'enquiry',
    entityId: after.id,
    action: 'update',
    event,
    before: { status: before.status, quote: before.quote, bookingId: before.bookingId },
    after: { status: after.status, quote: after.quote, bookingId: after.bookingId },
    organisationId: after.organisationId,
    propertyId: after.propertyId,
  });

/** What the guest's email and pay page say the deposit is for, in their language. */
function depositText(q: EnquiryQuote, enquiryNumber: string, language: 'en' | 'fr') {
  const day = (d: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  const total = new Intl.NumberFormat(language, { style: 'currency', currency: q.currency }).format(q.total);
  const s = (n: number) => (n === 1 ? '' : 's');
  return language === 'fr'
    ? `l’acompte du devis ${enquiryNumber} : ${q.roomTypeName}, ${q.nights} nuit${s(q.nights)} du ${day(q.arrival)} au ${day(q.departure)}, ${q.adults} adulte${s(q.adults)}, total ${total}`
    : `the deposit of quote ${enquiryNumber}: ${q.roomTypeName}, ${q.nights} night${s(q.nights)} from ${day(q.arrival)} to ${day(q.departure)}, ${q.adults} adult${s(q.adults)}, total ${total}`;
}

/** Why a link's quote cannot be booked now (the enquiry moved on, a newer quote was sent), or null. */
function closedQuote(e: EnquiryRow | undefined, link: Pick<PaymentLinkRow, 'id'>): string | null {
  if (!e) return 'This quote is no longer available';
  if (e.status === 'WON') return `Quote ${e.enquiryNumber} has already been booked`;
  if (e.status !== 'QUOTED' || !e.quote)
    return `Quote ${e.enquiryNumber} is no longer offered: ask for a new one`;
  if (e.quote.paymentLinkId !== link.id)
    return `Quote ${e.enquiryNumber} was replaced by a newer one: use the latest link you received`;
  return null;
}

/** The guest's words for a stay that sold out since the quote: nothing was taken. */
const soldOutText = (e: EnquiryRow, dates: string) =>
  `The rooms of quote ${e.enquiryNumber} are no longer available (${dates}): no payment was taken. ` +
  'The property has been told and will contact you.';

export function createEnquiryQuoteService(
  db: Db,
  deps: { enquiries: EnquiryService; bookings: BookingService; links: PaymentLinkService },
) {
  const { enquiries, bookings, links } = deps;

  /** An enquiry the caller reaches, open and with a property: the only kind a stay can be quoted for. */
  async function quotable(actor: Actor, id: number) {
    const e = await enquiries.get(actor, id);
    if (e.status !== 'NEW' && e.status !== 'QUOTED')
      throw conflict(`An enquiry that is ${e.status} takes no quote`, {
        status: withValues(VALIDATION_KEYS.enquiryStatusMove, { from: e.status, to: 'QUOTED' }),
      });
    if (e.propertyId == null)
      throw badRequest('Choose the property of the enquiry first', { propertyId: VALIDATION_KEYS.required });
    return { ...e, propertyId: e.propertyId };
  }

  /** The booking form's quote of the stay (the caller's discount cap, live availability) and the deposit asked. */
  async function price(actor: Actor, e: Enquiry & { propertyId: number }, input: EnquiryQuoteInput) {
    const q = await bookings.quote(actor, e.propertyId, {
      roomTypeId: input.roomTypeId,
      ratePlanId: input.ratePlanId ?? null,
      arrival: input.arrival,
      departure: input.departure,
      rooms: input.rooms,
      adults: input.adults,
      children: input.children,
      discountPercentage: input.discountPercentage,
    });
    if (input.depositKind === 'AMOUNT' && input.depositValue > q.total + 1e-9)
      throw badRequest(`The deposit is at most the total, ${q.currency} ${q.total.toFixed(2)}`, {
        depositValue: withValues(VALIDATION_KEYS.atMostAmount, { max: q.total.toFixed(2) }),
      });
    return { ...q, deposit: depositOf(q.total, input.depositKind, input.depositValue) };
  }

  /** The link of the quote sent before, cancelled when a new quote or link replaces it (spent ones stay). */
  async function retireLink(actor: Actor, q: EnquiryQuote | null) {
    if (q?.paymentLinkId == null) return;
    await links.cancel(actor, q.paymentLinkId).catch((err: unknown) => {
      if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 404)) throw err;
    });
  }

  return {
    async preview(actor: Actor, id: number, input: EnquiryQuoteInput): Promise<EnquiryQuotePreview> {
      return price(actor, await quotable(actor, id), input);
    },

    /**
     * Saves the quote on the enquiry (NEW/QUOTED → QUOTED), priced again now: a stay that cannot be sold is a 409
     * with the booking form's reason. A quote sent before is replaced and its link cancelled.
     */
    async save(actor: Actor, id: number, input: EnquiryQuoteInput): Promise<Enquiry> {
      const e = await quotable(actor, id);
      const q = await price(actor, e, input);
      if (!q.available)
        throw conflict(q.message ?? 'This stay cannot be sold', {
          arrival: q.message ?? VALIDATION_KEYS.required,
        });
      const names = await stayNames(db, input.roomTypeId, input.ratePlanId ?? null);
      await retireLink(actor, e.quote);
      const quotedByName = (await userName(db, actor.id)) ?? actor.username;
      await db.transaction(async (tx) => {
        const before = (await lockEnquiryRow(tx, id))!;
        if (before.status !== 'NEW' && before.status !== 'QUOTED')
          throw conflict(`An enquiry that is ${before.status} takes no quote`);
        const quote: EnquiryQuote = {
          ...names,
          roomTypeId: input.roomTypeId,
          ratePlanId: input.ratePlanId ?? null,
          arrival: input.arrival,
          departure: input.departure,
          nights: q.nights,
          rooms: input.rooms,
          adults: input.adults,
          children: input.children,
          discountPercentage: q.discountPercentage,
          currency: q.currency,
          subtotal: q.subtotal,
          tax: q.tax,
          total: q.total,
          depositKind: input.depositKind,
          depositValue: input.depositValue,
          deposit: q.deposit,
          quotedAt: new Date().toISOString(),
          quotedBy: actor.id,
          quotedByName,
          paymentLinkId: null,
          sentAt: null,
          sentTo: null,
        };
        const after = await updateEnquiryRow(tx, id, {
          status: 'QUOTED',
          quote,
          quoteProblem: null,
          updatedAt: new Date(),
        });
        await auditQuote(tx, actor, before, after, 'QUOTE');
      });
      return enquiries.get(actor, id);
    },

    /**
     * Sends the saved quote with a payment link for its deposit (the payment-link service: the property's
     * subscription and gateway, the email through the outbox in the guest's language). The caller also needs to
     * send payment links. The enquiry keeps the link; an older one is cancelled.
     */
    async send(actor: Actor, id: number, input: EnquiryQuoteSend): Promise<Enquiry> {
      if (!actor.permissions.has('paymentLink.write'))
        throw forbidden('Sending a quote sends a payment link: you may not send payment links');
      const e = await quotable(actor, id);
      const q = e.quote;
      if (e.status !== 'QUOTED' || !q) throw conflict('Save a quote before sending it');
      const email = input.email?.trim() || e.email;
      if (!email) throw badRequest('The guest has no email: give one', { email: VALIDATION_KEYS.required });
      const language = input.language ?? (e.language === 'fr' ? 'fr' : 'en');
      await retireLink(actor, q);
      const body = paymentLinkInputSchema.parse({
        purpose: 'AMOUNT',
        amount: q.deposit,
        currency: q.currency,
        description: depositText(q, e.enquiryNumber, language).slice(0, 200),
        email,
        payerName: [e.firstName, e.lastName].filter(Boolean).join(' ').slice(0, 120),
        language,
        validDays: input.validDays,
      });
      await links.create(actor, e.propertyId, body, {
        enquiryId: e.id,
        inTransaction: async (tx, link) => {
          const before = (await lockEnquiryRow(tx, id))!;
          // Another clerk quoted again meanwhile: this link would ask for the old deposit.
          if (before.status !== 'QUOTED' || before.quote?.quotedAt !== q.quotedAt)
            throw conflict('The quote changed while it was being sent: send it again');
          const after = await updateEnquiryRow(tx, id, {
            quote: {
              ...before.quote,
              paymentLinkId: link.id,
              sentAt: new Date().toISOString(),
              sentTo: email,
            },
            updatedAt: new Date(),
          });
          await auditQuote(tx, actor, before, after, 'QUOTE_SENT');
        },
      });
      return enquiries.get(actor, id);
    },
  };
}
export type EnquiryQuoteService = ReturnType<typeof createEnquiryQuoteService>;

/**
 * What the payment-link module calls when a guest pays a quote's deposit link (app.ts hands it in): the booking is
 * made by the booking service on the payment's transaction, so that the rooms, the booking, the payment on its folio
 * and the WON enquiry stand or fall together. Two guests paying for the last room: the inventory update lets one
 * through, the other's transaction rolls back with the 409 (decision 0004).
 */
export function createQuoteBooking(db: Db, bookings: BookingService): QuoteBooking {
  /**
   * Books the link's quote and turns its enquiry WON; names the booking form's ENQUIRY booking `formBookingId` as
   * replaced when the enquiry still names it (the caller then closes it).
   */
  async function bookQuote(tx: Db, link: PaymentLinkRow, formBookingId: number | null) {
    const e = await lockEnquiryRow(tx, link.enquiryId!);
    const closed = closedQuote(e, link);
    if (closed) throw conflict(closed);
    const q = e!.quote!;
    const property = (await findPropertyRow(tx, link.propertyId))!;
    const parsed = bookingCreateSchema.safeParse({
      roomTypeId: q.roomTypeId,
      ratePlanId: q.ratePlanId,
      arrival: q.arrival,
      departure: q.departure,
      rooms: q.rooms,
      adults: q.adults,
      children: q.children,
      source: BOOKING_SOURCE[e!.source as EnquirySource],
      status: 'CONFIRMED',
      discountPercentage: q.discountPercentage,
      notes: `Booked from enquiry ${e!.enquiryNumber} (quote paid online)`,
      customer: {
        firstName: e!.firstName,
        lastName: e!.lastName,
        email: e!.email,
        phone: e!.phone,
        language: e!.language,
      },
    });
    if (!parsed.success)
      throw conflict(`Quote ${e!.enquiryNumber} cannot be booked: ${parsed.error.message}`);
    // The clerk who quoted books it (and closes the ENQUIRY booking it replaces), as the trails say.
    const who = { id: q.quotedBy, name: q.quotedByName };
    let booked;
    try {
      booked = await bookings.createOnTransaction(tx, who, property, parsed.data);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) {
        const dates =
          typeof err.fields?.dates === 'string' ? err.fields.dates : `${q.arrival} → ${q.departure}`;
        throw conflict(soldOutText(e!, dates));
      }
      throw err;
    }
    const after = await updateEnquiryRow(tx, e!.id, {
      status: 'WON',
      bookingId: booked.id,
      propertyId: booked.propertyId,
      quoteProblem: null,
      updatedAt: new Date(),
    });
    await auditQuote(tx, null, e!, after, 'QUOTE_PAID');
    const replaced = formBookingId != null && e!.bookingId === formBookingId;
    return {
      result: { bookingId: booked.id, bookingNumber: booked.bookingNumber, customerId: booked.customerId },
      replacement: replaced
        ? { bookingNumber: booked.bookingNumber, enquiryNumber: e!.enquiryNumber, by: who }
        : null,
    };
  }

  return {
    async book(tx, link) {
      // The booking form's ENQUIRY booking the enquiry came from, if any: the paid quote replaces it.
      const formBookingId = (await findEnquiryRow(tx, link.enquiryId!))?.bookingId ?? null;
      if (formBookingId == null) return (await bookQuote(tx, link, null)).result;
      return bookings.replaceEnquiryOnTransaction(tx, formBookingId, () =>
        bookQuote(tx, link, formBookingId),
      );
    },

    async check(d, link) {
      const e = await findEnquiryRow(d, link.enquiryId!);
      const closed = closedQuote(e, link);
      if (closed) return closed;
      const q = e!.quote!;
      const property = (await findPropertyRow(d, link.propertyId))!;
      const live = await quoteStay(d, property, {
        roomTypeId: q.roomTypeId,
        planId: q.ratePlanId,
        checkIn: q.arrival,
        checkOut: q.departure,
        adults: q.adults,
        children: q.children,
        rooms: q.rooms,
      });
      if (live.sellable) return null;
      const dates = [...new Set(live.reasons.flatMap((r) => r.dates))].join(', ');
      return soldOutText(e!, dates || `${q.arrival} → ${q.departure}`);
    },

    async refused(d, link, reason) {
      const e = await findEnquiryRow(d, link.enquiryId!);
      if (!e || e.status === 'WON') return;
      await updateEnquiryRow(d, e.id, { quoteProblem: reason.slice(0, 500), updatedAt: new Date() });
      if (e.propertyId != null)
        await raiseNotification(d, {
          propertyId: e.propertyId,
          notificationType: 'ENQUIRY',
          referenceId: e.id,
          referenceNumber: e.enquiryNumber,
          status: 'cancelled',
          message: `Quote ${e.enquiryNumber} could not be booked when the guest paid: ${reason}`.slice(
            0,
            500,
          ),
        });
    },

    async page(d, link): Promise<PublicQuote | null> {
      const e = await findEnquiryRow(d, link.enquiryId!);
      const q = e?.quote;
      if (!e || !q) return null;
      return {
        enquiryNumber: e.enquiryNumber,
        roomTypeName: q.roomTypeName,
        ratePlanName: q.ratePlanName,
        arrival: q.arrival,
        departure: q.departure,
        nights: q.nights,
        rooms: q.rooms,
        adults: q.adults,
        children: q.children,
        currency: q.currency,
        total: q.total,
        deposit: q.deposit,
        problem: e.status === 'WON' ? null : (closedQuote(e, link) ?? e.quoteProblem),
      };
    },
  };
}
