import {
  customerDuplicateSchema,
  customerPageSchema,
  customerSchema,
  type Customer,
  type CustomerDuplicate,
  type CustomerListQuery,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

/**
 * Customer reads shared by several features (the customers pages, the booking dialog's guest picker, the booking
 * details): one implementation and one cache key per call, so that a guest edited on the customer page is fresh
 * in the booking dialog too. Writes stay in features/customers/api and invalidate `customerKeys`.
 */

export type CustomerFilter = Partial<Omit<CustomerListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export type DuplicateQuery = { email?: string; phone?: string; excludeId?: number };

export const customerKeys = {
  /** Every list, search and duplicate check of a property. */
  property: (propertyId: number) => ['customers', propertyId] as const,
  list: (propertyId: number, filter: CustomerFilter) => ['customers', propertyId, 'list', filter] as const,
  duplicates: (propertyId: number, query: DuplicateQuery) =>
    ['customers', propertyId, 'duplicates', query] as const,
  /** Every single customer. */
  all: ['customer'] as const,
  one: (customerId: number) => ['customer', customerId] as const,
};

/** GET /api/customer/property/:propertyId: a page; search by name, company, email or phone. */
export async function getCustomers(propertyId: number, filter: CustomerFilter, signal?: AbortSignal) {
  return customerPageSchema.parse(
    await api.get<unknown>(`/api/customer/property/${propertyId}`, { params: filter, signal }),
  );
}

export function useCustomers(propertyId: number, filter: CustomerFilter, enabled = true) {
  return useQuery({
    queryKey: customerKeys.list(propertyId, filter),
    queryFn: ({ signal }) => getCustomers(propertyId, filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/customer/:customerId. */
export function getCustomerQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerKeys.one(customerId),
    queryFn: async ({ signal }): Promise<Customer> =>
      customerSchema.parse(await api.get<unknown>(`/api/customer/${customerId}`, { signal })),
  });
}

export function useCustomer(customerId: number | null | undefined) {
  return useQuery({ ...getCustomerQueryOptions(customerId ?? 0), enabled: customerId != null });
}

/**
 * GET /api/customer/property/:propertyId/duplicates: other customers with this email or phone (a warning while
 * typing). Nothing is asked while both are empty: callers pass only an email or a phone that could name someone.
 */
export function useCustomerDuplicates(propertyId: number, query: DuplicateQuery) {
  const enabled = Boolean(query.email || query.phone);
  return useQuery({
    queryKey: customerKeys.duplicates(propertyId, query),
    queryFn: async ({ signal }): Promise<CustomerDuplicate[]> =>
      z.array(customerDuplicateSchema).parse(
        await api.get<unknown>(`/api/customer/property/${propertyId}/duplicates`, {
          params: query,
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
