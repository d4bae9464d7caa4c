import type { OrderLinesInput } from '@bookone/domain';

import { api } from '../../../lib/api-client';
import { useOrderWrite } from './order-write';

/** POST /api/order/:orderId/lines: another round on a running order (a table's). */
export const useAddOrderLines = (propertyId: number) =>
  useOrderWrite(propertyId, ({ orderId, input }: { orderId: number; input: OrderLinesInput }) =>
    api.post<unknown>(`/api/order/${orderId}/lines`, input),
  );
