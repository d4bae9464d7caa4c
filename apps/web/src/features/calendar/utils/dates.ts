import { todayIn } from '@bookone/domain';

import { getSessionProperty } from '../../../lib/session';

/** Today at the property (its time zone), as YYYY-MM-DD. */
export function propertyToday(): string {
  return todayIn(getSessionProperty()?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** A calendar day in the interface language, e.g. "Mon 4 May"; undefined options leave a part out. */
export function formatDay(date: string, language: string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...options,
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Two days as a range, e.g. "4 May – 7 May" (an arrival and a departure), with the year after the second. */
export function formatRange(start: string, end: string, language: string, withYear = false): string {
  const options: Intl.DateTimeFormatOptions = { weekday: undefined, day: 'numeric', month: 'short' };
  const second = withYear ? { ...options, year: 'numeric' as const } : options;
  return `${formatDay(start, language, options)} – ${formatDay(end, language, second)}`;
}
