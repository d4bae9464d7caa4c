import type { Enquiry } from '@bookone/domain';

export const guestName = (e: Pick<Enquiry, 'firstName' | 'lastName'>) =>
  [e.firstName, e.lastName].filter(Boolean).join(' ');

const amount = (n: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(n);

/** "300 – 500", "from 300", "up to 500" in the language's digits; '' without a budget. */
export function formatBudget(e: Pick<Enquiry, 'budgetMin' | 'budgetMax'>, language: string): string {
  const { budgetMin: min, budgetMax: max } = e;
  if (min != null && max != null) return `${amount(min, language)} – ${amount(max, language)}`;
  if (min != null) return `≥ ${amount(min, language)}`;
  if (max != null) return `≤ ${amount(max, language)}`;
  return '';
}
