// Bookings (issue 5): create with a live quote and the inventory taken in one transaction, the last-room race,
// enquiries, confirm and cancel, booking numbers per property, the list, tenant and role checks.
import type { Booking, Page, Quote, RoomType } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { booking, notification } from '../src/db/schema';
import { day, openForFile, openTenantsApp } from './demo-app';
import { bookedUnits, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail } from './support';

const { t, session, rival, HARBOUR } = await openForFile(openTenantsApp);

/** A fresh room type of Harbour View with `rooms` rooms at 200 a night (base occupancy 2). */
async function freshType(rooms = 1) {
  return createRoomType(t, HARBOUR, await session.admin(), {
    name: uniqueTypeName('Booking Test'),
    extraAdultCharge: 40,
    extraChildCharge: 20,
    noOfRooms: rooms,
  });
}
const booked = (roomTypeId: number, date: string) => bookedUnits(t, roomTypeId, date);

const guest = () => ({ firstName: 'Sarah', lastName: 'Mitchell', email: uniqueEmail('sarah') });
function body(roomTypeId: number, over: Record<string, unknown> = {}) {
  return {
    roomTypeId,
    arrival: day(20),
    departure: day(22),
    adults: 2,
    source: 'Walk In',
    customer: guest(),
    ...over,
  };
}
async function post(b: Record<string, unknown>, token?: string, propertyId = HARBOUR) {
  return t.api('POST', `/api/booking/property/${propertyId}`, {
    token: token ?? (await session.desk()),
    body: b,
  });
}
async function book(b: Record<string, unknown>) {
  const res = await post(b);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

describe('POST /api/booking/property/{id}', () => {
  it('creates a confirmed booking priced by the live quote and takes the rooms', async () => {
    const rt = await freshType(3);
    const quote = await t.api('POST', `/api/availability/property/${HARBOUR}/quote`, {
      token: await session.admin(),
      body: { roomTypeId: rt.id, checkIn: day(20), checkOut: day(22), adults: 3, rooms: 1 },
    });
    const q = quote.json<Quote>();
    const b = await book(body(rt.id, { adults: 3, externalReference: 'BDC-1234', notes: 'Late arrival' }));
    expect(b).toMatchObject({
      propertyId: HARBOUR,
      status: 'CONFIRMED',
      roomTypeId: rt.id,
      roomTypeName: rt.name,
      arrival: day(20),
      departure: day(22),
      nights: 2,
      rooms: 1,
      units: 1,
      adults: 3,
      children: 0,
      source: 'Walk In',
      externalReference: 'BDC-1234',
      notes: 'Late arrival',
      guestName: 'Sarah Mitchell',
      roomCharge: q.roomCharge,
      extraCharge: q.extraCharge,
      subtotal: q.subtotal,
      tax: q.tax,
      total: q.total,
      paid: 0,
      balance: q.total,
      currency: 'NZD',
    });
    expect(q.extraCharge).toBe(80); // one extra adult, two nights
    expect(b.bookingNumber).toMatch(/^HARBOURVIEW-\d{6}$/);
    expect([
      await booked(rt.id, day(20)),
      await booked(rt.id, day(21)),
      await booked(rt.id, day(22)),
    ]).toEqual([1, 1, 0]);
    const got = await t.api('GET', `/api/booking/${b.id}`, { token: await session.desk() });
    expect(got.statusCode).toBe(200);
    expect(got.json<Booking>()).toEqual(b);
  });

  it('books an existing customer and raises a BOOKING notification', async () => {
    const rt = await freshType(2);
    const c = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { firstName: 'Wiremu', lastName: 'Hohepa' },
    });
    const customerId = c.json<{ customer: { id: number } }>().customer.id;
    const b = await book(body(rt.id, { customer: undefined, customerId }));
    expect(b).toMatchObject({ customerId, guestName: 'Wiremu Hohepa' });
    const [n] = await t.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.referenceNumber, b.bookingNumber), eq(notification.notificationType, 'BOOKING')),
      );
    expect(n).toMatchObject({ propertyId: HARBOUR, referenceId: String(b.id), status: 'confirmed' });
    expect(n!.message).toContain('Wiremu Hohepa');
  });

  it('numbers bookings sequentially per property', async () => {
    const rt = await freshType(5);
    const a = await book(body(rt.id));
    const b = await book(body(rt.id));
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(seq(b.bookingNumber)).toBe(seq(a.bookingNumber) + 1);
    // Another property starts its own sequence (no short name: the initials of its name).
    const token = await t.login(rival.propAdmin.username);
    const types = await t.api('GET', `/api/room/property/${rival.propertyId}/room-types`, { token });
    const twin = types.json<RoomType[]>()[0]!;
    const first = await post(body(twin.id, { status: 'ENQUIRY', adults: 1 }), token, rival.propertyId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Booking>().bookingNumber).toBe('RI-000001');
  });

  it('answers 400 naming the fields', async () => {
    const rt = await freshType(1);
    expectError(await post({}), 400, { fields: ['roomTypeId', 'arrival', 'departure', 'source'] });
    expectError(await post(body(rt.id, { departure: day(20) })), 400, { fields: ['departure'] });
    expectError(await post(body(rt.id, { customer: undefined })), 400, { fields: ['customerId'] });
    expectError(await post(body(rt.id, { customerId: 1 })), 400, { fields: ['customer'] });
    expectError(await post(body(rt.id, { customer: { firstName: 'X', email: 'nope' } })), 400, {
      fields: ['customer.email'],
    });
    expectError(await post(body(rt.id, { source: 'Carrier pigeon' })), 400, { fields: ['source'] });
    expectError(await post(body(rt.id, { adults: 9 })), 400, { fields: ['adults'] });
    expectError(await post(body(999_999)), 400, { fields: ['roomTypeId'] });
    expect(await booked(rt.id, day(20))).toBe(0);
  });
});

describe('the last room', () => {
  it('two clerks booking the last room at once: exactly one 201, the other 409', async () => {
    const rt = await freshType(1);
    const [a, b] = await Promise.all([
      post(body(rt.id), await session.desk()),
      post(body(rt.id), await session('hotel.manager@bookone.demo')),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expectError(loser, 409, { message: /^No rooms of this type are left for .*ENQUIRY/ });
    expect(await booked(rt.id, day(20))).toBe(1);
    expect(await booked(rt.id, day(21))).toBe(1);
    const rows = await t.db.select().from(booking).where(eq(booking.roomTypeId, rt.id));
    expect(rows).toHaveLength(1);
  });

  it('twelve clerks at once for two rooms: exactly two bookings, inventory never over-sold', async () => {
    const rt = await freshType(2);
    const token = await session.desk();
    const results = await Promise.all(Array.from({ length: 12 }, () => post(body(rt.id), token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await booked(rt.id, day(20))).toBe(2);
    const numbers = results.filter((r) => r.statusCode === 201).map((r) => r.json<Booking>().bookingNumber);
    expect(new Set(numbers).size).toBe(2);
  });

  it('sold out → 409 with the enquiry hint; an ENQUIRY takes no room; confirm takes it (409 while sold out)', async () => {
    const rt = await freshType(1);
    const first = await book(body(rt.id));
    const res = await post(body(rt.id, { arrival: day(21), departure: day(23) }));
    const err = expectError(res, 409, { message: /^No rooms of this type are left for / });
    expect(err.message).toContain(day(21));
    expect(err.fields?.status).toMatch(/ENQUIRY/);

    const enquiry = await book(body(rt.id, { arrival: day(21), departure: day(23), status: 'ENQUIRY' }));
    expect(enquiry.status).toBe('ENQUIRY');
    expect(await booked(rt.id, day(22))).toBe(0);
    expect(await booked(rt.id, day(21))).toBe(1);
    const [n] = await t.db
      .select()
      .from(notification)
      .where(eq(notification.referenceNumber, enquiry.bookingNumber));
    expect(n).toMatchObject({ status: 'submitted' });

    const confirm = async () =>
      t.api('POST', `/api/booking/${enquiry.id}/confirm`, { token: await session.desk() });
    expectError(await confirm(), 409, { message: /^No rooms of this type are left for / });
    expect(await booked(rt.id, day(22))).toBe(0);

    // Cancelling the first frees the room; the enquiry can then be confirmed.
    const cancel = await t.api('POST', `/api/booking/${first.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Guest changed plans' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<Booking>()).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Guest changed plans',
    });
    expect(await booked(rt.id, day(20))).toBe(0);
    expect(await booked(rt.id, day(21))).toBe(0);

    const ok = await confirm();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Booking>()).toMatchObject({ status: 'CONFIRMED', total: enquiry.total });
    expect([await booked(rt.id, day(21)), await booked(rt.id, day(22))]).toEqual([1, 1]);
    // Confirming twice is refused by the lifecycle.
    expectError(await confirm(), 409, { message: 'A booking that is confirmed cannot be confirmed' });
  });
});

describe('POST /api/booking/{id}/cancel', () => {
  it('needs a reason, releases the rooms once, and raises a cancelled notification', async () => {
    const rt = await freshType(2);
    const b = await book(body(rt.id, { rooms: 2 }));
    expect(await booked(rt.id, day(20))).toBe(2);
    const url = `/api/booking/${b.id}/cancel`;
    expectError(await t.api('POST', url, { token: await session.desk(), body: { reason: '' } }), 400, {
      fields: ['reason'],
    });
    const res = await t.api('POST', url, { token: await session.desk(), body: { reason: 'Duplicate' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>().cancelledAt).toEqual(expect.any(String));
    expect(await booked(rt.id, day(20))).toBe(0);
    expectError(await t.api('POST', url, { token: await session.desk(), body: { reason: 'Again' } }), 409, {
      message: 'A booking that is cancelled cannot be cancelled',
    });
    expect(await booked(rt.id, day(20))).toBe(0);
    const notes = await t.db
      .select()
      .from(notification)
      .where(eq(notification.referenceNumber, b.bookingNumber));
    expect(notes.map((n) => n.status).sort()).toEqual(['cancelled', 'confirmed']);
  });

  it('cancels an enquiry without touching the inventory', async () => {
    const rt = await freshType(1);
    const e = await book(body(rt.id, { status: 'ENQUIRY' }));
    const res = await t.api('POST', `/api/booking/${e.id}/cancel`, {
      token: await session.desk(),
      body: { reason: 'Lost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await booked(rt.id, day(20))).toBe(0);
  });
});

describe('GET /api/booking/property/{id}', () => {
  let rt: RoomType;
  // Letters only: a tag with three digits would also match guests' phone numbers.
  const tag = `Q${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')}`;
  beforeAll(async () => {
    rt = await freshType(5);
    await book(
      body(rt.id, { arrival: day(40), departure: day(41), customer: { firstName: 'Ana', lastName: tag } }),
    );
    await book(
      body(rt.id, { arrival: day(42), departure: day(44), customer: { firstName: 'Ben', lastName: tag } }),
    );
    await book(
      body(rt.id, {
        arrival: day(45),
        departure: day(46),
        status: 'ENQUIRY',
        customer: { firstName: 'Cat', lastName: tag, phone: '+64 3 111 2222' },
      }),
    );
  });
  const list = async (query: string) => {
    const res = await t.api('GET', `/api/booking/property/${HARBOUR}?${query}`, {
      token: await session.desk(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<Booking>>();
  };
  const names = (p: Page<Booking>) => p.items.map((b) => b.guestName.split(' ')[0]);

  it('searches by guest name, phone and booking number, pages and sorts', async () => {
    expect(names(await list(`search=${tag}`))).toEqual(['Ana', 'Ben', 'Cat']);
    expect(names(await list(`search=${tag}&sort=arrival&order=desc&size=2`))).toEqual(['Cat', 'Ben']);
    const p1 = await list(`search=${tag}&sort=arrival&order=desc&size=2&page=1`);
    expect([p1.total, names(p1)]).toEqual([3, ['Ana']]);
    expect(names(await list('search=3111222'))).toContain('Cat');
    const one = (await list(`search=${tag}`)).items[1]!;
    expect((await list(`search=${one.bookingNumber}`)).items.map((b) => b.id)).toEqual([one.id]);
  });

  it('filters by status and arrival range', async () => {
    expect(names(await list(`search=${tag}&status=ENQUIRY`))).toEqual(['Cat']);
    expect(names(await list(`search=${tag}&status=CONFIRMED,ENQUIRY`))).toHaveLength(3);
    expect(names(await list(`search=${tag}&arrivalFrom=${day(41)}&arrivalTo=${day(44)}`))).toEqual(['Ben']);
  });

  it('answers 400 for a bad filter', async () => {
    expectError(
      await t.api('GET', `/api/booking/property/${HARBOUR}?status=SOMETHING`, {
        token: await session.desk(),
      }),
      400,
      { fields: ['status'] },
    );
    expectError(
      await t.api('GET', `/api/booking/property/${HARBOUR}?arrivalFrom=${day(5)}&arrivalTo=${day(1)}`, {
        token: await session.desk(),
      }),
      400,
      { fields: ['arrivalTo'] },
    );
  });
});

describe('access', () => {
  it('answers another property as if the records were missing (404) on every booking call', async () => {
    const rt = await freshType(1);
    const b = await book(body(rt.id));
    const token = await t.login(rival.propAdmin.username);
    expectHidden(await t.api('GET', `/api/booking/property/${HARBOUR}`, { token }));
    expectHidden(await post(body(rt.id), token));
    expectHidden(await t.api('GET', `/api/booking/${b.id}`, { token }));
    expectHidden(await t.api('POST', `/api/booking/${b.id}/cancel`, { token, body: { reason: 'x' } }));
    expectHidden(await t.api('POST', `/api/booking/${b.id}/confirm`, { token }));
    expect(await booked(rt.id, day(20))).toBe(1);
  });

  it('refuses a room type or customer of another property', async () => {
    const token = await t.login(rival.propAdmin.username);
    const theirs = await t.api('POST', `/api/customer/property/${rival.propertyId}`, {
      token,
      body: { firstName: 'Theirs' },
    });
    const customerId = theirs.json<{ customer: { id: number } }>().customer.id;
    const rt = await freshType(1);
    expectError(await post(body(rt.id, { customer: undefined, customerId })), 400, {
      fields: ['customerId'],
    });
    const types = await t.api('GET', `/api/room/property/${rival.propertyId}/room-types`, { token });
    const twin = types.json<RoomType[]>()[0]!;
    expectError(await post(body(twin.id)), 400, { fields: ['roomTypeId'] });
  });

  it('gives housekeeping and marketing 403', async () => {
    const rt = await freshType(1);
    for (const user of ['hotel.housekeeping@bookone.demo', 'hotel.marketing@bookone.demo']) {
      const token = await session(user);
      expectError(await t.api('GET', `/api/booking/property/${HARBOUR}`, { token }), 403);
      expectError(await post(body(rt.id), token), 403);
    }
    expect(await booked(rt.id, day(20))).toBe(0);
  });

  it('keeps a room type with bookings from being deleted', async () => {
    const rt = await freshType(1);
    const e = await book(body(rt.id, { status: 'ENQUIRY' }));
    expect(e.status).toBe('ENQUIRY');
    const res = await t.api('DELETE', `/api/room/room-types/${rt.id}`, { token: await session.admin() });
    expectError(res, 409, { message: /has bookings on record/ });
  });
});

describe('OpenAPI', () => {
  it('documents the booking and customer endpoints with their responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    for (const [path, method, status] of [
      ['/api/booking/property/{propertyId}', 'get', '200'],
      ['/api/booking/property/{propertyId}', 'post', '201'],
      ['/api/booking/{bookingId}', 'get', '200'],
      ['/api/booking/{bookingId}/cancel', 'post', '200'],
      ['/api/booking/{bookingId}/confirm', 'post', '200'],
      ['/api/customer/property/{propertyId}', 'get', '200'],
      ['/api/customer/property/{propertyId}', 'post', '201'],
      ['/api/customer/property/{propertyId}/duplicates', 'get', '200'],
      ['/api/customer/{customerId}', 'put', '200'],
      ['/api/customer/{customerId}', 'delete', '200'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty(status);
      expect(doc.paths[path]?.[method]?.responses).toHaveProperty('409');
    }
  });
});
