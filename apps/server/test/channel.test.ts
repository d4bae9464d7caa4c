// OTA channels (issue 16): the platform's catalogue, a property's connections behind its Channel Management
// subscription, mappings, reservations received from channels (new, modified, cancelled) and their log, sync health.
import type {
  Channel,
  ChannelConnection,
  ChannelPage,
  ChannelReservationPage,
  ChannelSyncHealth,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, channelPush } from '../src/db/schema';
import { receiveChannelReservation } from '../src/modules/channel/channel.service';
import { day, openForFile, openTenantsApp } from './demo-app';
import { createRoomType } from './stay-fixtures';

const { t, session, HARBOUR, rival } = await openForFile(openTenantsApp);

const superadmin = () => session('superadmin@bookone.demo');

async function connectionsOf(propertyId: number, token: string) {
  const res = await t.api('GET', `/api/channel/property/${propertyId}/connection`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChannelConnection[]>();
}

async function channelNamed(name: string) {
  const res = await t.api('GET', `/api/channel?search=${encodeURIComponent(name)}`, {
    token: await superadmin(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<ChannelPage>().items.find((c) => c.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

describe('the channel catalogue (platform)', () => {
  it("lists the original's OTAs and iCal, adds, refuses a taken name, changes, exports and deletes", async () => {
    const token = await superadmin();
    const page = await t.api('GET', '/api/channel?size=50', { token });
    expect(page.statusCode, page.body).toBe(200);
    const names = page.json<ChannelPage>().items.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Agoda', 'Expedia', 'GOBIBO,MMT', 'Channex', 'iCal']));
    expect(page.json<ChannelPage>().items.find((c) => c.name === 'iCal')!.adapterKind).toBe('ICAL');

    const body = {
      name: 'Test Travel',
      adapterKind: 'HTTP_JSON',
      bookingSource: 'Others',
      website: 'https://travel.test',
      availabilityUrl: 'https://travel.test/availability',
    };
    const created = await t.api('POST', '/api/channel', { token, body });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json<Channel>();
    expect(c).toMatchObject({ name: 'Test Travel', status: 'ACTIVE', connections: 0 });

    const twice = await t.api('POST', '/api/channel', { token, body: { ...body, name: 'test travel' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ fieldKeys: Record<string, string> }>().fieldKeys.name).toBe(
      'validation.channelNameTaken',
    );

    const bad = await t.api('POST', '/api/channel', {
      token,
      body: { ...body, name: 'X', ratesUrl: 'ftp://x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldKeys: Record<string, string> }>().fieldKeys.ratesUrl).toBe('validation.url');

    const changed = await t.api('PUT', `/api/channel/${c.id}`, {
      token,
      body: { ...body, status: 'INACTIVE' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Channel>().status).toBe('INACTIVE');

    const xlsx = await t.api('GET', '/api/channel/export?status=INACTIVE', { token });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    expect((await t.api('DELETE', `/api/channel/${c.id}`, { token })).statusCode).toBe(200);
    expect((await t.api('GET', `/api/channel/${c.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses to delete a channel a property is connected to, and keeps the catalogue from property admins', async () => {
    const airbnb = await channelNamed('Airbnb');
    expect(airbnb.connections).toBeGreaterThan(0);
    const del = await t.api('DELETE', `/api/channel/${airbnb.id}`, { token: await superadmin() });
    expect(del.statusCode).toBe(409);
    expect((await t.api('GET', '/api/channel', { token: await session.admin() })).statusCode).toBe(403);
  });
});

describe("a property's connections", () => {
  it('Harbour View sells on iCal and Airbnb, every room type mapped', async () => {
    const list = await connectionsOf(HARBOUR, await session.admin());
    const airbnb = list.find((c) => c.channelName === 'Airbnb')!;
    expect(list.map((c) => c.channelName).sort()).toEqual(['Airbnb', 'iCal']);
    expect(airbnb).toMatchObject({
      rateAdjustmentPercent: 15,
      commissionFee: 3,
      commissionFeeType: 'PERCENTAGE',
    });
    expect(airbnb.mappings.length).toBeGreaterThan(0);
  });

  it('connects, configures, maps and disconnects; a change of what sells queues a push', async () => {
    const token = await session.admin();
    const agoda = await channelNamed('Agoda');
    const res = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
      token,
      body: {
        channelId: agoda.id,
        externalPropertyId: 'AG-77',
        rateAdjustmentPercent: 10,
        convenienceFee: 2.5,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const conn = res.json<ChannelConnection>();
    expect(conn).toMatchObject({
      channelName: 'Agoda',
      status: 'ACTIVE',
      convenienceFeeType: 'AMOUNT',
      stopSell: false,
    });
    const queued = await t.db.select().from(channelPush).where(eq(channelPush.connectionId, conn.id));
    expect(queued.map((r) => r.status)).toEqual(['PENDING']);
    expect(queued[0]!.roomTypeIds).toBeNull();

    const again = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
      token,
      body: { channelId: agoda.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ fieldKeys: Record<string, string> }>().fieldKeys.channelId).toBe(
      'validation.channelConnected',
    );

    const base = `/api/channel/property/${HARBOUR}/connection/${conn.id}`;
    const patched = await t.api('PATCH', base, {
      token,
      body: { stopSell: true, rateAdjustmentPercent: -5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<ChannelConnection>()).toMatchObject({ stopSell: true, rateAdjustmentPercent: -5 });
    const tooLow = await t.api('PATCH', base, { token, body: { rateAdjustmentPercent: -100 } });
    expect(tooLow.statusCode).toBe(400);

    const rt = await createRoomType(t, HARBOUR, token);
    const mapped = await t.api('PUT', `${base}/mappings`, {
      token,
      body: { mappings: [{ roomTypeId: rt.id, externalRoomCode: 'DBL', stopSell: true }] },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<ChannelConnection>().mappings).toEqual([
      expect.objectContaining({
        roomTypeId: rt.id,
        roomTypeName: rt.name,
        externalRoomCode: 'DBL',
        stopSell: true,
      }),
    ]);
    const rivalType = await createRoomType(t, rival.propertyId, await session(rival.propAdmin.username));
    const foreign = await t.api('PUT', `${base}/mappings`, {
      token,
      body: { mappings: [{ roomTypeId: rivalType.id, externalRoomCode: 'X' }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fieldKeys: Record<string, string> }>().fieldKeys['mappings.0.roomTypeId']).toBe(
      'validation.noSuchRoomType',
    );

    expect((await t.api('DELETE', base, { token })).statusCode).toBe(200);
    expect((await t.api('GET', base, { token })).statusCode).toBe(404);
  });

  it('the desk may not connect; a property without Channel Management gets 403 with its message key', async () => {
    const agoda = await channelNamed('Agoda');
    const desk = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
      token: await session.desk(),
      body: { channelId: agoda.id },
    });
    expect(desk.statusCode).toBe(403);
    const gate = await t.api('GET', `/api/channel/property/${rival.propertyId}/connection`, {
      token: await session(rival.propAdmin.username),
    });
    expect(gate.statusCode).toBe(403);
    expect(gate.json<{ messageKey: string }>().messageKey).toBe('validation.noChannelSubscription');
  });

  it("another organisation's admin finds Harbour View's connections missing (404)", async () => {
    const [conn] = await connectionsOf(HARBOUR, await session.admin());
    const token = await session(rival.propAdmin.username);
    expect((await t.api('GET', `/api/channel/property/${HARBOUR}/connection`, { token })).statusCode).toBe(
      404,
    );
    const health = await t.api('GET', `/api/channel/property/${HARBOUR}/connection/${conn!.id}/health`, {
      token,
    });
    expect(health.statusCode).toBe(404);
  });
});

describe('reservations a channel sends', () => {
  it('new books, modified amends, cancelled cancels; the log and sync health show each', async () => {
    const token = await session.admin();
    const rt = await createRoomType(t, HARBOUR, token);
    const airbnb = (await connectionsOf(HARBOUR, token)).find((c) => c.channelName === 'Airbnb')!;
    const reservation = {
      externalId: 'HMABCD1234',
      action: 'NEW' as const,
      roomTypeId: rt.id,
      arrival: day(40),
      departure: day(42),
      adults: 2,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@guest.example',
      totalAmount: 460,
      payload: { code: 'HMABCD1234', status: 'accepted' },
    };
    const made = await t.db.transaction((tx) => receiveChannelReservation(tx, airbnb, reservation));
    expect(made.outcome).toBe('BOOKED');
    const [b] = await t.db.select().from(booking).where(eq(booking.id, made.bookingId!));
    expect(b).toMatchObject({ source: 'AirBnB', roomTypeId: rt.id, arrival: day(40), status: 'CONFIRMED' });

    const same = await t.db.transaction((tx) => receiveChannelReservation(tx, airbnb, reservation));
    expect(same.outcome).toBe('UNCHANGED');

    const moved = await t.db.transaction((tx) =>
      receiveChannelReservation(tx, airbnb, { ...reservation, action: 'MODIFIED', departure: day(43) }),
    );
    expect(moved.outcome).toBe('MODIFIED');
    const [amended] = await t.db.select().from(booking).where(eq(booking.id, made.bookingId!));
    expect(amended!.departure).toBe(day(43));

    const gone = await t.db.transaction((tx) =>
      receiveChannelReservation(tx, airbnb, { ...reservation, action: 'CANCELLED' }),
    );
    expect(gone.outcome).toBe('CANCELLED');
    const [cancelled] = await t.db.select().from(booking).where(eq(booking.id, made.bookingId!));
    expect(cancelled!.status).toBe('CANCELLED');

    const log = await t.api('GET', `/api/channel/property/${HARBOUR}/reservations?search=HMABCD1234`, {
      token,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<ChannelReservationPage>().items).toEqual([
      expect.objectContaining({
        channelName: 'Airbnb',
        externalId: 'HMABCD1234',
        status: 'CANCELLED',
        bookingNumber: b!.bookingNumber,
        guestName: 'Aroha Ngata',
        noOfPerson: 2,
        payloadType: 'JSON',
      }),
    ]);
    const xlsx = await t.api('GET', `/api/channel/property/${HARBOUR}/reservations/export`, { token });
    expect(xlsx.statusCode).toBe(200);

    const health = await t.api('GET', `/api/channel/property/${HARBOUR}/connection/${airbnb.id}/health`, {
      token,
    });
    expect(health.statusCode, health.body).toBe(200);
    const h = health.json<ChannelSyncHealth>();
    expect(h.lastSuccessAt).not.toBeNull();
    expect(h.recentEvents.filter((e) => e.direction === 'RECEIVE').map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('HMABCD1234 (CANCELLED): CANCELLED')]),
    );
    // Each booking change queued a push of its nights to the property's channels.
    expect(h.pendingPush).not.toBeNull();
  });

  it('an unmapped room code is a 400 that books nothing', async () => {
    const airbnb = (await connectionsOf(HARBOUR, await session.admin())).find(
      (c) => c.channelName === 'Airbnb',
    )!;
    const before = (await t.db.select().from(booking).where(eq(booking.propertyId, HARBOUR))).length;
    await expect(
      t.db.transaction((tx) =>
        receiveChannelReservation(tx, airbnb, {
          externalId: 'UNMAPPED-1',
          action: 'NEW',
          externalRoomCode: 'NO-SUCH-ROOM',
          arrival: day(50),
          departure: day(51),
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await t.db.select().from(booking).where(eq(booking.propertyId, HARBOUR))).length).toBe(before);
  });

  it("an HTTP_JSON channel posts to its connection's webhook; a rotated token no longer answers", async () => {
    const token = await session.admin();
    const rt = await createRoomType(t, HARBOUR, token);
    const agoda = await channelNamed('Agoda');
    const made = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
      token,
      body: { channelId: agoda.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const base = `/api/channel/property/${HARBOUR}/connection/${made.json<ChannelConnection>().id}`;
    await t.api('PUT', `${base}/mappings`, {
      token,
      body: { mappings: [{ roomTypeId: rt.id, externalRoomCode: 'AG-DBL' }] },
    });
    const issued = await t.api('POST', `${base}/webhook-token`, { token });
    expect(issued.statusCode, issued.body).toBe(200);
    const { path } = issued.json<{ token: string; path: string }>();
    const body = {
      externalId: 'AG-555001',
      action: 'NEW',
      externalRoomCode: 'AG-DBL',
      arrival: day(70),
      departure: day(72),
      adults: 2,
      firstName: 'Somchai',
      lastName: 'Dee',
      payload: { hotelId: 'AG-77', rooms: 1 },
    };
    const posted = await t.api('POST', path, { body });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<{ outcome: string; bookingNumber: unknown }>()).toMatchObject({
      outcome: 'BOOKED',
      bookingNumber: expect.any(String) as unknown,
    });
    const [b] = await t.db.select().from(booking).where(eq(booking.roomTypeId, rt.id));
    expect(b).toMatchObject({ source: 'Agoda', externalReference: 'AG-555001' });

    await t.api('POST', `${base}/webhook-token`, { token });
    expect((await t.api('POST', path, { body })).statusCode).toBe(404);
    await t.api('DELETE', base, { token });
  });
});
