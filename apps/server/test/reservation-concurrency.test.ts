// Races at the spa (issue 11's Done-when): fifty clerks taking the last place of a slot at once, and eleven taking a
// class of ten. Exactly the places there are go; every other clerk gets a 409 with the next free slots; the hold
// cells never go over the capacity and no half-written reservation remains. Run on PGlite and on PostgreSQL
// (TEST_DATABASE_URL), where the requests really overlap.
import { addDays, todayIn, type SlotTakenError } from '@bookone/domain';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appUser, property, reservation, reservationHold, reservationLine } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { at, createCatalogue, openDayFrom, reservationBody } from './reservation-fixtures';
import { demoIds, insertUser } from './support';

const RACERS = 50;
/** Each race is 50 transactions (serialised on PGlite): far above the default 30 s on a busy machine. */
const RACE_TIMEOUT = 120_000;

let t: TestApp;
let SPA: number;
let tokens: string[] = [];
const date = openDayFrom(todayIn('Pacific/Auckland'), 12, addDays);

beforeAll(async () => {
  t = await createTestApp();
  SPA = (await demoIds(t)).property('Lotus Day Spa');
  const [spa] = await t.db.select().from(property).where(eq(property.id, SPA));
  const clerks = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      insertUser(t, {
        roles: [i % 2 ? 'PROP_FRONTDESK' : 'PROP_SERVICE'],
        organisationId: spa!.organisationId,
        propertyId: SPA,
        firstName: 'Racer',
        lastName: `Clerk${i + 1}`,
      }),
    ),
  );
  tokens = await Promise.all([t.login('spa.admin@bookone.demo'), ...clerks.map((c) => t.login(c.username))]);
  expect(
    (await t.db.select().from(appUser).where(eq(appUser.username, 'spa.admin@bookone.demo'))).length,
  ).toBe(1);
}, 60_000);
afterAll(() => t.close());

const post = (body: unknown, i: number) =>
  t.api('POST', `/api/reservation/property/${SPA}`, { token: tokens[i % tokens.length]!, body });

/** Runs the requests at once while reading the resource's hold cells: none may ever hold more than its capacity. */
async function raceWatchingHolds(resourceId: number, requests: () => Promise<LightMyRequestResponse>[]) {
  let done = false;
  const seen: { taken: number; capacity: number }[] = [];
  const watch = (async () => {
    while (!done) {
      seen.push(
        ...(await t.db
          .select({ taken: reservationHold.taken, capacity: reservationHold.capacity })
          .from(reservationHold)
          .where(eq(reservationHold.resourceId, resourceId))),
      );
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  try {
    return await Promise.all(requests());
  } finally {
    done = true;
    await watch;
    expect(seen.filter((h) => h.taken < 1 || h.taken > h.capacity)).toEqual([]);
  }
}

const reservationsOf = async (offeringId: number) => {
  const lines = await t.db.select().from(reservationLine).where(eq(reservationLine.offeringId, offeringId));
  const rows = lines.length
    ? await t.db
        .select()
        .from(reservation)
        .where(
          inArray(
            reservation.id,
            lines.map((l) => l.reservationId),
          ),
        )
    : [];
  return { lines, rows };
};

describe('fifty clerks, one last place', () => {
  it(
    'exactly one 201; 49 × 409 naming the next free slots; one reservation, one line, the cells held once',
    { timeout: RACE_TIMEOUT },
    async () => {
      const c = await createCatalogue(t, SPA);
      const startsAt = at(date, '10:00');
      const results = await raceWatchingHolds(c.resourceIds[0]!, () =>
        Array.from({ length: RACERS }, (_, i) => post(reservationBody(c.offeringId, startsAt), i)),
      );
      const won = results.filter((r) => r.statusCode === 201);
      const lost = results.filter((r) => r.statusCode !== 201);
      expect(won, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
      expect(lost).toHaveLength(RACERS - 1);
      for (const res of lost) {
        expect(res.statusCode, res.body).toBe(409);
        const err = res.json<SlotTakenError>();
        expect(err.nextSlots?.length).toBeGreaterThan(0);
        // The taken 10:00 is never offered back; the first free is the end of the winner's session.
        expect(err.nextSlots![0]!.startsAt).toBe(at(date, '11:00'));
      }
      const { lines, rows } = await reservationsOf(c.offeringId);
      expect(lines).toHaveLength(1);
      expect(rows).toHaveLength(1);
      const holds = await t.db
        .select()
        .from(reservationHold)
        .where(eq(reservationHold.resourceId, c.resourceIds[0]!));
      expect(holds.map((h) => h.taken)).toEqual([1, 1, 1, 1]);
    },
  );
});

describe('a class of ten, eleven clerks', () => {
  it('ten 201 and one 409; the class holds exactly ten', { timeout: RACE_TIMEOUT }, async () => {
    const c = await createCatalogue(t, SPA, { capacity: 10 });
    const startsAt = at(date, '14:00');
    const results = await raceWatchingHolds(c.resourceIds[0]!, () =>
      Array.from({ length: 11 }, (_, i) => post(reservationBody(c.offeringId, startsAt), i)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toEqual([
      ...Array<number>(10).fill(201),
      409,
    ]);
    const { lines } = await reservationsOf(c.offeringId);
    expect(lines.reduce((n, l) => n + l.persons, 0)).toBe(10);
    const holds = await t.db
      .select()
      .from(reservationHold)
      .where(eq(reservationHold.resourceId, c.resourceIds[0]!));
    expect(holds.every((h) => h.taken === 10)).toBe(true);
  });

  it(
    'two resources, "any": twenty clerks for a one-place slot get exactly two places',
    { timeout: RACE_TIMEOUT },
    async () => {
      const c = await createCatalogue(t, SPA, { resources: 2 });
      const startsAt = at(date, '16:00');
      const results = await raceWatchingHolds(c.resourceIds[1]!, () =>
        Array.from({ length: 20 }, (_, i) =>
          post(reservationBody(c.offeringId, startsAt, { resourceId: null }), i),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(18);
      const { lines } = await reservationsOf(c.offeringId);
      expect(lines.map((l) => l.resourceId).sort()).toEqual([...c.resourceIds].sort());
    },
  );
});

describe('two clerks, two lines each, in crossed order', () => {
  it(
    'never a 500: in each pair one reservation takes both places, the other gets 409 and leaves nothing',
    { timeout: RACE_TIMEOUT },
    async () => {
      // A takes massage then facial, B facial then massage, at the same times on the same two therapists: on
      // PostgreSQL each may hold its first line's cells while waiting for the other's (a deadlock the database
      // breaks by failing one, answered 409 like any lost race).
      const massage = await createCatalogue(t, SPA);
      const facial = await createCatalogue(t, SPA);
      const times = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
      const line = (c: typeof massage, time: string) => ({
        offeringId: c.offeringId,
        startsAt: at(date, time),
        resourceId: c.resourceIds[0]!,
        persons: 1,
      });
      const body = (first: typeof massage, second: typeof massage, time: string) => ({
        ...reservationBody(first.offeringId, at(date, time)),
        lines: [line(first, time), line(second, time)],
      });
      const results = await Promise.all(
        times.flatMap((time, i) => [
          post(body(massage, facial, time), 2 * i),
          post(body(facial, massage, time), 2 * i + 1),
        ]),
      );
      const all = results.map((r) => `${r.statusCode} ${r.body}`).join('\n');
      for (let i = 0; i < times.length; i++)
        expect([results[2 * i]!.statusCode, results[2 * i + 1]!.statusCode].sort(), all).toEqual([201, 409]);
      for (const lost of results.filter((r) => r.statusCode === 409))
        expect(lost.json<{ message: string }>().message).toMatch(/taken|same moment|no free slot/);
      // Each time: one reservation with both lines; nothing of the losers left behind.
      const { lines, rows } = await reservationsOf(massage.offeringId);
      expect(rows).toHaveLength(times.length);
      expect(lines).toHaveLength(times.length);
      expect((await reservationsOf(facial.offeringId)).lines).toHaveLength(times.length);
      const holds = await t.db
        .select()
        .from(reservationHold)
        .where(inArray(reservationHold.resourceId, [massage.resourceIds[0]!, facial.resourceIds[0]!]));
      expect(holds.every((h) => h.taken === 1)).toBe(true);
      expect(holds).toHaveLength(times.length * 2 * 4);
    },
  );
});
