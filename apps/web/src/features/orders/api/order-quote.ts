import { orderQuoteSchema, type OrderQuote, type OrderQuoteRequest } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /api/order/property/:propertyId/quote: takes no stock and no use, so it is read like a query. */
export function useOrderQuote(propertyId: number, request: OrderQuoteRequest | null) {
  return useQuery({
    queryKey: ['orders', propertyId, 'quote', request] as const,
    queryFn: async ({ signal }): Promise<OrderQuote> =>
      orderQuoteSchema.parse(
        await api.post<unknown>(`/api/order/property/${propertyId}/quote`, request, { signal }),
      ),
    enabled: request != null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
