// What the iCal tests share: the Channel Management subscription a property needs, and reading a busy feed back
// with ical.js (an independent RFC 5545 implementation, not our reader).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { addDays, type Room } from '@bookone/domain';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { propertySubscription, subscription } from '../src/db/schema';
import type { TestApp } from './helpers';
import { createRoomType } from './stay-fixtures';

export async function grantChannelManagement(t: TestApp, propertyId: number) {
  const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Channel Management'));
  const held = await t.db
    .select()
    .from(propertySubscription)
    .where(
      and(eq(propertySubscription.propertyId, propertyId), eq(propertySubscription.subscriptionId, sub!.id)),
    );
  if (held.length === 0)
    await t.db.insert(propertySubscription).values({ propertyId, subscriptionId: sub!.id });
}

export async function revokeChannelManagement(t: TestApp, propertyId: number) {
  const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Channel Management'));
  await t.db
    .delete(propertySubscription)
    .where(
      and(eq(propertySubscription.propertyId, propertyId), eq(propertySubscription.subscriptionId, sub!.id)),
    );
}

/** A room type of `n` rooms of its own, so that no other test's bookings take its nights. */
export async function roomTypeWithRooms(t: TestApp, propertyId: number, token: string, n: number) {
  const rt = await createRoomType(t, propertyId, token, { noOfRooms: n });
  const rooms: Room[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await t.api('POST', `/api/room/property/${propertyId}/rooms`, {
      token,
      body: { roomTypeId: rt.id, roomNumber: `${rt.name.slice(-6)}-${i}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    rooms.push(res.json<Room>());
  }
  return { rt, rooms };
}

export interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
}

/** A calendar's events as ical.js reads them (dates as YYYY-MM-DD), in document order. */
export function readWithIcalJs(text: string): { prodId: string; version: string; events: ReadEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    prodId: String(cal.getFirstPropertyValue('prodid')),
    version: String(cal.getFirstPropertyValue('version')),
    events: cal.getAllSubcomponents('vevent').map((c) => {
      const e = new ICAL.Event(c);
      return {
        uid: e.uid,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate,
        summary: e.summary,
      };
    }),
  };
}

export interface FeedAnswer {
  status?: number;
  body: string;
  contentType?: string;
  /** Wait this long before answering (a slow or hung OTA). */
  delayMs?: number;
  /** A redirect's target (with a 3xx status). */
  location?: string;
}

/**
 * A local HTTP server standing in for the OTAs: each path answers what the test set last (a feed, a 500, an HTML
 * error page, a redirect, nothing for a while). Counts the fetches of each path. `host` is the address it listens
 * on (the SSRF tests stand 127.0.0.2 in for the internet).
 */
export async function startFeedServer(host = '127.0.0.1') {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'Not found', contentType: 'text/plain' };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.contentType ?? 'text/calendar; charset=utf-8',
        ...(answer.location ? { location: answer.location } : {}),
      });
      res.end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path: string) => `http://${host}:${port}${path}`,
    set: (path: string, answer: FeedAnswer) => answers.set(path, answer),
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const FIXTURES = fileURLToPath(new URL('./fixtures/ical/', import.meta.url));

/**
 * A fixture feed (fixtures/ical/<name>.ics, in the shape the OTA publishes) with `{{day N}}` written as the date N
 * days from `today` (YYYYMMDD), and CRLF line ends as the OTAs send them.
 */
export function feedFixture(name: string, today: string, edit: (text: string) => string = (x) => x): string {
  const text = readFileSync(`${FIXTURES}${name}.ics`, 'utf8').replace(
    /\{\{day (-?\d+)\}\}/g,
    (_, n: string) => addDays(today, Number(n)).replaceAll('-', ''),
  );
  return edit(text).replace(/\r?\n/g, '\r\n');
}
