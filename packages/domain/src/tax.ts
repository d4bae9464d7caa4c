import type { TaxDetails } from './schemas/property';

export type TaxSource = Pick<TaxDetails, 'percentage' | 'taxSlabsList'> | null | undefined;

/**
 * The tax percentage for an amount (spec §5). A slab matches when minAmount <= amount <= maxAmount (a null
 * maxAmount is open-ended). With no slabs the plain percentage applies. Returns null when nothing applies.
 */
export function taxRateFor(amount: number, details: TaxSource): number | null {
  if (!details) return null;
  const slabs = details.taxSlabsList ?? [];
  if (slabs.length === 0) return details.percentage ?? null;
  const slab = slabs.find((s) => amount >= s.minAmount && (s.maxAmount == null || amount <= s.maxAmount));
  return slab ? slab.percentage : null;
}

/**
 * The tax source is the business service when it carries tax details, else the property (spec §5).
 */
export function resolveTaxRate(amount: number, serviceTax: TaxSource, propertyTax: TaxSource): number | null {
  const hasServiceTax = !!serviceTax && (serviceTax.taxSlabsList.length > 0 || serviceTax.percentage != null);
  return taxRateFor(amount, hasServiceTax ? serviceTax : propertyTax);
}
