// Guest reviews (issue 14): a check-out and a completed reservation ask the guest once (the request and its email in
// the same transaction, only the token's hash stored); the public page reads and takes one review per link (reuse,
// expiry, malformed and unknown tokens refused, rate-limited); staff list, summarise, answer, publish and hide
// (reason required, audited); the public JSON carries only what the guest chose to show, with an ETag, and follows
// publish/hide/reply at once; other tenants' staff and the wrong roles reach nothing.
import type {
  Booking,
  PublicReviewRequest,
  PublicReviews,
  Review,
  ReviewPage,
  ReviewSummary,
} from '@bookone/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, outboxMessage, reviewRequest } from '../src/db/schema';
import { day, openForFile, openTenantsApp, today } from './demo-app';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail, uniqueIp } from './support';

const { t, session, rival, HARBOUR, SPA } = await openForFile(openTenantsApp);
const ORG_ADMIN = 'orgadmin@bookone.demo';
const MARKETING = 'hotel.marketing@bookone.demo';

/** The link the guest's email carries, read from the outbox (the token exists nowhere else). */
async function emailedToken(requestId: number) {
  const [m] = await t.db
    .select()
    .from(outboxMessage)
    .where(
      and(eq(outboxMessage.relatedEntity, 'review_request'), eq(outboxMessage.relatedId, String(requestId))),
    );
  expect(m?.purpose).toBe('REVIEW_REQUEST');
  expect(m?.secret).toMatch(/^\/feedback\/[A-Za-z0-9_-]{43}$/);
  return { message: m!, token: m!.secret!.replace('/feedback/', '') };
}

async function requestsOf(kind: 'BOOKING' | 'RESERVATION', saleId: number) {
  return t.db
    .select()
    .from(reviewRequest)
    .where(and(eq(reviewRequest.saleKind, kind), eq(reviewRequest.saleId, saleId)));
}

/** A stay of Harbour View checked in today, paid in full and checked out: the guest has been asked. */
async function checkedOutStay(email = uniqueEmail('reviewer')) {
  const desk = await session.desk();
  const rt = await createRoomType(t, HARBOUR, await session.admin(), {
    name: uniqueTypeName('Review'),
    noOfRooms: 1,
  });
  const room = await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
    token: await session.admin(),
    body: { roomTypeId: rt.id, roomNumber: `R${Math.random().toString(36).slice(2, 7)}` },
  });
  expect(room.statusCode, room.body).toBe(201);
  const b = await createBooking(t, HARBOUR, desk, {
    roomTypeId: rt.id,
    arrival: today,
    departure: day(1),
    customer: { firstName: 'Maya', lastName: 'Critic', email, language: 'fr' },
  });
  const act = async (path: string, body?: unknown) => {
    const res = await t.api('POST', path, { token: desk, ...(body ? { body } : {}) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<Booking>();
  };
  await act(`/api/booking/${b.id}/check-in`, { rooms: [{ roomId: room.json<{ id: number }>().id }] });
  await act(`/api/payment/property/${HARBOUR}`, {
    bookingId: b.id,
    date: today,
    amount: b.balance,
    mode: 'Card',
    status: 'Paid',
  });
  await act(`/api/booking/${b.id}/check-out`);
  const [request] = await requestsOf('BOOKING', b.id);
  expect(request, 'a review request for the stay').toBeDefined();
  return { booking: b, request: request!, act, ...(await emailedToken(request!.id)) };
}

const page = (token: string, ip = uniqueIp()) =>
  t.api('GET', `/api/public/review/${token}`, { headers: { 'x-forwarded-for': ip } });
const submit = (token: string, body: unknown, ip = uniqueIp()) =>
  t.api('POST', `/api/public/review/${token}`, { body, headers: { 'x-forwarded-for': ip } });
const feed = (propertyId: number, headers: Record<string, string> = {}) =>
  t.api('GET', `/api/public/review/property/${propertyId}`, {
    headers: { 'x-forwarded-for': uniqueIp(), ...headers },
  });
const staff = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  t.api(method, url, { token: token ?? (await session.admin()), ...(body ? { body } : {}) });

describe('the review request', () => {
  it('is made once by the check-out, emailed in the guest’s language with a single-use link whose hash alone is kept', async () => {
    const { booking, request, message, token, act } = await checkedOutStay();
    expect(message.templateKey).toBe('review_request.fr');
    expect(message.subject).toContain('Harbour View Hotel');
    expect(message.body).not.toContain(token);
    expect(request.tokenHash).not.toContain(token);
    expect(request.saleReference).toBe(booking.bookingNumber);
    // Undone and done again the same day: the guest is not asked twice.
    await act(`/api/booking/${booking.id}/undo-check-out`);
    await act(`/api/booking/${booking.id}/check-out`);
    expect(await requestsOf('BOOKING', booking.id)).toHaveLength(1);
  });

  it('is made when a reservation is completed', async () => {
    const rows: unknown = await t.db.execute(
      sql`select r.id from reservation r join customer c on c.id = r.customer_id
          where r.property_id = ${SPA} and r.status in ('BOOKED', 'CONFIRMED') and c.email is not null
          order by r.id limit 1`,
    );
    const id = (rows as { rows: { id: number }[] }).rows[0]!.id;
    const spa = await session('spa.admin@bookone.demo');
    for (const action of ['check-in', 'complete']) {
      const res = await t.api('POST', `/api/reservation/${id}/${action}`, { token: spa });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [request] = await requestsOf('RESERVATION', id);
    expect(request?.propertyId).toBe(SPA);
    await emailedToken(request!.id);
  });
});

describe('the guest’s page', () => {
  it('shows the stay and the accommodation aspects, takes one review, and then says the link was used', async () => {
    const { token } = await checkedOutStay();
    const open = await page(token);
    expect(open.statusCode, open.body).toBe(200);
    const p = open.json<PublicReviewRequest>();
    expect(p).toMatchObject({
      state: 'OPEN',
      propertyName: 'Harbour View Hotel',
      businessType: 'Accommodation',
      saleKind: 'BOOKING',
      guestFirstName: 'Maya',
      aspects: ['cleanliness', 'staff', 'location', 'value'],
    });
    expect(JSON.stringify(p)).not.toMatch(/@|Critic/);

    expectError(await submit(token, { rating: 6 }), 400, { fields: ['rating'] });
    expectError(await submit(token, { rating: 5, aspects: { food: 4 } }), 400, {
      fields: ['aspects.food'],
    });
    const ok = await submit(token, {
      rating: 5,
      aspects: { cleanliness: 5, staff: 4, location: 5, value: 4 },
      comment: 'Lovely view of the harbour',
      displayName: 'Maya C.',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expectError(await submit(token, { rating: 1 }), 409, {
      message: 'This review link has already been used',
    });
    expect((await page(token)).json<PublicReviewRequest>().state).toBe('USED');
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const { token, request } = await checkedOutStay();
    await t.db
      .update(reviewRequest)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewRequest.id, request.id));
    expect((await page(token)).json<PublicReviewRequest>().state).toBe('EXPIRED');
    expectError(await submit(token, { rating: 4 }), 409, { message: 'This review link has expired' });
    // A token of the right shape that nobody was sent, and a too-short one: no hint either way.
    expectError(await page('A'.repeat(43)), 404);
    expectError(await submit('A'.repeat(43), { rating: 4 }), 404);
    expect((await page('short')).statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const ip = uniqueIp();
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await page('B'.repeat(43), ip)).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe('staff and the public JSON', () => {
  it('lists, summarises, answers, publishes and hides (audited); the JSON follows at once and tells nothing personal', async () => {
    const { token } = await checkedOutStay();
    const created = await submit(token, {
      rating: 4,
      aspects: { cleanliness: 3, staff: 5 },
      comment: 'Quiet room, slow breakfast',
    });
    const id = created.json<{ id: number }>().id;

    const list = await staff('GET', `/api/review/property/${HARBOUR}?status=NEW&rating=4&size=200`);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json<ReviewPage>().items.find((r) => r.id === id);
    expect(mine).toMatchObject({ status: 'NEW', rating: 4, guestName: 'Maya Critic', displayName: null });

    const summary = (
      await staff('GET', `/api/review/property/${HARBOUR}/summary?status=NEW`)
    ).json<ReviewSummary>();
    expect(summary.count).toBeGreaterThan(0);
    expect(summary.byRating.find((r) => r.rating === 4)!.count).toBeGreaterThan(0);
    expect(summary.aspects.map((a) => a.aspect)).toEqual(expect.arrayContaining(['cleanliness', 'staff']));
    expect(summary.trend.at(-1)!.month).toBe(today.slice(0, 7));

    const before = await feed(HARBOUR);
    expect(before.statusCode).toBe(200);
    // A website's widget is not BookOne's web app: it sends no APP_ID header, and is answered all the same.
    const widget = await t.app.inject({ method: 'GET', url: `/api/public/review/property/${HARBOUR}` });
    expect(widget.statusCode).toBe(200);
    expect(widget.json<PublicReviews>().reviews).toEqual(before.json<PublicReviews>().reviews);
    expect(before.headers['cache-control']).toContain('max-age');
    const etag = String(before.headers.etag);
    expect((await feed(HARBOUR, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(before.json<PublicReviews>().reviews.some((r) => r.comment === 'Quiet room, slow breakfast')).toBe(
      false,
    );

    expectError(await staff('POST', `/api/review/${id}/status`, { status: 'PUBLISHED', reason: ' ' }), 400, {
      fields: ['reason'],
    });
    const marketing = await session(MARKETING);
    const replied = await staff(
      'POST',
      `/api/review/${id}/reply`,
      { reply: 'Breakfast now opens at 6:30.' },
      marketing,
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const published = await staff(
      'POST',
      `/api/review/${id}/status`,
      { status: 'PUBLISHED', reason: 'Fair and on topic' },
      marketing,
    );
    expect(published.json<Review>()).toMatchObject({
      status: 'PUBLISHED',
      reply: 'Breakfast now opens at 6:30.',
    });
    expectError(
      await staff('POST', `/api/review/${id}/status`, { status: 'PUBLISHED', reason: 'again' }),
      409,
    );

    const after = await feed(HARBOUR, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const shown = after.json<PublicReviews>().reviews.find((r) => r.comment === 'Quiet room, slow breakfast');
    expect(shown).toEqual({
      displayName: null,
      rating: 4,
      aspects: { cleanliness: 3, staff: 5 },
      comment: 'Quiet room, slow breakfast',
      reply: 'Breakfast now opens at 6:30.',
      date: today,
    });
    expect(after.body).not.toMatch(/Maya|Critic|@test\.example|BK-|guestName|email/);

    const hidden = await staff('POST', `/api/review/${id}/status`, {
      status: 'HIDDEN',
      reason: 'Asked by guest',
    });
    expect(hidden.json<Review>().statusReason).toBe('Asked by guest');
    expect(
      (await feed(HARBOUR))
        .json<PublicReviews>()
        .reviews.some((r) => r.comment === 'Quiet room, slow breakfast'),
    ).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.event).sort()).toEqual(['HIDE', 'PUBLISH', 'REPLY']);

    const xlsx = await staff('GET', `/api/review/property/${HARBOUR}/export?status=HIDDEN`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('lets the organisation admin read every property of the organisation and nobody else’s', async () => {
    const org = await session(ORG_ADMIN);
    expect((await staff('GET', `/api/review/property/${HARBOUR}`, undefined, org)).statusCode).toBe(200);
    expect((await staff('GET', `/api/review/property/${SPA}`, undefined, org)).statusCode).toBe(200);
    const foreign = await t.login(rival.orgAdmin.username);
    expectHidden(await staff('GET', `/api/review/property/${HARBOUR}`, undefined, foreign));
    expectHidden(await staff('GET', `/api/review/property/${HARBOUR}/summary`, undefined, foreign));
  });

  it('refuses a foreign review (404, as a missing one), and the desk (403)', async () => {
    const id = (await staff('GET', `/api/review/property/${HARBOUR}?size=1`)).json<ReviewPage>().items[0]!.id;
    const foreign = await t.login(rival.propAdmin.username);
    expectHidden(await staff('GET', `/api/review/${id}`, undefined, foreign));
    expectHidden(await staff('POST', `/api/review/${id}/status`, { status: 'HIDDEN', reason: 'x' }, foreign));
    expectHidden(await staff('POST', `/api/review/${id}/reply`, { reply: 'x' }, foreign));
    expectError(await staff('GET', `/api/review/property/${HARBOUR}`, undefined, await session.desk()), 403);
    expectError(await staff('POST', `/api/review/${id}/reply`, { reply: 'x' }, await session.desk()), 403);
    // Another organisation's property has no public reviews to show but says nothing of this one's.
    const theirs = await feed(rival.propertyId);
    expect(theirs.json<PublicReviews>().count).toBe(0);
  });
});
