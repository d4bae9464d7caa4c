import { describe, expect, it } from 'vitest';

import { formatNotificationDate } from './notification-date';
import { inTimeZone, ZONES } from './tz.test-helper';

describe("formatNotificationDate (spec §3: 'dd/MM/yyyy HH:mm')", () => {
  it('pads day, month, hours and minutes to two digits', () => {
    expect(formatNotificationDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });

  it('uses a 24-hour clock', () => {
    expect(formatNotificationDate(new Date(2025, 11, 31, 23, 59, 59))).toBe('31/12/2025 23:59');
    expect(formatNotificationDate(new Date(2025, 11, 31, 0, 0))).toBe('31/12/2025 00:00');
    expect(formatNotificationDate(new Date(2025, 10, 20, 12, 30))).toBe('20/11/2025 12:30');
  });

  it('drops the seconds without rounding', () => {
    expect(formatNotificationDate(new Date(2026, 2, 3, 4, 5, 59, 999))).toBe('03/03/2026 04:05');
  });

  it('reads a date-time string without an offset as local time', () => {
    expect(formatNotificationDate('2026-03-14T16:45:10')).toBe('14/03/2026 16:45');
  });

  it('shows a UTC instant in local time', () => {
    const instant = '2026-03-14T16:45:10Z';
    const local = new Date(instant);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatNotificationDate(instant)).toBe(
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()} ` +
        `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    expect(inTimeZone('Pacific/Auckland', () => formatNotificationDate(instant))).toBe('15/03/2026 05:45');
    expect(inTimeZone('UTC', () => formatNotificationDate(instant))).toBe('14/03/2026 16:45');
  });

  it('reads a date-only string as midnight of that day in every time zone', () => {
    for (const tz of ZONES) {
      expect(
        inTimeZone(tz, () => formatNotificationDate('2026-01-05')),
        tz,
      ).toBe('05/01/2026 00:00');
    }
  });

  it('accepts epoch milliseconds', () => {
    const d = new Date(2026, 7, 9, 18, 1);
    expect(formatNotificationDate(d.getTime())).toBe('09/08/2026 18:01');
  });

  it('writes a four-digit year', () => {
    expect(formatNotificationDate('0099-03-04')).toBe('04/03/0099 00:00');
  });

  it('gives nothing for a missing date and rejects an invalid one', () => {
    expect(formatNotificationDate(null)).toBe('');
    expect(formatNotificationDate(undefined)).toBe('');
    expect(formatNotificationDate('')).toBe('');
    expect(() => formatNotificationDate('nope')).toThrow(RangeError);
  });
});
