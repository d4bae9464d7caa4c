import { orderSchema, type Order } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { ordersKey } from './order-keys';

/** The details page's key: under the property's orders, so that every order write refreshes it. */
export const orderByReferenceKey = (propertyId: number, referenceNumber: string) =>
  [...ordersKey(propertyId), 'reference', referenceNumber] as const;

/** GET /api/order/property/:propertyId/reference/:referenceNumber: the order of a number (404: none). */
export function useOrderByReference(propertyId: number, referenceNumber: string) {
  return useQuery({
    queryKey: orderByReferenceKey(propertyId, referenceNumber),
    queryFn: async ({ signal }): Promise<Order> =>
      orderSchema.parse(
        await api.get<unknown>(
          `/api/order/property/${propertyId}/reference/${encodeURIComponent(referenceNumber)}`,
          { signal },
        ),
      ),
    enabled: referenceNumber !== '',
  });
}
