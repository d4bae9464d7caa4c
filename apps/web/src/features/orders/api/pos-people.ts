import { posCustomerListSchema, posGuestListSchema } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * GET /api/order/property/:propertyId/pos/guests: today's in-house guests a room order is charged to. The till's
 * own read (order.write): a waiter takes room orders without reading the bookings.
 */
export function useInHouseGuests(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', propertyId, 'pos', 'guests'] as const,
    queryFn: async ({ signal }) =>
      posGuestListSchema.parse(
        await api.get<unknown>(`/api/order/property/${propertyId}/pos/guests`, { signal }),
      ),
    enabled,
  });
}

/** GET /api/order/property/:propertyId/pos/customers?search=: a short customer lookup for the till (order.write). */
export function usePosCustomers(propertyId: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', propertyId, 'pos', 'customers', search] as const,
    queryFn: async ({ signal }) =>
      posCustomerListSchema.parse(
        await api.get<unknown>(`/api/order/property/${propertyId}/pos/customers`, {
          params: { search },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
