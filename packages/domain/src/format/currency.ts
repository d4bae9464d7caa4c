/**
 * Currency display of spec §9: locale fr, digits '3.2-2' (at least 3 integer digits, exactly 2 fraction digits),
 * currency from the property's local currency in upper case. Like Angular's currency pipe, it shows the currency
 * symbol of the fr locale ('$NZ', '€', '£GB', …) and never a negative zero.
 *
 * French output uses a narrow no-break space (U+202F) between digit groups and a no-break space (U+00A0) before the
 * symbol: `formatCurrency(1234.5, 'nzd')` is `'1\u202f234,50\u00a0$NZ'`.
 *
 * A missing amount (null, undefined, NaN) gives ''. A missing or blank currency code gives the number alone, in
 * the same format. A malformed code (not three letters) throws the RangeError of Intl.NumberFormat.
 */
export const CURRENCY_LOCALE = 'fr';

const DIGITS = {
  minimumIntegerDigits: 3,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
} as const satisfies Intl.NumberFormatOptions;

export function formatCurrency(
  amount: number | null | undefined,
  currencyCode: string | null | undefined,
): string {
  if (amount == null || Number.isNaN(amount)) return '';
  const currency = currencyCode?.trim().toUpperCase();
  const options: Intl.NumberFormatOptions = currency ? { ...DIGITS, style: 'currency', currency } : DIGITS;
  return new Intl.NumberFormat(CURRENCY_LOCALE, options).format(amount);
}
