import { floorSchema } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { floorKey } from './order-keys';

/**
 * GET /api/order/property/:propertyId/tables?businessServiceId=: the floor plan of an outlet, each table with its
 * status and running order. Read again every 30 s while shown, so that another till's orders appear.
 */
export function useFloor(propertyId: number, outletId: number | null) {
  return useQuery({
    queryKey: floorKey(propertyId, outletId),
    queryFn: async ({ signal }) =>
      floorSchema.parse(
        await api.get<unknown>(`/api/order/property/${propertyId}/tables`, {
          params: { businessServiceId: outletId },
          signal,
        }),
      ),
    enabled: outletId != null,
    refetchInterval: 30_000,
  });
}
