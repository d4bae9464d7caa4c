import { api } from '../../../lib/api-client';
import { useOrderWrite } from './order-write';

/** POST /api/order/:orderId/request-bill: the table asks for the bill (the floor plan shows it). */
export const useRequestBill = (propertyId: number) =>
  useOrderWrite(propertyId, (orderId: number) => api.post<unknown>(`/api/order/${orderId}/request-bill`));
