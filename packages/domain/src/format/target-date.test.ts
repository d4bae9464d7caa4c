import { describe, expect, it } from 'vitest';

import { formatTargetDate } from './target-date';
import { inTimeZone, ZONES } from './tz.test-helper';

describe("formatTargetDate (spec §9: 'MMM d, y')", () => {
  it.each([
    ['2026-01-05', 'Jan 5, 2026'],
    ['2026-02-28', 'Feb 28, 2026'],
    ['2026-03-01', 'Mar 1, 2026'],
    ['2025-04-10', 'Apr 10, 2025'],
    ['2025-05-31', 'May 31, 2025'],
    ['2025-06-15', 'Jun 15, 2025'],
    ['2025-07-04', 'Jul 4, 2025'],
    ['2025-08-09', 'Aug 9, 2025'],
    ['2025-09-30', 'Sep 30, 2025'],
    ['2025-10-01', 'Oct 1, 2025'],
    ['2025-11-11', 'Nov 11, 2025'],
    ['2025-12-31', 'Dec 31, 2025'],
  ])('%s -> %s', (input, expected) => {
    expect(formatTargetDate(input)).toBe(expected);
  });

  it('keeps the calendar day of a date-only string in every time zone', () => {
    for (const tz of ZONES) {
      inTimeZone(tz, () => {
        expect(formatTargetDate('2026-01-05'), tz).toBe('Jan 5, 2026');
        expect(formatTargetDate('2025-12-31'), tz).toBe('Dec 31, 2025');
      });
    }
  });

  it('formats a Date by its local day', () => {
    expect(formatTargetDate(new Date(2026, 0, 5, 23, 59))).toBe('Jan 5, 2026');
    expect(formatTargetDate(new Date(2026, 0, 5, 0, 0))).toBe('Jan 5, 2026');
  });

  it('formats a date-time string and epoch milliseconds by their local day', () => {
    const local = new Date(2026, 6, 4, 15, 30);
    expect(formatTargetDate(local.getTime())).toBe('Jul 4, 2026');
    expect(formatTargetDate('2026-07-04T15:30:00')).toBe('Jul 4, 2026');
  });

  it('writes the year without padding', () => {
    expect(formatTargetDate('0099-03-04')).toBe('Mar 4, 99');
  });

  it('gives nothing for a missing date', () => {
    expect(formatTargetDate(null)).toBe('');
    expect(formatTargetDate(undefined)).toBe('');
    expect(formatTargetDate('')).toBe('');
  });

  it('rejects an invalid date', () => {
    expect(() => formatTargetDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatTargetDate('soon')).toThrow(RangeError);
  });
});
