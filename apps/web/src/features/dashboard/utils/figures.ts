import type { SalesReportRow } from '@bookone/domain';

/** A percentage with at most one decimal, in the interface language ("50 %" in French, "50%" in English). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

export type Change = { direction: 'up' | 'down' | 'flat'; percent: number | null };

/**
 * How this period compares with the previous one: the direction and the relative change in percent. With nothing
 * before there is no percentage to give (null): any revenue is "up", none is "flat".
 */
export function changeOf(current: number, previous: number): Change {
  const diff = Math.round((current - previous) * 100) / 100;
  const direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat';
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((diff / Math.abs(previous)) * 1000) / 10 };
}

/** The signed change for display: "+12.5%", "−3%", or null when there is nothing to compare with. */
export function formatChange(change: Change, language: string): string | null {
  if (change.percent == null) return null;
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change.percent / 100);
}

/**
 * The current user's achieved amount (spec §6): the sum of the sales report's rows whose account manager is their
 * username (compared without case: usernames are stored lower-case, sessions may not be).
 */
export function achievedBy(rows: readonly SalesReportRow[], username: string): number {
  const me = username.trim().toLowerCase();
  const sum = rows
    .filter((r) => r.accountManager.trim().toLowerCase() === me)
    .reduce((acc, r) => acc + r.totalAmount, 0);
  return Math.round(sum * 100) / 100;
}

/** Progress towards a target, 0–100 for the bar (the label can still say 120 %). */
export function progressOf(achieved: number, target: number): { percent: number; bar: number } {
  if (target <= 0) return { percent: 0, bar: 0 };
  const percent = Math.round((achieved / target) * 1000) / 10;
  return { percent, bar: Math.max(0, Math.min(100, percent)) };
}

/** "Sat 4" style short day labels for the occupancy chart, from YYYY-MM-DD (calendar dates, no time zone shift). */
export function shortDay(date: string, language: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}
