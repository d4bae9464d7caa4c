import { orderPageSchema, type OrderListQuery, type OrderPage } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { ordersKey } from './order-keys';

export type OrderFilter = Partial<Omit<OrderListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** GET /api/order/property/:propertyId: a page of the property's orders, filtered and sorted on the server. */
export function useOrderList(propertyId: number, filter: OrderFilter) {
  return useQuery({
    queryKey: [...ordersKey(propertyId), 'list', filter],
    queryFn: async ({ signal }): Promise<OrderPage> =>
      orderPageSchema.parse(
        await api.get<unknown>(`/api/order/property/${propertyId}`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/order/property/:propertyId/export: the same filter as the page, every row, as an .xlsx file. */
export function exportOrders(
  propertyId: number,
  filter: Omit<OrderFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/order/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'orders.xlsx',
    onProgress,
  });
}
