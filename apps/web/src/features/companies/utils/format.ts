/** The company's page (the route table's companyDetails). */
export const companyPath = (id: number) => `/bookone-admin/companyList/${id}`;

/**
 * An amount in the interface language ("1,234.50" / "1 234,50"). A company's figures add up bookings of the
 * organisation's properties, so no one currency is named.
 */
export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
}
