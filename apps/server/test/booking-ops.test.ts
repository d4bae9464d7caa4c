// Booking operations (issue 5): live quote and discount caps, advance payment, allocation (the same room twice at
// once: one wins), check-in/out and undo, void/no-show, amendments and room shifts with their audit, services and
// folio, group bookings, tape chart, front desk, list filters and export, roles and tenants.
import {
  addDays,
  todayIn,
  type AuditEntry,
  type AvailableRoom,
  type Booking,
  type BookingDetailsView,
  type BookingQuote,
  type BookingService,
  type Calendar,
  type Folio,
  type FrontDesk,
  type Page,
  type Room,
  type RoomType,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { booking, expense, notification, payment, property, room } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectError,
  insertUser,
  sessions,
  uniqueEmail,
  type ForeignTenant,
} from './support';
import { bookedUnits } from './stay-fixtures';

let t: TestApp;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let HARBOUR: number;
let propFinance: string;
const today = todayIn('Pacific/Auckland');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t);
  session = sessions(t);
  rival = await createForeignTenant(t);
  HARBOUR = ids.property('Harbour View Hotel');
  const [prop] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
  const org = prop!.organisationId;
  propFinance = (await insertUser(t, { roles: ['PROP_FINANCE'], organisationId: org, propertyId: HARBOUR }))
    .username;
});
afterAll(() => t.close());

const desk = () => session('hotel.frontdesk@bookone.demo');
const admin = () => session('hotel.admin@bookone.demo');
const manager = () => session('hotel.manager@bookone.demo');

interface Fresh {
  type: RoomType;
  rooms: Room[];
}
/** A fresh room type of Harbour View with `n` clean rooms at 200 a night (base occupancy 2). */
async function freshType(n = 2, shared = false): Promise<Fresh> {
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  const res = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: await admin(),
    body: {
      name: `Ops ${tag}`,
      maxOccupancy: 4,
      baseOccupancy: 2,
      extraAdultCharge: 40,
      extraChildCharge: 20,
      basePrice: 200,
      noOfRooms: n,
      ...(shared ? { shared: true, beds: ['Single', 'Single'] } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const type = res.json<RoomType>();
  const rooms: Room[] = [];
  for (let i = 1; i <= n; i++) {
    const r = await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
      token: await admin(),
      body: { roomTypeId: type.id, roomNumber: `${tag}-${i}` },
    });
    expect(r.statusCode, r.body).toBe(201);
    rooms.push(r.json<Room>());
  }
  return { type, rooms };
}

const booked = (roomTypeId: number, date: string) => bookedUnits(t, roomTypeId, date);
const roomStatus = async (id: number) =>
  (await t.db.select({ s: room.status }).from(room).where(eq(room.id, id)))[0]!.s;

const guest = (firstName = 'Sarah') => ({ firstName, lastName: 'Mitchell', email: uniqueEmail('guest') });
function body(roomTypeId: number, over: Record<string, unknown> = {}) {
  return {
    roomTypeId,
    arrival: day(0),
    departure: day(2),
    adults: 2,
    source: 'Walk In',
    customer: guest(),
    ...over,
  };
}
async function book(roomTypeId: number, over: Record<string, unknown> = {}, token?: string) {
  const res = await t.api('POST', `/api/booking/property/${HARBOUR}`, {
    token: token ?? (await desk()),
    body: body(roomTypeId, over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: unknown, token?: string) {
  return t.api(method, url, { token: token ?? (await desk()), ...(b !== undefined ? { body: b } : {}) });
}
async function ok<T = Booking>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: unknown) {
  const res = await call(method, url, b);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}
const audit = async (id: number) => ok<AuditEntry[]>('GET', `/api/booking/${id}/audit`);
const quote = async (b: Record<string, unknown>, token?: string) =>
  call('POST', `/api/booking/property/${HARBOUR}/quote`, b, token ?? (await desk()));
/** Pays a booking's balance in full (as the payment module would: a Paid row and booking.paid). */
async function settle(b: Booking) {
  const fresh = await ok('GET', `/api/booking/${b.id}`);
  if (fresh.balance <= 0) return;
  await t.db.insert(payment).values({
    propertyId: HARBOUR,
    bookingId: b.id,
    date: today,
    amount: fresh.balance,
    currency: fresh.currency,
    mode: 'Card',
    status: 'Paid',
  });
  await t.db
    .update(booking)
    .set({ paid: fresh.paid + fresh.balance })
    .where(eq(booking.id, b.id));
}

describe('POST /api/booking/property/{id}/quote', () => {
  it('prices the stay with the discount taken off before tax, and never takes a room', async () => {
    const { type } = await freshType(1);
    const plain = (
      await quote({ roomTypeId: type.id, arrival: day(30), departure: day(32), adults: 3 })
    ).json<BookingQuote>();
    const res = await quote({
      roomTypeId: type.id,
      arrival: day(30),
      departure: day(32),
      adults: 3,
      discountPercentage: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<BookingQuote>();
    expect(q).toMatchObject({
      available: true,
      message: null,
      unitsLeft: 1,
      nights: 2,
      units: 1,
      roomCharge: 400,
      extraCharge: 80,
      discountPercentage: 10,
      discountAmount: 48,
      subtotal: 432,
      maxDiscountPercentage: 10,
      currency: 'NZD',
    });
    expect(q.tax).toBeLessThan(plain.tax);
    expect(q.total).toBeCloseTo(432 + q.tax, 2);
    expect(await booked(type.id, day(30))).toBe(0);
  });

  it('answers 400 on discountPercentage beyond the user cap (desk 10, manager 25, admin unset)', async () => {
    const { type } = await freshType(1);
    const b = { roomTypeId: type.id, arrival: day(30), departure: day(31) };
    expectError(await quote({ ...b, discountPercentage: 15 }), 400, { fields: ['discountPercentage'] });
    expect((await quote({ ...b, discountPercentage: 25 }, await manager())).statusCode).toBe(200);
    expectError(await quote({ ...b, discountPercentage: 26 }, await manager()), 400, {
      fields: ['discountPercentage'],
    });
    const full = await quote({ ...b, discountPercentage: 100 }, await admin());
    expect(full.json<BookingQuote>()).toMatchObject({ maxDiscountPercentage: 100, total: 0 });
    expectError(await quote({ ...b, departure: day(30) }), 400, { fields: ['departure'] });
  });

  it('says sold out, and counts an amended booking’s own units as free', async () => {
    const { type } = await freshType(1);
    const mine = await book(type.id, { arrival: day(33), departure: day(35) });
    const b = { roomTypeId: type.id, arrival: day(34), departure: day(36) };
    const sold = (await quote(b)).json<BookingQuote>();
    expect(sold).toMatchObject({ available: false, unitsLeft: 0 });
    expect(sold.message).toContain(day(34));
    const own = (await quote({ ...b, bookingId: mine.id })).json<BookingQuote>();
    expect(own).toMatchObject({ available: true, unitsLeft: 1 });
  });
});

describe('create with discount and advance payment', () => {
  it('stores the discount and an advance as a Paid payment, audited', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, {
      discountPercentage: 10,
      advancePayment: { amount: 100, mode: 'Cash', reference: 'R-1' },
    });
    expect(b).toMatchObject({ discountPercentage: 10, discountAmount: 40, subtotal: 360, paid: 100 });
    expect(b.balance).toBeCloseTo(b.total - 100, 2);
    expect(b.createdByName).toBeTruthy();
    const rows = await t.db.select().from(payment).where(eq(payment.bookingId, b.id));
    expect(rows).toEqual([
      expect.objectContaining({ amount: 100, status: 'Paid', advance: true, mode: 'Cash', reference: 'R-1' }),
    ]);
    expect((await audit(b.id)).map((a) => a.type).sort()).toEqual(['NEW_BOOKING', 'PAYMENT']);
    // Money received with the booking is announced like any other payment.
    const notes = await t.db
      .select()
      .from(notification)
      .where(eq(notification.referenceId, String(rows[0]!.id)));
    expect(notes.filter((n) => n.notificationType === 'PAYMENT').map((n) => n.message)).toEqual([
      `Advance payment of 100.00 ${b.currency} received (Cash) for booking ${b.bookingNumber}`,
    ]);
  });

  it('refuses a discount beyond the cap with nothing created', async () => {
    const { type } = await freshType(1);
    const res = await call(
      'POST',
      `/api/booking/property/${HARBOUR}`,
      body(type.id, { discountPercentage: 11 }),
    );
    expectError(res, 400, { fields: ['discountPercentage'] });
    expect(await booked(type.id, day(0))).toBe(0);
  });
});

describe('allocation', () => {
  it('offers free clean rooms first, allocates exactly as many as booked, releases', async () => {
    const { type, rooms } = await freshType(3);
    await t.db.update(room).set({ status: 'NOT_READY' }).where(eq(room.id, rooms[0]!.id));
    const b = await book(type.id, { rooms: 2, adults: 2, arrival: day(5), departure: day(7) });
    const avail = await ok<AvailableRoom[]>('GET', `/api/booking/${b.id}/available-rooms`);
    expect(avail.map((r) => [r.roomNumber, r.clean])).toEqual([
      [rooms[1]!.roomNumber, true],
      [rooms[2]!.roomNumber, true],
      [rooms[0]!.roomNumber, false],
    ]);
    expectError(
      await call('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[1]!.id }] }),
      400,
      {
        fields: ['rooms'],
      },
    );
    const done = await ok('POST', `/api/booking/${b.id}/allocate`, {
      rooms: [{ roomId: rooms[1]!.id }, { roomId: rooms[2]!.id }],
    });
    expect(done.allocations.map((a) => [a.roomNumber, a.fromDate, a.toDate])).toEqual([
      [rooms[1]!.roomNumber, day(5), day(7)],
      [rooms[2]!.roomNumber, day(5), day(7)],
    ]);
    // Another booking of the same nights no longer sees them.
    const other = await book(type.id, { arrival: day(6), departure: day(8) });
    const left = await ok<AvailableRoom[]>('GET', `/api/booking/${other.id}/available-rooms`);
    expect(left.map((r) => r.roomId)).toEqual([rooms[0]!.id]);
    expectError(
      await call('POST', `/api/booking/${other.id}/allocate`, { rooms: [{ roomId: rooms[1]!.id }] }),
      409,
      {
        message: `Room ${rooms[1]!.roomNumber} is already taken on ${day(6)}`,
      },
    );
    const released = await ok('POST', `/api/booking/${b.id}/release`);
    expect(released.allocations).toEqual([]);
    expect((await audit(b.id)).map((a) => a.type).slice(0, 2)).toEqual(['ROOM_RELEASE', 'ROOM_ALLOCATION']);
    expectError(await call('POST', `/api/booking/${b.id}/release`), 409);
  });

  it('refuses a room of another type, or of another property', async () => {
    const a = await freshType(1);
    const other = await freshType(1);
    const b = await book(a.type.id, { arrival: day(5), departure: day(6) });
    expectError(
      await call('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: other.rooms[0]!.id }] }),
      400,
      {
        fields: ['rooms'],
      },
    );
  });

  it('two clerks allocating the same room at once: exactly one wins', async () => {
    const { type, rooms } = await freshType(2);
    const one = await book(type.id, { arrival: day(10), departure: day(12) });
    const two = await book(type.id, { arrival: day(11), departure: day(13) });
    const pick = { rooms: [{ roomId: rooms[0]!.id }] };
    const [r1, r2] = await Promise.all([
      call('POST', `/api/booking/${one.id}/allocate`, pick),
      call('POST', `/api/booking/${two.id}/allocate`, pick, await manager()),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expectError(loser, 409, {
      message: new RegExp(`Room ${rooms[0]!.roomNumber} is already taken on ${day(11)}`),
    });
    const held = await Promise.all([one, two].map((b) => ok('GET', `/api/booking/${b.id}`)));
    expect(held.filter((b) => b.allocations.length === 1)).toHaveLength(1);
  });
});

describe('check-in, check-out, undo', () => {
  it('checks in with picks (clean rooms only), out when settled, and undoes the same day', async () => {
    const { type, rooms } = await freshType(2);
    await t.db.update(room).set({ status: 'NOT_READY' }).where(eq(room.id, rooms[0]!.id));
    const b = await book(type.id, { arrival: day(0), departure: day(1) });
    expectError(await call('POST', `/api/booking/${b.id}/check-in`, {}), 409, { message: /Allocate rooms/ });
    expectError(
      await call('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] }),
      409,
      {
        message: /not clean/,
      },
    );
    // The refused check-in allocated nothing.
    expect((await ok('GET', `/api/booking/${b.id}`)).allocations).toEqual([]);
    const inHouse = await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[1]!.id }] });
    expect(inHouse).toMatchObject({ status: 'CHECKEDIN', checkedInAt: expect.any(String) as string });
    expect(await roomStatus(rooms[1]!.id)).toBe('OCCUPIED');
    const notes = await t.db
      .select()
      .from(notification)
      .where(eq(notification.referenceId, String(b.id)));
    expect(notes.map((n) => n.message).join('\n')).toMatch(/checked in/);

    const owed = expectError(await call('POST', `/api/booking/${b.id}/check-out`), 409);
    expect(owed.message).toContain(inHouse.balance.toFixed(2));
    expect(owed.fields?.balance).toBe(inHouse.balance.toFixed(2));
    await settle(b);
    const out = await ok('POST', `/api/booking/${b.id}/check-out`);
    expect(out).toMatchObject({
      status: 'CHECKEDOUT',
      checkedOutAt: expect.any(String) as string,
      balance: 0,
    });
    expect(await roomStatus(rooms[1]!.id)).toBe('NOT_READY');
    // The stayed night stays counted (history), the allocation stays for the tape chart.
    expect(await booked(type.id, day(0))).toBe(1);
    expect(out.allocations).toHaveLength(1);

    const back = await ok('POST', `/api/booking/${b.id}/undo-check-out`);
    expect(back).toMatchObject({ status: 'CHECKEDIN', checkedOutAt: null });
    expect(await roomStatus(rooms[1]!.id)).toBe('OCCUPIED');
    expect((await audit(b.id)).map((a) => a.type).slice(0, 3)).toEqual([
      'UNDO_CHECKOUT',
      'BOOKING_CHECKOUT',
      'CHECK_IN',
    ]);
  });

  it('refuses to undo a check-out of another day', async () => {
    const { type, rooms } = await freshType(1);
    const b = await book(type.id, { arrival: day(0), departure: day(1) });
    await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] });
    await settle(b);
    await ok('POST', `/api/booking/${b.id}/check-out`);
    await t.db
      .update(booking)
      .set({ checkedOutAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(booking.id, b.id));
    expectError(await call('POST', `/api/booking/${b.id}/undo-check-out`), 409, { message: /same day/ });
  });

  it('refuses a check-in before the arrival date and a check-in without every room', async () => {
    const { type, rooms } = await freshType(2);
    const later = await book(type.id, { arrival: day(3), departure: day(4) });
    expectError(
      await call('POST', `/api/booking/${later.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] }),
      409,
      {
        message: /arrives on/,
      },
    );
    const two = await book(type.id, { rooms: 2, adults: 2 });
    expectError(
      await call('POST', `/api/booking/${two.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] }),
      400,
      {
        fields: ['rooms'],
      },
    );
  });

  it('an early check-out ends the stay today and releases the remaining nights', async () => {
    const { type, rooms } = await freshType(1);
    const b = await book(type.id, { arrival: day(0), departure: day(3) });
    await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] });
    await settle(b);
    const out = await ok('POST', `/api/booking/${b.id}/check-out`);
    // Arrived today: the one night stayed is kept (at least one night), the two others go back on sale.
    expect(out).toMatchObject({ status: 'CHECKEDOUT', departure: day(1), nights: 1 });
    expect(out.total).toBeLessThan(b.total);
    expect(out.balance).toBeLessThan(0); // paid for three nights, owes one: a refund is due
    expect([
      await booked(type.id, day(0)),
      await booked(type.id, day(1)),
      await booked(type.id, day(2)),
    ]).toEqual([1, 0, 0]);
    expect(out.allocations.map((a) => a.toDate)).toEqual([day(1)]);
    // The freed nights can be allocated to someone else.
    const next = await book(type.id, { arrival: day(1), departure: day(3) });
    await ok('POST', `/api/booking/${next.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
  });

  it('checks in a booking that already has its rooms, posted without a body', async () => {
    const { type, rooms } = await freshType(1);
    const b = await book(type.id, { arrival: day(0), departure: day(1) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    const res = await t.api('POST', `/api/booking/${b.id}/check-in`, { token: await desk() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Booking>().status).toBe('CHECKEDIN');
  });
});

describe('void and no-show', () => {
  it('needs the rooms released first, then gives the nights back', async () => {
    const { type, rooms } = await freshType(1);
    const b = await book(type.id, { arrival: day(8), departure: day(9) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    expectError(await call('POST', `/api/booking/${b.id}/no-show`), 409, {
      message: /Release the allocated rooms/,
    });
    await ok('POST', `/api/booking/${b.id}/release`);
    expect(await ok('POST', `/api/booking/${b.id}/no-show`)).toMatchObject({ status: 'NO_SHOW' });
    expect(await booked(type.id, day(8))).toBe(0);
    const v = await book(type.id, { arrival: day(8), departure: day(9) });
    expect(await ok('POST', `/api/booking/${v.id}/void`)).toMatchObject({ status: 'VOID' });
    expect(await booked(type.id, day(8))).toBe(0);
    expectError(await call('POST', `/api/booking/${v.id}/void`), 409, { message: /cannot be voided/ });
  });

  it('a cancel releases the allocation with the nights', async () => {
    const { type, rooms } = await freshType(1);
    const b = await book(type.id, { arrival: day(8), departure: day(9) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    const c = await ok('POST', `/api/booking/${b.id}/cancel`, { reason: 'Plans changed' });
    expect(c).toMatchObject({ status: 'CANCELLED', allocations: [] });
    expect(await booked(type.id, day(8))).toBe(0);
    expect((await audit(b.id))[0]).toMatchObject({
      type: 'CANCEL',
      newValue: 'Plans changed',
      userName: expect.any(String) as string,
    });
  });
});

describe('POST /api/booking/{id}/amend', () => {
  it('moves the dates and the inventory, keeping the room where it is free, audited', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(20), departure: day(22) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    const a = await ok('POST', `/api/booking/${b.id}/amend`, { arrival: day(21), departure: day(24) });
    expect(a).toMatchObject({ arrival: day(21), departure: day(24), nights: 3, roomCharge: 600 });
    expect(a.allocations.map((x) => [x.roomId, x.fromDate, x.toDate])).toEqual([
      [rooms[0]!.id, day(21), day(24)],
    ]);
    expect([await booked(type.id, day(20)), await booked(type.id, day(23))]).toEqual([0, 1]);
    expect((await audit(b.id))[0]).toMatchObject({
      type: 'DATE_CHANGE',
      previousValue: `${day(20)} → ${day(22)}`,
      newValue: `${day(21)} → ${day(24)}`,
    });
  });

  it('extends an in-house stay after a room shift: only the last room runs on', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(0), departure: day(2) });
    await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] });
    await ok('POST', `/api/booking/${b.id}/room-shift`, { toRoomId: rooms[1]!.id, fromDate: day(1) });
    const a = await ok('POST', `/api/booking/${b.id}/amend`, { departure: day(3) });
    expect(a.allocations.map((x) => [x.roomId, x.fromDate, x.toDate])).toEqual([
      [rooms[0]!.id, day(0), day(1)],
      [rooms[1]!.id, day(1), day(3)],
    ]);
    expectError(await call('POST', `/api/booking/${b.id}/amend`, { arrival: day(1) }), 400, {
      fields: ['arrival'],
    });
  });

  it('sold out: 409 and nothing changed', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, { arrival: day(20), departure: day(21) });
    await book(type.id, { arrival: day(21), departure: day(22) });
    expectError(await call('POST', `/api/booking/${b.id}/amend`, { departure: day(22) }), 409, {
      message: /No rooms/,
    });
    expect(await ok('GET', `/api/booking/${b.id}`)).toMatchObject({ departure: day(21), total: b.total });
    expect([await booked(type.id, day(20)), await booked(type.id, day(21))]).toEqual([1, 1]);
    expect((await audit(b.id)).map((x) => x.type)).toEqual(['NEW_BOOKING']);
  });

  it('changes room type and guests: re-priced, inventory moved, allocation released', async () => {
    const a = await freshType(1);
    const other = await freshType(1);
    const b = await book(a.type.id, { arrival: day(25), departure: day(26) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: a.rooms[0]!.id }] });
    const m = await ok('POST', `/api/booking/${b.id}/amend`, { roomTypeId: other.type.id, adults: 3 });
    expect(m).toMatchObject({ roomTypeId: other.type.id, adults: 3, extraCharge: 40, allocations: [] });
    expect([await booked(a.type.id, day(25)), await booked(other.type.id, day(25))]).toEqual([0, 1]);
    expect(
      (await audit(b.id))
        .map((x) => x.type)
        .slice(0, 2)
        .sort(),
    ).toEqual(['GUEST_CHANGE', 'ROOM_CATEGORY_CHANGE']);
  });

  it('answers 400 for nothing to change and 409 for a cancelled booking', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, { arrival: day(25), departure: day(26) });
    expectError(await call('POST', `/api/booking/${b.id}/amend`, {}), 400);
    expectError(
      await call('POST', `/api/booking/${b.id}/amend`, { arrival: day(27), departure: day(26) }),
      400,
      {
        fields: ['departure'],
      },
    );
    await ok('POST', `/api/booking/${b.id}/cancel`, { reason: 'x' });
    expectError(await call('POST', `/api/booking/${b.id}/amend`, { adults: 1 }), 409);
  });
});

describe('POST /api/booking/{id}/room-shift', () => {
  it('moves a guest in house to another clean room from today', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(0), departure: day(2) });
    await ok('POST', `/api/booking/${b.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] });
    const s = await ok('POST', `/api/booking/${b.id}/room-shift`, { toRoomId: rooms[1]!.id });
    expect(s.allocations.map((a) => [a.roomId, a.fromDate, a.toDate])).toEqual([
      [rooms[1]!.id, day(0), day(2)],
    ]);
    expect([await roomStatus(rooms[0]!.id), await roomStatus(rooms[1]!.id)]).toEqual([
      'NOT_READY',
      'OCCUPIED',
    ]);
    expect((await audit(b.id))[0]).toMatchObject({ type: 'ROOM_SHIFT', previousValue: rooms[0]!.roomNumber });
  });

  it('splits an allocation from a later date', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(14), departure: day(17) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    const s = await ok('POST', `/api/booking/${b.id}/room-shift`, {
      toRoomId: rooms[1]!.id,
      fromDate: day(15),
    });
    expect(s.allocations.map((a) => [a.roomId, a.fromDate, a.toDate])).toEqual([
      [rooms[0]!.id, day(14), day(15)],
      [rooms[1]!.id, day(15), day(17)],
    ]);
  });

  it('a room of another type needs changeCategory, then moves the inventory and re-prices', async () => {
    const a = await freshType(1);
    const other = await freshType(1);
    const b = await book(a.type.id, { arrival: day(14), departure: day(15) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: a.rooms[0]!.id }] });
    expectError(
      await call('POST', `/api/booking/${b.id}/room-shift`, { toRoomId: other.rooms[0]!.id }),
      400,
      {
        fields: ['changeCategory'],
      },
    );
    const s = await ok('POST', `/api/booking/${b.id}/room-shift`, {
      toRoomId: other.rooms[0]!.id,
      changeCategory: true,
    });
    expect(s).toMatchObject({ roomTypeId: other.type.id });
    expect([await booked(a.type.id, day(14)), await booked(other.type.id, day(14))]).toEqual([0, 1]);
    expect(
      (await audit(b.id))
        .map((x) => x.type)
        .slice(0, 2)
        .sort(),
    ).toEqual(['ROOM_CATEGORY_CHANGE', 'ROOM_SHIFT']);
  });

  it('409 when the target room is taken', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(14), departure: day(15) });
    const c = await book(type.id, { arrival: day(14), departure: day(15) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[0]!.id }] });
    await ok('POST', `/api/booking/${c.id}/allocate`, { rooms: [{ roomId: rooms[1]!.id }] });
    expectError(await call('POST', `/api/booking/${b.id}/room-shift`, { toRoomId: rooms[1]!.id }), 409, {
      message: /already taken/,
    });
    expect((await ok('GET', `/api/booking/${b.id}`)).allocations.map((a) => a.roomId)).toEqual([
      rooms[0]!.id,
    ]);
  });
});

describe('PUT /api/booking/{id}', () => {
  it('changes details and the discount (re-priced), capped by the user, audited', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, { arrival: day(40), departure: day(41) });
    expectError(await call('PUT', `/api/booking/${b.id}`, { discountPercentage: 20 }), 400, {
      fields: ['discountPercentage'],
    });
    const m = await t.api('PUT', `/api/booking/${b.id}`, {
      token: await manager(),
      body: { discountPercentage: 20, notes: 'VIP', externalReference: 'EXP-9' },
    });
    expect(m.statusCode, m.body).toBe(200);
    const u = m.json<Booking>();
    expect(u).toMatchObject({
      discountPercentage: 20,
      discountAmount: 40,
      subtotal: 160,
      notes: 'VIP',
      externalReference: 'EXP-9',
    });
    const back = await ok('PUT', `/api/booking/${b.id}`, { discountPercentage: 0 });
    expect(back.total).toBeCloseTo(b.total, 2);
    const types = (await audit(b.id)).map((a) => a.type);
    expect(types).toEqual(
      expect.arrayContaining(['DISCOUNT_CHANGE', 'NOTES_CHANGE', 'EXTERNAL_REFERENCE_CHANGE']),
    );
  });
});

describe('services, folio and details', () => {
  it('adds and removes services, and the folio balances charges with payments, refunds and expenses', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, {
      arrival: day(2),
      departure: day(3),
      advancePayment: { amount: 50, mode: 'Cash' },
    });
    const add = await call('POST', `/api/booking/${b.id}/services`, {
      serviceType: 'Breakfast',
      date: day(2),
      quantity: 2,
      unitPrice: 25,
      taxPercentage: 10,
    });
    expect(add.statusCode, add.body).toBe(201);
    const s = add.json<BookingService>();
    expect(s).toMatchObject({ amount: 50, tax: 5, total: 55 });
    const after = await ok('GET', `/api/booking/${b.id}`);
    expect(after.servicesTotal).toBe(55);
    expect(after.balance).toBeCloseTo(b.balance + 55, 2);
    expectError(
      await call('POST', `/api/booking/${b.id}/services`, {
        serviceType: 'Nope',
        date: day(2),
        quantity: 0,
        unitPrice: 1,
      }),
      400,
      { fields: ['serviceType', 'quantity'] },
    );
    await t.db.insert(expense).values({
      propertyId: HARBOUR,
      date: day(2),
      type: 'Miscellaneous Damage',
      description: 'Broken glass',
      amount: 12,
      bookingId: b.id,
    });
    await t.db.insert(payment).values({
      propertyId: HARBOUR,
      bookingId: b.id,
      date: day(2),
      amount: -10,
      currency: 'NZD',
      mode: 'Cash',
      status: 'Paid',
      refundReason: 'Goodwill',
    });
    const folio = await ok<Folio>('GET', `/api/booking/${b.id}/folio`);
    expect(folio.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['ROOM', 'TAX', 'SERVICE', 'EXPENSE', 'PAYMENT', 'REFUND']),
    );
    expect(folio.charges).toBeCloseTo(b.total + 55 + 12, 2);
    expect(folio.payments).toBe(40);
    expect(folio.balance).toBeCloseTo(b.total + 55 + 12 - 40, 2);
    expect(folio.lines.reduce((sum, l) => sum + l.amount, 0)).toBeCloseTo(folio.balance, 2);

    const details = await ok<BookingDetailsView>('GET', `/api/booking/${b.id}/details`);
    expect(details.booking.id).toBe(b.id);
    expect(details.services.map((x) => x.id)).toEqual([s.id]);
    expect(details.folio.balance).toBe(folio.balance);
    expect(details.group).toEqual([]);

    const removed = await ok('DELETE', `/api/booking/${b.id}/services/${s.id}`);
    expect(removed.servicesTotal).toBe(0);
    expect(await ok<BookingService[]>('GET', `/api/booking/${b.id}/services`)).toEqual([]);
    expectError(await call('DELETE', `/api/booking/${b.id}/services/${s.id}`), 404);
    expect((await audit(b.id)).map((a) => a.type).slice(0, 2)).toEqual(['SERVICE_REMOVED', 'SERVICE_ADDED']);
  });
});

describe('group bookings', () => {
  it('creates one booking per line with one reference, checks them in and out together', async () => {
    const a = await freshType(1);
    const c = await freshType(1);
    const res = await call('POST', `/api/booking/property/${HARBOUR}/group`, {
      arrival: day(0),
      departure: day(1),
      lines: [{ roomTypeId: a.type.id }, { roomTypeId: c.type.id, adults: 2 }],
      source: 'Phone',
      customer: guest('Group'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json<Booking[]>();
    expect(list).toHaveLength(2);
    const ref = list[0]!.groupReference!;
    expect(ref).toMatch(/^G-/);
    expect(list.every((b) => b.groupReference === ref && b.customerId === list[0]!.customerId)).toBe(true);
    const got = await ok<Booking[]>('GET', `/api/booking/property/${HARBOUR}/group/${ref}`);
    expect(got.map((b) => b.id).sort()).toEqual(list.map((b) => b.id).sort());
    const details = await ok<BookingDetailsView>('GET', `/api/booking/${list[0]!.id}/details`);
    expect(details.group.map((b) => b.id)).toEqual([list[1]!.id]);

    await ok('POST', `/api/booking/${list[0]!.id}/allocate`, { rooms: [{ roomId: a.rooms[0]!.id }] });
    // The second line has no room yet: nobody is checked in.
    expectError(await call('POST', `/api/booking/property/${HARBOUR}/group/${ref}/check-in`), 409, {
      message: /Allocate rooms/,
    });
    expect((await ok('GET', `/api/booking/${list[0]!.id}`)).status).toBe('CONFIRMED');
    await ok('POST', `/api/booking/${list[1]!.id}/allocate`, { rooms: [{ roomId: c.rooms[0]!.id }] });
    const inHouse = await ok<Booking[]>('POST', `/api/booking/property/${HARBOUR}/group/${ref}/check-in`);
    expect(inHouse.map((b) => b.status)).toEqual(['CHECKEDIN', 'CHECKEDIN']);
    expectError(await call('POST', `/api/booking/property/${HARBOUR}/group/${ref}/check-out`), 409, {
      message: /Settle the balance/,
    });
    for (const b of list) await settle(b);
    const out = await ok<Booking[]>('POST', `/api/booking/property/${HARBOUR}/group/${ref}/check-out`);
    expect(out.map((b) => b.status)).toEqual(['CHECKEDOUT', 'CHECKEDOUT']);
    const filtered = await ok<Page<Booking>>('GET', `/api/booking/property/${HARBOUR}?groupReference=${ref}`);
    expect(filtered.total).toBe(2);
  });

  it('a sold-out line: 409 naming it, and nothing created', async () => {
    const a = await freshType(1);
    const full = await freshType(1);
    await book(full.type.id, { arrival: day(50), departure: day(51) });
    const res = await call('POST', `/api/booking/property/${HARBOUR}/group`, {
      arrival: day(50),
      departure: day(51),
      lines: [{ roomTypeId: a.type.id }, { roomTypeId: full.type.id }],
      source: 'Phone',
      customer: guest('Nobody'),
    });
    expectError(res, 409, { message: new RegExp(`^Line 2 \\(${full.type.name}\\)`) });
    expect(await booked(a.type.id, day(50))).toBe(0);
    expectError(await call('GET', `/api/booking/property/${HARBOUR}/group/G-NOPE`), 404);
  });
});

describe('tape chart and front desk', () => {
  it('shows rooms, and the bookings of the range with their allocations', async () => {
    const { type, rooms } = await freshType(2);
    const b = await book(type.id, { arrival: day(3), departure: day(5) });
    await ok('POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: rooms[1]!.id }] });
    const unallocated = await book(type.id, { arrival: day(4), departure: day(6) });
    const enquiry = await book(type.id, { arrival: day(4), departure: day(6), status: 'ENQUIRY' });
    const cal = await ok<Calendar>(
      'GET',
      `/api/booking/property/${HARBOUR}/calendar?from=${day(0)}&to=${day(7)}`,
    );
    expect(cal).toMatchObject({ from: day(0), to: day(7), today });
    expect(cal.roomTypes.find((x) => x.id === type.id)).toMatchObject({ shared: false, beds: 1 });
    expect(cal.rooms.filter((r) => r.roomTypeId === type.id).map((r) => r.id)).toEqual(
      rooms.map((r) => r.id),
    );
    const mine = cal.bookings.filter((x) => x.roomTypeId === type.id);
    expect(mine.map((x) => x.id)).toEqual([b.id, unallocated.id]);
    expect(mine.map((x) => x.id)).not.toContain(enquiry.id);
    expect(mine[0]!.allocations.map((a) => a.roomNumber)).toEqual([rooms[1]!.roomNumber]);
    expect(mine[1]!.allocations).toEqual([]);
    const outside = await ok<Calendar>(
      'GET',
      `/api/booking/property/${HARBOUR}/calendar?from=${day(6)}&to=${day(8)}`,
    );
    expect(outside.bookings.map((x) => x.id)).not.toContain(b.id);
    expectError(
      await call('GET', `/api/booking/property/${HARBOUR}/calendar?from=${day(0)}&to=${day(63)}`),
      400,
      {
        fields: ['to'],
      },
    );
    expectError(
      await call('GET', `/api/booking/property/${HARBOUR}/calendar?from=${day(2)}&to=${day(1)}`),
      400,
      {
        fields: ['to'],
      },
    );
  });

  it("lists today's arrivals and in-house guests", async () => {
    const { type, rooms } = await freshType(2);
    const arriving = await book(type.id, { arrival: day(0), departure: day(1) });
    const staying = await book(type.id, { arrival: day(0), departure: day(1) });
    await ok('POST', `/api/booking/${staying.id}/check-in`, { rooms: [{ roomId: rooms[0]!.id }] });
    const fd = await ok<FrontDesk>('GET', `/api/booking/property/${HARBOUR}/front-desk`);
    expect(fd.date).toBe(today);
    expect(fd.arrivals.map((x) => x.id)).toContain(arriving.id);
    expect(fd.arrivals.map((x) => x.id)).not.toContain(staying.id);
    expect(fd.inHouse.map((x) => x.id)).toContain(staying.id);
    const arrivals = await ok<Page<Booking>>(
      'GET',
      `/api/booking/property/${HARBOUR}?view=arrivals&roomTypeId=${type.id}`,
    );
    expect(arrivals.items.map((x) => x.id)).toEqual([arriving.id]);
    const inHouse = await ok<Page<Booking>>(
      'GET',
      `/api/booking/property/${HARBOUR}?view=inHouse&roomTypeId=${type.id}`,
    );
    expect(inHouse.items.map((x) => x.id)).toEqual([staying.id]);
    expect(inHouse.items[0]!.allocations.map((a) => a.roomId)).toEqual([rooms[0]!.id]);
  });
});

describe('list filters and export', () => {
  it('filters by stay range, customer and room type, and exports the same list as .xlsx', async () => {
    const { type } = await freshType(3);
    const early = await book(type.id, { arrival: day(60), departure: day(62) });
    const late = await book(type.id, {
      arrival: day(63),
      departure: day(64),
      customerId: early.customerId,
      customer: undefined,
    });
    await book(type.id, { arrival: day(66), departure: day(67) });
    const page = (q: string) =>
      ok<Page<Booking>>('GET', `/api/booking/property/${HARBOUR}?roomTypeId=${type.id}&${q}`);
    // A booking leaving on stayFrom has no night in the range.
    expect((await page(`stayFrom=${day(62)}&stayTo=${day(63)}`)).items.map((b) => b.id)).toEqual([late.id]);
    expect((await page(`stayFrom=${day(61)}&stayTo=${day(61)}`)).items.map((b) => b.id)).toEqual([early.id]);
    expect((await page(`customerId=${early.customerId}`)).items.map((b) => b.id)).toEqual([
      early.id,
      late.id,
    ]);
    expect((await page('')).items[0]!.createdByName).toBeTruthy();
    // The page carries each booking's rooms and the filter's total; a page past the end still knows the total.
    const avail = await ok<AvailableRoom[]>('GET', `/api/booking/${early.id}/available-rooms`);
    await ok('POST', `/api/booking/${early.id}/allocate`, { rooms: [{ roomId: avail[0]!.roomId }] });
    const first = await page('size=2&sort=arrival');
    expect(first.total).toBe(3);
    expect(
      first.items.map((b) => [b.id, b.allocations.map((a) => [a.roomNumber, a.fromDate, a.toDate])]),
    ).toEqual([
      [early.id, [[avail[0]!.roomNumber, day(60), day(62)]]],
      [late.id, []],
    ]);
    expect(await page('size=2&page=5')).toMatchObject({ items: [], total: 3, page: 5 });
    expectError(await call('GET', `/api/booking/property/${HARBOUR}?view=everything`), 400, {
      fields: ['view'],
    });

    const res = await call('GET', `/api/booking/property/${HARBOUR}/export?roomTypeId=${type.id}&size=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    // Header, three bookings (no paging), totals.
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Booking number');
    expect(sheet.getRow(2).getCell(1).value).toBe(early.bookingNumber);
  });
});

describe('shared room types (sold by bed)', () => {
  it('offers and allocates beds: one per guest', async () => {
    const { type, rooms } = await freshType(1, true);
    const b = await book(type.id, { adults: 2, arrival: day(9), departure: day(10) });
    expect(b.units).toBe(2);
    const avail = await ok<AvailableRoom[]>('GET', `/api/booking/${b.id}/available-rooms`);
    expect(avail.map((r) => [r.roomId, r.bed])).toEqual([
      [rooms[0]!.id, 1],
      [rooms[0]!.id, 2],
    ]);
    expectError(
      await call('POST', `/api/booking/${b.id}/allocate`, {
        rooms: [{ roomId: rooms[0]!.id }, { roomId: rooms[0]!.id, bed: 1 }],
      }),
      400,
      {
        fields: ['rooms'],
      },
    );
    const done = await ok('POST', `/api/booking/${b.id}/allocate`, {
      rooms: [
        { roomId: rooms[0]!.id, bed: 1 },
        { roomId: rooms[0]!.id, bed: 2 },
      ],
    });
    expect(done.allocations.map((a) => a.bed)).toEqual([1, 2]);
  });
});

describe('discount caps on users', () => {
  it('an administrator sets a user cap (0–100) and the booking form follows it', async () => {
    const [prop] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
    const clerk = await insertUser(t, {
      roles: ['PROP_FRONTDESK'],
      organisationId: prop!.organisationId,
      propertyId: HARBOUR,
    });
    const set = (v: unknown) =>
      t.api('POST', '/api/user/updateUser', {
        token: undefined,
        body: { id: clerk.id, maxBookingDiscountPercentage: v },
      });
    const withAdmin = async (v: unknown) =>
      t.api('POST', '/api/user/updateUser', {
        token: await admin(),
        body: { id: clerk.id, maxBookingDiscountPercentage: v },
      });
    expect((await set(5)).statusCode).toBe(401);
    expectError(await withAdmin(101), 400, { fields: ['maxBookingDiscountPercentage'] });
    const res = await withAdmin(5);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ maxBookingDiscountPercentage: number | null }>().maxBookingDiscountPercentage).toBe(5);
    const { type } = await freshType(1);
    const token = await t.login(clerk.username);
    const q = await quote(
      { roomTypeId: type.id, arrival: day(30), departure: day(31), discountPercentage: 5 },
      token,
    );
    expect(q.json<BookingQuote>().maxDiscountPercentage).toBe(5);
    expectError(
      await quote(
        { roomTypeId: type.id, arrival: day(30), departure: day(31), discountPercentage: 6 },
        token,
      ),
      400,
      {
        fields: ['discountPercentage'],
      },
    );
  });
});

describe('OpenAPI', () => {
  it('documents every booking operation with its answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    for (const [path, method, status] of [
      ['/api/booking/property/{propertyId}/quote', 'post', '200'],
      ['/api/booking/property/{propertyId}/export', 'get', '200'],
      ['/api/booking/property/{propertyId}/calendar', 'get', '200'],
      ['/api/booking/property/{propertyId}/front-desk', 'get', '200'],
      ['/api/booking/property/{propertyId}/group', 'post', '201'],
      ['/api/booking/property/{propertyId}/group/{groupReference}', 'get', '200'],
      ['/api/booking/property/{propertyId}/group/{groupReference}/check-in', 'post', '200'],
      ['/api/booking/property/{propertyId}/group/{groupReference}/check-out', 'post', '200'],
      ['/api/booking/{bookingId}', 'put', '200'],
      ['/api/booking/{bookingId}/details', 'get', '200'],
      ['/api/booking/{bookingId}/available-rooms', 'get', '200'],
      ['/api/booking/{bookingId}/allocate', 'post', '200'],
      ['/api/booking/{bookingId}/release', 'post', '200'],
      ['/api/booking/{bookingId}/check-in', 'post', '200'],
      ['/api/booking/{bookingId}/check-out', 'post', '200'],
      ['/api/booking/{bookingId}/undo-check-out', 'post', '200'],
      ['/api/booking/{bookingId}/void', 'post', '200'],
      ['/api/booking/{bookingId}/no-show', 'post', '200'],
      ['/api/booking/{bookingId}/amend', 'post', '200'],
      ['/api/booking/{bookingId}/room-shift', 'post', '200'],
      ['/api/booking/{bookingId}/audit', 'get', '200'],
      ['/api/booking/{bookingId}/services', 'get', '200'],
      ['/api/booking/{bookingId}/services', 'post', '201'],
      ['/api/booking/{bookingId}/services/{serviceId}', 'delete', '200'],
      ['/api/booking/{bookingId}/folio', 'get', '200'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty(status);
      expect(doc.paths[path]?.[method]?.responses, `${method} ${path}`).toHaveProperty('403');
    }
  });
});

describe('access', () => {
  it('refuses housekeeping and finance staff every booking operation', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, { arrival: day(70), departure: day(71) });
    for (const who of ['hotel.housekeeping@bookone.demo', 'orgfinance@bookone.demo', propFinance]) {
      const token = await session(who);
      for (const [method, url, payload] of [
        ['GET', `/api/booking/property/${HARBOUR}/calendar?from=${day(0)}&to=${day(7)}`],
        ['GET', `/api/booking/property/${HARBOUR}/front-desk`],
        ['GET', `/api/booking/${b.id}/details`],
        ['POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: 1 }] }],
        ['POST', `/api/booking/${b.id}/check-in`, {}],
        [
          'POST',
          `/api/booking/property/${HARBOUR}/quote`,
          { roomTypeId: type.id, arrival: day(1), departure: day(2) },
        ],
      ] as const) {
        expectError(await t.api(method, url, { token, ...(payload ? { body: payload } : {}) }), 403);
      }
    }
  });

  it('refuses another organisation on every booking route (404 as if missing, or 403 for its role)', async () => {
    const { type } = await freshType(1);
    const b = await book(type.id, { arrival: day(70), departure: day(71) });
    const token = await t.login(rival.frontdesk.username);
    for (const [method, url, payload] of [
      ['GET', `/api/booking/${b.id}/available-rooms`],
      ['POST', `/api/booking/${b.id}/allocate`, { rooms: [{ roomId: 1 }] }],
      ['POST', `/api/booking/${b.id}/release`],
      ['POST', `/api/booking/${b.id}/check-in`, {}],
      ['POST', `/api/booking/${b.id}/check-out`],
      ['POST', `/api/booking/${b.id}/undo-check-out`],
      ['POST', `/api/booking/${b.id}/void`],
      ['POST', `/api/booking/${b.id}/no-show`],
      ['POST', `/api/booking/${b.id}/amend`, { adults: 1 }],
      ['POST', `/api/booking/${b.id}/room-shift`, { toRoomId: 1 }],
      ['PUT', `/api/booking/${b.id}`, { notes: 'x' }],
      ['GET', `/api/booking/${b.id}/audit`],
      ['GET', `/api/booking/${b.id}/services`],
      [
        'POST',
        `/api/booking/${b.id}/services`,
        { serviceType: 'Breakfast', date: day(1), quantity: 1, unitPrice: 1 },
      ],
      ['DELETE', `/api/booking/${b.id}/services/1`],
      ['GET', `/api/booking/${b.id}/folio`],
      ['GET', `/api/booking/${b.id}/details`],
      ['GET', `/api/booking/property/${HARBOUR}/calendar?from=${day(0)}&to=${day(7)}`],
      ['GET', `/api/booking/property/${HARBOUR}/front-desk`],
      ['GET', `/api/booking/property/${HARBOUR}/export`],
      ['GET', `/api/booking/property/${HARBOUR}/group/G-X`],
      ['POST', `/api/booking/property/${HARBOUR}/group/G-X/check-in`],
      [
        'POST',
        `/api/booking/property/${HARBOUR}/quote`,
        { roomTypeId: type.id, arrival: day(1), departure: day(2) },
      ],
      [
        'POST',
        `/api/booking/property/${HARBOUR}/group`,
        {
          arrival: day(1),
          departure: day(2),
          lines: [{ roomTypeId: type.id }],
          source: 'Phone',
          customer: guest(),
        },
      ],
    ] as const) {
      const res = await t.api(method, url, { token, ...(payload ? { body: payload } : {}) });
      // A route the desk role may use answers as for a missing record; one it may not use, 403 before looking.
      expectError(res, res.statusCode === 403 ? 403 : 404);
      expect(res.body).not.toContain(b.bookingNumber);
    }
    expect(await ok('GET', `/api/booking/${b.id}`)).toMatchObject({ status: 'CONFIRMED', notes: null });
  });
});
