// The enquiry → quote → paid booking flow (issue 15): the public enquiry form (a NEW enquiry in the organisation's
// sequence, the property's staff notified, nothing of another property), the clerk's quote priced by the booking
// quote (saved QUOTED, refused when it cannot be sold), the deposit link sent through the outbox in the guest's
// language, the guest's payment on the test gateway booking the stay CONFIRMED with the deposit on its folio and the
// enquiry WON, a stay sold out in between (no payment, the guest and the enquiry told), and two guests paying for the
// last room at once (one wins). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type {
  Booking,
  Enquiry,
  EnquiryQuotePreview,
  PublicEnquiryForm,
  PublicEnquiryReceipt,
  PublicPaymentLink,
  RoomType,
} from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { enquiry, notification, outboxMessage, payment, paymentLink } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { quoteKit } from './enquiry-quote-fixtures';
import { onTestGateway, SUPER } from './payment-link-fixtures';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail, uniqueIp, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let ORG: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR, DEMO_ORG: ORG } = app));
onTestGateway(
  () => t,
  () => session(SUPER),
  () => HARBOUR,
);

const FORM = '/api/public/enquire/harbour-view-hotel';
const support = () => session('orgsupport@bookone.demo');

/** A guest's enquiry through the public form, for `arrival`..`departure`. */
async function enquire(
  over: Record<string, unknown> = {},
): Promise<{ receipt: PublicEnquiryReceipt; e: Enquiry }> {
  // From an address of its own each time: the form allows a few enquiries a minute per address.
  const res = await t.api('POST', FORM, {
    headers: { 'x-forwarded-for': uniqueIp() },
    body: {
      firstName: 'Ana',
      lastName: `Guest${Math.random().toString(36).slice(2, 7)}`,
      email: uniqueEmail('ana'),
      persons: 2,
      checkInDate: day(60),
      checkOutDate: day(62),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const receipt = res.json<PublicEnquiryReceipt>();
  const [row] = await t.db
    .select({ id: enquiry.id })
    .from(enquiry)
    .where(eq(enquiry.enquiryNumber, receipt.enquiryNumber));
  const got = await t.api('GET', `/api/enquiry/${row!.id}`, { token: await session.desk() });
  return { receipt, e: got.json<Enquiry>() };
}

/** A room type of its own with `rooms` rooms at 200 a night, so that no other test's bookings count. */
const roomType = async (rooms = 2): Promise<RoomType> =>
  createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Quote'), noOfRooms: rooms });

const quoteBody = (rt: RoomType, over: Record<string, unknown> = {}) => ({
  roomTypeId: rt.id,
  arrival: day(60),
  departure: day(62),
  adults: 2,
  depositKind: 'PERCENT',
  depositValue: 30,
  ...over,
});

const { saveQuote, quoted, send, sent, checkout, pay, startCheckout } = quoteKit(
  () => t,
  () => session.desk(),
);

const paymentsOfLink = async (linkId: number) =>
  t.db
    .select()
    .from(payment)
    .innerJoin(paymentLink, eq(paymentLink.paymentId, payment.id))
    .where(eq(paymentLink.id, linkId));

describe('the public enquiry form', () => {
  it('shows the property and its room types, and nothing for an unknown address', async () => {
    const res = await t.api('GET', FORM);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<PublicEnquiryForm>();
    expect(form.propertyName).toBe('Harbour View Hotel');
    expect(form.accommodationTypes.length).toBeGreaterThan(0);
    expect(JSON.stringify(form)).not.toMatch(/Rival|Lotus/);
    expectError(await t.api('GET', '/api/public/enquire/no-such-place'), 404);
  });

  it('files a NEW website enquiry with the next number of the organisation, and notifies the property', async () => {
    const first = await enquire();
    const second = await enquire({ notes: 'Late arrival', dietaryRequirement: 'Vegetarian', pets: 1 });
    const n = (x: string) => Number(x.replace(/\D/g, ''));
    expect(n(second.receipt.enquiryNumber)).toBe(n(first.receipt.enquiryNumber) + 1);
    expect(second.receipt.propertyName).toBe('Harbour View Hotel');
    expect(second.e).toMatchObject({
      status: 'NEW',
      source: 'WEBSITE',
      propertyId: HARBOUR,
      organisationId: ORG,
      dietaryRequirement: 'Vegetarian',
      pets: 1,
      notes: 'Late arrival',
    });
    const notes = await t.db
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.propertyId, HARBOUR),
          eq(notification.referenceNumber, second.receipt.enquiryNumber),
        ),
      );
    expect(notes.map((x) => x.notificationType)).toEqual(['ENQUIRY']);
  });

  it('refuses bad input with field messages and files nothing', async () => {
    const res = await t.api('POST', FORM, {
      body: {
        firstName: '',
        lastName: 'X',
        email: 'not-an-email',
        checkInDate: day(5),
        checkOutDate: day(4),
      },
    });
    const err = expectError(res, 400);
    expect(Object.keys(err.fields ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'email', 'checkOutDate']),
    );
  });
});

describe('the quote', () => {
  it('previews the booking quote with the deposit, saves it QUOTED, and refuses what cannot be sold', async () => {
    const rt = await roomType();
    const { e } = await enquire();
    const preview = await t.api('POST', `/api/enquiry/${e.id}/quote/preview`, {
      token: await session.desk(),
      body: quoteBody(rt),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<EnquiryQuotePreview>();
    expect(p.available).toBe(true);
    expect(p.nights).toBe(2);
    expect(p.deposit).toBeCloseTo(Math.round(p.total * 30) / 100, 2);

    const saved = await quoted(e.id, quoteBody(rt));
    expect(saved.status).toBe('QUOTED');
    expect(saved.quote).toMatchObject({
      roomTypeId: rt.id,
      total: p.total,
      deposit: p.deposit,
      paymentLinkId: null,
    });

    // More guests than the rooms hold (the booking form's reason), a deposit above the total or 100 %, another
    // tenant's enquiry, a closed one.
    expect(expectError(await saveQuote(e.id, quoteBody(rt, { adults: 20 })), 409).message).toMatch(
      /at most 4 guests/,
    );
    expectError(
      await saveQuote(e.id, quoteBody(rt, { depositKind: 'AMOUNT', depositValue: p.total + 1 })),
      400,
    );
    expectError(await saveQuote(e.id, quoteBody(rt, { depositKind: 'PERCENT', depositValue: 120 })), 400);
    expectHidden(await saveQuote(e.id, quoteBody(rt), await t.login(rival.frontdesk.username)));
    const lost = await enquire();
    await t.api('PUT', `/api/enquiry/${lost.e.id}/status`, {
      token: await support(),
      body: { status: 'LOST', lostReason: 'Booked elsewhere' },
    });
    expectError(await saveQuote(lost.e.id, quoteBody(rt)), 409);
  });

  it('is refused when the stay is sold out', async () => {
    const rt = await roomType(1);
    await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(60),
      departure: day(62),
      customer: { firstName: 'Full', lastName: 'House' },
    });
    const { e } = await enquire();
    expectError(await saveQuote(e.id, quoteBody(rt)), 409);
    expect(
      (await t.api('GET', `/api/enquiry/${e.id}`, { token: await session.desk() })).json<Enquiry>().status,
    ).toBe('NEW');
  });

  it('is sent with a deposit link by email in the guest’s language; sending needs the payment-link right', async () => {
    const rt = await roomType();
    const { e } = await enquire({ language: 'fr' });
    expectError(await send(e.id), 409);
    await quoted(e.id, quoteBody(rt, { depositKind: 'AMOUNT', depositValue: 100 }));
    // Customer support works enquiries but sends no payment links.
    expectError(await send(e.id, {}, await support()), 403);
    const { e: after, token } = await sent(e.id);
    expect(after.quote).toMatchObject({ sentTo: e.email, deposit: 100 });
    const [link] = await t.db
      .select()
      .from(paymentLink)
      .where(eq(paymentLink.id, after.quote!.paymentLinkId!));
    expect(link).toMatchObject({ enquiryId: e.id, amount: 100, status: 'ACTIVE', email: e.email });
    const [msg] = await t.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.dedupeKey, `payment-link:${link!.id}`));
    expect(msg).toMatchObject({ purpose: 'PAYMENT_LINK', recipient: e.email });
    expect(msg!.subject).toContain('Votre paiement');
    // The guest's page shows the quote.
    const page = (await t.api('GET', `/api/public/pay/${token}`)).json<PublicPaymentLink>();
    expect(page.quote).toMatchObject({
      enquiryNumber: e.enquiryNumber,
      nights: 2,
      deposit: 100,
      problem: null,
    });

    // A new quote cancels the link sent before.
    await quoted(e.id, quoteBody(rt, { depositValue: 50 }));
    const [old] = await t.db.select().from(paymentLink).where(eq(paymentLink.id, link!.id));
    expect(old!.status).toBe('CANCELLED');
  });
});

describe('the guest pays the deposit', () => {
  it('books the quote CONFIRMED with the deposit on its folio, the enquiry WON, the desk notified', async () => {
    const rt = await roomType();
    const { e } = await enquire();
    await quoted(e.id, quoteBody(rt, { depositKind: 'PERCENT', depositValue: 25 }));
    const { e: quotedE, token } = await sent(e.id);
    const res = await pay(token, await startCheckout(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'PAID' });

    const won = (await t.api('GET', `/api/enquiry/${e.id}`, { token: await session.desk() })).json<Enquiry>();
    expect(won.status).toBe('WON');
    expect(won.bookingId).not.toBeNull();
    const b = (
      await t.api('GET', `/api/booking/${won.bookingId}`, { token: await session.desk() })
    ).json<Booking>();
    expect(b).toMatchObject({
      status: 'CONFIRMED',
      roomTypeId: rt.id,
      arrival: day(60),
      departure: day(62),
      adults: 2,
      guestEmail: e.email,
      total: quotedE.quote!.total,
      paid: quotedE.quote!.deposit,
    });
    expect(won.bookingReference).toBe(b.bookingNumber);
    const paid = await paymentsOfLink(quotedE.quote!.paymentLinkId!);
    expect(paid.map((r) => [r.payment.bookingId, r.payment.amount, r.payment.status])).toEqual([
      [b.id, quotedE.quote!.deposit, 'Paid'],
    ]);
    const notes = await t.db
      .select({ type: notification.notificationType })
      .from(notification)
      .where(and(eq(notification.propertyId, HARBOUR), eq(notification.referenceNumber, b.bookingNumber)));
    expect(notes.map((n) => n.type).sort()).toEqual(['BOOKING', 'PAYMENT']);
    // Paid once: the page says so and a second Pay books nothing more.
    const page = (await t.api('GET', `/api/public/pay/${token}`)).json<PublicPaymentLink>();
    expect(page.status).toBe('PAID');
  });

  it('takes nothing when the rooms sold out since: the guest and the enquiry are told why', async () => {
    const rt = await roomType(1);
    const { e } = await enquire();
    await quoted(e.id, quoteBody(rt));
    const { e: quotedE, token } = await sent(e.id);
    const sessionId = await startCheckout(token);
    // The last room goes to a walk-in while the guest types the card number.
    await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(61),
      departure: day(62),
      customer: { firstName: 'Walk', lastName: 'In' },
    });
    const refused = expectError(await pay(token, sessionId), 409);
    expect(refused.message).toMatch(/no longer available.*no payment was taken/);
    expect(await paymentsOfLink(quotedE.quote!.paymentLinkId!)).toEqual([]);
    const after = (
      await t.api('GET', `/api/enquiry/${e.id}`, { token: await session.desk() })
    ).json<Enquiry>();
    expect(after.status).toBe('QUOTED');
    expect(after.quoteProblem).toMatch(/no longer available/);
    const page = (await t.api('GET', `/api/public/pay/${token}`)).json<PublicPaymentLink>();
    expect(page.status).toBe('ACTIVE');
    expect(page.quote?.problem).toMatch(/no longer available/);
    // A new checkout is refused before any card is asked for.
    expectError(await checkout(token), 409);
  });

  it('two guests paying for the last room at once: one booking, one refusal, one payment', async () => {
    const rt = await roomType(1);
    const links: { id: number; token: string }[] = [];
    for (const _ of [1, 2]) {
      const { e } = await enquire();
      await quoted(e.id, quoteBody(rt));
      links.push({ id: e.id, token: (await sent(e.id)).token });
    }
    const sessions = await Promise.all(links.map((l) => startCheckout(l.token)));
    const answers = await Promise.all(links.map((l, i) => pay(l.token, sessions[i]!)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const states = await Promise.all(
      links.map(async (l) => (await t.db.select().from(enquiry).where(eq(enquiry.id, l.id)))[0]!),
    );
    expect(states.map((s) => s.status).sort()).toEqual(['QUOTED', 'WON']);
    const linkRows = await t.db.select().from(paymentLink).where(eq(paymentLink.enquiryId, links[0]!.id));
    const other = await t.db.select().from(paymentLink).where(eq(paymentLink.enquiryId, links[1]!.id));
    expect([...linkRows, ...other].filter((l) => l.status === 'PAID')).toHaveLength(1);
  });
});

describe('other tenants', () => {
  it('cannot preview, save or send another organisation’s enquiry quote', async () => {
    const rt = await roomType();
    const { e } = await enquire();
    const token = await t.login(rival.orgAdmin.username);
    expectHidden(await t.api('POST', `/api/enquiry/${e.id}/quote/preview`, { token, body: quoteBody(rt) }));
    expectHidden(await send(e.id, {}, token));
    const links = await t.db.select().from(paymentLink).where(eq(paymentLink.enquiryId, e.id));
    expect(links).toEqual([]);
  });
});
