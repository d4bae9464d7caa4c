// The live channel (issue 12): one server-sent-events stream per signed-in tab, scoped to the caller's property and
// permissions. Writers publish with `publishLive(tx, event)` inside their transaction (pg_notify: sent on commit,
// to every API process); each process's hub hands the event to the streams of that property whose caller holds the
// event's permission. Events name what changed, never its data: the client refetches through the usual reads.
import { LIVE_EVENT_PERMISSION, liveEventSchema, type LiveEvent } from '@bookone/domain';

import type { Db } from '../../db/client';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { listen, type LiveListener } from './live-listener';
import { notifyLive } from './live.repository';

// ------------------------------------------------------------------ For other modules

/**
 * Publishes an event to the property's live streams when `tx` commits (on the outer handle: at once). Payloads stay
 * far under PostgreSQL's 8 000 bytes: ids and a station name.
 */
export async function publishLive(tx: Db, event: LiveEvent): Promise<void> {
  await notifyLive(tx, JSON.stringify(event));
}

// ------------------------------------------------------------------ the hub

export interface LiveSubscriber {
  propertyId: number;
  actor: Actor;
  event(event: LiveEvent): void;
  /** Events may have been missed (the database connection came back): refetch everything shown. */
  resync(): void;
}

export function createLiveService(db: Db) {
  const subscribers = new Set<LiveSubscriber>();
  let listener: Promise<LiveListener> | null = null;
  let closing = false;

  const dispatch = (payload: string) => {
    let event: LiveEvent;
    try {
      event = liveEventSchema.parse(JSON.parse(payload));
    } catch {
      return; // not ours
    }
    const needs = LIVE_EVENT_PERMISSION[event.kind];
    for (const s of subscribers)
      if (s.propertyId === event.propertyId && s.actor.permissions.has(needs)) s.event(event);
  };

  /** Listens from the first stream on, for the life of the process (a stream every tab keeps open). */
  function ensureListening() {
    if (listener || closing) return;
    listener = listen(db, {
      message: dispatch,
      resumed: () => subscribers.forEach((s) => s.resync()),
    });
    listener.catch(() => {
      listener = null;
    });
  }

  return {
    /** The property of a stream, after the tenant rule (404 for another tenant's, as for a missing one). */
    async reach(actor: Actor, propertyId: number) {
      return reachableProperty(db, actor, propertyId);
    },

    async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
      ensureListening();
      // The stream says it is ready once the process listens: nothing committed after that is missed.
      await listener?.catch(() => undefined);
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    get size() {
      return subscribers.size;
    },

    async close() {
      closing = true;
      subscribers.clear();
      const l = await listener?.catch(() => null);
      await l?.close();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
