/** What the date helpers accept: a Date, an epoch in milliseconds, or an ISO 8601 string. */
export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date input. A date-only string ('2026-01-05') is that calendar day at local midnight, not UTC midnight,
 * so it shows as the same day in every time zone; other strings follow `new Date(string)` (a date-time without an
 * offset is local time). Throws a RangeError for an invalid or impossible date ('2026-02-30').
 */
export function toDate(value: DateInput): Date {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const date = new Date(2000, month - 1, day);
      date.setFullYear(year);
      if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
        throw new RangeError(`Invalid date: ${value}`);
      }
      return date;
    }
  }
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
