// The public booking engine for rooms (issue 16): the page's profile behind the Booking Engine subscription, the
// availability priced exactly as the desk's quote (a promotion code too), a booking paid on the test gateway made
// CONFIRMED with source WebSite in the payment's transaction (the guest's confirmation email in the outbox, the desk
// notified), the rooms selling out between the quote and the payment (no payment, the guest told), on hold only when
// the property allows it, nothing of another property reachable, and the per-address limit.
import type {
  Booking,
  BookingEngineAvailability,
  BookingEngineBooked,
  BookingEngineConfirmation,
  BookingEngineProfile,
  BookingQuote,
  PaymentCheckout,
  RoomType,
} from '@bookone/domain';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, enquiry, notification, outboxMessage, payment, property } from '../src/db/schema';
import { createBookingPage } from '../src/modules/booking-engine/booking-engine-page';
import { day, openForFile, openTenantsApp } from './demo-app';
import { CARD, onTestGateway, SUPER } from './payment-link-fixtures';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, uniqueEmail, uniqueIp } from './support';

const { t, session, HARBOUR, rival } = await openForFile(openTenantsApp);
onTestGateway(
  () => t,
  () => session(SUPER),
  () => HARBOUR,
);

const PAGE = '/api/public/book/harbour-view-hotel';
/** Each call from an address of its own: the limits are per address (the last test checks them). */
const from = () => ({ 'x-forwarded-for': uniqueIp() });

const roomType = async (rooms = 2): Promise<RoomType> =>
  createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Web'), noOfRooms: rooms });

const stay = (arrival = 70, nights = 2) => ({
  arrival: day(arrival),
  departure: day(arrival + nights),
  adults: 2,
  children: 0,
  rooms: 1,
});

async function availability(query: Record<string, string | number>, seo = 'harbour-view-hotel') {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.api('GET', `/api/public/book/${seo}/availability?${q.toString()}`, { headers: from() });
}

const guest = () => ({ firstName: 'Mere', lastName: 'Online', email: uniqueEmail('mere'), language: 'en' });

async function book(body: Record<string, unknown>) {
  return t.api('POST', PAGE, { headers: from(), body: { guest: guest(), payment: 'FULL', ...body } });
}

async function payAndConfirm(token: string, card = CARD) {
  const started = await t.api('POST', `/api/public/pay/${token}/checkout`, { headers: from() });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId } = started.json<PaymentCheckout>();
  return t.api('POST', `/api/public/pay/${token}/test-pay`, {
    headers: from(),
    body: { sessionId, cardNumber: card },
  });
}

const confirmation = async (token: string) =>
  t.api('GET', `${PAGE}/confirmation/${token}`, { headers: from() });

describe('the booking page', () => {
  it('shows a subscribed property’s profile; an unknown address and a property without the subscription are 404', async () => {
    const res = await t.api('GET', PAGE, { headers: from() });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<BookingEngineProfile>();
    expect(p).toMatchObject({
      name: 'Harbour View Hotel',
      kind: 'ACCOMMODATION',
      allowsHold: false,
      paysOnline: true,
    });
    expect(p.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expectError(await t.api('GET', '/api/public/book/no-such-hotel', { headers: from() }), 404);
    // Another organisation's property, with an address but without the subscription: the same answer.
    await t.db
      .update(property)
      .set({ seoFriendlyName: 'rival-lodge' })
      .where(eq(property.id, rival.propertyId));
    expectError(await t.api('GET', '/api/public/book/rival-lodge', { headers: from() }), 404);
    expectError(await availability(stay(), 'rival-lodge'), 404);
  });

  it('writes the property into the page for search engines, escaped, and a noindex page for none', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'book-page-'));
    mkdirSync(join(dist, 'locales', 'fr'), { recursive: true });
    writeFileSync(
      join(dist, 'book.html'),
      '<!doctype html><html lang="en"><head><title>BookOne</title></head><body><div id="root"></div>\n<!--/root--><script type="module" src="/assets/book.js"></script></body></html>',
    );
    writeFileSync(
      join(dist, 'locales', 'fr', 'booking-engine.json'),
      JSON.stringify({ bookOnline: 'Réserver en ligne', about: 'À propos' }),
    );
    const profile = (await t.api('GET', PAGE, { headers: from() })).json<BookingEngineProfile>();
    const page = createBookingPage(dist);
    const html = await page.render(
      { ...profile, description: 'Sea views </script><script>alert(1)</script>' },
      'fr',
      'https://example.test/book/harbour-view-hotel',
    );
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<title>Harbour View Hotel · Réserver en ligne</title>');
    expect(html).toContain('"@type":"Hotel"');
    expect(html).toContain('<h1>Harbour View Hotel</h1><');
    expect(html).toContain('<h2>À propos</h2><p>Sea views &lt;/script&gt;');
    // The data for the script cannot close its element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<link rel="canonical" href="https://example.test/book/harbour-view-hotel">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://example.test/book/harbour-view-hotel?lang=en">',
    );
    expect(html).toContain('<script type="module" src="/assets/book.js">');
    const none = await page.render(null, 'fr', 'https://example.test/book/');
    expect(none).toContain('<meta name="robots" content="noindex">');
    expect(none).not.toContain('Harbour');
  });
});

describe('availability', () => {
  it('prices each room type as the desk’s quote prices the same stay', async () => {
    const rt = await roomType();
    const res = await availability(stay(70, 2));
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<BookingEngineAvailability>();
    expect(a.nights).toBe(2);
    const mine = a.roomTypes.find((r) => r.roomTypeId === rt.id)!;
    expect(mine.unitsLeft).toBe(2);
    const standard = mine.offers.find((o) => o.ratePlanId == null)!;
    expect(standard.available).toBe(true);

    const desk = await t.api('POST', `/api/booking/property/${HARBOUR}/quote`, {
      token: await session.desk(),
      body: { roomTypeId: rt.id, ...stay(70, 2) },
    });
    expect(desk.statusCode, desk.body).toBe(200);
    const q = desk.json<BookingQuote>();
    expect(standard).toMatchObject({
      roomCharge: q.roomCharge,
      subtotal: q.subtotal,
      tax: q.tax,
      total: q.total,
      // The property's 30% by default, in cents.
      deposit: Math.round(q.total * 30) / 100,
    });
  });

  it('applies a promotion code as the desk does, and says why a code does not apply', async () => {
    const rt = await roomType();
    const code = `WEB${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const created = await t.api('POST', `/api/promotion/property/${HARBOUR}`, {
      token: await session('hotel.marketing@bookone.demo'),
      body: {
        name: `Web ${code}`,
        startDate: day(-1),
        endDate: day(200),
        couponCode: code,
        discountKind: 'PERCENT',
        discountValue: 10,
        appliesTo: 'ROOMS',
        roomTypeIds: [rt.id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const res = await availability({ ...stay(80, 2), promotionCode: code });
    const a = res.json<BookingEngineAvailability>();
    expect(a.promotion).toMatchObject({ code, refusal: null });
    const offer = a.roomTypes.find((r) => r.roomTypeId === rt.id)!.offers.find((o) => o.ratePlanId == null)!;
    const desk = await t.api('POST', `/api/booking/property/${HARBOUR}/quote`, {
      token: await session.desk(),
      body: { roomTypeId: rt.id, ...stay(80, 2), promotionCode: code },
    });
    const q = desk.json<BookingQuote>();
    expect(q.discountAmount).toBeGreaterThan(0);
    expect(offer).toMatchObject({ discountAmount: q.discountAmount, total: q.total });

    const unknown = await availability({ ...stay(80, 2), promotionCode: 'NOSUCHCODE1' });
    expect(unknown.json<BookingEngineAvailability>().promotion).toMatchObject({
      refusal: 'validation.promotionUnknown',
    });
    // Booking with a code that does not apply is refused on its field.
    const refused = await book({ roomTypeId: rt.id, ...stay(80, 2), promotionCode: 'NOSUCHCODE1' });
    expectError(refused, 400, { fields: ['promotionCode'] });
  });

  it('refuses bad input with field keys: departure before arrival, a stay starting in the past', async () => {
    const back = await availability({ ...stay(70, 2), departure: day(69) });
    expect(expectError(back, 400, { fields: ['departure'] }).fieldKeys?.departure).toBe(
      'validation.departureAfterArrival',
    );
    const past = await availability(stay(-3, 2));
    expect(expectError(past, 400, { fields: ['arrival'] }).fieldKeys?.arrival).toBe(
      'validation.arrivalBeforeToday',
    );
  });
});

describe('booking', () => {
  it('a paid stay is booked CONFIRMED with source WebSite, the payment on it, the guest emailed, the desk notified', async () => {
    const rt = await roomType();
    const res = await book({ roomTypeId: rt.id, ...stay(90, 2) });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingEngineBooked>();
    expect(booked).toMatchObject({ outcome: 'PAY', bookingNumber: null });
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing is booked before the payment.
    const before = await confirmation(booked.token!);
    expect(before.json<BookingEngineConfirmation>()).toMatchObject({ status: 'AWAITING_PAYMENT', paid: 0 });

    const paid = await payAndConfirm(booked.token!);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ outcome: 'PAID' });

    const c = (await confirmation(booked.token!)).json<BookingEngineConfirmation>();
    expect(c).toMatchObject({ status: 'CONFIRMED', paid: booked.amount, total: booked.amount, nights: 2 });
    expect(c.bookingNumber).toBeTruthy();

    const [row] = await t.db.select().from(booking).where(eq(booking.bookingNumber, c.bookingNumber!));
    expect(row).toMatchObject({
      status: 'CONFIRMED',
      source: 'WebSite',
      roomTypeId: rt.id,
      paid: booked.amount,
    });
    const got = await t.api('GET', `/api/booking/${row!.id}`, { token: await session.desk() });
    expect(got.json<Booking>()).toMatchObject({ source: 'WebSite', status: 'CONFIRMED' });
    const payments = await t.db.select().from(payment).where(eq(payment.bookingId, row!.id));
    expect(payments.map((p) => p.amount)).toEqual([booked.amount]);
    const emails = await t.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.recipient, c.email), eq(outboxMessage.channel, 'EMAIL')));
    expect(emails.length).toBeGreaterThan(0);
    const notes = await t.db
      .select()
      .from(notification)
      .where(and(eq(notification.propertyId, HARBOUR), eq(notification.referenceNumber, c.bookingNumber!)));
    expect(notes.map((n) => n.notificationType)).toContain('BOOKING');
  });

  it('takes nothing when the rooms sold out between the quote and the payment, and tells the guest why', async () => {
    const rt = await roomType(1);
    const booked = (await book({ roomTypeId: rt.id, ...stay(100, 2) })).json<BookingEngineBooked>();
    const started = await t.api('POST', `/api/public/pay/${booked.token}/checkout`, { headers: from() });
    const { sessionId } = started.json<PaymentCheckout>();
    // The desk sells the last room meanwhile.
    await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      ...stay(100, 2),
      customer: { firstName: 'Full', lastName: 'House' },
    });
    const refused = await t.api('POST', `/api/public/pay/${booked.token}/test-pay`, {
      headers: from(),
      body: { sessionId, cardNumber: CARD },
    });
    expect(expectError(refused, 409).message).toMatch(/no longer available.*no payment was taken/);
    const c = (await confirmation(booked.token!)).json<BookingEngineConfirmation>();
    expect(c).toMatchObject({ status: 'REFUSED', paid: 0, bookingNumber: null });
    expect(c.problem).toMatch(/no payment was taken/);
    const web = await t.db
      .select()
      .from(booking)
      .where(and(eq(booking.roomTypeId, rt.id), eq(booking.source, 'WebSite')));
    expect(web).toEqual([]);
    // A new checkout is refused before any card is asked for.
    expectError(await t.api('POST', `/api/public/pay/${booked.token}/checkout`, { headers: from() }), 409);
  });

  it('books on hold only when the property allows it: an ENQUIRY of source WebSite, no rooms taken', async () => {
    const rt = await roomType(1);
    const refused = await book({ roomTypeId: rt.id, ...stay(110, 1), payment: 'HOLD' });
    expectError(refused, 400, { fields: ['payment'] });

    const admin = await session.admin();
    const put = await t.api('PUT', `/api/booking-engine/property/${HARBOUR}/settings`, {
      token: admin,
      body: { allowHold: true, depositPercentage: 25 },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const held = await book({ roomTypeId: rt.id, ...stay(110, 1), payment: 'HOLD' });
      expect(held.statusCode, held.body).toBe(201);
      const h = held.json<BookingEngineBooked>();
      expect(h).toMatchObject({ outcome: 'HELD', amount: 0, token: null });
      const [row] = await t.db.select().from(booking).where(eq(booking.bookingNumber, h.bookingNumber!));
      expect(row).toMatchObject({ status: 'ENQUIRY', source: 'WebSite' });
      // The hold is a guest's question too: the enquiry inbox has it, from the website, linked to the booking.
      const [filed] = await t.db.select().from(enquiry).where(eq(enquiry.bookingId, row!.id));
      expect(filed).toMatchObject({ source: 'WEBSITE', status: 'NEW', propertyId: HARBOUR, createdBy: null });
      // The room is still free: another guest can still pay for it.
      const a = (await availability(stay(110, 1))).json<BookingEngineAvailability>();
      expect(a.roomTypes.find((r) => r.roomTypeId === rt.id)!.unitsLeft).toBe(1);
      // The deposit follows the setting.
      const deposit = await book({ roomTypeId: rt.id, ...stay(110, 1), payment: 'DEPOSIT' });
      const d = deposit.json<BookingEngineBooked>();
      const offer = a.roomTypes.find((r) => r.roomTypeId === rt.id)!.offers[0]!;
      expect(d.amount).toBe(Math.round(offer.total * 25) / 100);
    } finally {
      await t.api('PUT', `/api/booking-engine/property/${HARBOUR}/settings`, {
        token: admin,
        body: { allowHold: false, depositPercentage: 30 },
      });
    }
  });

  it('reaches nothing of another property: its room type, its settings, its confirmations', async () => {
    const theirs = await createRoomType(t, rival.propertyId, await t.login(rival.propAdmin.username));
    expectError(await book({ roomTypeId: theirs.id, ...stay(120, 1) }), 404);
    const a = (await availability(stay(120, 1))).json<BookingEngineAvailability>();
    expect(a.roomTypes.map((r) => r.roomTypeId)).not.toContain(theirs.id);
    // Staff settings of another organisation's property are missing to this one's admin.
    expectError(
      await t.api('GET', `/api/booking-engine/property/${rival.propertyId}/settings`, {
        token: await session.admin(),
      }),
      404,
    );
    // A Harbour View token read under another address is unknown there.
    const rt = await roomType();
    const booked = (await book({ roomTypeId: rt.id, ...stay(120, 1) })).json<BookingEngineBooked>();
    expectError(
      await t.api('GET', `/api/public/book/rival-lodge/confirmation/${booked.token}`, { headers: from() }),
      404,
    );
  });

  it('limits bookings per address: the eleventh in a minute is 429', async () => {
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (let i = 0; i < 10; i++) {
      const res = await t.api('POST', PAGE, { headers, body: {} });
      expect(res.statusCode).toBe(400);
    }
    expectError(await t.api('POST', PAGE, { headers, body: {} }), 429);
  });
});
