// A booking form's "Save as enquiry" quoted and paid (issue 15): the guest's payment books the quote as a new
// CONFIRMED booking, and the ENQUIRY booking the enquiry came from is closed in the same transaction (VOID, naming
// the new booking, in its trail and the audit log, the enquiry WON and not LOST, no nights taken, no cancellation
// in the reports), so that the stay has one live booking. While the quote's payment link may still be paid, the
// ENQUIRY booking cannot be confirmed from the booking screen as well (409); once the link is cancelled it can, and
// the link is then dead.
import {
  enquiryExpiredReason,
  enquiryLostReason,
  enquiryReplacedReason,
  enquiryWonElsewhereReason,
  type AuditEntry,
  type Booking,
  type Enquiry,
  type EnquiryPage,
  type PublicPaymentLink,
  type ReportResult,
  type RoomType,
} from '@bookone/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, dailyRate, paymentLink } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import { quoteKit } from './enquiry-quote-fixtures';
import type { TestApp } from './helpers';
import { onTestGateway, SUPER } from './payment-link-fixtures';
import { createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, uniqueEmail } from './support';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let ORG: number;

openForTests(openTenantsApp, (app) => ({ t, session, HARBOUR, DEMO_ORG: ORG } = app));
onTestGateway(
  () => t,
  () => session(SUPER),
  () => HARBOUR,
);
const { quoted, sent, pay, startCheckout, checkout } = quoteKit(
  () => t,
  () => session.desk(),
);

const ARRIVAL = day(70);
const DEPARTURE = day(73);

let calls = 0;
const surname = () => `Quoteform${Date.now().toString(36)}${calls++}`;

/** A room type of its own, so that no other test's bookings count in its nights. */
const roomType = async (rooms: number): Promise<RoomType> =>
  createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Quote Form'), noOfRooms: rooms });

/** The booking form's "Save as enquiry", and the enquiry it filed in the inbox. */
async function saveAsEnquiry(rt: RoomType): Promise<{ b: Booking; e: Enquiry }> {
  const lastName = surname();
  const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
    token: await session.desk(),
    body: {
      roomTypeId: rt.id,
      arrival: ARRIVAL,
      departure: DEPARTURE,
      adults: 2,
      source: 'Phone',
      status: 'ENQUIRY',
      customer: { firstName: 'Noa', lastName, email: uniqueEmail('noa') },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const inbox = await t.api('GET', `/api/enquiry/organisation/${ORG}?search=${lastName}`, {
    token: await session.desk(),
  });
  const [e, ...more] = inbox.json<EnquiryPage>().items;
  expect(more).toHaveLength(0);
  return { b: res.json<Booking>(), e: e! };
}

const quoteBody = (rt: RoomType) => ({
  roomTypeId: rt.id,
  arrival: ARRIVAL,
  departure: DEPARTURE,
  adults: 2,
  depositKind: 'PERCENT',
  depositValue: 20,
});

async function booking(id: number): Promise<Booking> {
  const res = await t.api('GET', `/api/booking/${id}`, { token: await session.desk() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Booking>();
}

async function enquiryOf(id: number): Promise<Enquiry> {
  return (await t.api('GET', `/api/enquiry/${id}`, { token: await session.desk() })).json<Enquiry>();
}

const confirm = async (id: number) =>
  t.api('POST', `/api/booking/${id}/confirm`, { token: await session.desk() });

/** The rooms of the type taken on each night of the stay. */
const bookedNights = async (rt: RoomType) =>
  (
    await t.db
      .select({ booked: dailyRate.booked })
      .from(dailyRate)
      .where(
        and(eq(dailyRate.roomTypeId, rt.id), gte(dailyRate.date, ARRIVAL), lt(dailyRate.date, DEPARTURE)),
      )
      .orderBy(asc(dailyRate.date))
  ).map((r) => r.booked);

/** The cancellations report's count around today (either side: the property's day may not be the machine's). */
async function cancellationsNow(): Promise<unknown> {
  const res = await t.api(
    'GET',
    `/api/report/cancellations?propertyId=${HARBOUR}&from=${day(-1)}&to=${day(1)}`,
    { token: await session.admin() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>().totals?.cancellations;
}

describe('a paid quote of a booking form enquiry', () => {
  it('leaves one live booking: the new CONFIRMED one; the ENQUIRY booking is void naming it, audited', async () => {
    const rt = await roomType(2);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { e: quotedE, token } = await sent(e.id);
    const cancellations = await cancellationsNow();
    expect(cancellations).toEqual(expect.any(Number));
    const res = await pay(token, await startCheckout(token));
    expect(res.statusCode, res.body).toBe(200);

    const won = await enquiryOf(e.id);
    expect(won.status).toBe('WON');
    expect(won.lostReason).toBeNull();
    expect(won.bookingId).not.toBe(form.id);
    const fresh = await booking(won.bookingId!);
    expect(fresh).toMatchObject({
      status: 'CONFIRMED',
      arrival: ARRIVAL,
      departure: DEPARTURE,
      paid: quotedE.quote!.deposit,
    });
    const reason = enquiryReplacedReason(fresh.bookingNumber, e.enquiryNumber);
    expect(reason).toContain(fresh.bookingNumber);
    expect(await booking(form.id)).toMatchObject({ status: 'VOID', cancelReason: reason, paid: 0 });

    // The stay's bookings on the list: one live, the old enquiry closed.
    const list = await t.api('GET', `/api/booking/property/${HARBOUR}?roomTypeId=${rt.id}`, {
      token: await session.desk(),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ items: Booking[] }>().items.map((x) => [x.id, x.status]);
    expect(rows.filter(([, s]) => s !== 'VOID')).toEqual([[fresh.id, 'CONFIRMED']]);

    // The stay was sold, not lost: no cancellation in the reports.
    expect(await cancellationsNow()).toBe(cancellations);

    // One room taken each night: the new booking's; the closed enquiry held none and gave none back.
    expect(await bookedNights(rt)).toEqual([1, 1, 1]);

    // The ENQUIRY booking's trail and the audit log say why, by the clerk who quoted.
    const trail = await t.api('GET', `/api/booking/${form.id}/audit`, { token: await session.desk() });
    expect(trail.json<AuditEntry[]>()[0]).toMatchObject({
      type: 'VOID',
      previousValue: 'ENQUIRY',
      newValue: reason,
      userName: quotedE.quote!.quotedByName,
    });
    const logged = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(form.id))));
    expect(logged.find((r) => r.event === 'VOID')?.changes).toEqual({ VOID: ['ENQUIRY', reason] });

    // Closed for good: the booking screen can neither confirm nor cancel it again, and the enquiry stays WON.
    expectError(await confirm(form.id), 409);
    expect((await enquiryOf(e.id)).bookingId).toBe(fresh.id);
  });

  it('the ENQUIRY booking cannot be confirmed while the quote’s link may be paid; once the link is cancelled it can', async () => {
    const rt = await roomType(1);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { e: quotedE, token } = await sent(e.id);

    const refused = expectError(await confirm(form.id), 409);
    expect(refused.messageKey).toBe('validation.enquiryQuoteOut');
    expect(refused.message).toMatch(/payment link that is still open/);
    expect(await booking(form.id)).toMatchObject({ status: 'ENQUIRY' });
    expect(await enquiryOf(e.id)).toMatchObject({ status: 'QUOTED', bookingId: form.id });
    expect(await bookedNights(rt)).toEqual([0, 0, 0]);

    const cancelled = await t.api('POST', `/api/payment-link/${quotedE.quote!.paymentLinkId}/cancel`, {
      token: await session.desk(),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ok = await confirm(form.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await booking(form.id)).toMatchObject({ status: 'CONFIRMED' });
    expect(await enquiryOf(e.id)).toMatchObject({ status: 'WON', bookingId: form.id });
    expect(await bookedNights(rt)).toEqual([1, 1, 1]);
    // The guest's link books nothing more.
    expectError(await checkout(token), 409);
    const [link] = await t.db
      .select()
      .from(paymentLink)
      .where(eq(paymentLink.id, quotedE.quote!.paymentLinkId!));
    expect(link!.status).toBe('CANCELLED');
  });

  it('the guest paying while a clerk confirms the ENQUIRY booking: the payment books, the confirmation is refused', async () => {
    const rt = await roomType(2);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { token } = await sent(e.id);
    const sessionId = await startCheckout(token);
    const [paid, confirmed] = await Promise.all([pay(token, sessionId), confirm(form.id)]);
    expect(paid.statusCode, paid.body).toBe(200);
    expectError(confirmed, 409);
    const won = await enquiryOf(e.id);
    expect(won.status).toBe('WON');
    expect(await booking(form.id)).toMatchObject({ status: 'VOID' });
    expect(await booking(won.bookingId!)).toMatchObject({ status: 'CONFIRMED' });
    expect(await bookedNights(rt)).toEqual([1, 1, 1]);
  });
});

/** The clerk moves the enquiry in the inbox. */
const move = async (id: number, body: Record<string, unknown>) =>
  t.api('PUT', `/api/enquiry/${id}/status`, { token: await session.desk(), body });

/** The audit log's rows of one record. */
const logOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

/** What the guest's link page says of the link and its quote. */
const pageOf = async (token: string) =>
  (await t.api('GET', `/api/public/pay/${token}`)).json<PublicPaymentLink>();

describe('an enquiry moved in the inbox', () => {
  it('LOST closes its ENQUIRY booking (void, the reason, one audit each, no cancellation) and cancels the quote’s link', async () => {
    const rt = await roomType(2);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { e: quotedE, token } = await sent(e.id);
    const linkId = quotedE.quote!.paymentLinkId!;
    const cancellations = await cancellationsNow();
    const enquiryLog = (await logOf('enquiry', e.id)).length;

    const res = await move(e.id, { status: 'LOST', lostReason: 'Found a cheaper stay' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Enquiry>()).toMatchObject({ status: 'LOST', lostReason: 'Found a cheaper stay' });

    const reason = enquiryLostReason(e.enquiryNumber, 'Found a cheaper stay');
    expect(await booking(form.id)).toMatchObject({ status: 'VOID', cancelReason: reason });
    const trail = await t.api('GET', `/api/booking/${form.id}/audit`, { token: await session.desk() });
    expect(trail.json<AuditEntry[]>().filter((a) => a.type === 'VOID' || a.type === 'CANCEL')).toEqual([
      expect.objectContaining({ type: 'VOID', previousValue: 'ENQUIRY', newValue: reason }),
    ]);
    // One move, one row: the booking's cancel hook did not move the enquiry a second time.
    const moves = (await logOf('enquiry', e.id)).slice(enquiryLog);
    expect(moves).toHaveLength(1);
    expect((await logOf('payment_link', linkId)).filter((r) => r.event === 'CANCEL')).toHaveLength(1);
    // Never a sale: not a cancellation in the reports, no nights given back.
    expect(await cancellationsNow()).toBe(cancellations);
    expect(await bookedNights(rt)).toEqual([0, 0, 0]);

    // The guest's page says the link is cancelled, and nothing can be paid on it.
    expect((await pageOf(token)).status).toBe('CANCELLED');
    expect(expectError(await checkout(token), 409).message).toMatch(/cancelled/);
  });

  it('EXPIRED closes its ENQUIRY booking with the expiry as the reason', async () => {
    const rt = await roomType(1);
    const { b: form, e } = await saveAsEnquiry(rt);
    const res = await move(e.id, { status: 'EXPIRED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await booking(form.id)).toMatchObject({
      status: 'VOID',
      cancelReason: enquiryExpiredReason(e.enquiryNumber),
    });
    // Reopened, it is a question again; the closed booking stays closed.
    const reopened = await move(e.id, { status: 'NEW' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await booking(form.id)).toMatchObject({ status: 'VOID' });
  });

  it('back to NEW keeps its ENQUIRY booking but cancels the sent link; the booking can then be confirmed', async () => {
    const rt = await roomType(1);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { token } = await sent(e.id);

    const res = await move(e.id, { status: 'NEW' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Enquiry>()).toMatchObject({ status: 'NEW', bookingId: form.id });
    expect(await booking(form.id)).toMatchObject({ status: 'ENQUIRY' });
    expect((await pageOf(token)).status).toBe('CANCELLED');
    expectError(await checkout(token), 409);

    // No link left open: the booking screen may confirm it, and the enquiry follows (WON with it).
    const ok = await confirm(form.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await enquiryOf(e.id)).toMatchObject({ status: 'WON', bookingId: form.id });
  });

  it('WON by hand with another booking voids the ENQUIRY booking naming it and cancels the link', async () => {
    const rt = await roomType(2);
    const { b: form, e } = await saveAsEnquiry(rt);
    await quoted(e.id, quoteBody(rt));
    const { token } = await sent(e.id);
    const other = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
      token: await session.desk(),
      body: {
        roomTypeId: rt.id,
        arrival: ARRIVAL,
        departure: DEPARTURE,
        adults: 2,
        source: 'Phone',
        status: 'CONFIRMED',
        customer: { firstName: 'Noa', lastName: surname(), email: uniqueEmail('noa') },
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const made = other.json<Booking>();

    const res = await move(e.id, { status: 'WON', bookingId: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Enquiry>()).toMatchObject({ status: 'WON', bookingId: made.id });
    expect(await booking(form.id)).toMatchObject({
      status: 'VOID',
      cancelReason: enquiryWonElsewhereReason(made.bookingNumber, e.enquiryNumber),
    });
    expect(await booking(made.id)).toMatchObject({ status: 'CONFIRMED' });
    expect((await pageOf(token)).status).toBe('CANCELLED');
    expect(await bookedNights(rt)).toEqual([1, 1, 1]);
  });
});
