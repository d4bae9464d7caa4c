import { describe, expect, it } from 'vitest';

import { relativeTime, relativeTimeParts, type RelativeTimeUnit } from './relative-time';

const NOW = new Date(2026, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTimeParts', () => {
  it.each<[string, number, RelativeTimeUnit, number]>([
    ['now', 0, 'second', 0],
    ['1 s', SECOND, 'second', 1],
    ['59.9 s', 59 * SECOND + 900, 'second', 59],
    ['60 s', MINUTE, 'minute', 1],
    ['119 s', 119 * SECOND, 'minute', 1],
    ['2 min', 2 * MINUTE, 'minute', 2],
    ['59 min', 59 * MINUTE, 'minute', 59],
    ['60 min', HOUR, 'hour', 1],
    ['23 h', 23 * HOUR, 'hour', 23],
    ['24 h', DAY, 'day', 1],
    ['29 days', 29 * DAY, 'day', 29],
    ['30 days', 30 * DAY, 'month', 1],
    ['59 days', 59 * DAY, 'month', 1],
    ['60 days', 60 * DAY, 'month', 2],
    ['364 days', 364 * DAY, 'month', 12],
    ['365 days', 365 * DAY, 'year', 1],
    ['3 years', 3 * 365 * DAY, 'year', 3],
  ])('%s ago -> %s %s', (_label, ms, unit, count) => {
    expect(relativeTimeParts(ago(ms), NOW)).toEqual({ unit, count });
  });

  it('counts a date in the future as 0 seconds ago', () => {
    expect(relativeTimeParts(new Date(NOW.getTime() + HOUR), NOW)).toEqual({ unit: 'second', count: 0 });
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTimeParts('2026-01-01T00:00:00Z', '2026-01-01T00:05:00Z')).toEqual({
      unit: 'minute',
      count: 5,
    });
    expect(relativeTimeParts(0, 3 * HOUR)).toEqual({ unit: 'hour', count: 3 });
  });

  it('defaults now to the current time', () => {
    expect(relativeTimeParts(new Date(Date.now() - 3 * DAY - HOUR))).toEqual({ unit: 'day', count: 3 });
  });

  it('rejects an invalid date', () => {
    expect(() => relativeTimeParts('not a date', NOW)).toThrow(RangeError);
  });

  it('gives units Intl.RelativeTimeFormat understands', () => {
    const { unit, count } = relativeTimeParts(ago(2 * DAY), NOW);
    expect(new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(-count, unit)).toBe('2 days ago');
  });
});

describe('relativeTime (English)', () => {
  it.each<[number, string]>([
    [0, '0 seconds ago'],
    [SECOND, '1 second ago'],
    [45 * SECOND, '45 seconds ago'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [30 * DAY, '1 month ago'],
    [90 * DAY, '3 months ago'],
    [365 * DAY, '1 year ago'],
    [10 * 365 * DAY, '10 years ago'],
  ])('%d ms ago -> %s', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });
});
