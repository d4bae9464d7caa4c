import { formatDay } from './dates';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A server message's figures as the interface language writes them (decision 0015 sends them beside the key): a
 * calendar day (YYYY-MM-DD, a promotion's validity, already the property's day) as "4 May 2026" / "4 mai 2026", an
 * `amount` as money in `currency` (or a number with the language's separators), anything else as sent.
 */
export function localizedValues(
  values: Readonly<Record<string, string | number>> | null | undefined,
  language: string,
  currency?: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' && CALENDAR_DAY.test(value)) out[name] = formatDay(value, language);
    else if (name === 'amount' && typeof value === 'number')
      out[name] = new Intl.NumberFormat(
        language,
        currency ? { style: 'currency', currency } : { minimumFractionDigits: 2 },
      ).format(value);
    else out[name] = value;
  }
  return out;
}
