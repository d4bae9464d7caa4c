import { orderSchema } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { orderKey } from './order-keys';

/** GET /api/order/:orderId: one order with its lines, payments, balance and the actions its state allows. */
export function useOrder(propertyId: number, orderId: number | null) {
  return useQuery({
    queryKey: orderKey(propertyId, orderId ?? 0),
    queryFn: async ({ signal }) =>
      orderSchema.parse(await api.get<unknown>(`/api/order/${orderId}`, { signal })),
    enabled: orderId != null,
  });
}
