// When an online reservation's deposit falls due: two days at most, an hour before the time starts at the latest,
// and no deposit at all when that leaves under a quarter of an hour to pay.
import { describe, expect, it } from 'vitest';

import { depositDueAt } from './schemas/booking-engine-services';

const now = new Date('2026-11-28T10:00:00Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('depositDueAt', () => {
  it('gives two days to pay for a time far ahead', () => {
    expect(depositDueAt(new Date('2026-12-20T09:00:00Z'), now)).toEqual(new Date('2026-11-30T10:00:00Z'));
  });

  it('ends an hour before a time that starts within two days', () => {
    expect(depositDueAt(inMinutes(180), now)).toEqual(inMinutes(120));
    expect(depositDueAt(inMinutes(2 * 24 * 60 + 30), now)).toEqual(inMinutes(2 * 24 * 60 - 30));
  });

  it('asks no deposit when under a quarter of an hour would be left to pay', () => {
    expect(depositDueAt(inMinutes(75), now)).toEqual(inMinutes(15));
    expect(depositDueAt(inMinutes(74), now)).toBeNull();
    expect(depositDueAt(inMinutes(20), now)).toBeNull();
  });
});
