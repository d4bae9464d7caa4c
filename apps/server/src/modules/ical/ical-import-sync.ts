// One fetch of one imported feed (the caller holds its claim): read the feed, then make the channel reservations
// follow it through the channel framework's receiveChannelReservation, one transaction per stay (a long feed never
// holds one long transaction, and a crash leaves a state the next fetch completes: UIDs make it idempotent).
// A new stay books (or, taken, is recorded OVERBOOKED by the framework), a changed one amends, a stay gone from the
// feed or CANCELLED is cancelled. A feed that fails (HTTP error, time out, not iCal) changes no reservation.
import { addDays, type ChannelReservationInput, type IcalSyncResult, todayIn } from '@bookone/domain';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OutboundPolicy } from '../../lib/outbound-http';
import type { SecretBox } from '../../lib/secret-box';
import { recordSync } from '../channel/channel.service';
import { openOrNull } from './ical-export.service';
import { fetchFeed, FeedError, type FetchLimits } from './ical-fetch';
import { feedStays } from './ical-format-stays';
import { externalIdOf, externalPrefix, reservationOfStay } from './ical-import-events';
import { finishFetch, findImportFeed, liveFeedReservations, propertyZone } from './ical-import.repository';

/** The channel framework's inbound path (receiveChannelReservation of the channel module). */
export type ReceiveReservation = (
  tx: Db,
  connection: { id: number },
  input: ChannelReservationInput,
) => Promise<{ outcome: 'BOOKED' | 'MODIFIED' | 'CANCELLED' | 'OVERBOOKED' | 'UNCHANGED' }>;

export interface SyncDeps {
  db: Db;
  box: SecretBox;
  receive: ReceiveReservation;
  limits: FetchLimits;
  /** Which addresses a feed may be fetched from (public ones unless OUTBOUND_ALLOW_PRIVATE). */
  outbound: OutboundPolicy;
  /** How far ahead stays are imported (and recurring blocks expanded), in days. */
  horizonDays: number;
}

const COUNTER = {
  BOOKED: 'created',
  MODIFIED: 'updated',
  CANCELLED: 'cancelled',
  OVERBOOKED: 'overbooked',
  UNCHANGED: 'unchanged',
} as const;

/** A fetch's outcome in the connection's sync health: the channel framework's PULL event and last sync. */
function recordPull(
  tx: Db,
  connectionId: number,
  o: { ok: boolean; message: string; error: string | null; payload: string | null },
) {
  return recordSync(
    tx,
    {
      connectionId,
      direction: 'PULL',
      status: o.ok ? 'SUCCESS' : 'ERROR',
      message: o.message,
      error: o.error,
      payload: o.payload,
    },
    o,
  );
}

export async function syncClaimedFeed(deps: SyncDeps, feedId: number): Promise<IcalSyncResult> {
  const { db } = deps;
  const view = await findImportFeed(db, feedId);
  const result: IcalSyncResult = {
    feedId,
    status: 'SUCCESS',
    error: null,
    events: 0,
    created: 0,
    updated: 0,
    cancelled: 0,
    overbooked: 0,
    unchanged: 0,
  };
  if (!view) return { ...result, status: 'ERROR', error: 'The feed was deleted' };
  const { feed, channelName } = view;

  let fetched;
  try {
    const url = openOrNull(deps.box, feed.urlSealed);
    if (url === null)
      throw new FeedError(
        "The feed's address cannot be read (the server's secrets key changed): enter it again",
      );
    fetched = await fetchFeed(url, deps.limits, deps.outbound);
  } catch (err) {
    const message = err instanceof FeedError ? err.message : `The fetch failed: ${String(err)}`;
    await db.transaction(async (tx) => {
      await recordPull(tx, feed.connectionId, {
        ok: false,
        message: `iCal feed "${feed.name}": nothing changed`,
        error: message,
        payload: err instanceof FeedError ? err.sample : null,
      });
      await finishFetch(tx, feed.id, { ok: false, error: message });
    });
    return { ...result, status: 'ERROR', error: message };
  }

  const zone = await propertyZone(db, feed.propertyId);
  const today = todayIn(zone);
  const stays = feedStays(fetched.events, {
    zone,
    timezones: fetched.timezones,
    from: today,
    to: addDays(today, deps.horizonDays),
  });
  result.events = stays.length;
  const before = new Map(
    (await liveFeedReservations(db, feed.connectionId, externalPrefix(feed.id))).map((r) => [
      r.externalId,
      r,
    ]),
  );
  const refused: string[] = [];
  const apply = async (input: ChannelReservationInput) => {
    try {
      const r = await db.transaction((tx) => deps.receive(tx, { id: feed.connectionId }, input));
      result[COUNTER[r.outcome]]++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push(`${input.externalId}: ${err.message}`);
    }
  };

  const seen = new Set<string>();
  for (const stay of stays) {
    const externalId = externalIdOf(feed.id, stay.key);
    seen.add(externalId);
    const held = before.get(externalId);
    // The same nights as last time: nothing to tell the framework (a re-read of a 10 000-event feed is cheap).
    if (held && held.checkinDate === stay.arrival && held.checkoutDate === stay.departure) {
      result.unchanged++;
      continue;
    }
    await apply(reservationOfStay(stay, feed, channelName, held ? 'MODIFIED' : 'NEW'));
  }
  for (const [externalId, held] of before) {
    // Gone from the feed (or CANCELLED in it). A stay already over is history, not a cancellation.
    if (seen.has(externalId) || held.checkoutDate <= today) continue;
    await apply({
      externalId,
      action: 'CANCELLED',
      roomTypeId: feed.roomTypeId,
      arrival: held.checkinDate,
      departure: held.checkoutDate,
      bookingStatus: 'CANCELLED',
      payload: `The event is no longer in the feed "${feed.name}" (or is CANCELLED there)`,
      payloadType: 'ICAL',
    });
  }

  if (refused.length > 0) {
    result.status = 'ERROR';
    result.error = `${refused.length} event(s) could not be imported: ${refused.slice(0, 3).join('; ')}`;
  }
  const summary =
    `iCal feed "${feed.name}": ${result.events} stays, ${result.created} new, ${result.updated} changed, ` +
    `${result.cancelled} cancelled, ${result.overbooked} overbooked`;
  await db.transaction(async (tx) => {
    await recordPull(tx, feed.connectionId, {
      ok: refused.length === 0,
      message: summary,
      error: result.error,
      payload: null,
    });
    await finishFetch(
      tx,
      feed.id,
      refused.length === 0 ? { ok: true, events: result.events } : { ok: false, error: result.error! },
    );
  });
  return result;
}
