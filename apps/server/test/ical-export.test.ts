// Busy feeds we publish (issue 16): a room type's and a room's unavailable nights at an unguessable URL, read by an
// independent iCal library (ical.js) as an OTA would; no guest data in it; regenerate and revoke kill the old URL;
// the Channel Management subscription and the tenant rule gate the admin's side.
import { addDays, type Booking, type IcalExportFeed, type Room } from '@bookone/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { icalExportFeed, propertyStopSell } from '../src/db/schema';
import { day, openForFile, openTenantsApp } from './demo-app';
import { grantChannelManagement, readWithIcalJs, revokeChannelManagement } from './ical-fixtures';
import { createBooking, createRoomType } from './stay-fixtures';
import { expectError, expectHidden } from './support';

const { t, session, rival, HARBOUR, SPA } = await openForFile(openTenantsApp);
await grantChannelManagement(t, HARBOUR);

const feedsUrl = `/api/ical/property/${HARBOUR}/export-feeds`;
const pathOf = (url: string) => new URL(url).pathname;

async function issue(roomTypeId: number, roomId: number | null = null): Promise<IcalExportFeed> {
  const res = await t.api('POST', feedsUrl, { token: await session.admin(), body: { roomTypeId, roomId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IcalExportFeed>();
}

async function read(url: string) {
  const res = await t.api('GET', pathOf(url));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return { text: res.body, ...readWithIcalJs(res.body) };
}

/** A room type of `n` rooms (numbers unique to the run). */
async function roomType(n: number) {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), { noOfRooms: n });
  const rooms: Room[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await t.api('POST', `/api/room/property/${HARBOUR}/rooms`, {
      token: await session.admin(),
      body: { roomTypeId: rt.id, roomNumber: `${rt.name.slice(-6)}-${i}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    rooms.push(res.json<Room>());
  }
  return { rt, rooms };
}

/** Harbour View's whole-property stop-sells (demo data) as the runs every one of its feeds shows too. */
async function stopSellRuns(scope: string) {
  const rows = await t.db
    .select({ date: propertyStopSell.date })
    .from(propertyStopSell)
    .where(and(eq(propertyStopSell.propertyId, HARBOUR), gte(propertyStopSell.date, day(-1))))
    .orderBy(asc(propertyStopSell.date));
  const runs: { start: string; end: string }[] = [];
  for (const { date } of rows) {
    const last = runs[runs.length - 1];
    if (last?.end === date) last.end = addDays(date, 1);
    else runs.push({ start: date, end: addDays(date, 1) });
  }
  return runs.map((r) => ({
    uid: `${scope}-closed-${r.start}@bookone.ical`,
    start: r.start,
    end: r.end,
    allDay: true,
    summary: 'Not available',
  }));
}
const byStart = <T extends { start: string }>(list: T[]) =>
  [...list].sort((a, b) => a.start.localeCompare(b.start));

async function book(
  roomTypeId: number,
  arrival: string,
  departure: string,
  lastName = 'Moana',
): Promise<Booking> {
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId,
    arrival,
    departure,
    customer: { firstName: 'Aroha', lastName, email: `${lastName.toLowerCase()}@guest.example` },
  });
}

describe('busy feeds', () => {
  it('lists each room type and its rooms, then gives a feed whose nights ical.js reads: sold-out runs, no guest data', async () => {
    const { rt } = await roomType(2);
    const slots = (await t.api('GET', feedsUrl, { token: await session.admin() })).json<IcalExportFeed[]>();
    const mine = slots.filter((s) => s.roomTypeId === rt.id);
    expect(mine).toHaveLength(3); // the room type, then its two rooms
    expect(mine.map((s) => [s.roomId === null, s.url])).toEqual([
      [true, null],
      [false, null],
      [false, null],
    ]);

    const feed = await issue(rt.id);
    expect(feed.url).toMatch(/\/api\/public\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const stops = await stopSellRuns(`rt${rt.id}`);
    expect((await read(feed.url!)).events).toEqual(stops);

    // Both rooms taken on nights 10 and 11, one of them also on night 12: only 10-11 are sold out.
    await book(rt.id, day(10), day(12), 'Ngata');
    await book(rt.id, day(10), day(13), 'Parata');
    await book(rt.id, day(20), day(21), 'Tane');
    const doc = await read(feed.url!);
    expect(doc.version).toBe('2.0');
    expect(doc.events).toEqual(
      byStart([
        {
          uid: `rt${rt.id}-closed-${day(10)}@bookone.ical`,
          start: day(10),
          end: day(12),
          allDay: true,
          summary: 'Not available',
        },
        ...stops,
      ]),
    );
    for (const word of ['Aroha', 'Ngata', 'Parata', 'guest.example']) expect(doc.text).not.toContain(word);
    // The same nights give the same UID on the next read: an OTA updates instead of adding.
    expect((await read(feed.url!)).events[0]!.uid).toBe(doc.events[0]!.uid);
  });

  it("gives a room's feed its own stays", async () => {
    const { rt, rooms } = await roomType(2);
    const stay = await book(rt.id, day(5), day(8), 'Walker');
    await book(rt.id, day(6), day(7), 'Other');
    const room = rooms[1]!;
    const allocated = await t.api('POST', `/api/booking/${stay.id}/allocate`, {
      token: await session.desk(),
      body: { rooms: [{ roomId: room.id }] },
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    const feed = await issue(rt.id, room.id);
    expect(feed.roomNumber).toBe(room.roomNumber);
    const doc = await read(feed.url!);
    const stops = await stopSellRuns(`room${room.id}`);
    expect(doc.events.map((e) => [e.start, e.end, e.summary])).toEqual(
      byStart([{ start: day(5), end: day(8) }, ...stops]).map((e) => [e.start, e.end, 'Not available']),
    );
    expect(doc.text).not.toContain('Walker');
  });

  it('kills the old URL when the feed is regenerated or revoked', async () => {
    const { rt } = await roomType(1);
    const first = await issue(rt.id);
    const second = await issue(rt.id);
    expect(second.url).not.toBe(first.url);
    expectError(await t.api('GET', pathOf(first.url!)), 404);
    await read(second.url!);
    const slots = (await t.api('GET', feedsUrl, { token: await session.admin() })).json<IcalExportFeed[]>();
    expect(slots.find((s) => s.roomTypeId === rt.id && s.roomId === null)?.url).toBe(second.url);

    const del = await t.api('DELETE', `${feedsUrl}/${second.id}`, { token: await session.admin() });
    expect(del.statusCode).toBe(204);
    expectError(await t.api('GET', pathOf(second.url!)), 404);
    // Nothing in the database gives the token back in clear.
    const rows = await t.db.select().from(icalExportFeed);
    const token = pathOf(second.url!).split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a room of another room type, an unknown or malformed token', async () => {
    const { rt: a } = await roomType(1);
    const { rooms } = await roomType(1);
    const roomOfB = rooms[0]!.id;
    const res = await t.api('POST', feedsUrl, {
      token: await session.admin(),
      body: { roomTypeId: a.id, roomId: roomOfB },
    });
    expect(expectError(res, 400).fields).toHaveProperty('roomId');
    expectError(await t.api('GET', `/api/public/ical/${'A'.repeat(43)}.ics`), 404);
    expectError(await t.api('GET', '/api/public/ical/short.ics'), 400);
  });

  it("keeps a property's feeds to its admins with the subscription", async () => {
    const rivalAdmin = await session(rival.propAdmin.username);
    expectHidden(await t.api('GET', feedsUrl, { token: rivalAdmin }));
    expectHidden(await t.api('POST', feedsUrl, { token: rivalAdmin, body: { roomTypeId: 1 } }));
    expectError(await t.api('GET', feedsUrl, { token: await session.desk() }), 403);
    const spa = await t.api('GET', `/api/ical/property/${SPA}/export-feeds`, {
      token: await session('spa.admin@bookone.demo'),
    });
    expect(expectError(spa, 403).message).toBe('This property has no Channel Management subscription');
    await revokeChannelManagement(t, HARBOUR);
    try {
      expectError(await t.api('GET', feedsUrl, { token: await session.admin() }), 403);
    } finally {
      await grantChannelManagement(t, HARBOUR);
    }
  });
});
