// An imported feed's address cannot turn BookOne against its own network (server-side request forgery): with
// private addresses refused (OUTBOUND_ALLOW_PRIVATE off, as in production) a feed at 127.0.0.1, at a name that
// resolves there, or redirecting there is not fetched; "sync now" says why in the feed's status and the connection's
// sync health, and the stays the feed imported before are kept. 127.0.0.2 stands in for the internet here: the
// app's policy counts it as public and resolves ota.example.test to it. The address input refuses other schemes.
import type {
  Booking,
  ChannelConnection,
  ChannelSyncHealth,
  IcalImportFeed,
  IcalSyncResult,
} from '@bookone/domain';

import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { channelReservation } from '../src/db/schema';
import { isPublicAddress } from '../src/lib/outbound-address';
import type { Resolver } from '../src/lib/outbound-http';
import { extendApp, openDemoApp, openForFile, today } from './demo-app';
import { feedFixture, grantChannelManagement, roomTypeWithRooms, startFeedServer } from './ical-fixtures';
import { expectError } from './support';

const OUTSIDE = '127.0.0.2';
/** ota.example.test is the stand-in OTA; rebound.example.test answers 127.0.0.1, as a rebinding DNS would. */
const resolve: Resolver = (hostname, _options, done) =>
  done(null, [{ address: hostname === 'ota.example.test' ? OUTSIDE : '127.0.0.1', family: 4 }]);

const { t, session, HARBOUR } = await openForFile(async () =>
  extendApp(
    await openDemoApp({
      config: { outboundAllowPrivate: false },
      outbound: { allowPrivate: false, resolve, isPublic: (a) => a === OUTSIDE || isPublicAddress(a) },
    }),
    async ({ t, HARBOUR }) => {
      await grantChannelManagement(t, HARBOUR);
      return {};
    },
  ),
);
const ota = await startFeedServer(OUTSIDE);
/** What the server's own network holds (a database, an admin page): never to be fetched. */
const internal = await startFeedServer('127.0.0.1');
afterAll(async () => {
  await ota.close();
  await internal.close();
});

const feedsUrl = `/api/ical/property/${HARBOUR}/import-feeds`;
const admin = () => session.admin();
const PUBLIC_ONLY = 'is on a private network: BookOne only fetches public addresses';

async function airbnb(): Promise<ChannelConnection> {
  const res = await t.api('GET', `/api/channel/property/${HARBOUR}/connection`, { token: await admin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChannelConnection[]>().find((c) => c.channelName === 'Airbnb')!;
}

async function syncNow(feedId: number): Promise<IcalSyncResult> {
  const res = await t.api('POST', `${feedsUrl}/${feedId}/sync`, { token: await admin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IcalSyncResult>();
}

async function moveFeed(feedId: number, url: string) {
  const res = await t.api('PATCH', `${feedsUrl}/${feedId}`, { token: await admin(), body: { url } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The statuses of the bookings a feed made. */
async function statusesOf(feedId: number): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(channelReservation)
    .where(like(channelReservation.externalId, `ical${feedId}:%`));
  const out: string[] = [];
  for (const r of rows) {
    const res = await t.api('GET', `/api/booking/${r.bookingId}`, { token: await session.desk() });
    out.push(res.json<Booking>().status);
  }
  return out.sort();
}

describe('a feed on the server’s own network', () => {
  it('is not fetched, directly, by name or on a redirect; sync health says why and the imported stays are kept', async () => {
    const connection = await airbnb();
    const { rt } = await roomTypeWithRooms(t, HARBOUR, await admin(), 2);
    ota.set('/airbnb.ics', { body: feedFixture('airbnb', today) });
    internal.set('/airbnb.ics', {
      body: feedFixture('airbnb', today, (x) => x.replaceAll('Reserved', 'Secret')),
    });
    const created = await t.api('POST', feedsUrl, {
      token: await admin(),
      body: {
        connectionId: connection.id,
        roomTypeId: rt.id,
        name: 'Airbnb — outbound',
        url: `http://ota.example.test:${ota.port}/airbnb.ics`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json<IcalImportFeed>();
    // A public address is fetched as ever.
    expect(await syncNow(feed.id)).toMatchObject({ status: 'SUCCESS', created: 2 });

    const refusals = [
      [`http://127.0.0.1:${internal.port}/airbnb.ics`, `The feed's address 127.0.0.1 ${PUBLIC_ONLY}`],
      [
        `http://rebound.example.test:${internal.port}/airbnb.ics`,
        `The feed's address rebound.example.test (127.0.0.1) ${PUBLIC_ONLY}`,
      ],
      [
        `http://ota.example.test:${ota.port}/moved.ics`,
        `The feed's address redirects to 127.0.0.1, which ${PUBLIC_ONLY}`,
      ],
    ];
    ota.set('/moved.ics', {
      status: 302,
      body: '',
      location: `http://127.0.0.1:${internal.port}/airbnb.ics`,
    });
    for (const [url, error] of refusals) {
      await moveFeed(feed.id, url!);
      expect(await syncNow(feed.id)).toMatchObject({ status: 'ERROR', error, created: 0, cancelled: 0 });
    }
    expect(internal.hits('/airbnb.ics')).toBe(0);
    expect(ota.hits('/moved.ics')).toBe(1);

    // The stays of the last good fetch are all kept; the feed and the connection's health say why.
    expect(await statusesOf(feed.id)).toEqual(['CONFIRMED', 'CONFIRMED']);
    const shown = (await t.api('GET', feedsUrl, { token: await admin() }))
      .json<IcalImportFeed[]>()
      .find((f) => f.id === feed.id)!;
    expect(shown.lastError).toBe(refusals[2]![1]);
    const health = await t.api('GET', `/api/channel/property/${HARBOUR}/connection/${connection.id}/health`, {
      token: await admin(),
    });
    expect(health.statusCode, health.body).toBe(200);
    const pulls = health.json<ChannelSyncHealth>().recentErrors.filter((e) => e.direction === 'PULL');
    for (const [, error] of refusals)
      expect(pulls.some((e) => e.error === error && e.payload === null)).toBe(true);

    // Back on the OTA: fetched again, nothing lost.
    await moveFeed(feed.id, `http://ota.example.test:${ota.port}/airbnb.ics`);
    expect(await syncNow(feed.id)).toMatchObject({ status: 'SUCCESS', unchanged: 2 });
  });

  it('localhost is refused as the address it resolves to', async () => {
    const connection = await airbnb();
    const { rt } = await roomTypeWithRooms(t, HARBOUR, await admin(), 1);
    const res = await t.api('POST', feedsUrl, {
      token: await admin(),
      body: {
        connectionId: connection.id,
        roomTypeId: rt.id,
        name: 'Local',
        url: `http://localhost:${internal.port}/airbnb.ics`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = await syncNow(res.json<IcalImportFeed>().id);
    expect(result.status).toBe('ERROR');
    expect(result.error).toMatch(
      /^The feed's address localhost \((127\.0\.0\.1|::1)\) is on a private network/,
    );
    expect(internal.hits('/airbnb.ics')).toBe(0);
  });
});

describe('the feed address input', () => {
  it('refuses other schemes than http and https, and an address with a user name or password', async () => {
    const connection = await airbnb();
    const { rt } = await roomTypeWithRooms(t, HARBOUR, await admin(), 1);
    const add = async (url: string) =>
      t.api('POST', feedsUrl, {
        token: await admin(),
        body: { connectionId: connection.id, roomTypeId: rt.id, name: 'Odd address', url },
      });
    for (const url of ['file:///etc/passwd', 'ftp://ota.example.test/feed.ics', 'gopher://127.0.0.1:5432/']) {
      const body = expectError(await add(url), 400, { fields: ['url'] });
      expect(body.fieldKeys?.url, url).toBe('validation.url');
    }
    const withPassword = expectError(await add('https://admin:secret@ota.example.test/feed.ics'), 400, {
      fields: ['url'],
    });
    expect(withPassword.fieldKeys?.url).toBe('validation.urlCredentials');
    expect(withPassword.fields?.url).toBe('Leave the user name and password out of the address');
  });
});
