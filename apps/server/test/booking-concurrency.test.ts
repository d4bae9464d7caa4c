// Races at the front desk (issue 5): fifty clerks selling the last room of a type at once, and fifty clerks
// allocating the same physical room to fifty different bookings at once. Exactly one wins each race; the others get
// a 409 that says why; the inventory never goes over or under; nothing half-written remains.
import { addDays, todayIn, type Booking, type RoomType } from '@bookone/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { booking, bookingRoom, bookingSequence, dailyRate, property, roomNight } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { demoIds, expectError, insertUser, sessions, uniqueEmail } from './support';

const RACERS = 50;
/** Each race is 50–100 writes (serialised on PGlite): far above the default 30 s when the machine is busy. */
const RACE_TIMEOUT = 120_000;

let t: TestApp;
let session: ReturnType<typeof sessions>;
let HARBOUR: number;
/** Several desk users, each with their own token: the racers take turns with them. */
let tokens: string[] = [];
const today = todayIn('Pacific/Auckland');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t);
  session = sessions(t);
  HARBOUR = ids.property('Harbour View Hotel');
  const [harbour] = await t.db.select().from(property).where(eq(property.id, HARBOUR));
  const clerks = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      insertUser(t, {
        roles: ['PROP_FRONTDESK'],
        organisationId: harbour!.organisationId,
        propertyId: HARBOUR,
        firstName: 'Racer',
        lastName: `Clerk${i + 1}`,
      }),
    ),
  );
  tokens = await Promise.all([
    session('hotel.frontdesk@bookone.demo'),
    session('hotel.manager@bookone.demo'),
    session('hotel.admin@bookone.demo'),
    ...clerks.map((c) => t.login(c.username)),
  ]);
});
afterAll(() => t.close());

const token = (i: number) => tokens[i % tokens.length]!;

/** A fresh room type of Harbour View with `units` rooms for sale, so that its inventory is known exactly. */
async function freshType(units: number) {
  const res = await t.api('POST', `/api/room/property/${HARBOUR}/room-types`, {
    token: await session('hotel.admin@bookone.demo'),
    body: {
      name: `Race ${Math.random().toString(36).slice(2, 8)}`,
      maxOccupancy: 4,
      baseOccupancy: 2,
      basePrice: 180,
      noOfRooms: units,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RoomType>();
}

const stay = (roomTypeId: number, i: number) => ({
  roomTypeId,
  arrival: day(40),
  departure: day(42),
  adults: 2,
  source: 'Walk In',
  customer: { firstName: 'Racer', lastName: `Guest${i}`, email: uniqueEmail('racer') },
});

const postBooking = (body: unknown, i: number) =>
  t.api('POST', `/api/booking/property/${HARBOUR}`, { token: token(i), body });

/** The type's inventory rows, for "never over, never under" checks. */
const inventory = (roomTypeId: number) =>
  t.db
    .select({ date: dailyRate.date, booked: dailyRate.booked, total: dailyRate.total })
    .from(dailyRate)
    .where(eq(dailyRate.roomTypeId, roomTypeId));

/**
 * Runs the requests all at once while reading the type's inventory over and over: every committed state seen
 * during the race must have 0 ≤ booked ≤ total.
 */
async function raceWatchingInventory(roomTypeId: number, requests: () => Promise<LightMyRequestResponse>[]) {
  let done = false;
  const seen: { date: string; booked: number; total: number }[] = [];
  const watch = (async () => {
    while (!done) {
      seen.push(...(await inventory(roomTypeId)));
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  try {
    return await Promise.all(requests());
  } finally {
    done = true;
    await watch;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.booked < 0 || r.booked > r.total)).toEqual([]);
  }
}

describe('fifty clerks, one last room', () => {
  it(
    'exactly one 201, 49 × 409 with the enquiry hint, booked 1 of 1, one booking row, no number used up',
    { timeout: RACE_TIMEOUT },
    async () => {
      const rt = await freshType(1);
      const [before] = await t.db
        .select({ last: bookingSequence.lastValue })
        .from(bookingSequence)
        .where(eq(bookingSequence.propertyId, HARBOUR));

      const results = await raceWatchingInventory(rt.id, () =>
        Array.from({ length: RACERS }, (_, i) => postBooking(stay(rt.id, i), i)),
      );

      const won = results.filter((r) => r.statusCode === 201);
      const lost = results.filter((r) => r.statusCode !== 201);
      expect(won, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
      expect(lost).toHaveLength(RACERS - 1);
      for (const res of lost) {
        const err = expectError(res, 409, { message: /^No rooms of this type are left for .*ENQUIRY/ });
        expect(err.message).toContain(day(40));
        expect(err.fields?.status).toMatch(/ENQUIRY/);
      }

      const rows = await inventory(rt.id);
      const night = (d: string) => rows.find((r) => r.date === d)!;
      expect([night(day(40)).booked, night(day(41)).booked, night(day(42)).booked]).toEqual([1, 1, 0]);
      expect(rows.filter((r) => r.booked < 0 || r.booked > r.total)).toEqual([]);

      const stored = await t.db.select().from(booking).where(eq(booking.roomTypeId, rt.id));
      expect(stored).toHaveLength(1);
      const winner = won[0]!.json<Booking>();
      expect(stored[0]!.id).toBe(winner.id);
      // The 49 rolled-back bookings gave their numbers back: the winner took the next one, and so will the next.
      expect(winner.bookingNumber).toMatch(/^HARBOURVIEW-\d{6}$/);
      const [after] = await t.db
        .select({ last: bookingSequence.lastValue })
        .from(bookingSequence)
        .where(eq(bookingSequence.propertyId, HARBOUR));
      expect(after!.last).toBe((before?.last ?? 0) + 1);
      expect(stored[0]!.sequence).toBe(after!.last);
    },
  );
});

describe('fifty clerks, one physical room, fifty bookings', () => {
  it(
    'exactly one allocation wins; 49 × 409 "Room X is already taken on <date>"; one row per night',
    { timeout: RACE_TIMEOUT },
    async () => {
      const rt = await freshType(RACERS);
      const roomNumber = `R${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
      const created = await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
        token: await session('hotel.admin@bookone.demo'),
        body: { roomTypeId: rt.id, roomNumber },
      });
      expect(created.statusCode, created.body).toBe(201);
      const roomId = created.json<{ id: number }>().id;

      // Fifty bookings of the type for the same nights, made at once: all fit, and the type is then exactly full.
      const made = await raceWatchingInventory(rt.id, () =>
        Array.from({ length: RACERS }, (_, i) => postBooking(stay(rt.id, i), i)),
      );
      expect(made.map((r) => r.statusCode).filter((c) => c !== 201)).toEqual([]);
      const bookings = made.map((r) => r.json<Booking>());
      expect(new Set(bookings.map((b) => b.bookingNumber)).size).toBe(RACERS);
      expect((await inventory(rt.id)).find((r) => r.date === day(40))!.booked).toBe(RACERS);

      const results = await Promise.all(
        bookings.map((b, i) =>
          t.api('POST', `/api/booking/${b.id}/allocate`, {
            token: token(i),
            body: { rooms: [{ roomId }] },
          }),
        ),
      );
      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode !== 200);
      expect(won, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
      for (const res of lost)
        expectError(res, 409, { message: `Room ${roomNumber} is already taken on ${day(40)}` });

      const winner = won[0]!.json<Booking>();
      expect(winner.allocations).toMatchObject([
        { roomId, roomNumber, bed: 0, fromDate: day(40), toDate: day(42) },
      ]);
      const allocations = await t.db.select().from(bookingRoom).where(eq(bookingRoom.roomId, roomId));
      expect(allocations.map((a) => a.bookingId)).toEqual([winner.id]);
      const nights = await t.db.select().from(roomNight).where(eq(roomNight.roomId, roomId));
      expect(nights.map((n) => [n.date, n.bookingRoomId]).sort()).toEqual([
        [day(40), allocations[0]!.id],
        [day(41), allocations[0]!.id],
      ]);
      // The losers were left exactly as they were: no allocation, still confirmed, still holding their room night.
      const losers = bookings.filter((b) => b.id !== winner.id).map((b) => b.id);
      expect(await t.db.select().from(bookingRoom).where(inArray(bookingRoom.bookingId, losers))).toEqual([]);
      const statuses = await t.db
        .select({ status: booking.status })
        .from(booking)
        .where(and(eq(booking.roomTypeId, rt.id), eq(booking.status, 'CONFIRMED')));
      expect(statuses).toHaveLength(RACERS);
      expect((await inventory(rt.id)).find((r) => r.date === day(40))!.booked).toBe(RACERS);
    },
  );
});
