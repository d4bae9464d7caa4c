// The day close by hand and on its own (issue 15, decision 0046): a fresh accommodation property of its own, so the
// counts are exactly its bookings'. Closing the open date marks the arrival that never came a no-show (its room
// released), posts each in-house night once, lists the exceptions and opens the next date; closing it again answers
// the same close and posts nothing more; the automatic close takes the next date once its audit time has passed.
import {
  addDays,
  dayCloseDueAt,
  nightShare,
  roundCents,
  todayIn,
  type Booking,
  type DayCloseReport,
  type DayCloseStatus,
  type RoomType,
} from '@bookone/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, booking, businessService, roomChargePosting, salesOrder } from '../src/db/schema';
import { createDayCloseService } from '../src/modules/day-close/day-close.service';
import { createTestApp, type TestApp } from './helpers';
import { bookedUnits, createBooking, createRoomType } from './stay-fixtures';
import { createForeignTenant, sessions, uniqueEmail, type ForeignTenant } from './support';

const ZONE = 'Pacific/Auckland';
let t: TestApp;
let inn: ForeignTenant;
let session: ReturnType<typeof sessions>;
let P: number;
let type: RoomType;
const today = todayIn(ZONE);
const day = (n: number) => addDays(today, n);

const manager = () => session(inn.manager.username);
const desk = () => session(inn.frontdesk.username);
const base = () => `/api/property/${P}/day-close`;

async function as<T>(token: Promise<string>, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await t.api(method, url, { token: await token, ...(body !== undefined ? { body } : {}) });
  return { status: res.statusCode, body: res.json<T>(), raw: res.body };
}

async function room(number: string) {
  const res = await t.api('POST', `/api/room/property/${P}/rooms`, {
    token: await session(inn.propAdmin.username),
    body: { roomTypeId: type.id, roomNumber: number },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const book = async (arrival: string, departure: string, lastName: string) =>
  createBooking(t, P, await desk(), {
    roomTypeId: type.id,
    arrival,
    departure,
    customer: { firstName: 'Guest', lastName, email: uniqueEmail('guest') },
  });

async function checkIn(b: Booking, roomId: number) {
  const res = await t.api('POST', `/api/booking/${b.id}/check-in`, {
    token: await desk(),
    body: { rooms: [{ roomId }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let inHouse: Booking;
let noShow: Booking;
let overstay: Booking;
let credit: Booking;
let first: DayCloseReport;

beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
  inn = await createForeignTenant(t);
  P = inn.propertyId;
  type = await createRoomType(t, P, await session(inn.propAdmin.username), { noOfRooms: 4 });
  const [r1, r2, r3, r4] = [await room('101'), await room('102'), await room('103'), await room('104')];
  // In house for two nights from today.
  inHouse = await book(today, day(2), 'Stay');
  await checkIn(inHouse, r1);
  // Expected today with a room allocated, never checked in.
  noShow = await book(today, day(1), 'Absent');
  const allocated = await t.api('POST', `/api/booking/${noShow.id}/allocate`, {
    token: await desk(),
    body: { rooms: [{ roomId: r2 }] },
  });
  expect(allocated.statusCode, allocated.body).toBe(200);
  // Due out today and still in house: checked in yesterday for one night. The API books and checks in from today
  // only, so the stay is moved back a day as it would stand.
  overstay = await book(today, day(1), 'Late');
  await checkIn(overstay, r3);
  await t.db
    .update(booking)
    .set({ arrival: day(-1), departure: today, checkedInAt: new Date(Date.now() - 86_400_000) })
    .where(eq(booking.id, overstay.id));
  // Paid three nights, left today after one: the folio owes the guest the rest.
  credit = await book(today, day(3), 'Early');
  await checkIn(credit, r4);
  const paid = await t.api('POST', `/api/payment/property/${P}`, {
    token: await desk(),
    body: { bookingId: credit.id, date: today, amount: credit.balance, mode: 'Card', status: 'Paid' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const out = await t.api('POST', `/api/booking/${credit.id}/check-out`, { token: await desk() });
  expect(out.statusCode, out.body).toBe(200);
  credit = out.json<Booking>();
  expect(credit.balance).toBeLessThan(0);
  // A bar tab still open at the close.
  const [bar] = await t.db.insert(businessService).values({ propertyId: P, name: 'Bar' }).returning();
  await t.db.insert(salesOrder).values({
    propertyId: P,
    businessServiceId: bar!.id,
    sequence: 1,
    referenceNumber: 'BAR-1',
    status: 'SERVED',
    deliveryMethod: 'TAKE_AWAY',
    currency: 'NZD',
    total: 42.5,
  });
});
afterAll(() => t.close());

describe('day close settings (business profile)', () => {
  it('are off until saved; the manager saves them; the desk may not; another tenant sees nothing', async () => {
    const initial = await as(manager(), 'GET', `${base()}/settings`);
    expect(initial.body).toEqual({ automatic: false, auditTime: '02:00', markNoShows: true });

    const bad = await as<{ fields: Record<string, string>; fieldKeys: Record<string, string> }>(
      manager(),
      'PUT',
      `${base()}/settings`,
      {
        automatic: true,
        auditTime: '25:00',
        markNoShows: true,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.auditTime).toBe('Use a 24-hour time, HH:MM');
    expect(bad.body.fieldKeys.auditTime).toBe('validation.time');

    const saved = await as(manager(), 'PUT', `${base()}/settings`, {
      automatic: true,
      auditTime: '23:00',
      markNoShows: true,
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body).toEqual({ automatic: true, auditTime: '23:00', markNoShows: true });

    expect((await as(desk(), 'PUT', `${base()}/settings`, saved.body)).status).toBe(403);
    const foreign = await as(session('hotel.admin@bookone.demo'), 'GET', `${base()}/settings`);
    expect(foreign.status).toBe(404);
  });

  it('shows the desk the open business date and when it closes', async () => {
    const status = await as<DayCloseStatus>(desk(), 'GET', base());
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ businessDate: today, canClose: true, lastRun: null });
    expect(status.body.dueAt).toBe(new Date(dayCloseDueAt(today, '23:00', ZONE)).toISOString());
  });
});

describe('POST /api/property/{id}/day-close/run', () => {
  it('is for the manager, for the open date only', async () => {
    expect((await as(desk(), 'POST', `${base()}/run`, { businessDate: today })).status).toBe(403);
    const later = await as<{ message: string }>(manager(), 'POST', `${base()}/run`, { businessDate: day(1) });
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(`The open business date is ${today}`);
  });

  it('marks the no-show, posts the in-house nights once, reports the exceptions and opens the next date', async () => {
    const before = await bookedUnits(t, type.id, today);
    const res = await as<DayCloseReport>(manager(), 'POST', `${base()}/run`, { businessDate: today });
    expect(res.status, res.raw).toBe(200);
    first = res.body;
    expect(first.run).toMatchObject({
      businessDate: today,
      status: 'DONE',
      trigger: 'MANUAL',
      stepsDone: ['NO_SHOWS', 'ROOM_CHARGES', 'EXCEPTIONS', 'ROLL'],
      attempts: 1,
      noShows: 1,
      startedByName: `${inn.manager.firstName} ${inn.manager.lastName}`,
    });
    // Tonight of the guest in house, last night of the one due out (not posted by a close yet), and the night
    // charged to the guest who left early today.
    expect(first.run.nightsPosted).toBe(3);
    const expected = roundCents(
      nightShare(inHouse, 0).amount + nightShare(overstay, 0).amount + nightShare(credit, 0).amount,
    );
    expect(first.run.amountPosted).toBe(expected);
    expect(first.items.map((i) => [i.kind, i.reference, i.amount, i.markedNoShow])).toEqual([
      ['ARRIVAL_NOT_CHECKED_IN', noShow.bookingNumber, null, true],
      ['DEPARTURE_NOT_CHECKED_OUT', overstay.bookingNumber, null, false],
      ['UNBALANCED_FOLIO', credit.bookingNumber, credit.balance, false],
      ['UNPOSTED_CHARGE', 'BAR-1', 42.5, false],
    ]);
    expect(first.run.exceptions).toBe(4);

    const absent = await as<Booking>(desk(), 'GET', `/api/booking/${noShow.id}`);
    expect(absent.body.status).toBe('NO_SHOW');
    expect(absent.body.allocations).toEqual([]);
    expect(await bookedUnits(t, type.id, today)).toBe(before - 1);

    const status = await as<DayCloseStatus>(desk(), 'GET', base());
    expect(status.body.businessDate).toBe(day(1));
    expect(status.body.lastRun?.id).toBe(first.run.id);
  });

  it('run twice for the same date: the same close, nothing posted or marked twice', async () => {
    const postings = await t.db.select().from(roomChargePosting).where(eq(roomChargePosting.propertyId, P));
    const again = await as<DayCloseReport>(manager(), 'POST', `${base()}/run`, { businessDate: today });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await t.db.select().from(roomChargePosting).where(eq(roomChargePosting.propertyId, P))).toEqual(
      postings,
    );
    // The audit log has each night posted once.
    const [audits] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, P), eq(auditLog.event, 'ROOM_CHARGE_POSTED')));
    expect(audits!.n).toBe(3);
  });

  it('the report is read by the desk; another tenant gets 404', async () => {
    const url = `${base()}/runs/${first.run.id}`;
    const read = await as<DayCloseReport>(desk(), 'GET', url);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first);
    expect((await as(session('hotel.admin@bookone.demo'), 'GET', url)).status).toBe(404);
  });
});

describe('the automatic close', () => {
  it('closes the next date once its audit time has passed, and only once', async () => {
    const dayClose = createDayCloseService(t.db);
    const due = dayCloseDueAt(day(1), '23:00', ZONE);
    expect(await dayClose.runDue(due - 60_000)).toBe(0);
    expect(await dayClose.runDue(due + 60_000)).toBe(1);
    expect(await dayClose.runDue(due + 120_000)).toBe(0);

    const status = await as<DayCloseStatus>(desk(), 'GET', base());
    expect(status.body.businessDate).toBe(day(2));
    expect(status.body.lastRun).toMatchObject({
      businessDate: day(1),
      trigger: 'AUTOMATIC',
      status: 'DONE',
      startedByName: null,
      // The in-house guest's second night.
      nightsPosted: 1,
      noShows: 0,
    });
  });
});
