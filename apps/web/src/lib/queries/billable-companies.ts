// Read by the bookings feature (the booking form and details' "Bill to company"): one fetcher, one cache key.
import { billableCompanySchema, type BillableCompany } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

const billableListSchema = z.array(billableCompanySchema);

/** Under ['companies'], so that a company saved on the B2B pages refreshes the booking form's choice too. */
export const billableCompaniesQueryKey = (propertyId: number) =>
  ['companies', 'billable', propertyId] as const;

/** GET /api/company/property/:propertyId/billable: the active companies of the property's organisation. */
export async function getBillableCompanies(
  propertyId: number,
  signal?: AbortSignal,
): Promise<BillableCompany[]> {
  return billableListSchema.parse(
    await api.get<unknown>(`/api/company/property/${propertyId}/billable`, { signal }),
  );
}

export function useBillableCompanies(propertyId: number, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: billableCompaniesQueryKey(propertyId),
      queryFn: ({ signal }) => getBillableCompanies(propertyId, signal),
    }),
    enabled,
  });
}
