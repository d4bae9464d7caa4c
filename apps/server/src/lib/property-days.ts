// A property's days as instants, and its today, remembered: wallClockToInstant formats four dates through Intl and
// todayIn one, so the order list's range cost nine Intl calls on every request (its budget, bench/order-list.ts),
// for an answer that only changes at the property's midnight.
import { addDays, todayIn, wallClockToInstant } from '@bookone/domain';

/** Entries kept at most; past it the memo starts again empty (zones × days asked: few). */
const MAX = 5000;
const starts = new Map<string, Date>();
const todays = new Map<string, { day: string; from: number; until: number }>();

/** The first instant of a date in a zone (its midnight, or the first time after a gap). Not to be mutated. */
export function dayStartIn(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let start = starts.get(key);
  if (!start) {
    if (starts.size >= MAX) starts.clear();
    start = new Date(wallClockToInstant(date, '00:00', timeZone));
    starts.set(key, start);
  }
  return start;
}

/** Today's date in a zone, as todayIn answers it, read again only once the zone's day has ended. */
export function todayOfZone(timeZone: string, now = Date.now()): string {
  const known = todays.get(timeZone);
  if (known && now >= known.from && now < known.until) return known.day;
  const day = todayIn(timeZone, new Date(now));
  if (todays.size >= MAX) todays.clear();
  todays.set(timeZone, {
    day,
    from: dayStartIn(day, timeZone).getTime(),
    until: dayStartIn(addDays(day, 1), timeZone).getTime(),
  });
  return day;
}
