import { todayIn } from '@bookone/domain';

import { getSessionProperty } from './session';

/**
 * One way to show dates and times across the pages: the interface language's format, instants in the property's
 * time zone (a clerk in Auckland and a manager abroad read the same check-in time). Calendar days (YYYY-MM-DD:
 * arrival, payment date) have no time zone: they are shown as the day they name.
 */

/** The property's time zone, else the browser's. */
export function propertyTimeZone(): string {
  return getSessionProperty()?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today at the property, as YYYY-MM-DD. */
export function propertyToday(): string {
  return todayIn(propertyTimeZone());
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A calendar day, e.g. "4 May 2026" / "4 mai 2026"; `weekday` adds the day's name ("Mon 4 May 2026"). */
export function formatDay(
  date: string | null | undefined,
  language: string,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  if (!date) return '';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    ...DAY,
    ...(weekday ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  }).format(day);
}

/** An instant (a check-in, an audit entry) as date and time at the property. */
export function formatDateTime(
  instant: string | null | undefined,
  language: string,
  timeZone: string = propertyTimeZone(),
): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return new Intl.DateTimeFormat(language, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone }).format(
    d,
  );
}

/** The calendar day of an instant at the property (a customer's creation date), in the language's format. */
export function formatInstantDay(
  instant: string | null | undefined,
  language: string,
  timeZone: string = propertyTimeZone(),
): string {
  if (!instant) return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return new Intl.DateTimeFormat(language, { ...DAY, timeZone }).format(d);
}
