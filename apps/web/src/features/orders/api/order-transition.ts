import type { CancelOrderInput, OrderAction } from '@bookone/domain';

import { api } from '../../../lib/api-client';
import { useOrderWrite } from './order-write';

/** POST /api/order/:orderId/<action>: a lifecycle step (cancel with its reason); 409 where the state refuses it. */
export const useOrderTransition = (propertyId: number) =>
  useOrderWrite(
    propertyId,
    ({ orderId, action, body }: { orderId: number; action: OrderAction; body?: CancelOrderInput }) =>
      api.post<unknown>(`/api/order/${orderId}/${action}`, body),
  );
