import { orderHistorySchema, type AuditLogEntry } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { ordersKey } from './order-keys';

/**
 * GET /api/order/:orderId/history: ORDER_CREATE, ORDER_UPDATE, ORDER_CANCEL, ORDER_ITEM_SHIFT, newest first. Keyed
 * by the order's `updatedAt` too, so that each change brings its entry.
 */
export function useOrderHistory(propertyId: number, orderId: number, version: string) {
  return useQuery({
    queryKey: [...ordersKey(propertyId), 'history', orderId, version],
    queryFn: async ({ signal }): Promise<AuditLogEntry[]> =>
      orderHistorySchema.parse(await api.get<unknown>(`/api/order/${orderId}/history`, { signal })),
  });
}
