// The public booking engine (issue 16, decision 0048): /book/{seoFriendlyName}, no sign-in. Every read starts from
// the address, and only a property holding the Booking Engine subscription answers: another property's rooms,
// prices or bookings are never reachable from it (an unknown address and one without the subscription are the same
// 404). Prices are the desk's (booking-engine-pricing.ts); the booking itself is made by the booking service, on
// the payment's transaction when the guest pays (booking-engine-booking.ts), or at once on hold.
import {
  todayIn,
  VALIDATION_KEYS,
  withValues,
  type BookingEngineAvailability,
  type BookingEngineBook,
  type BookingEngineBooked,
  type BookingEngineConfirmation,
  type BookingEngineKind,
  type BookingEngineProfile,
  type BookingEngineRequest,
  type BookingEngineRoomType,
  type BookingEngineSearch,
  type BusinessType,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { BookingService } from '../booking/booking.service';
import type { GatewayChooser } from '../payment-link/gateway-chooser';
import { createGuestLink, findGuestLink, linkStatus, paysOnline } from '../payment-link/payment-link.service';
import { findPropertyRow } from '../property/property.service';
import type { PropertyRow } from '../property/property.repository';
import { bookOnTransaction, WEBSITE } from './booking-engine-booking';
import { depositOfTotal, priceStay, unitsLeftOf } from './booking-engine-pricing';
import {
  activePlans,
  bookingNumberOf,
  engineRoomTypes,
  findEngineProperty,
  findEngineSettings,
  propertyPhotos,
  roomTypeFacilityNames,
  roomTypePhotos,
} from './booking-engine.repository';

const KIND: Record<BusinessType, BookingEngineKind> = {
  Accommodation: 'ACCOMMODATION',
  Services: 'SERVICE',
  Restaurant: 'RESTAURANT',
  Other: 'SERVICE',
};

/** Groups rows by a key, keeping their order. */
function byKey<T, K>(rows: readonly T[], key: (r: T) => K) {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

const addressLines = (p: PropertyRow) =>
  [
    p.addressLine1,
    p.addressLine2,
    [p.suburb, p.city].filter(Boolean).join(', '),
    [p.state, p.postcode].filter(Boolean).join(' '),
    p.country,
  ]
    .map((l) => l?.trim())
    .filter((l): l is string => !!l);

export function createBookingEngineService(
  db: Db,
  deps: { gateways: GatewayChooser; bookings: BookingService },
) {
  /** The property an address names, with the subscription (404 otherwise: the same answer as an unknown one). */
  async function engineProperty(seoFriendlyName: string): Promise<PropertyRow> {
    const id = await findEngineProperty(db, seoFriendlyName);
    const row = id == null ? undefined : await findPropertyRow(db, id);
    if (!row) throw notFound('Property');
    return row;
  }

  /** A stay may start today (the property's) at the earliest. */
  function assertFuture(p: PropertyRow, arrival: string) {
    const today = todayIn(p.timezone);
    if (arrival < today)
      throw badRequest(`The stay starts on ${today} at the earliest`, {
        arrival: withValues(VALIDATION_KEYS.arrivalBeforeToday, { date: today }),
      });
  }

  async function accommodationRooms(p: PropertyRow) {
    const types = await engineRoomTypes(db, p.id);
    const ids = types.map((t) => t.id);
    const [plans, photos, facilities] = await Promise.all([
      activePlans(db, ids),
      roomTypePhotos(db, ids),
      roomTypeFacilityNames(db, ids),
    ]);
    return {
      types,
      plans: byKey(plans, (r) => r.roomTypeId),
      photos: byKey(photos, (r) => r.roomTypeId),
      facilities: byKey(facilities, (r) => r.roomTypeId),
    };
  }

  return {
    /** The page's profile: what the prerendered HTML and the page show before any search. */
    async profile(seoFriendlyName: string): Promise<BookingEngineProfile> {
      const p = await engineProperty(seoFriendlyName);
      const [photos, settings, online, rooms] = await Promise.all([
        propertyPhotos(db, p.id),
        findEngineSettings(db, p.id),
        paysOnline(deps.gateways, p.id),
        engineRoomTypes(db, p.id),
      ]);
      const facilities = await roomTypeFacilityNames(
        db,
        rooms.map((r) => r.id),
      );
      return {
        seoFriendlyName,
        name: p.name,
        kind: KIND[p.businessType],
        slogan: p.slogan,
        description: p.businessDescription,
        logoUrl: p.logoUrl,
        photos: photos.length > 0 ? photos : p.imageUrl ? [{ url: p.imageUrl, caption: null }] : [],
        facilities: [...new Set(facilities.map((f) => f.name))].sort(),
        address: addressLines(p),
        phone: p.phone ?? p.mobile,
        email: p.email,
        website: p.website,
        checkInTime: p.checkInTime,
        checkOutTime: p.checkOutTime,
        currency: p.localCurrency,
        timezone: p.timezone,
        today: todayIn(p.timezone),
        depositPercentage: settings.depositPercentage,
        allowsHold: settings.allowHold,
        paysOnline: online,
      };
    },

    /**
     * Every room type of the property with its standard rate and each active plan priced for the stay by the
     * desk's quote (with the code's discount), and why an offer cannot be sold.
     */
    async availability(seoFriendlyName: string, s: BookingEngineSearch): Promise<BookingEngineAvailability> {
      const p = await engineProperty(seoFriendlyName);
      assertFuture(p, s.arrival);
      const code = s.promotionCode?.trim() || null;
      const [{ types, plans, photos, facilities }, settings] = await Promise.all([
        accommodationRooms(p),
        findEngineSettings(db, p.id),
      ]);
      const left = await unitsLeftOf(
        db,
        types.map((t) => t.id),
        s.arrival,
        s.departure,
      );
      let promotion: BookingEngineAvailability['promotion'] = null;
      let nights = 0;
      const roomTypes: BookingEngineRoomType[] = [];
      for (const t of types) {
        const offers = [];
        for (const plan of [null, ...(plans.get(t.id) ?? [])]) {
          const priced = await priceStay(
            db,
            p,
            { ...s, roomTypeId: t.id, ratePlanId: plan?.id ?? null },
            code,
          );
          nights = priced.quote.nights;
          // The code's outcome: the first offer it applies to, else the first refusal.
          if (priced.promotion && (!promotion || (promotion.refusal && !priced.promotion.refusal)))
            promotion = priced.promotion;
          const a = priced.amounts;
          offers.push({
            ratePlanId: plan?.id ?? null,
            name: plan?.name ?? null,
            available: priced.message == null,
            message: priced.message,
            roomCharge: a.roomCharge,
            extraCharge: a.extraCharge,
            discountPercentage: a.discountPercentage,
            discountAmount: a.discountAmount,
            subtotal: a.subtotal,
            tax: a.tax,
            total: a.total,
            deposit: depositOfTotal(a.total, settings.depositPercentage),
          });
        }
        roomTypes.push({
          roomTypeId: t.id,
          name: t.name,
          description: t.description,
          maxOccupancy: t.maxOccupancy,
          beds: t.beds,
          photos: (photos.get(t.id) ?? []).map(({ url, caption }) => ({ url, caption })),
          facilities: (facilities.get(t.id) ?? []).map((f) => f.name),
          unitsLeft: left.get(t.id) ?? 0,
          offers,
        });
      }
      return {
        arrival: s.arrival,
        departure: s.departure,
        nights,
        currency: p.localCurrency,
        roomTypes,
        promotion,
      };
    },

    /**
     * The guest books: priced again now (409 with the quote's reason when it can no longer be sold, 400 for a code
     * that does not apply). To pay (deposit or whole stay), a payment link of the property's gateway carries the
     * request and the booking is made when it is paid; on hold (when the property allows it), the booking is made
     * now as an enquiry of source WebSite: no rooms taken, no money, for the desk to confirm.
     */
    async book(seoFriendlyName: string, input: BookingEngineBook): Promise<BookingEngineBooked> {
      const p = await engineProperty(seoFriendlyName);
      assertFuture(p, input.arrival);
      const settings = await findEngineSettings(db, p.id);
      const code = input.promotionCode?.trim() || null;
      const stay = { ...input, ratePlanId: input.ratePlanId ?? null };
      const priced = await priceStay(db, p, stay, code);
      if (priced.message != null) throw conflict(priced.message, { roomTypeId: priced.message });
      if (priced.promotion?.refusal)
        throw badRequest(priced.promotion.message ?? 'This code does not apply', {
          promotionCode: priced.promotion.refusal,
        });
      const plan =
        stay.ratePlanId == null
          ? undefined
          : (await activePlans(db, [stay.roomTypeId])).find((r) => r.id === stay.ratePlanId);
      if (stay.ratePlanId != null && !plan)
        throw badRequest('This rate is not offered online', { ratePlanId: VALIDATION_KEYS.unknownId });
      const rt = (await engineRoomTypes(db, p.id)).find((t) => t.id === stay.roomTypeId);
      if (!rt)
        throw badRequest('This room type is not offered online', { roomTypeId: VALIDATION_KEYS.unknownId });
      const total = priced.amounts.total;
      const request: BookingEngineRequest = {
        roomTypeId: rt.id,
        ratePlanId: plan?.id ?? null,
        roomTypeName: rt.name,
        ratePlanName: plan?.name ?? null,
        arrival: input.arrival,
        departure: input.departure,
        nights: priced.quote.nights,
        adults: input.adults,
        children: input.children,
        rooms: input.rooms,
        promotionCode: code,
        guest: input.guest,
        notes: input.notes?.trim() || null,
        payment: input.payment,
        total,
        problem: null,
      };

      if (input.payment === 'HOLD') {
        if (!settings.allowHold)
          throw badRequest('This property does not hold bookings unpaid', {
            payment: VALIDATION_KEYS.required,
          });
        const booked = await db.transaction((tx) =>
          bookOnTransaction(tx, deps.bookings, p, request, 'ENQUIRY'),
        );
        return {
          outcome: 'HELD',
          token: null,
          amount: 0,
          currency: p.localCurrency,
          bookingNumber: booked.bookingNumber,
        };
      }

      if (input.payment === 'DEPOSIT' && settings.depositPercentage <= 0)
        throw badRequest('This property asks for the whole stay', { payment: VALIDATION_KEYS.required });
      const amount = input.payment === 'DEPOSIT' ? depositOfTotal(total, settings.depositPercentage) : total;
      if (!(amount > 0))
        throw badRequest('There is nothing to pay for this stay', { payment: VALIDATION_KEYS.required });
      const link = await createGuestLink(db, deps.gateways, {
        propertyId: p.id,
        amount,
        currency: p.localCurrency,
        description: `${input.payment === 'DEPOSIT' ? 'Deposit' : 'Stay'}: ${rt.name}, ${input.arrival} → ${input.departure}`,
        email: input.guest.email,
        payerName: `${input.guest.firstName} ${input.guest.lastName}`,
        bookingRequest: request,
      });
      if (!link) throw conflict('Online payment is not available for this property at the moment');
      return { outcome: 'PAY', token: link.token, amount, currency: p.localCurrency, bookingNumber: null };
    },

    /** The confirmation page of a paid (or refused) booking, by the token of its payment. */
    async confirmation(seoFriendlyName: string, token: string): Promise<BookingEngineConfirmation> {
      const p = await engineProperty(seoFriendlyName);
      const link = await findGuestLink(db, p.id, token);
      const r = link.bookingRequest!;
      const paid = link.status === 'PAID';
      const bookingNumber =
        paid && link.bookingId != null ? await bookingNumberOf(db, p.id, link.bookingId) : null;
      const status = r.problem
        ? 'REFUSED'
        : paid
          ? 'CONFIRMED'
          : linkStatus(link) === 'ACTIVE'
            ? 'AWAITING_PAYMENT'
            : 'REFUSED';
      return {
        status,
        bookingNumber,
        roomTypeName: r.roomTypeName,
        ratePlanName: r.ratePlanName,
        arrival: r.arrival,
        departure: r.departure,
        nights: r.nights,
        adults: r.adults,
        children: r.children,
        rooms: r.rooms,
        currency: link.currency,
        total: r.total,
        paid: paid ? link.amount : 0,
        email: r.guest.email,
        problem: r.problem ?? (status === 'REFUSED' ? 'This payment is no longer open: book again' : null),
      };
    },
  };
}
export type BookingEngineService = ReturnType<typeof createBookingEngineService>;

export { WEBSITE };
