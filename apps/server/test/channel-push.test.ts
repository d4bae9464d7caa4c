// The channel push (issue 16): inventory changes queue pushes in their transaction; the worker sends a connection's
// quiet changes as one push through the channel's adapter (here a recording adapter registered for HTTP_JSON, a real
// implementation of the adapter interface), retries a failure, never sends one change twice, and takes over a batch
// whose worker died. The snapshot carries the connection's rate adjustment and stop-sells.
import type { ChannelConnection, ChannelSyncHealth, RoomType } from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { channelPush } from '../src/db/schema';
import { claimDueBatches } from '../src/modules/channel-push/channel-push.service';
import {
  ChannelAdapterRegistry,
  createChannelWorker,
  icalAdapter,
  PermanentChannelError,
  type ChannelAdapter,
  type ChannelSnapshot,
  type PushRange,
} from '../src/modules/channel/channel.service';
import { day, openForFile, openDemoApp } from './demo-app';
import { createBooking, createRoomType } from './stay-fixtures';

const { t, session, HARBOUR } = await openForFile(openDemoApp);

/**
 * What the test's connection received, and the failures it is told to answer next (the connections of earlier tests,
 * on the same kind, also push: they are left out).
 */
const received: { range: PushRange; snapshot: ChannelSnapshot }[] = [];
const failures: Error[] = [];
const recording: ChannelAdapter = {
  kind: 'HTTP_JSON',
  pushAvailability(c, range, snapshot) {
    if (c.id !== conn.id) return Promise.resolve({ message: 'another test' });
    const failure = failures.shift();
    if (failure) return Promise.reject(failure);
    received.push({ range, snapshot });
    return Promise.resolve({ message: 'availability recorded' });
  },
  pushRates: () => Promise.resolve({ message: 'rates recorded' }),
  mapStatus: () => 'NEW',
};
const adapters = new ChannelAdapterRegistry().register(recording).register(icalAdapter);
/** A worker that pushes as soon as changes are there, retrying at once. */
const worker = createChannelWorker(t.db, adapters, { quietMs: 0, backoffMs: () => 0, maxAttempts: 3 });

let rt: RoomType;
let conn: ChannelConnection;

async function pushesOf(connectionId: number) {
  return t.db
    .select()
    .from(channelPush)
    .where(eq(channelPush.connectionId, connectionId))
    .orderBy(channelPush.id);
}

/** Runs worker rounds until nothing is due (the seeded connections' pushes go too). */
async function drain() {
  while ((await worker.runOnce()) > 0);
}

const book = async (arrival: number, nights: number) =>
  createBooking(t, HARBOUR, await session.admin(), {
    roomTypeId: rt.id,
    arrival: day(arrival),
    departure: day(arrival + nights),
    customer: { firstName: 'Push', lastName: `Guest ${arrival}` },
  });

beforeEach(async () => {
  received.length = 0;
  failures.length = 0;
  const token = await session.admin();
  rt = await createRoomType(t, HARBOUR, token, { noOfRooms: 3, basePrice: 200 });
  const channel = await t.api('POST', '/api/channel', {
    token: await session('superadmin@bookone.demo'),
    body: { name: `Push Test ${rt.id}`, adapterKind: 'HTTP_JSON', bookingSource: 'Others' },
  });
  expect(channel.statusCode, channel.body).toBe(201);
  const connected = await t.api('POST', `/api/channel/property/${HARBOUR}/connection`, {
    token,
    body: { channelId: channel.json<{ id: number }>().id, rateAdjustmentPercent: 10 },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  conn = connected.json<ChannelConnection>();
  const mapped = await t.api('PUT', `/api/channel/property/${HARBOUR}/connection/${conn.id}/mappings`, {
    token,
    body: { mappings: [{ roomTypeId: rt.id, externalRoomCode: 'TWIN' }] },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  await drain();
  received.length = 0;
});

describe('pushes to a channel', () => {
  it('a new connection pushes its year: the mapped room type, prices +10 %, every room free', async () => {
    // beforeEach drained it; run it again from a fresh change of the whole horizon to look at it.
    await t.api('PATCH', `/api/channel/property/${HARBOUR}/connection/${conn.id}`, {
      token: await session.admin(),
      body: { rateAdjustmentPercent: 10 },
    });
    await drain();
    expect(received).toHaveLength(1);
    const { range, snapshot } = received[0]!;
    expect(range.from <= day(0) && range.to > day(300)).toBe(true);
    expect(snapshot.roomTypes.map((r) => [r.roomTypeId, r.externalRoomCode])).toEqual([[rt.id, 'TWIN']]);
    const night = snapshot.roomTypes[0]!.nights.find((n) => n.date === day(20))!;
    expect(night).toMatchObject({ available: 3, price: 220, stopped: false });
  });

  it('three bookings wait for quiet, then go as one push of their nights; nothing is sent twice', async () => {
    await book(10, 2);
    await book(14, 1);
    await book(11, 3);
    const waiting = (await pushesOf(conn.id)).filter((r) => r.status === 'PENDING');
    expect(waiting).toHaveLength(3);

    // A worker whose quiet period has not passed sends nothing yet.
    const patient = createChannelWorker(t.db, adapters, { quietMs: 3_600_000 });
    await patient.runOnce();
    expect(received).toHaveLength(0);

    await drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.range).toEqual({ from: day(10), to: day(15) });
    const nights = received[0]!.snapshot.roomTypes[0]!.nights;
    expect(nights.map((n) => [n.date, n.available])).toEqual([
      [day(10), 2],
      [day(11), 1],
      [day(12), 2],
      [day(13), 2],
      [day(14), 2],
    ]);
    expect((await pushesOf(conn.id)).every((r) => r.status === 'SENT')).toBe(true);

    await drain();
    expect(received).toHaveLength(1);
  });

  it('a failed push is retried with what changed meanwhile; a refusal for good is not retried', async () => {
    failures.push(new Error('503 Service Unavailable'));
    await book(20, 1);
    await worker.runOnce();
    expect(received).toHaveLength(0);
    const [failed] = (await pushesOf(conn.id)).filter((r) => r.status === 'PENDING');
    expect(failed).toMatchObject({ attempts: 1, lastError: '503 Service Unavailable' });
    const health = await t.api('GET', `/api/channel/property/${HARBOUR}/connection/${conn.id}/health`, {
      token: await session.admin(),
    });
    const h = health.json<ChannelSyncHealth>();
    expect(h.lastError).toBe('503 Service Unavailable');
    expect(h.pendingPush).toMatchObject({ from: day(20), to: day(21), attempts: 1 });
    expect(h.recentErrors[0]).toMatchObject({ direction: 'PUSH', error: '503 Service Unavailable' });

    await book(25, 1);
    await drain();
    expect(received.map((r) => r.range)).toEqual([{ from: day(20), to: day(26) }]);

    failures.push(new PermanentChannelError('401 Unauthorized: bad API key'));
    await book(30, 1);
    await drain();
    expect(received).toHaveLength(1);
    expect((await pushesOf(conn.id)).at(-1)).toMatchObject({ status: 'FAILED', attempts: 1 });
  });

  it('delivered changes are deleted a week after, failed ones after 90 days; open ones never', async () => {
    await book(50, 1);
    await drain();
    failures.push(new PermanentChannelError('401 Unauthorized'));
    await book(55, 1);
    await drain();
    await book(60, 1); // left PENDING: the patient worker below only prunes
    const statuses = async () => (await pushesOf(conn.id)).map((r) => r.status).sort();
    // The connection's first push (its year), the booking's, the refused one, the waiting one.
    expect(await statuses()).toEqual(['FAILED', 'PENDING', 'SENT', 'SENT', 'SENT']);
    const age = (status: string, days: number) =>
      t.db
        .update(channelPush)
        .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
        .where(sql`${channelPush.connectionId} = ${conn.id} and ${channelPush.status} = ${status}`);
    await age('SENT', 8);
    await age('FAILED', 30);
    await age('PENDING', 400);
    // A new worker prunes on its first round; this one waits an hour for quiet, so it pushes nothing.
    await createChannelWorker(t.db, adapters, { quietMs: 3_600_000, maxWaitMs: 3_600_000 }).runOnce();
    expect(await statuses()).toEqual(['FAILED', 'PENDING']);
    await age('FAILED', 91);
    await createChannelWorker(t.db, adapters, { quietMs: 3_600_000, maxWaitMs: 3_600_000 }).runOnce();
    expect(await statuses()).toEqual(['PENDING']);
  });

  it('stop-sell on the connection pushes every night closed', async () => {
    const res = await t.api('PATCH', `/api/channel/property/${HARBOUR}/connection/${conn.id}`, {
      token: await session.admin(),
      body: { stopSell: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const nights = received.at(-1)!.snapshot.roomTypes[0]!.nights;
    expect(nights.length).toBeGreaterThan(300);
    expect(nights.every((n) => n.available === 0 && n.stopped)).toBe(true);
  });

  it('a batch whose worker died (claimed, never finished) is pushed once by the next worker after its lease', async () => {
    await book(40, 2);
    // The dead worker: claimed with a lease already over, then gone.
    const claimed = await claimDueBatches(t.db, { limit: 50, leaseMs: 0, quietMs: 0, maxWaitMs: 0 });
    expect(
      claimed
        .flat()
        .filter((r) => r.connectionId === conn.id)
        .map((r) => r.status),
    ).toEqual(['SENDING']);
    await drain();
    expect(received.map((r) => r.range)).toEqual([{ from: day(40), to: day(42) }]);
    expect((await pushesOf(conn.id)).at(-1)).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});
