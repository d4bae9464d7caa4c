import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { throttleAddress } from './address';
import {
  clearThrottle,
  giveBackAttempt,
  markSeen,
  secondsBlocked,
  seenWithin,
  takeAttempt,
  type ThrottleRule,
} from './auth.repository';

export type { ThrottleRule };

/**
 * Sign-in and self-signup throttling (decision 0003). Sign-in is counted per username from one address, per
 * address, and per username across all addresses; only the first two block for long, so that failures from one
 * address never lock the owner out from another.
 */
export interface ThrottleOptions {
  /** One username from one address: the guesses of one attacker at one account. */
  perPair: ThrottleRule;
  /** One address, whatever the usernames: one attacker trying many accounts. */
  perIp: ThrottleRule;
  /**
   * One username from every address: a distributed attack. A high ceiling, then one attempt per `blockMs` (short)
   * rather than a lock, since anyone can push this counter. An address the user signed in from within 30 days
   * is not slowed.
   */
  perUsername: ThrottleRule;
  /** Anonymous signups from one address: each creates an account and a property. */
  signupPerIp: ThrottleRule;
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE: ThrottleOptions = {
  perPair: { limit: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  perIp: { limit: 20, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  perUsername: { limit: 100, windowMs: 15 * MINUTE, blockMs: 30_000 },
  signupPerIp: { limit: 5, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
};

function inWords(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * How long an address the user signed in from stays trusted past the account-wide spacing: the owner's home or
 * office keeps working through a distributed attack.
 */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

interface Gate {
  key: string;
  rule: ThrottleRule;
  /** When the key refuses: whether this caller goes on anyway (uncounted). */
  letThrough?: () => Promise<boolean>;
}

export function createThrottle(db: Db, options: ThrottleOptions) {
  /**
   * Takes one attempt on each key in turn; on a refusal, gives back what the earlier keys counted (a refused
   * attempt must not count anywhere) and throws 429 with the wait.
   */
  async function admit(gates: Gate[], message: (wait: string) => string) {
    for (const [i, { key, rule, letThrough }] of gates.entries()) {
      if (await takeAttempt(db, key, rule)) continue;
      if (letThrough && (await letThrough())) continue;
      for (const taken of gates.slice(0, i)) await giveBackAttempt(db, taken.key, taken.rule);
      const seconds = await secondsBlocked(db, key);
      throw tooManyRequests(message(inWords(seconds)), seconds);
    }
  }

  const loginKeys = (username: string, ip: string) => {
    const address = throttleAddress(ip);
    return {
      // The address first in these keys: it holds no space, so the key is unambiguous whatever the username.
      pair: { key: `pair:${address} ${username}`, rule: options.perPair },
      address: { key: `ip:${address}`, rule: options.perIp },
      account: { key: `user:${username}`, rule: options.perUsername },
      known: `known:${address} ${username}`,
    };
  };

  return {
    /** Before the password is checked: counts the attempt, or refuses it with 429. */
    async admitLogin(username: string, ip: string) {
      const { pair, address, account, known } = loginKeys(username, ip);
      const letKnownThrough = () => seenWithin(db, known, KNOWN_ADDRESS_MS);
      await admit(
        [pair, address, { ...account, letThrough: letKnownThrough }],
        (wait) => `Too many failed sign-in attempts. Try again in ${wait}.`,
      );
    },

    /**
     * A sign-in succeeded: it was no failure. The pair starts afresh, the address and the username get their
     * attempt back, and the address becomes a known one for this user.
     */
    async loginSucceeded(username: string, ip: string) {
      const { pair, address, account, known } = loginKeys(username, ip);
      await clearThrottle(db, pair.key);
      await giveBackAttempt(db, address.key, address.rule);
      await giveBackAttempt(db, account.key, account.rule);
      await markSeen(db, known);
    },

    /** Before an anonymous signup does anything: counts it, or refuses it with 429. */
    admitSignup: (ip: string) =>
      admit(
        [{ key: `signup:${throttleAddress(ip)}`, rule: options.signupPerIp }],
        (wait) => `Too many sign-ups from your address. Try again in ${wait}.`,
      ),
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
