import { toDate, type DateInput } from './to-date';

/** Units of spec §9, in the singular; they are also valid `Intl.RelativeTimeFormat` units. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

export interface RelativeTimeParts {
  unit: RelativeTimeUnit;
  /** Whole units elapsed, rounded down; never negative. */
  count: number;
}

const SECONDS_IN: readonly [RelativeTimeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago `date` was, in the largest unit with at least one whole unit elapsed: under a minute in seconds,
 * then minutes, hours, days, months (30 days) and years (365 days). A date in the future counts as 0 seconds ago.
 * For translation: `new Intl.RelativeTimeFormat(lang, { numeric: 'always' }).format(-count, unit)`, or an i18n key
 * per unit with plural forms. Throws a RangeError for an invalid date.
 */
export function relativeTimeParts(date: DateInput, now: DateInput = new Date()): RelativeTimeParts {
  const elapsed = Math.max(0, Math.floor((toDate(now).getTime() - toDate(date).getTime()) / 1000));
  for (const [unit, seconds] of SECONDS_IN) {
    const count = Math.floor(elapsed / seconds);
    if (count >= 1) return { unit, count };
  }
  return { unit: 'second', count: 0 };
}

/**
 * The English form of spec §9: '1 minute ago', '3 days ago': the unit is singular when the count is 1, plural
 * otherwise ('0 seconds ago').
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  const { unit, count } = relativeTimeParts(date, now);
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
