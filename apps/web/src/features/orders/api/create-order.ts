import type { OrderInput } from '@bookone/domain';

import { api } from '../../../lib/api-client';
import { useOrderWrite } from './order-write';

/** POST /api/order/property/:propertyId: a new order (a 409 names a product sold out; the cart stays). */
export const useCreateOrder = (propertyId: number) =>
  useOrderWrite(propertyId, (input: OrderInput) =>
    api.post<unknown>(`/api/order/property/${propertyId}`, input),
  );
