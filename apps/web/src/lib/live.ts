// The live channel's client (issue 12): one server-sent-events stream per tab and property (GET /api/live/:id),
// shared by every component that listens. EventSource cannot send the Bearer token and APP_ID headers, so the
// stream is read with fetch(). A lost stream reconnects with backoff (1 s doubling to 30 s). `ready` reaches the
// listeners only when events may have been missed: on a REconnection, or when the server says it resumed; then they
// refetch what they show. The stream's first `ready` does not: the page has just read what it shows, and refetching
// it all then doubled the signed-in home's first reads (issue 12). Events name what changed; the data is always
// refetched through the usual, permission-checked reads.
import { APP_ID, APP_ID_HEADER, LIVE_READY_EVENT, type LiveEvent, type LiveEventKind } from '@bookone/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';

import { getAuthToken } from './session';

export type LiveTopic = LiveEventKind | typeof LIVE_READY_EVENT;
export type LiveStatus = 'connecting' | 'open' | 'down';
type Handler = (event: LiveEvent | null) => void;

const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/** One stream: opened by the first listener of a property, closed shortly after its last one leaves. */
class LiveConnection {
  status: LiveStatus = 'connecting';
  private readonly handlers = new Map<LiveTopic, Set<Handler>>();
  private readonly statusListeners = new Set<() => void>();
  private abort: AbortController | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private backoff = MIN_BACKOFF_MS;
  private closed = false;
  /** A stream was lost or refused since the last `ready`: the next one may follow missed events. */
  private lost = false;

  constructor(private readonly propertyId: number) {
    void this.connect();
  }

  get size() {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  on(topic: LiveTopic, handler: Handler) {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
    return () => set.delete(handler);
  }

  onStatus(listener: () => void) {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.abort?.abort();
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    this.statusListeners.forEach((l) => l());
  }

  private emit(topic: LiveTopic, event: LiveEvent | null) {
    this.handlers.get(topic)?.forEach((h) => h(event));
  }

  private async connect() {
    if (this.closed) return;
    const token = getAuthToken();
    this.abort = new AbortController();
    try {
      const response = await fetch(`/api/live/${this.propertyId}`, {
        headers: {
          [APP_ID_HEADER]: APP_ID,
          Accept: 'text/event-stream',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        signal: this.abort.signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`live ${response.status}`);
      await this.read(response.body);
    } catch {
      // Lost, refused or aborted: the schedule below decides.
    }
    this.setStatus('down');
    this.schedule();
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        this.frame(block);
      }
    }
  }

  private frame(block: string) {
    let name = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (!name) return; // a heartbeat comment or the retry hint
    if (name === LIVE_READY_EVENT) {
      const missed = this.lost || resumed(data);
      this.lost = false;
      this.backoff = MIN_BACKOFF_MS;
      this.setStatus('open');
      if (missed) this.emit(LIVE_READY_EVENT, null);
      return;
    }
    try {
      const event = JSON.parse(data) as LiveEvent;
      this.emit(event.kind, event);
    } catch {
      // not an event of ours
    }
  }

  private schedule() {
    if (this.closed) return;
    this.lost = true;
    const wait = this.backoff;
    this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, wait);
  }
}

/** The server's `ready` after its database listener came back (`{ "resumed": true }`). */
function resumed(data: string) {
  try {
    return (JSON.parse(data) as { resumed?: unknown }).resumed === true;
  } catch {
    return false;
  }
}

const connections = new Map<number, LiveConnection>();

function connectionOf(propertyId: number) {
  let c = connections.get(propertyId);
  if (!c) {
    c = new LiveConnection(propertyId);
    connections.set(propertyId, c);
  }
  return c;
}

/** Closes every stream at once (module state: the unit tests' setup calls it after each test). */
export function closeLiveStreams() {
  connections.forEach((c) => c.close());
  connections.clear();
}

/** Listens to a property's live events of one topic; the stream closes once nobody listens any more. */
export function subscribeLive(propertyId: number, topic: LiveTopic, handler: Handler): () => void {
  const c = connectionOf(propertyId);
  const off = c.on(topic, handler);
  return () => {
    off();
    // A page switching components re-listens at once: keep the stream for a moment.
    setTimeout(() => {
      if (c.size === 0 && connections.get(propertyId) === c) {
        c.close();
        connections.delete(propertyId);
      }
    }, 1_000);
  };
}

/**
 * Calls `handler` for each live event of `topics` of the property, and when events may have been missed (`ready`:
 * a reconnection, or the server resumed; not the first connection): pass 'ready' among the topics to refetch then.
 * Null property: nothing is opened.
 */
export function useLiveEvents(
  propertyId: number | null,
  topics: readonly LiveTopic[],
  handler: (event: LiveEvent | null) => void,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = topics.join(',');
  useEffect(() => {
    if (propertyId == null) return;
    const offs = key
      .split(',')
      .map((topic) => subscribeLive(propertyId, topic as LiveTopic, (e) => latest.current(e)));
    return () => offs.forEach((off) => off());
  }, [propertyId, key]);
}

/** The state of the property's stream (opened by whoever listens): connecting, open, or down (retrying). */
export function useLiveStatus(propertyId: number | null): LiveStatus {
  return useSyncExternalStore(
    (notify) => {
      if (propertyId == null) return () => undefined;
      const off = connectionOf(propertyId).onStatus(notify);
      return () => {
        off();
      };
    },
    () => (propertyId == null ? 'down' : (connections.get(propertyId)?.status ?? 'connecting')),
  );
}
