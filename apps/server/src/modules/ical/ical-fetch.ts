// Fetching an OTA's feed: one HTTP GET with a time limit and a size limit, the body read as it streams in and
// handed to the iCal reader chunk by chunk. Anything but a 2xx iCalendar document is a FeedError with a message a
// property admin can act on (sync health shows it; the previous state of the imported stays is kept). The URL is an
// admin's: it is fetched through outbound-http.ts, which refuses addresses on the server's own network.
import { outboundFetch, OutboundRefusal, textStart, type OutboundPolicy } from '../../lib/outbound-http';
import { IcalFormatError, IcalReader, type IcalEvent } from './ical-format-parse';
import type { VTimezone } from './ical-format-time';

export interface FetchLimits {
  /** The whole fetch, connect to last byte (ms). */
  timeoutMs: number;
  /** Largest body read (bytes): a 10 000-event feed is some 3 MB. */
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 30 * 1024 * 1024 };

export class FeedError extends Error {
  constructor(
    message: string,
    /** The start of what the server answered, for the admin to read in sync health. */
    readonly sample: string | null = null,
  ) {
    super(message);
  }
}

export interface FetchedFeed {
  events: IcalEvent[];
  timezones: Map<string, VTimezone>;
  bytes: number;
}

export async function fetchFeed(
  url: string,
  limits: FetchLimits,
  outbound: OutboundPolicy,
): Promise<FetchedFeed> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.timeoutMs);
  let sample = '';
  try {
    let res: Response;
    try {
      res = await outboundFetch(
        url,
        {
          signal: abort.signal,
          headers: {
            accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
            'user-agent': 'BookOne iCal sync',
          },
          subject: "The feed's address",
        },
        outbound,
      );
    } catch (err) {
      if (err instanceof OutboundRefusal) throw new FeedError(err.message);
      throw new FeedError(
        abort.signal.aborted ? timeoutText(limits) : `Could not reach the feed: ${causeOf(err)}`,
      );
    }
    if (!res.ok) {
      const body = await textStart(res).catch(() => '');
      throw new FeedError(
        `The feed answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`,
        body,
      );
    }
    const reader = new IcalReader();
    const events: IcalEvent[] = [];
    const decoder = new TextDecoder('utf-8');
    let bytes = 0;
    try {
      for await (const chunk of res.body ?? []) {
        const part = chunk as Uint8Array;
        bytes += part.byteLength;
        if (bytes > limits.maxBytes)
          throw new FeedError(`The feed is larger than ${Math.round(limits.maxBytes / 1048576)} MB`);
        const text = decoder.decode(part, { stream: true });
        if (sample.length < 2000) sample += text.slice(0, 2000 - sample.length);
        events.push(...reader.push(text));
      }
      events.push(...reader.push(decoder.decode()));
      events.push(...reader.end());
    } catch (err) {
      if (err instanceof FeedError) throw err;
      if (err instanceof IcalFormatError)
        throw new FeedError(`The feed is not an iCalendar document: ${err.message}`, sample);
      throw new FeedError(
        abort.signal.aborted ? timeoutText(limits) : `Reading the feed failed: ${causeOf(err)}`,
        sample,
      );
    }
    return { events, timezones: reader.timezones, bytes };
  } finally {
    clearTimeout(timer);
  }
}

const timeoutText = ({ timeoutMs: ms }: FetchLimits) =>
  `The feed did not answer within ${ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`}`;

/** A network error's code (ECONNREFUSED, ENOTFOUND…), else its message. */
function causeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.message : String(err);
}
