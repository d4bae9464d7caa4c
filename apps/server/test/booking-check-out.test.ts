// Check-out and what it would change (issue 8): an early check-out re-prices the stay, and the preview the desk is
// shown beforehand gives the same nights, charges and credit as the check-out itself; the credit can then be paid
// back through the payments module's refund.
import {
  addDays,
  todayIn,
  type Booking,
  type CheckOutPreview,
  type Payment,
  type Room,
  type RoomType,
} from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  sessions,
  uniqueEmail,
  type ForeignTenant,
} from './support';
import { bookedUnits } from './stay-fixtures';

let t: TestApp;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let HARBOUR: number;
const today = todayIn('Pacific/Auckland');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
  rival = await createForeignTenant(t);
  HARBOUR = (await demoIds(t)).property('Harbour View Hotel');
});
afterAll(() => t.close());

const desk = () => session('hotel.frontdesk@bookone.demo');
const admin = () => session('hotel.admin@bookone.demo');

async function call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  return t.api(method, url, { token: token ?? (await desk()), ...(body !== undefined ? { body } : {}) });
}
async function ok<T = Booking>(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await call(method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

/** A fresh room type of Harbour View with one clean room at 200 a night. */
async function freshRoom(): Promise<{ type: RoomType; room: Room }> {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const type = (
    await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
      token: await admin(),
      body: { name: `Out ${tag}`, maxOccupancy: 2, baseOccupancy: 2, basePrice: 200, noOfRooms: 1 },
    })
  ).json<RoomType>();
  const room = (
    await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
      token: await admin(),
      body: { roomTypeId: type.id, roomNumber: `${tag}-1` },
    })
  ).json<Room>();
  return { type, room };
}

/** Booked for `nights` from today, checked in, and paid in full through the payments API. */
async function inHousePaid(nights: number) {
  const { type, room } = await freshRoom();
  const created = await call('POST', `/api/booking/property/${HARBOUR}`, {
    roomTypeId: type.id,
    arrival: day(0),
    departure: day(nights),
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Ruth', lastName: 'Early', email: uniqueEmail('guest') },
  });
  expect(created.statusCode, created.body).toBe(201);
  const b = created.json<Booking>();
  await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: room.id }] });
  const paid = await call('POST', `/api/payment/property/${HARBOUR}`, {
    bookingId: b.id,
    date: today,
    amount: b.balance,
    mode: 'Card',
    status: 'Paid',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return { booking: b, type, payment: paid.json<Payment>() };
}

const booked = (roomTypeId: number, date: string) => bookedUnits(t, roomTypeId, date);

describe('GET /api/booking/{id}/check-out', () => {
  it('states what an early check-out changes, exactly as the check-out then does, and changes nothing itself', async () => {
    const { booking: b, type, payment } = await inHousePaid(3);
    const preview = await ok<CheckOutPreview>('GET', `/api/booking/${b.id}/check-out`);
    // Arrived today: one night is kept (at least one), two are removed; paid for three, so a credit results.
    expect(preview).toMatchObject({
      checkOutDate: day(1),
      departure: day(3),
      nights: 1,
      nightsRemoved: 2,
      charges: b.total,
      paid: b.total,
      currency: b.currency,
    });
    expect(preview.newCharges).toBeLessThan(b.total);
    expect(preview.balance).toBeCloseTo(preview.newCharges - b.total, 2);
    expect(preview.balance).toBeLessThan(0);
    // Reading it released nothing.
    expect(await booked(type.id, day(2))).toBe(1);
    expect((await ok('GET', `/api/booking/${b.id}`)).departure).toBe(day(3));

    const out = await ok('POST', `/api/booking/${b.id}/check-out`);
    expect(out).toMatchObject({
      status: 'CHECKEDOUT',
      departure: day(1),
      nights: 1,
      balance: preview.balance,
    });
    expect(out.total).toBeCloseTo(preview.newCharges, 2);

    // The credit paid back through the payment's refund leaves nothing owed either way.
    const refund = await call('POST', `/api/payment/${payment.id}/refund`, {
      amount: -preview.balance,
      reason: 'Early check-out: 2 nights not stayed',
      mode: 'Card',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await ok('GET', `/api/booking/${b.id}`)).balance).toBe(0);
  });

  it('on the departure day removes no night and gives the booking balance', async () => {
    const { type, room } = await freshRoom();
    const b = (
      await call('POST', `/api/booking/property/${HARBOUR}`, {
        roomTypeId: type.id,
        arrival: day(0),
        departure: day(1),
        adults: 2,
        source: 'Walk In',
        customer: { firstName: 'Ruth', lastName: 'OnTime', email: uniqueEmail('guest') },
      })
    ).json<Booking>();
    await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: room.id }] });
    expect(await ok<CheckOutPreview>('GET', `/api/booking/${b.id}/check-out`)).toMatchObject({
      checkOutDate: day(1),
      nightsRemoved: 0,
      charges: b.total,
      newCharges: b.total,
      paid: 0,
      balance: b.balance,
    });
  });

  it('answers the check-out refusal for a booking not in house, and 404 to another organisation', async () => {
    const { type } = await freshRoom();
    const b = (
      await call('POST', `/api/booking/property/${HARBOUR}`, {
        roomTypeId: type.id,
        arrival: day(5),
        departure: day(6),
        adults: 2,
        source: 'Walk In',
        customer: { firstName: 'Ruth', lastName: 'Later', email: uniqueEmail('guest') },
      })
    ).json<Booking>();
    expectError(await call('GET', `/api/booking/${b.id}/check-out`), 409);
    expectError(
      await call('GET', `/api/booking/${b.id}/check-out`, undefined, await session(rival.frontdesk.username)),
      404,
    );
    expectError(await call('GET', '/api/booking/0/check-out'), 400, { fields: ['bookingId'] });
  });
});
