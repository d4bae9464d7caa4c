// Table reservations at the demo Corner Bistro (issue 12, tables): the services' slot engine with tables as
// resources seating one party of at most their seats. Only fitting tables are offered, smallest first; two hosts
// taking the last table get one 201 and one 409; a party never joins another's table, even at the same start. Run on
// PGlite and on PostgreSQL (TEST_DATABASE_URL), where the requests really overlap.
import {
  addDays,
  weekdayOf,
  type Reservation,
  type ReservationPage,
  type SlotDayAnswer,
  type SlotTakenError,
} from '@bookone/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { offering, reservationHold, serviceResource } from '../src/db/schema';
import { day, extendApp, openDemoApp, openForTests } from './demo-app';
import { at, reservationBody, reserve } from './reservation-fixtures';

/** Concurrent transactions are serialised on PGlite: far above the default 30 s on a busy machine. */
const RACE_TIMEOUT = 120_000;

/** The demo app with the bistro's table booking, its tables (id → seats) and its admin's token. */
async function openBistro() {
  return extendApp(await openDemoApp(), async ({ t, ids, session }) => {
    const BISTRO = ids.property('Corner Bistro');
    const [o] = await t.db
      .select({ id: offering.id })
      .from(offering)
      .where(and(eq(offering.propertyId, BISTRO), eq(offering.name, 'Table reservation')));
    const tables = await t.db
      .select({ id: serviceResource.id, seats: serviceResource.capacity })
      .from(serviceResource)
      .where(and(eq(serviceResource.propertyId, BISTRO), eq(serviceResource.kind, 'TABLE')));
    return {
      BISTRO,
      TABLE_BOOKING: o!.id,
      seats: new Map(tables.map((r) => [r.id, r.seats])),
      token: await session('bistro.admin@bookone.demo'),
    };
  });
}

let app: Awaited<ReturnType<typeof openBistro>>;
let BISTRO: number;
let TABLE_BOOKING: number;
let seats: Map<number, number>;
let token: string;
openForTests(openBistro, (a) => {
  app = a;
  ({ BISTRO, TABLE_BOOKING, seats, token } = a);
});

/** A Tuesday at least `from` days ahead: past the seeded weeks, within the bistro's 60 days. */
function quietTuesday(from: number) {
  let d = day(from);
  while (weekdayOf(d) !== 'TUE') d = addDays(d, 1);
  return d;
}

const slots = async (date: string, persons: number, resourceId?: number) => {
  const res = await app.t.api(
    'GET',
    `/api/reservation/property/${BISTRO}/slots?offeringId=${TABLE_BOOKING}&date=${date}&persons=${persons}${
      resourceId ? `&resourceId=${resourceId}` : ''
    }`,
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotDayAnswer>();
};
const slotAt = async (date: string, time: string, persons: number) =>
  (await slots(date, persons)).slots.find((s) => s.startsAt === at(date, time));

const post = (body: unknown) => app.t.api('POST', `/api/reservation/property/${BISTRO}`, { token, body });

describe('the slot engine on tables', () => {
  it('offers only the tables that seat the party, the smallest fitting first; nine covers fit no table', async () => {
    const date = quietTuesday(17);
    const two = await slotAt(date, '19:00', 2);
    const ofTwo = two!.resourceIds.map((id) => seats.get(id)!);
    expect(ofTwo).toHaveLength(12);
    expect(ofTwo).toEqual([...ofTwo].sort((a, b) => a - b));
    expect(ofTwo[0]).toBe(2);
    expect(two!.places).toBe(6);
    const five = await slotAt(date, '19:00', 5);
    expect(five!.resourceIds.map((id) => seats.get(id))).toEqual([6, 6]);
    expect(await slots(date, 9)).toMatchObject({ reason: 'NO_RESOURCE', slots: [] });
    const refused = await post(reservationBody(TABLE_BOOKING, at(date, '19:00'), { persons: 9 }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['lines.0.persons']);
  });

  it('seats a party of four at a four-seat table and gives it to nobody else at that time', async () => {
    const date = quietTuesday(24);
    const r = await reserve(
      app.t,
      BISTRO,
      token,
      reservationBody(TABLE_BOOKING, at(date, '12:00'), { persons: 4 }),
    );
    const table = r.lines[0]!.resourceId;
    expect(r.lines[0]).toMatchObject({ persons: 4, offeringName: 'Table reservation' });
    expect(seats.get(table)).toBe(4);
    // A party of one at the same start of the same offering does not join it (a class would share the session).
    const joined = await post(
      reservationBody(TABLE_BOOKING, at(date, '12:00'), { persons: 1, resourceId: table }),
    );
    expect(joined.statusCode, joined.body).toBe(409);
    expect((await slots(date, 1, table)).slots.map((s) => s.startsAt)).not.toContain(at(date, '12:00'));
    // The list shows the covers.
    const list = await app.t.api(
      'GET',
      `/api/reservation/property/${BISTRO}?from=${date}&to=${date}&search=${r.referenceNumber}`,
      { token },
    );
    expect(list.json<ReservationPage>().items).toEqual([
      expect.objectContaining({
        referenceNumber: r.referenceNumber,
        persons: 4,
        resources: r.lines[0]!.resourceName,
      }),
    ]);
  });
});

describe('two hosts, the last tables for six', () => {
  it(
    'as many 201 as there are free six-seat tables at 20:00, a clear 409 with the next slots for the others',
    { timeout: RACE_TIMEOUT },
    async () => {
      const date = quietTuesday(31);
      const free = (await slotAt(date, '20:00', 6))!.resourceIds;
      expect(free.length).toBeGreaterThan(0);
      const racers = free.length + 3;
      const results = await Promise.all(
        Array.from({ length: racers }, () =>
          post(reservationBody(TABLE_BOOKING, at(date, '20:00'), { persons: 6 })),
        ),
      );
      const won = results.filter((r) => r.statusCode === 201);
      expect(won, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(free.length);
      expect(new Set(won.map((r) => r.json<Reservation>().lines[0]!.resourceId))).toEqual(new Set(free));
      for (const res of results.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode, res.body).toBe(409);
        const err = res.json<SlotTakenError>();
        expect(err.message).toMatch(/Table reservation/);
        expect(err.nextSlots?.length).toBeGreaterThan(0);
        expect(err.nextSlots!.map((s) => s.startsAt)).not.toContain(at(date, '20:00'));
      }
      // Each table's cells are held once, full with its party.
      const holds = await app.t.db
        .select()
        .from(reservationHold)
        .where(
          and(
            inArray(reservationHold.resourceId, free),
            eq(reservationHold.sessionStart, new Date(at(date, '20:00'))),
          ),
        );
      expect(holds.length).toBeGreaterThan(0);
      expect(holds.every((h) => h.taken === 6 && h.capacity === 6 && h.lane === 1)).toBe(true);
      expect(await slotAt(date, '20:00', 6)).toBeUndefined();
    },
  );
});

describe('the demo table bookings', () => {
  it('fill weeks either side of today, a Friday or Saturday evening nearly full, no table ever shared', async () => {
    const page = await app.t.api(
      'GET',
      `/api/reservation/property/${BISTRO}?size=1&from=${day(-14)}&to=${day(14)}`,
      { token },
    );
    expect(page.json<ReservationPage>().total).toBeGreaterThan(120);
    let weekend = day(1);
    while (weekdayOf(weekend) !== 'SAT') weekend = addDays(weekend, 1);
    const evening = (await slots(weekend, 1)).slots.filter((s) => s.startsAt >= at(weekend, '18:00'));
    expect(evening.length).toBeLessThanOrEqual(2);
    // Two live lines overlapping on one table (their buffers included): none, whatever their starts.
    const rows = await app.t.db.execute(
      sql`select count(*)::int n from reservation_line a join reservation ra on ra.id = a.reservation_id
          join service_resource s on s.id = a.resource_id and s.kind = 'TABLE'
          join reservation_line b on b.resource_id = a.resource_id and b.id > a.id
            and b.starts_at < a.held_until and a.starts_at < b.held_until
          join reservation rb on rb.id = b.reservation_id
          where ra.property_id = ${BISTRO} and ra.status not in ('CANCELLED', 'NO_SHOW')
            and rb.status not in ('CANCELLED', 'NO_SHOW')`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
