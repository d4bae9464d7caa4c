// Recurring blocks (RFC 5545 §3.3.10), the part feeds use: FREQ DAILY/WEEKLY (and MONTHLY/YEARLY on the start's
// day), INTERVAL, COUNT, UNTIL, BYDAY for weekly rules. Occurrence dates are generated up to a horizon, never
// endlessly: a rule without COUNT or UNTIL ("closed every Monday") is read only as far as the import looks ahead.
import { addDays, daysBetween } from '@bookone/domain';

export interface Rrule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  count: number | null;
  /** Last allowed start date ('YYYY-MM-DD'; a UNTIL date-time counts by its date). */
  until: string | null;
  /** Weekdays, 0 = Monday, for WEEKLY. */
  byday: number[];
}

const FREQS = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** Occurrences generated at most per rule, whatever the horizon (a daily rule over 27 years). */
export const MAX_OCCURRENCES = 10_000;

export function parseRrule(value: string): Rrule | null {
  const parts: Record<string, string> = {};
  for (const p of value.trim().toUpperCase().split(';')) {
    const [k, v] = p.split('=');
    if (k && v !== undefined) parts[k] = v;
  }
  if (!parts.FREQ || !FREQS.has(parts.FREQ)) return null;
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.UNTIL ?? '');
  const byday = (parts.BYDAY ?? '')
    .split(',')
    .map((d) => DAYS.indexOf(d.replace(/^[+-]?\d+/, '')))
    .filter((d) => d >= 0);
  return {
    freq: parts.FREQ as Rrule['freq'],
    interval: Math.max(1, Number(parts.INTERVAL) || 1),
    count: parts.COUNT ? Math.max(0, Number(parts.COUNT) || 0) : null,
    until: until ? `${until[1]}-${until[2]}-${until[3]}` : null,
    byday: [...new Set(byday)].sort((a, b) => a - b),
  };
}

/** Monday = 0 of a date. */
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function addMonths(date: string, months: number): string | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1 + months, d));
  // 31 January + 1 month does not exist: RFC 5545 skips such occurrences.
  if (at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/** Start dates of a rule's occurrences from `first` (itself the first), before `horizon` (exclusive). */
export function occurrenceDates(first: string, rule: Rrule, horizon: string): string[] {
  const out: string[] = [];
  let produced = 0; // COUNT counts every occurrence from the first, also those EXDATE later removes
  const accept = (date: string): boolean => {
    if (rule.until && date > rule.until) return false;
    if (date >= horizon) return false;
    if (rule.count !== null && produced >= rule.count) return false;
    produced++;
    out.push(date);
    return out.length < MAX_OCCURRENCES;
  };
  if (rule.freq === 'WEEKLY' && rule.byday.length > 0) {
    const monday = addDays(first, -weekday(first));
    for (let week = 0; ; week += rule.interval) {
      const base = addDays(monday, week * 7);
      for (const d of rule.byday) {
        const date = addDays(base, d);
        if (date < first) continue;
        if (!accept(date)) return out;
      }
    }
  }
  for (let k = 0; ; k++) {
    let date: string | null;
    if (rule.freq === 'DAILY') date = addDays(first, k * rule.interval);
    else if (rule.freq === 'WEEKLY') date = addDays(first, k * 7 * rule.interval);
    else date = addMonths(first, k * rule.interval * (rule.freq === 'YEARLY' ? 12 : 1));
    if (date === null) {
      // A skipped month still moves on; stop only once the rule has obviously run past the horizon.
      if (daysBetween(first, horizon) < k * 28 * rule.interval) return out;
      continue;
    }
    if (!accept(date)) return out;
  }
}
