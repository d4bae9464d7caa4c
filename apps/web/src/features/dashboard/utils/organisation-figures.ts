import type { Attention, AttentionReason, OccupancyFigure } from '@bookone/domain';

/** An amount in its currency, in the interface language ("NZ$1,234.50", "1 234,50 $NZ"). */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

/** A whole number in the interface language ("1,234", "1 234"). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** "November 2026" / "novembre 2026" from YYYY-MM (a calendar month: no time zone shift). */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * The change of occupancy between two months in percentage points, rounded to one decimal; null when either month
 * had nothing in service (there is nothing to compare).
 */
export function occupancyPoints(current: OccupancyFigure, previous: OccupancyFigure): number | null {
  if (current.percent == null || previous.percent == null) return null;
  return Math.round((current.percent - previous.percent) * 10) / 10;
}

/** The i18n key and values of one attention reason (the count where the reason has one). */
export function attentionText(a: Attention): {
  key: `attention.${AttentionReason}`;
  values: { count: number };
} {
  return { key: `attention.${a.reason}`, values: { count: a.count ?? 0 } };
}
