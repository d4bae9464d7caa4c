import { describe, expect, it } from 'vitest';

import { pad2, toDate } from './to-date';
import { inTimeZone, ZONES } from './tz.test-helper';

describe('toDate', () => {
  it('reads a date-only string as local midnight of that day, in every time zone', () => {
    for (const tz of ZONES) {
      inTimeZone(tz, () => {
        const d = toDate('2026-01-05');
        expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()], tz).toEqual([
          2026, 0, 5, 0, 0,
        ]);
      });
    }
  });

  it('the time zone switch does take effect', () => {
    const offsets = ZONES.map((tz) => inTimeZone(tz, () => new Date(2026, 0, 5).getTimezoneOffset()));
    expect(new Set(offsets).size).toBeGreaterThan(1);
  });

  it('accepts surrounding spaces on a date-only string', () => {
    expect(toDate(' 2026-01-05 ').getDate()).toBe(5);
  });

  it('keeps years below 100 as they are', () => {
    expect(toDate('0099-03-04').getFullYear()).toBe(99);
  });

  it('reads other ISO strings like new Date', () => {
    expect(toDate('2026-01-05T10:20:00Z').getTime()).toBe(Date.UTC(2026, 0, 5, 10, 20));
    expect(toDate('2026-01-05T10:20:00').getTime()).toBe(new Date(2026, 0, 5, 10, 20).getTime());
  });

  it('accepts a Date (copied) and epoch milliseconds', () => {
    const original = new Date(2026, 0, 5);
    const copy = toDate(original);
    expect(copy.getTime()).toBe(original.getTime());
    expect(copy).not.toBe(original);
    expect(toDate(0).getTime()).toBe(0);
  });

  it('rejects invalid and impossible dates', () => {
    expect(() => toDate('2026-02-30')).toThrow(RangeError);
    expect(() => toDate('2026-13-01')).toThrow(RangeError);
    expect(() => toDate('2026-00-10')).toThrow(RangeError);
    expect(() => toDate('yesterday')).toThrow(RangeError);
    expect(() => toDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });

  it('accepts 29 February in a leap year only', () => {
    expect(toDate('2028-02-29').getDate()).toBe(29);
    expect(() => toDate('2026-02-29')).toThrow(RangeError);
  });
});

describe('pad2', () => {
  it('pads to two digits', () => {
    expect([pad2(0), pad2(7), pad2(12)]).toEqual(['00', '07', '12']);
  });
});
