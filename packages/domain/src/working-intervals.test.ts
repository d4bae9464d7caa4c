import { describe, expect, it } from 'vitest';

import { WEEKDAYS } from './schemas/fields';
import { workingIntervals, type WorkingDay } from './slots';
import { wallClockToInstant } from './wall-clock';

// The scheduler's working hours of a resource on a day: the same rules as the slot engine's windows.
const PARIS = 'Europe/Paris';
const MONDAY = '2026-12-07';

const week = (day: Omit<WorkingDay, 'weekday' | 'open'>, closed: string[] = ['SUN']): WorkingDay[] =>
  WEEKDAYS.map((weekday) =>
    closed.includes(weekday)
      ? { weekday, open: false, opensAt: null, closesAt: null, breaks: [] }
      : { weekday, open: true, ...day },
  );
const at = (date: string, time: string, tz = PARIS) => wallClockToInstant(date, time, tz);
const local = (intervals: { start: number; end: number }[]) =>
  intervals.map((i) => [new Date(i.start).toISOString(), new Date(i.end).toISOString()]);

const SHOP = week({ opensAt: '09:00', closesAt: '17:00', breaks: [{ start: '12:00', end: '13:00' }] });

describe('workingIntervals', () => {
  it('is the opening hours minus the breaks for a resource without hours of its own', () => {
    expect(workingIntervals(MONDAY, PARIS, SHOP, { hours: null, timeOff: [] })).toEqual([
      { start: at(MONDAY, '09:00'), end: at(MONDAY, '12:00') },
      { start: at(MONDAY, '13:00'), end: at(MONDAY, '17:00') },
    ]);
  });

  it('keeps to the resource’s own hours and leaves out its time off', () => {
    const own = week({ opensAt: '10:00', closesAt: '19:00', breaks: [] });
    const off = { startsAt: new Date(at(MONDAY, '14:00')), endsAt: new Date(at(MONDAY, '15:30')) };
    expect(local(workingIntervals(MONDAY, PARIS, SHOP, { hours: own, timeOff: [off] }))).toEqual(
      local([
        { start: at(MONDAY, '10:00'), end: at(MONDAY, '12:00') },
        { start: at(MONDAY, '13:00'), end: at(MONDAY, '14:00') },
        { start: at(MONDAY, '15:30'), end: at(MONDAY, '17:00') },
      ]),
    );
  });

  it('is empty on a closed weekday, a closed date, and a day the resource does not work', () => {
    const sunday = '2026-12-06';
    expect(workingIntervals(sunday, PARIS, SHOP, { hours: null, timeOff: [] })).toEqual([]);
    expect(workingIntervals(MONDAY, PARIS, SHOP, { hours: null, timeOff: [] }, [MONDAY])).toEqual([]);
    const notMonday = week({ opensAt: '09:00', closesAt: '17:00', breaks: [] }, ['MON']);
    expect(workingIntervals(MONDAY, PARIS, SHOP, { hours: notMonday, timeOff: [] })).toEqual([]);
  });

  it('counts real hours on a clocks-forward day (Auckland, 27 September 2026: 02:00 becomes 03:00)', () => {
    const tz = 'Pacific/Auckland';
    const date = '2026-09-27';
    const night = week({ opensAt: '01:00', closesAt: '05:00', breaks: [] }, []);
    const [only, ...rest] = workingIntervals(date, tz, night, { hours: null, timeOff: [] });
    expect(rest).toEqual([]);
    expect(only!.start).toBe(at(date, '01:00', tz));
    // 01:00 to 05:00 on the wall clock is three hours that night.
    expect(only!.end - only!.start).toBe(3 * 3_600_000);
  });
});
