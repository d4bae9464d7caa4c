// The auth gate's memory of verified tokens (plugins/verified-tokens.ts): a token is checked once and then answered
// from memory, but never past its expiry, and a refusal is never remembered.
import { describe, expect, it } from 'vitest';

import { VerifiedTokens } from '../src/plugins/verified-tokens';

const NOW = 1_800_000_000_000;
/** The time the stub verifier checks expiries against (the memory is given it too). */
let clock = NOW;

function counting(valid: Record<string, number>) {
  const calls: string[] = [];
  const tokens = new VerifiedTokens<{ exp: number }>((token) => {
    calls.push(token);
    const exp = valid[token];
    if (exp === undefined || exp * 1000 <= clock) throw new Error(`refused ${token}`);
    return { exp };
  }, 2);
  const claimsOf = (token: string, at = NOW) => {
    clock = at;
    return tokens.claimsOf(token, at);
  };
  return { claimsOf, calls };
}

describe('VerifiedTokens', () => {
  it('verifies a token once, then answers its claims from memory until its expiry', () => {
    const { claimsOf, calls } = counting({ a: NOW / 1000 + 60 });
    expect(claimsOf('a', NOW)).toEqual({ exp: NOW / 1000 + 60 });
    expect(claimsOf('a', NOW + 59_000)).toEqual({ exp: NOW / 1000 + 60 });
    expect(calls).toEqual(['a']);
    // At its expiry the full check runs again, and its refusal is what the caller gets.
    expect(() => claimsOf('a', NOW + 60_000)).toThrow('refused a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a refusal', () => {
    const { claimsOf, calls } = counting({});
    expect(() => claimsOf('forged')).toThrow('refused forged');
    expect(() => claimsOf('forged')).toThrow('refused forged');
    expect(calls).toEqual(['forged', 'forged']);
  });

  it('keeps at most `max` tokens, starting again empty past it', () => {
    const exp = NOW / 1000 + 600;
    const { claimsOf, calls } = counting({ a: exp, b: exp, c: exp });
    for (const t of ['a', 'b', 'c', 'a']) claimsOf(t);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
