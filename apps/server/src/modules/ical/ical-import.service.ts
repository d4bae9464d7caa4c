// Feeds a property imports from OTAs (issue 16): the admin's list, add, change and remove, "sync now", and the
// schedule's round (every due ACTIVE feed, each claimed with a lease so that two processes never fetch one feed at
// once). The URL carries the OTA's secret: sealed in the database, shown to the property's admins only.
import { createHash } from 'node:crypto';

import {
  type ChannelOverbooking,
  type IcalImportFeed,
  type IcalImportFeedInput,
  icalImportFeedInputSchema,
  type IcalImportFeedUpdate,
  type IcalSyncResult,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { OutboundPolicy } from '../../lib/outbound-http';
import { reachableProperty } from '../../lib/property-access';
import type { SecretBox } from '../../lib/secret-box';
import type { Actor } from '../../plugins/auth';
import { listOverbookings, receiveChannelReservation } from '../channel/channel.service';
import { icalProperty } from './ical-access';
import { openOrNull } from './ical-export.service';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from './ical-fetch';
import { syncClaimedFeed } from './ical-import-sync';
import {
  claimFeed,
  deleteImportFeed,
  findImportFeed,
  findPropertyConnection,
  findRoomTypeAndRoom,
  insertImportFeed,
  listImportFeeds,
  updateImportFeed,
  type ImportFeedView,
} from './ical-import.repository';

export interface IcalImportOptions {
  /** Which addresses feeds may be fetched from (Config.outboundAllowPrivate). */
  outbound: OutboundPolicy;
  limits?: Partial<FetchLimits>;
  /** Days ahead imported (default two years). */
  horizonDays?: number;
}

/** Feeds one round fetches at most (the next round takes the rest). */
const ROUND_LIMIT = 50;

const hashUrl = (url: string) => createHash('sha256').update(url).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createIcalImportService(db: Db, box: SecretBox, o: IcalImportOptions) {
  const deps = {
    db,
    box,
    receive: receiveChannelReservation,
    limits: { ...DEFAULT_FETCH_LIMITS, ...o.limits },
    outbound: o.outbound,
    horizonDays: o.horizonDays ?? 730,
  };

  const toFeed = ({ feed, channelName, roomTypeName, roomNumber }: ImportFeedView): IcalImportFeed => ({
    id: feed.id,
    connectionId: feed.connectionId,
    channelName,
    roomTypeId: feed.roomTypeId,
    roomTypeName,
    roomId: feed.roomId,
    roomNumber,
    name: feed.name,
    url: openOrNull(box, feed.urlSealed),
    intervalMinutes: feed.intervalMinutes,
    status: feed.status,
    lastFetchAt: iso(feed.lastFetchAt),
    lastSuccessAt: iso(feed.lastSuccessAt),
    lastError: feed.lastError,
    lastEventCount: feed.lastEventCount,
    nextFetchAt: feed.status === 'ACTIVE' ? iso(feed.nextFetchAt) : null,
    createdAt: feed.createdAt.toISOString(),
  });

  /** The feed of the property (404 for another property's, decision 0008). */
  async function ownFeed(tx: Db, propertyId: number, feedId: number) {
    const view = await findImportFeed(tx, feedId);
    if (!view || view.feed.propertyId !== propertyId) throw notFound('Feed');
    return view;
  }

  async function checkRoom(tx: Db, propertyId: number, roomTypeId: number, roomId: number | null) {
    const { type, room } = await findRoomTypeAndRoom(tx, propertyId, roomTypeId, roomId);
    if (!type) throw badRequest('Invalid room type', { roomTypeId: VALIDATION_KEYS.noSuchRoomType });
    if (roomId !== null && (!room || room.roomTypeId !== roomTypeId))
      throw badRequest('Invalid room', { roomId: VALIDATION_KEYS.notOfRoomType });
  }

  const taken = (err: unknown) =>
    isUniqueViolation(err)
      ? conflict(VALIDATION_KEYS.icalFeedTaken, { url: VALIDATION_KEYS.icalFeedTaken })
      : err;

  async function list(actor: Actor, propertyId: number): Promise<IcalImportFeed[]> {
    await icalProperty(db, actor, propertyId);
    return (await listImportFeeds(db, propertyId)).map(toFeed);
  }

  async function create(actor: Actor, propertyId: number, raw: IcalImportFeedInput): Promise<IcalImportFeed> {
    const input = icalImportFeedInputSchema.parse(raw);
    const id = await db
      .transaction(async (tx) => {
        await icalProperty(tx, actor, propertyId);
        if (!(await findPropertyConnection(tx, propertyId, input.connectionId)))
          throw badRequest('Invalid connection', { connectionId: VALIDATION_KEYS.unknownId });
        await checkRoom(tx, propertyId, input.roomTypeId, input.roomId);
        const row = await insertImportFeed(tx, {
          propertyId,
          connectionId: input.connectionId,
          roomTypeId: input.roomTypeId,
          roomId: input.roomId,
          name: input.name,
          urlSealed: box.seal(input.url),
          urlHash: hashUrl(input.url),
          intervalMinutes: input.intervalMinutes,
          status: input.status,
        });
        return row.id;
      })
      .catch((err: unknown) => {
        throw taken(err);
      });
    return toFeed((await findImportFeed(db, id))!);
  }

  async function update(actor: Actor, propertyId: number, feedId: number, input: IcalImportFeedUpdate) {
    await db
      .transaction(async (tx) => {
        await icalProperty(tx, actor, propertyId);
        const { feed } = await ownFeed(tx, propertyId, feedId);
        if (input.roomId !== undefined) await checkRoom(tx, propertyId, feed.roomTypeId, input.roomId);
        await updateImportFeed(tx, feedId, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.url !== undefined ? { urlSealed: box.seal(input.url), urlHash: hashUrl(input.url) } : {}),
          ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
          ...(input.intervalMinutes !== undefined ? { intervalMinutes: input.intervalMinutes } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          // A new address or a feed switched back on is fetched at once.
          ...(input.url !== undefined || input.status === 'ACTIVE' ? { nextFetchAt: new Date() } : {}),
        });
      })
      .catch((err: unknown) => {
        throw taken(err);
      });
    return toFeed((await findImportFeed(db, feedId))!);
  }

  /** Removes the feed; the bookings it made stay (the desk cancels them if they should go). */
  async function remove(actor: Actor, propertyId: number, feedId: number) {
    await icalProperty(db, actor, propertyId);
    await ownFeed(db, propertyId, feedId);
    await deleteImportFeed(db, feedId);
  }

  async function syncNow(actor: Actor, propertyId: number, feedId: number): Promise<IcalSyncResult> {
    await icalProperty(db, actor, propertyId);
    await ownFeed(db, propertyId, feedId);
    if ((await claimFeed(db, feedId)) === undefined)
      throw conflict('A fetch of this feed is under way: try again in a moment');
    return syncClaimedFeed(deps, feedId);
  }

  /** The schedule's round: every due feed once, each under its claim. */
  async function runDue(): Promise<IcalSyncResult[]> {
    const done: IcalSyncResult[] = [];
    while (done.length < ROUND_LIMIT) {
      const feedId = await claimFeed(db, null);
      if (feedId === undefined) break;
      done.push(await syncClaimedFeed(deps, feedId));
    }
    return done;
  }

  return { list, create, update, remove, syncNow, runDue };
}

export type IcalImportService = ReturnType<typeof createIcalImportService>;

/** The tape chart's overbooking markers over a range (channel, guest or UID, dates, why). */
export function createIcalOverbookingService(db: Db) {
  return {
    async list(actor: Actor, propertyId: number, from: string, to: string): Promise<ChannelOverbooking[]> {
      await reachableProperty(db, actor, propertyId);
      return listOverbookings(db, propertyId, from, to);
    },
  };
}
export type IcalOverbookingService = ReturnType<typeof createIcalOverbookingService>;
