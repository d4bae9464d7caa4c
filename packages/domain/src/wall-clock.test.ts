import { describe, expect, it } from 'vitest';

import { instantToWallClock, wallClockToInstant, zoneOffsetMinutes } from './wall-clock';

const iso = (t: number) => new Date(t).toISOString();

describe('wall clock in a time zone', () => {
  it('turns a local time into its instant on an ordinary day, either side of UTC', () => {
    expect(iso(wallClockToInstant('2026-12-07', '09:00', 'Europe/Paris'))).toBe('2026-12-07T08:00:00.000Z');
    expect(iso(wallClockToInstant('2026-07-07', '09:00', 'Europe/Paris'))).toBe('2026-07-07T07:00:00.000Z');
    expect(iso(wallClockToInstant('2026-07-07', '09:00', 'America/Los_Angeles'))).toBe(
      '2026-07-07T16:00:00.000Z',
    );
    expect(iso(wallClockToInstant('2026-07-07', '09:00', 'Asia/Kathmandu'))).toBe('2026-07-07T03:15:00.000Z');
    expect(iso(wallClockToInstant('2026-07-07', '09:00', 'UTC'))).toBe('2026-07-07T09:00:00.000Z');
  });

  it('reads a time repeated when Auckland turns its clocks back (2026-04-05, 03:00 -> 02:00) as its first occurrence', () => {
    // 02:30 happens at 13:30Z (NZDT, +13) and again at 14:30Z (NZST, +12).
    expect(iso(wallClockToInstant('2026-04-05', '02:30', 'Pacific/Auckland'))).toBe(
      '2026-04-04T13:30:00.000Z',
    );
    expect(instantToWallClock(Date.parse('2026-04-04T14:30:00Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-04-05',
      time: '02:30',
    });
    expect(iso(wallClockToInstant('2026-04-05', '09:00', 'Pacific/Auckland'))).toBe(
      '2026-04-04T21:00:00.000Z',
    );
  });

  it('moves a time that never happens when Auckland turns its clocks forward (2026-09-27, 02:00 -> 03:00) past the gap', () => {
    expect(iso(wallClockToInstant('2026-09-27', '02:30', 'Pacific/Auckland'))).toBe(
      '2026-09-26T14:30:00.000Z',
    );
    expect(instantToWallClock(Date.parse('2026-09-26T14:30:00Z'), 'Pacific/Auckland').time).toBe('03:30');
    expect(iso(wallClockToInstant('2026-09-27', '01:59', 'Pacific/Auckland'))).toBe(
      '2026-09-26T13:59:00.000Z',
    );
    expect(iso(wallClockToInstant('2026-09-27', '09:00', 'Pacific/Auckland'))).toBe(
      '2026-09-26T20:00:00.000Z',
    );
  });

  it('gives the offset in minutes and reads an unknown zone as UTC', () => {
    expect(zoneOffsetMinutes('Pacific/Auckland', Date.parse('2026-01-15T00:00:00Z'))).toBe(780);
    expect(zoneOffsetMinutes('Pacific/Auckland', Date.parse('2026-07-15T00:00:00Z'))).toBe(720);
    expect(zoneOffsetMinutes('America/St_Johns', Date.parse('2026-01-15T00:00:00Z'))).toBe(-210);
    expect(iso(wallClockToInstant('2026-07-07', '09:00', 'Not/AZone'))).toBe('2026-07-07T09:00:00.000Z');
  });

  it('keeps offsets apart on either side of a change, asked again and again (they are cached per quarter hour)', () => {
    for (let i = 0; i < 3; i++) {
      expect(zoneOffsetMinutes('Pacific/Auckland', Date.parse('2026-04-04T13:59:59Z'))).toBe(780);
      expect(zoneOffsetMinutes('Pacific/Auckland', Date.parse('2026-04-04T14:00:00Z'))).toBe(720);
      expect(zoneOffsetMinutes('Asia/Kathmandu', Date.parse('2026-04-04T14:00:00Z'))).toBe(345);
    }
    expect(instantToWallClock(Date.parse('2026-04-04T13:59:00Z'), 'Pacific/Auckland').time).toBe('02:59');
    expect(instantToWallClock(Date.parse('2026-04-04T14:00:00Z'), 'Pacific/Auckland').time).toBe('02:00');
  });

  it('crosses midnight into the local date', () => {
    expect(instantToWallClock(Date.parse('2026-07-07T22:30:00Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-07-08',
      time: '10:30',
    });
    expect(instantToWallClock(Date.parse('2026-07-07T00:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-07-06',
      time: '17:00',
    });
  });
});
