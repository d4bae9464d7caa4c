// Busy feeds we publish (issue 16): per room type and per room, at `<origin>/api/public/ical/<token>.ics`. The token
// is 32 random bytes; the database keeps its hash (the public lookup) and the token sealed (shown again to the
// property's admins), never the token in clear. Regenerating revokes the old URL in the same transaction.
import { createHash, randomBytes } from 'node:crypto';

import {
  addDays,
  type IcalExportFeed,
  type IcalExportFeedInput,
  icalExportFeedInputSchema,
  todayIn,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { type SecretBox, SecretBoxError } from '../../lib/secret-box';
import type { Actor } from '../../plugins/auth';
import { icalProperty } from './ical-access';
import {
  findFeedByHash,
  findLiveFeed,
  insertFeed,
  listExportSlots,
  revokeFeed,
  revokeSlot,
  roomBookedNights,
  roomTypeBusyDates,
  touchRead,
  type ExportFeedRow,
} from './ical-export.repository';
import { busyCalendarLines, type BusyEvent } from './ical-format-serialize';

/** How far back and ahead a feed lists busy nights: OTAs read a year or two ahead. */
export const EXPORT_PAST_DAYS = 1;
export const EXPORT_AHEAD_DAYS = 730;
const UID_DOMAIN = 'bookone.ical';

/** A sealed value, or null when this server's key cannot open it (decision 0031: a new key loses old secrets). */
export function openOrNull(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch (err) {
    if (err instanceof SecretBoxError) return null;
    throw err;
  }
}

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Consecutive dates as runs [start, end) (end: the day after the last). */
function runsOf(dates: string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const date of dates) {
    const last = runs[runs.length - 1];
    if (last && last.end === date) last.end = addDays(date, 1);
    else if (!last || date >= last.end) runs.push({ start: date, end: addDays(date, 1) });
  }
  return runs;
}

export function createIcalExportService(db: Db, box: SecretBox) {
  /** The feed's URL; null when its token cannot be opened (the secrets key changed: regenerate it). */
  const urlOf = (origin: string, row: ExportFeedRow) => {
    const token = openOrNull(box, row.tokenSealed);
    return token === null ? null : `${origin}/api/public/ical/${token}.ics`;
  };

  async function list(actor: Actor, propertyId: number, origin: string): Promise<IcalExportFeed[]> {
    await icalProperty(db, actor, propertyId);
    const { types, rooms, feeds } = await listExportSlots(db, propertyId);
    const feedOf = (roomTypeId: number, roomId: number | null) =>
      feeds.find((f) => f.roomTypeId === roomTypeId && f.roomId === roomId);
    const slot = (t: (typeof types)[number], r: (typeof rooms)[number] | null): IcalExportFeed => {
      const f = feedOf(t.id, r?.id ?? null);
      return {
        id: f?.id ?? null,
        roomTypeId: t.id,
        roomTypeName: t.name,
        roomId: r?.id ?? null,
        roomNumber: r?.roomNumber ?? null,
        url: f ? urlOf(origin, f) : null,
        createdAt: f ? f.createdAt.toISOString() : null,
        lastReadAt: f?.lastReadAt ? f.lastReadAt.toISOString() : null,
      };
    };
    return types.flatMap((t) => [
      slot(t, null),
      ...rooms.filter((r) => r.roomTypeId === t.id).map((r) => slot(t, r)),
    ]);
  }

  async function issue(actor: Actor, propertyId: number, raw: IcalExportFeedInput, origin: string) {
    const input = icalExportFeedInputSchema.parse(raw);
    return db.transaction(async (tx) => {
      await icalProperty(tx, actor, propertyId);
      const { types, rooms } = await listExportSlots(tx, propertyId);
      const type = types.find((t) => t.id === input.roomTypeId);
      if (!type) throw badRequest('Invalid room type', { roomTypeId: VALIDATION_KEYS.noSuchRoomType });
      const r = input.roomId === null ? null : rooms.find((x) => x.id === input.roomId);
      if (r === undefined || (r && r.roomTypeId !== type.id))
        throw badRequest('Invalid room', { roomId: VALIDATION_KEYS.notOfRoomType });
      await revokeSlot(tx, propertyId, type.id, input.roomId);
      const token = randomBytes(32).toString('base64url');
      const row = await insertFeed(tx, {
        propertyId,
        roomTypeId: type.id,
        roomId: input.roomId,
        tokenHash: hashFeedToken(token),
        tokenSealed: box.seal(token),
      });
      return {
        id: row.id,
        roomTypeId: type.id,
        roomTypeName: type.name,
        roomId: r?.id ?? null,
        roomNumber: r?.roomNumber ?? null,
        url: urlOf(origin, row),
        createdAt: row.createdAt.toISOString(),
        lastReadAt: null,
      } satisfies IcalExportFeed;
    });
  }

  async function revoke(actor: Actor, propertyId: number, feedId: number) {
    await icalProperty(db, actor, propertyId);
    const row = await findLiveFeed(db, propertyId, feedId);
    if (!row) throw notFound('Feed');
    await revokeFeed(db, row.id);
  }

  /** The public document of a token, or null (unknown or revoked: the route answers 404). */
  async function document(token: string): Promise<Iterable<string> | null> {
    const found = await findFeedByHash(db, hashFeedToken(token));
    if (!found) return null;
    const { feed } = found;
    const from = addDays(todayIn(found.timeZone), -EXPORT_PAST_DAYS);
    const to = addDays(from, EXPORT_AHEAD_DAYS);
    const events: BusyEvent[] = [];
    const closed = runsOf(
      await roomTypeBusyDates(db, feed.propertyId, feed.roomTypeId, from, to, feed.roomId === null),
    );
    const scope = feed.roomId === null ? `rt${feed.roomTypeId}` : `room${feed.roomId}`;
    for (const run of closed)
      events.push({ uid: `${scope}-closed-${run.start}@${UID_DOMAIN}`, ...run, summary: 'Not available' });
    if (feed.roomId !== null) {
      if (found.roomInService === false)
        events.push({
          uid: `${scope}-out-of-service@${UID_DOMAIN}`,
          start: from,
          end: to,
          summary: 'Not available',
        });
      else {
        // One event per stay on the room (a booking room's nights), its UID the stay's: a stay that grows or
        // shrinks keeps its UID as long as its first night stays.
        const nights = await roomBookedNights(db, feed.roomId, from, to);
        const byStay = new Map<number, string[]>();
        for (const n of nights) {
          const dates = byStay.get(n.bookingRoomId);
          if (dates) dates.push(n.date);
          else byStay.set(n.bookingRoomId, [n.date]);
        }
        for (const [stay, dates] of byStay)
          for (const run of runsOf(dates))
            events.push({ uid: `stay${stay}-${run.start}@${UID_DOMAIN}`, ...run, summary: 'Not available' });
      }
    }
    events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    await touchRead(db, feed.id);
    const name = `${found.propertyName} — ${found.roomNumber ? `${found.roomTypeName} ${found.roomNumber}` : found.roomTypeName}`;
    return busyCalendarLines({ prodId: '-//BookOne//Busy calendar//EN', name, stamp: new Date(), events });
  }

  return { list, issue, revoke, document };
}

export type IcalExportService = ReturnType<typeof createIcalExportService>;
