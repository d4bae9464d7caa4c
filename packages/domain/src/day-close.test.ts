import { describe, expect, it } from 'vitest';

import {
  dayCloseDueAt,
  isArrivalNotCheckedIn,
  isDayCloseDue,
  isDepartureNotCheckedOut,
  mayCloseDate,
  nightShare,
  nightsToPost,
  openBusinessDate,
} from './day-close';
import { DEFAULT_DAY_CLOSE_SETTINGS, dayCloseSettingsSchema } from './schemas/day-close';

const ZONE = 'Pacific/Auckland';
const at = (iso: string) => Date.parse(iso);

describe('when the close of a business date is due', () => {
  it('a morning audit time closes the day before (02:00 NZDT on the 29th closes the 28th)', () => {
    expect(new Date(dayCloseDueAt('2026-11-28', '02:00', ZONE)).toISOString()).toBe(
      '2026-11-28T13:00:00.000Z',
    );
  });

  it('an audit time from noon closes the same evening', () => {
    expect(new Date(dayCloseDueAt('2026-11-28', '23:30', ZONE)).toISOString()).toBe(
      '2026-11-28T10:30:00.000Z',
    );
  });

  it('is due only when automatic and the time has come', () => {
    const on = { ...DEFAULT_DAY_CLOSE_SETTINGS, automatic: true };
    expect(isDayCloseDue(on, '2026-11-28', ZONE, at('2026-11-28T12:59:00Z'))).toBe(false);
    expect(isDayCloseDue(on, '2026-11-28', ZONE, at('2026-11-28T13:00:00Z'))).toBe(true);
    expect(isDayCloseDue(DEFAULT_DAY_CLOSE_SETTINGS, '2026-11-28', ZONE, at('2026-12-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('the open business date', () => {
  it('is the stored one once a close has rolled it', () => {
    expect(openBusinessDate('2026-11-20', DEFAULT_DAY_CLOSE_SETTINGS, ZONE, at('2026-11-28T00:00:00Z'))).toBe(
      '2026-11-20',
    );
  });

  it('before any close: yesterday until a morning audit time has come, then today', () => {
    // 01:00 and 03:00 on the 29th in Auckland (UTC+13).
    expect(openBusinessDate(null, DEFAULT_DAY_CLOSE_SETTINGS, ZONE, at('2026-11-28T12:00:00Z'))).toBe(
      '2026-11-28',
    );
    expect(openBusinessDate(null, DEFAULT_DAY_CLOSE_SETTINGS, ZONE, at('2026-11-28T14:00:00Z'))).toBe(
      '2026-11-29',
    );
    expect(openBusinessDate(null, { auditTime: '23:00' }, ZONE, at('2026-11-28T12:00:00Z'))).toBe(
      '2026-11-29',
    );
  });

  it('may be closed by hand once it has begun in the zone', () => {
    expect(mayCloseDate('2026-11-29', ZONE, at('2026-11-28T10:59:00Z'))).toBe(false);
    expect(mayCloseDate('2026-11-29', ZONE, at('2026-11-28T11:00:00Z'))).toBe(true);
  });
});

describe('the rules of the close', () => {
  it('an expected arrival of the date or before it did not check in; a later one or a guest in house did', () => {
    expect(isArrivalNotCheckedIn({ status: 'CONFIRMED', arrival: '2026-11-28' }, '2026-11-28')).toBe(true);
    expect(isArrivalNotCheckedIn({ status: 'NEW', arrival: '2026-11-27' }, '2026-11-28')).toBe(true);
    expect(isArrivalNotCheckedIn({ status: 'CONFIRMED', arrival: '2026-11-29' }, '2026-11-28')).toBe(false);
    expect(isArrivalNotCheckedIn({ status: 'CHECKEDIN', arrival: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(isArrivalNotCheckedIn({ status: 'ENQUIRY', arrival: '2026-11-28' }, '2026-11-28')).toBe(false);
  });

  it('a guest in house on the departure date has not checked out', () => {
    expect(isDepartureNotCheckedOut({ status: 'CHECKEDIN', departure: '2026-11-28' }, '2026-11-28')).toBe(
      true,
    );
    expect(isDepartureNotCheckedOut({ status: 'CHECKEDIN', departure: '2026-11-29' }, '2026-11-28')).toBe(
      false,
    );
    expect(isDepartureNotCheckedOut({ status: 'CHECKEDOUT', departure: '2026-11-28' }, '2026-11-28')).toBe(
      false,
    );
  });

  it('posts the nights stayed up to the closed date, none of a guest who never came', () => {
    const stay = { arrival: '2026-11-26', departure: '2026-11-30' };
    expect(nightsToPost({ ...stay, status: 'CHECKEDIN' }, '2026-11-28')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(nightsToPost({ ...stay, status: 'CONFIRMED' }, '2026-11-28')).toEqual([]);
    expect(nightsToPost({ ...stay, status: 'NO_SHOW' }, '2026-11-28')).toEqual([]);
    expect(nightsToPost({ ...stay, departure: '2026-11-27', status: 'CHECKEDOUT' }, '2026-11-28')).toEqual([
      '2026-11-26',
    ]);
  });

  it('splits the stay into nights that add up to it in cents', () => {
    const stay = { nights: 3, roomCharge: 300, extraCharge: 50, discountAmount: 10, tax: 51 };
    const nights = [0, 1, 2].map((i) => nightShare(stay, i));
    expect(nights).toEqual([
      { amount: 113.33, tax: 17 },
      { amount: 113.33, tax: 17 },
      { amount: 113.34, tax: 17 },
    ]);
  });

  it('refuses an audit time that is not HH:MM', () => {
    const r = dayCloseSettingsSchema.safeParse({ ...DEFAULT_DAY_CLOSE_SETTINGS, auditTime: '25:00' });
    expect(r.success).toBe(false);
  });
});
