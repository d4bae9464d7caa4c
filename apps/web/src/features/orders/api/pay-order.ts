import type { OrderPaymentInput } from '@bookone/domain';

import { api } from '../../../lib/api-client';
import { useOrderWrite } from './order-write';

/** POST /api/order/:orderId/payment: a Paid payment of the payments module (409 beyond the balance). */
export const usePayOrder = (propertyId: number) =>
  useOrderWrite(propertyId, ({ orderId, input }: { orderId: number; input: OrderPaymentInput }) =>
    api.post<unknown>(`/api/order/${orderId}/payment`, input),
  );
