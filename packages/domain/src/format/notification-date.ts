import { pad2, toDate, type DateInput } from './to-date';

/**
 * A notification's created date (spec §3): 'dd/MM/yyyy HH:mm' in local time, 24-hour clock, e.g.
 * '05/01/2026 09:07'. null, undefined or '' give ''; an invalid date throws a RangeError.
 */
export function formatNotificationDate(value: DateInput | null | undefined): string {
  if (value == null || value === '') return '';
  const d = toDate(value);
  const year = String(d.getFullYear()).padStart(4, '0');
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${year} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
