// A small per-address limit for the public routes (payment links, unsubscribe links: no sign-in, so a token
// guesser or a flood must not cost the database more than a few queries a second). Counted in memory per process, in fixed one-minute windows: it
// protects one server; several processes each count their own.
import { throttleAddress } from '../modules/auth/auth.service';
import { apiErrorSchema } from '@bookone/domain';

import { tooManyRequests } from './errors';

export interface RateLimit {
  /** Counts a request of the address; throws 429 past the limit of the window. */
  hit(ip: string): void;
}

export function createRateLimit(perMinute: number, now: () => number = Date.now): RateLimit {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    hit(ip) {
      const t = now();
      if (t - windowStart >= 60_000) {
        // A new window forgets the last one whole: the map never holds more than one minute of addresses.
        windowStart = t;
        counts = new Map();
      }
      const key = throttleAddress(ip);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n > perMinute)
        throw tooManyRequests(
          'Too many requests: try again in a minute',
          Math.max(1, Math.ceil((windowStart + 60_000 - t) / 1000)),
        );
    },
  };
}

/** The answers a token-carrying public route documents besides its own: bad input, unknown token, spent, limited. */
export const publicTokenErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
} as const;
