import { orderSchema, type Order } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ordersKey } from './order-keys';

/**
 * A write answering the order (create, another round, request the bill, a payment): every order query of the
 * property is read again afterwards (the floor plan's status and totals, the list), the answer kept for the order.
 */
export function useOrderWrite<V>(propertyId: number, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<Order> => orderSchema.parse(await call(variables)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(propertyId) }),
  });
}
