// The time axis of the resource timeline: whole days (a tape chart's nights) or short slots of a day or a week (a
// service scheduler's 15-minute cells). The rest of the timeline only asks the scale where a value falls and how a
// value moves, so rows, lanes, dragging and the keyboard work the same on both.
import {
  addDays,
  dateRange,
  daysBetween,
  instantToWallClock,
  SLOT_CELL_MINUTES,
  wallClockToInstant,
} from '@bookone/domain';

import type { TimelineRange } from './types';

const MINUTE_MS = 60_000;

type ScaleBase = {
  /** Each column's start: a day (YYYY-MM-DD) on a day scale, an instant (ISO, UTC) on a slot scale. */
  columns: readonly string[];
  /**
   * Where a value falls, in columns from the first one: the columns wholly before it plus the part of the one it
   * falls in. Below 0 before the first column, above `columns.length` after the last; a value in a gap between
   * two columns (the night between two days of working hours) falls at the start of the next column.
   */
  position(value: string): number;
  /** The start and end `steps` columns later (negative: earlier), keeping the length. */
  shift(start: string, end: string, steps: number): { start: string; end: string };
  /** The end `steps` columns later, never less than one column after the start. */
  stretch(start: string, end: string, steps: number): string;
  /** The exclusive end of a column. */
  columnEnd(index: number): string;
};

export type DayScale = ScaleBase & { unit: 'day'; range: TimelineRange };

export type SlotScale = ScaleBase & {
  unit: 'slot';
  /** The days shown (YYYY-MM-DD, the zone's calendar days). */
  days: readonly string[];
  timeZone: string;
  slotMinutes: number;
  /** For each column, its day's index in `days` and its wall-clock time there (HH:MM). */
  wallClock: readonly { day: number; time: string }[];
};

export type TimelineScale = DayScale | SlotScale;

/** One column per day of the range: the tape chart. */
export function dayScale(range: TimelineRange): DayScale {
  const columns = range.days <= 0 ? [] : dateRange(range.start, addDays(range.start, range.days - 1));
  return {
    unit: 'day',
    range,
    columns,
    position: (date) => daysBetween(range.start, date),
    shift: (start, end, steps) => ({ start: addDays(start, steps), end: addDays(end, steps) }),
    stretch: (start, end, steps) => {
      const next = addDays(end, steps);
      return next <= start ? addDays(start, 1) : next;
    },
    columnEnd: (index) => addDays(range.start, index + 1),
  };
}

export type SlotScaleOptions = {
  /** The days shown, in the zone (one for a day view, seven for a week). */
  days: readonly string[];
  timeZone: string;
  /** The wall-clock window shown on each day, HH:MM; `to` 24:00 for midnight. */
  from: string;
  to: string;
  slotMinutes?: number;
};

/**
 * Slots of `slotMinutes` over each day's window, in the zone. The window's ends are turned into instants and the
 * slots step through real time between them, so a daylight-saving change inside the window gives that day one
 * hour of slots fewer or more, and every slot is `slotMinutes` long.
 */
export function slotScale({
  days,
  timeZone,
  from,
  to,
  slotMinutes = SLOT_CELL_MINUTES,
}: SlotScaleOptions): SlotScale {
  const slotMs = slotMinutes * MINUTE_MS;
  const starts: number[] = [];
  const wallClock: { day: number; time: string }[] = [];
  days.forEach((day, dayIndex) => {
    const open = wallClockToInstant(day, from, timeZone);
    const close =
      to === '24:00'
        ? wallClockToInstant(addDays(day, 1), '00:00', timeZone)
        : wallClockToInstant(day, to, timeZone);
    for (let t = open; t + slotMs <= close; t += slotMs) {
      starts.push(t);
      wallClock.push({ day: dayIndex, time: instantToWallClock(t, timeZone).time.slice(0, 5) });
    }
  });
  const columns = starts.map((t) => new Date(t).toISOString());
  const count = starts.length;

  /** Columns wholly before the instant, plus the part of the column it falls in. */
  const positionOf = (t: number): number => {
    if (count === 0) return 0;
    const first = starts[0]!;
    const lastEnd = starts[count - 1]! + slotMs;
    if (t < first) return (t - first) / slotMs;
    if (t >= lastEnd) return count + (t - lastEnd) / slotMs;
    // The last column starting at or before t.
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    const within = t - starts[lo]!;
    return within >= slotMs ? lo + 1 : lo + within / slotMs;
  };

  return {
    unit: 'slot',
    days,
    timeZone,
    slotMinutes,
    wallClock,
    columns,
    position: (value) => positionOf(Date.parse(value)),
    shift: (start, end, steps) => {
      if (steps === 0 || count === 0) return { start, end };
      const s = Date.parse(start);
      const length = Date.parse(end) - s;
      // By columns, not by minutes: in a week, the step after a day's last slot is the next day's first one.
      const index = Math.min(count - 1, Math.max(0, Math.floor(positionOf(s))));
      const offset = Math.min(slotMs - 1, Math.max(0, s - starts[index]!));
      const target = Math.min(count - 1, Math.max(0, index + steps));
      const next = starts[target]! + offset;
      return { start: new Date(next).toISOString(), end: new Date(next + length).toISOString() };
    },
    stretch: (start, end, steps) => {
      const next = Date.parse(end) + steps * slotMs;
      return new Date(Math.max(next, Date.parse(start) + slotMs)).toISOString();
    },
    columnEnd: (index) => new Date((starts[index] ?? 0) + slotMs).toISOString(),
  };
}

/**
 * The window a scheduler shows: from the earliest to the latest working time of the intervals on those days, in
 * whole hours of the zone; `fallback` when nobody works.
 */
export function workingWindow(
  intervals: readonly { startsAt: string; endsAt: string }[],
  timeZone: string,
  fallback: { from: string; to: string } = { from: '08:00', to: '20:00' },
): { from: string; to: string } {
  if (intervals.length === 0) return fallback;
  let from = 24 * 60;
  let to = 0;
  for (const { startsAt, endsAt } of intervals) {
    const start = instantToWallClock(Date.parse(startsAt), timeZone);
    const end = instantToWallClock(Date.parse(endsAt), timeZone);
    const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    from = Math.min(from, minutesOf(start.time));
    // An interval ending at midnight (or on the next day) reaches the end of the day.
    to = Math.max(to, end.date > start.date ? 24 * 60 : minutesOf(end.time));
  }
  const hour = (minutes: number) => `${String(minutes / 60).padStart(2, '0')}:00`;
  const fromHour = Math.floor(from / 60) * 60;
  const toHour = Math.min(24 * 60, Math.ceil(to / 60) * 60);
  return toHour <= fromHour ? fallback : { from: hour(fromHour), to: hour(toHour) };
}

/** Whether [start, end) overlaps one of the intervals (all instants, ISO). */
export function overlapsAny(
  start: string,
  end: string,
  intervals: readonly { startsAt: string; endsAt: string }[],
): boolean {
  const s = Date.parse(start);
  const e = Date.parse(end);
  return intervals.some((i) => Date.parse(i.startsAt) < e && s < Date.parse(i.endsAt));
}

/** Whether [start, end) lies wholly within one of the intervals. */
export function withinAny(
  start: string,
  end: string,
  intervals: readonly { startsAt: string; endsAt: string }[],
): boolean {
  const s = Date.parse(start);
  const e = Date.parse(end);
  return intervals.some((i) => Date.parse(i.startsAt) <= s && e <= Date.parse(i.endsAt));
}
