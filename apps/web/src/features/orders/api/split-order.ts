import { orderSplitSchema, type OrderSplitInput } from '@bookone/domain';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /api/order/:orderId/split (writes nothing): the amounts of a split bill, each then paid on its own. */
export function useSplitOrder(orderId: number) {
  return useMutation({
    mutationFn: async (input: OrderSplitInput) =>
      orderSplitSchema.parse(await api.post<unknown>(`/api/order/${orderId}/split`, input)),
  });
}
