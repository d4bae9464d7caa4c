import { addDays, daysBetween, todayIn, weekdayOf, type Weekday } from '@bookone/domain';

import { getSessionProperty } from '../../../lib/session';

export { addDays, daysBetween, weekdayOf };

/** Today at the property (its time zone), as YYYY-MM-DD. */
export function propertyToday(): string {
  return todayIn(getSessionProperty()?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** A calendar day shown in the interface language, e.g. "Mon 4 May". */
export function formatDay(date: string, language: string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A Date (from a date picker, local midnight) as YYYY-MM-DD, or null when it is not a valid date. */
export function toIsoDate(value: Date | null): string | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** YYYY-MM-DD as a local Date (for a date picker). */
export function fromIsoDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export const isWeekend = (date: string) => (['SAT', 'SUN'] as Weekday[]).includes(weekdayOf(date));

/** A price in a grid cell: no currency, at most two decimals. */
export function formatPrice(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(
    value,
  );
}
