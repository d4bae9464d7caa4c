// Importing OTA feeds (issue 16 Done-when): a local HTTP server serves feeds in the shapes Airbnb, Booking.com and
// Vrbo publish; "sync now" turns their events into bookings from that channel (or blocks), follows the feed as it
// changes (moved, gone, CANCELLED), keeps everything when the feed answers 500, times out or is not iCal (and says
// so in the feed's status and the connection's sync health), flags a stay that finds no room as an overbooking on
// the tape chart's endpoint, lets one fetch of a feed run at a time, and reads a feed of 10 000 events.
import type {
  Booking,
  ChannelConnection,
  ChannelOverbooking,
  ChannelSyncHealth,
  IcalImportFeed,
  IcalSyncResult,
} from '@bookone/domain';
import { randomBytes } from 'node:crypto';

import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { channelReservation, icalImportFeed, notification } from '../src/db/schema';
import { SecretBox } from '../src/lib/secret-box';
import { createIcalImportService } from '../src/modules/ical/ical-import.service';
import { day, extendApp, openDemoApp, openForFile, today } from './demo-app';
import { feedFixture, grantChannelManagement, roomTypeWithRooms, startFeedServer } from './ical-fixtures';
import { SUPER } from './payment-link-fixtures';
import { createBooking } from './stay-fixtures';
import { createForeignTenant, expectError, expectHidden } from './support';

/** The app's fetch time limit: the hung OTA below answers after it, the slow one before it. */
const FETCH_TIMEOUT_MS = 2000;
/** The app's key, so that the schedule's test can run its rounds as two more processes would. */
const SECRETS_KEY = randomBytes(32);
const { t, session, rival, HARBOUR } = await openForFile(async () =>
  extendApp(
    await openDemoApp({ ical: { fetchLimits: { timeoutMs: FETCH_TIMEOUT_MS } }, secretsKey: SECRETS_KEY }),
    async ({ t, HARBOUR }) => {
      await grantChannelManagement(t, HARBOUR);
      return { rival: await createForeignTenant(t) };
    },
  ),
);
const ota = await startFeedServer();
afterAll(() => ota.close());

const feedsUrl = `/api/ical/property/${HARBOUR}/import-feeds`;
const admin = () => session.admin();

async function connectionOf(channelName: string): Promise<ChannelConnection> {
  const res = await t.api('GET', `/api/channel/property/${HARBOUR}/connection`, { token: await admin() });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<ChannelConnection[]>().find((c) => c.channelName === channelName);
  if (found) return found;
  // A channel the demo catalogue lacks: the platform adds it, the property connects it.
  const created = await t.api('POST', '/api/channel', {
    token: await session(SUPER),
    body: { name: channelName, adapterKind: 'ICAL', bookingSource: channelName },
  });
  expect(created.statusCode, created.body).toBe(201);
  const connected = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
    token: await admin(),
    body: { channelId: created.json<{ id: number }>().id },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  return connected.json<ChannelConnection>();
}

const roomType = async (n: number) => roomTypeWithRooms(t, HARBOUR, await admin(), n);

let paths = 0;
async function addFeed(
  body: Record<string, unknown>,
  answer: string,
): Promise<{ feed: IcalImportFeed; path: string }> {
  const path = `/calendar/ical/${++paths}.ics?s=secret${paths}`;
  ota.set(path, { body: answer });
  const res = await t.api('POST', feedsUrl, { token: await admin(), body: { url: ota.url(path), ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return { feed: res.json<IcalImportFeed>(), path };
}

async function syncNow(feedId: number): Promise<IcalSyncResult> {
  const res = await t.api('POST', `${feedsUrl}/${feedId}/sync`, { token: await admin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IcalSyncResult>();
}

/** The bookings a feed made, by the event's UID (from the reservations the channel module keeps). */
async function bookingsOf(feedId: number): Promise<Map<string, Booking & { channelStatus: string }>> {
  const rows = await t.db
    .select()
    .from(channelReservation)
    .where(like(channelReservation.externalId, `ical${feedId}:%`));
  const out = new Map<string, Booking & { channelStatus: string }>();
  for (const r of rows) {
    const uid = r.externalId.slice(`ical${feedId}:`.length);
    if (r.bookingId === null) {
      out.set(uid, { channelStatus: r.status } as Booking & { channelStatus: string });
      continue;
    }
    const res = await t.api('GET', `/api/booking/${r.bookingId}`, { token: await session.desk() });
    expect(res.statusCode, res.body).toBe(200);
    out.set(uid, { ...res.json<Booking>(), channelStatus: r.status });
  }
  return out;
}

const AIRBNB_RESERVED = '1418fb94e984-9c2f1b8e0d3a4c5f6a7b8c9d0e1f2a3b@airbnb.com';
const AIRBNB_BLOCK = '7f3e2d1c0b9a-8e7d6c5b4a39281706f5e4d3c2b1a098@airbnb.com';
const ZERO = { created: 0, updated: 0, cancelled: 0, overbooked: 0, unchanged: 0 };

describe('importing an Airbnb feed', () => {
  it('books its reservations and blocks from Airbnb, then follows the feed as it changes', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(2);
    const { feed, path } = await addFeed(
      { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Airbnb — harbour loft' },
      feedFixture('airbnb', today),
    );
    expect(feed).toMatchObject({
      channelName: 'Airbnb',
      intervalMinutes: 15,
      status: 'ACTIVE',
      lastFetchAt: null,
    });

    // The past stay is history: two stays imported.
    expect(await syncNow(feed.id)).toEqual({
      feedId: feed.id,
      status: 'SUCCESS',
      error: null,
      events: 2,
      ...ZERO,
      created: 2,
    });
    let booked = await bookingsOf(feed.id);
    expect([...booked.keys()].sort()).toEqual([AIRBNB_BLOCK, AIRBNB_RESERVED].sort());
    expect(booked.get(AIRBNB_RESERVED)).toMatchObject({
      source: 'AirBnB',
      status: 'CONFIRMED',
      arrival: day(10),
      departure: day(13),
      roomTypeId: rt.id,
    });
    expect(booked.get(AIRBNB_RESERVED)!.notes).toContain('HMQ4KX2Z8N');
    expect(booked.get(AIRBNB_BLOCK)).toMatchObject({
      guestName: 'Airbnb (Not available)',
      arrival: day(20),
      departure: day(22),
    });

    // The same feed again: nothing to do.
    expect(await syncNow(feed.id)).toMatchObject({ events: 2, ...ZERO, unchanged: 2 });

    // The guest moved a night later, the host's block is gone, and a new reservation arrived.
    ota.set(path, {
      body: feedFixture('airbnb', today, (text) =>
        text
          .replace(
            `DTEND;VALUE=DATE:${day(13).replaceAll('-', '')}`,
            `DTEND;VALUE=DATE:${day(14).replaceAll('-', '')}`,
          )
          .replace(
            `DTSTART;VALUE=DATE:${day(10).replaceAll('-', '')}`,
            `DTSTART;VALUE=DATE:${day(11).replaceAll('-', '')}`,
          )
          .replace(
            /BEGIN:VEVENT\nDTEND;VALUE=DATE:\d+\nDTSTART;VALUE=DATE:\d+\nUID:7f3e[^]*?END:VEVENT\n/,
            '',
          )
          .replace(
            'END:VCALENDAR',
            `BEGIN:VEVENT\nDTSTART;VALUE=DATE:${day(30).replaceAll('-', '')}\nDTEND;VALUE=DATE:${day(31).replaceAll('-', '')}\nUID:new-1@airbnb.com\nSUMMARY:Reserved\nEND:VEVENT\nEND:VCALENDAR`,
          ),
      ),
    });
    expect(await syncNow(feed.id)).toMatchObject({
      status: 'SUCCESS',
      events: 2,
      created: 1,
      updated: 1,
      cancelled: 1,
    });
    booked = await bookingsOf(feed.id);
    expect(booked.get(AIRBNB_RESERVED)).toMatchObject({
      status: 'CONFIRMED',
      arrival: day(11),
      departure: day(14),
    });
    expect(booked.get(AIRBNB_BLOCK)).toMatchObject({ status: 'CANCELLED', channelStatus: 'CANCELLED' });
    expect(booked.get('new-1@airbnb.com')).toMatchObject({
      status: 'CONFIRMED',
      arrival: day(30),
      source: 'AirBnB',
    });

    // Airbnb marks the reservation CANCELLED in the feed.
    ota.set(path, {
      body: feedFixture('airbnb', today, (text) =>
        text.replace(`UID:${AIRBNB_RESERVED}`, `UID:${AIRBNB_RESERVED}\nSTATUS:CANCELLED`),
      ),
    });
    const result = await syncNow(feed.id);
    expect(result.cancelled).toBeGreaterThanOrEqual(1);
    expect((await bookingsOf(feed.id)).get(AIRBNB_RESERVED)).toMatchObject({ status: 'CANCELLED' });

    const list = (await t.api('GET', feedsUrl, { token: await admin() })).json<IcalImportFeed[]>();
    const shown = list.find((f) => f.id === feed.id)!;
    expect(shown.url).toBe(ota.url(path));
    expect(shown).toMatchObject({ lastError: null, lastEventCount: 1 });
    expect(shown.lastSuccessAt).not.toBeNull();
  });
});

describe('feeds in the other OTAs’ shapes', () => {
  it('imports Booking.com’s closed nights as blocks and a Vrbo room’s reservation with its guest and recurring block', async () => {
    const bookingCom = await connectionOf('Booking.com');
    const ical = await connectionOf('iCal');
    const { rt, rooms } = await roomType(2);
    const bcom = await addFeed(
      { connectionId: bookingCom.id, roomTypeId: rt.id, name: 'Booking.com' },
      feedFixture('booking-com', today),
    );
    expect(await syncNow(bcom.feed.id)).toMatchObject({ status: 'SUCCESS', events: 2, created: 2 });
    const blocks = [...(await bookingsOf(bcom.feed.id)).values()];
    expect(blocks.map((b) => [b.source, b.guestName, b.arrival, b.departure]).sort()).toEqual([
      ['Booking.com', 'Booking.com (Not available)', day(40), day(43)],
      ['Booking.com', 'Booking.com (Not available)', day(50), day(51)],
    ]);

    const vrbo = await addFeed(
      { connectionId: ical.id, roomTypeId: rt.id, roomId: rooms[1]!.id, name: 'Vrbo loft' },
      feedFixture('vrbo', today),
    );
    expect(vrbo.feed).toMatchObject({ roomId: rooms[1]!.id, roomNumber: rooms[1]!.roomNumber });
    // One reservation (15:00 to 10:00 in Auckland: two nights) and a weekly block twice.
    expect(await syncNow(vrbo.feed.id)).toMatchObject({ status: 'SUCCESS', events: 3, created: 3 });
    const stays = await bookingsOf(vrbo.feed.id);
    const jane = stays.get('5d3c8a91-2b7e-4f0a-9c6d-e1f2a3b4c5d6')!;
    expect(jane).toMatchObject({ guestName: 'Jane Doe', arrival: day(60), departure: day(62) });
    expect(jane.allocations.map((a) => a.roomId)).toEqual([rooms[1]!.id]);
    expect(
      [...stays.entries()]
        .filter(([uid]) => uid.startsWith('9e8f7a6b'))
        .map(([, b]) => [b.arrival, b.departure]),
    ).toEqual([
      [day(70), day(71)],
      [day(77), day(78)],
    ]);
  });
});

describe('a feed that fails', () => {
  it('keeps every stay when the feed answers 500, times out or is not iCal, and says why', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(2);
    const { feed, path } = await addFeed(
      { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Airbnb — flaky' },
      feedFixture('airbnb', today),
    );
    expect(await syncNow(feed.id)).toMatchObject({ created: 2 });

    ota.set(path, { status: 500, body: 'Internal Server Error', contentType: 'text/plain' });
    expect(await syncNow(feed.id)).toEqual({
      feedId: feed.id,
      status: 'ERROR',
      error: 'The feed answered HTTP 500 Internal Server Error',
      events: 0,
      ...ZERO,
    });
    ota.set(path, {
      body: '<!DOCTYPE html><html><body>Sign in to Airbnb</body></html>',
      contentType: 'text/html',
    });
    const html = await syncNow(feed.id);
    expect(html).toMatchObject({ status: 'ERROR', ...ZERO });
    expect(html.error).toMatch(/^The feed is not an iCalendar document/);

    const kept = await bookingsOf(feed.id);
    expect([...kept.values()].map((b) => b.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const shown = (await t.api('GET', feedsUrl, { token: await admin() }))
      .json<IcalImportFeed[]>()
      .find((f) => f.id === feed.id)!;
    expect(shown.lastError).toMatch(/^The feed is not an iCalendar document/);
    const health = await t.api('GET', `/api/channel/property/${HARBOUR}/connection/${airbnb.id}/health`, {
      token: await admin(),
    });
    expect(health.statusCode, health.body).toBe(200);
    const errors = health.json<ChannelSyncHealth>().recentErrors;
    expect(
      errors.some(
        (e) => e.direction === 'PULL' && e.error === 'The feed answered HTTP 500 Internal Server Error',
      ),
    ).toBe(true);
    expect(errors.some((e) => e.payload?.includes('Sign in to Airbnb'))).toBe(true);
  });
});

describe('an overbooking', () => {
  it('records a stay that finds no room as OVERBOOKED, on the tape chart endpoint and as a notification', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(1);
    await createBooking(t, HARBOUR, await session.desk(), {
      roomTypeId: rt.id,
      arrival: day(10),
      departure: day(12),
      customer: { firstName: 'Desk', lastName: 'Walkin', email: 'walkin@guest.example' },
    });
    const { feed } = await addFeed(
      { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Airbnb — one room' },
      feedFixture('airbnb', today),
    );
    // 10 → 13 collides with the desk's booking; the block on 20 → 22 still finds the room.
    expect(await syncNow(feed.id)).toMatchObject({ status: 'SUCCESS', created: 1, overbooked: 1 });
    const marks = await t.api(
      'GET',
      `/api/ical/property/${HARBOUR}/overbookings?from=${day(0)}&to=${day(30)}`,
      {
        token: await session.desk(),
      },
    );
    expect(marks.statusCode, marks.body).toBe(200);
    const mine = marks.json<ChannelOverbooking[]>().filter((m) => m.roomTypeId === rt.id);
    expect(mine).toMatchObject([
      {
        channelName: 'Airbnb',
        externalId: `ical${feed.id}:${AIRBNB_RESERVED}`,
        checkinDate: day(10),
        checkoutDate: day(13),
      },
    ]);
    const raised = await t.db
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.propertyId, HARBOUR),
          // Its number is the channel's reference: the id alone may be a booking's too.
          eq(notification.referenceNumber, mine[0]!.externalId),
          eq(notification.referenceId, String(mine[0]!.id)),
        ),
      );
    expect(raised).toHaveLength(1);
    // Unchanged on the next fetch: no second notification.
    expect(await syncNow(feed.id)).toMatchObject({ unchanged: 2, overbooked: 0 });
  });
});

describe('one fetch at a time, and a big feed', () => {
  it('answers 409 to a sync of a feed whose fetch is under way', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(1);
    const { feed, path } = await addFeed(
      { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Slow OTA' },
      '',
    );
    ota.set(path, { body: feedFixture('booking-com', today), delayMs: 1500 });
    const first = t.api('POST', `${feedsUrl}/${feed.id}/sync`, { token: await admin() });
    // The first fetch holds the claim until the OTA answers.
    await expect.poll(() => ota.hits(path)).toBe(1);
    expectError(await t.api('POST', `${feedsUrl}/${feed.id}/sync`, { token: await admin() }), 409);
    expect((await first).json<IcalSyncResult>()).toMatchObject({ status: 'SUCCESS', created: 2 });
    expect(ota.hits(path)).toBe(1);
  });

  it('reads a feed of 10 000 events, imports the ones still to come, and re-reads it without changes', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(3);
    const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'VERSION:2.0'];
    // A long-listed home: 9 960 stays over the past years, 40 to come (one night every third day).
    for (let i = 0; i < 10_000; i++) {
      const start = i < 9_960 ? day(-3 * (9_960 - i)) : day(1 + 3 * (i - 9_960));
      lines.push(
        'BEGIN:VEVENT',
        `DTEND;VALUE=DATE:${addOne(start)}`,
        `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
        `UID:big-${i}@airbnb.com`,
        'SUMMARY:Reserved',
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR', '');
    const { feed } = await addFeed(
      { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Airbnb — big' },
      lines.join('\r\n'),
    );
    // Nights the demo hotel stopped selling refuse theirs: flagged, not dropped.
    const first = await syncNow(feed.id);
    expect(first).toMatchObject({ status: 'SUCCESS', events: 40 });
    expect(first.created + first.overbooked).toBe(40);
    expect(await syncNow(feed.id)).toMatchObject({
      status: 'SUCCESS',
      events: 40,
      unchanged: 40,
      created: 0,
    });
  });
});

describe('the schedule', () => {
  it('fetches every due feed once when two processes run their rounds at once, then waits for its interval', async () => {
    const airbnb = await connectionOf('Airbnb');
    const mine: { feed: IcalImportFeed; path: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { rt } = await roomType(1);
      const added = await addFeed({ connectionId: airbnb.id, roomTypeId: rt.id, name: `Scheduled ${i}` }, '');
      ota.set(added.path, { body: feedFixture('booking-com', today), delayMs: 200 });
      mine.push(added);
    }
    // Two server processes on the same database (the tests' app polls nothing itself).
    const box = new SecretBox(SECRETS_KEY);
    const local = { outbound: { allowPrivate: true } };
    const [a, b] = [createIcalImportService(t.db, box, local), createIcalImportService(t.db, box, local)];
    const rounds = await Promise.all([a.runDue(), b.runDue()]);
    const ids = mine.map((m) => m.feed.id);
    const ran = rounds.flat().filter((r) => ids.includes(r.feedId));
    expect(ran.map((r) => r.feedId).sort()).toEqual([...ids].sort());
    expect(ran.every((r) => r.status === 'SUCCESS' && r.created === 2)).toBe(true);
    for (const m of mine) expect(ota.hits(m.path)).toBe(1);

    // Fetched: next due in 15 minutes, so the next round leaves them alone.
    const again = (await a.runDue()).filter((r) => ids.includes(r.feedId));
    expect(again).toEqual([]);
    const [row] = await t.db.select().from(icalImportFeed).where(eq(icalImportFeed.id, ids[0]!));
    const wait = row!.nextFetchAt.getTime() - row!.lastFetchAt!.getTime();
    expect(Math.round(wait / 60_000)).toBe(15);
  });
});

describe('who may import', () => {
  it('refuses another property’s connection or room, and hides the feeds from other tenants', async () => {
    const airbnb = await connectionOf('Airbnb');
    const { rt } = await roomType(1);
    const { rooms: others } = await roomType(1);
    const bad = await t.api('POST', feedsUrl, {
      token: await admin(),
      body: { connectionId: 2_000_000, roomTypeId: rt.id, name: 'x', url: ota.url('/x.ics') },
    });
    expect(expectError(bad, 400).fields).toHaveProperty('connectionId');
    const wrongRoom = await t.api('POST', feedsUrl, {
      token: await admin(),
      body: {
        connectionId: airbnb.id,
        roomTypeId: rt.id,
        roomId: others[0]!.id,
        name: 'x',
        url: ota.url('/y.ics'),
      },
    });
    expect(expectError(wrongRoom, 400).fields).toHaveProperty('roomId');
    const { feed } = await addFeed({ connectionId: airbnb.id, roomTypeId: rt.id, name: 'Mine' }, '');
    const dup = await t.api('POST', feedsUrl, {
      token: await admin(),
      body: { connectionId: airbnb.id, roomTypeId: rt.id, name: 'Again', url: feed.url },
    });
    expectError(dup, 409);

    const rivalAdmin = await session(rival.propAdmin.username);
    expectHidden(await t.api('GET', feedsUrl, { token: rivalAdmin }), [feed.url!]);
    expectHidden(await t.api('POST', `${feedsUrl}/${feed.id}/sync`, { token: rivalAdmin }));
    const theirs = `/api/ical/property/${rival.propertyId}/import-feeds`;
    expectError(await t.api('GET', theirs, { token: rivalAdmin }), 403); // no subscription there
    expectError(await t.api('GET', feedsUrl, { token: await session.desk() }), 403);
  });
});

function addOne(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}
