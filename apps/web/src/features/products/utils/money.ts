/** An amount in the interface language's format, in the property's currency when it has one. */
export function formatMoney(amount: number, currency: string | null, language: string): string {
  return currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)
    : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
