import { toDate, type DateInput } from './to-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Target range dates (spec §9): Angular's 'MMM d, y' in English, e.g. '2026-01-05' → 'Jan 5, 2026'. Read in local
 * time; a date-only string is that calendar day in every time zone. null, undefined or '' give '' (as Angular's
 * date pipe gives nothing); an invalid date throws a RangeError.
 */
export function formatTargetDate(value: DateInput | null | undefined): string {
  if (value == null || value === '') return '';
  const date = toDate(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
