import {
  orderPageSchema,
  organisationOrderPageSchema,
  type OrderListQuery,
  type OrderPage,
  type OrganisationOrderPage,
} from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { ordersKey } from './order-keys';

export type OrderFilter = Partial<Omit<OrderListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Whose orders a list shows: a property's, or an organisation's (every property's, or the one picked). */
export type OrderListScope =
  { propertyId: number } | { organisationId: number; propertyId?: number | undefined };

/**
 * GET /api/order/property/:propertyId (or /api/order/organisation/:organisationId, each order with its property's
 * name and zone): a page of orders, filtered and sorted on the server.
 */
export function useOrderList(scope: OrderListScope, filter: OrderFilter) {
  return useQuery({
    queryKey:
      'organisationId' in scope
        ? ['orders', 'organisation', scope.organisationId, 'list', scope.propertyId ?? null, filter]
        : [...ordersKey(scope.propertyId), 'list', filter],
    queryFn: async ({ signal }): Promise<OrderPage | OrganisationOrderPage> =>
      'organisationId' in scope
        ? organisationOrderPageSchema.parse(
            await api.get<unknown>(`/api/order/organisation/${scope.organisationId}`, {
              params: { ...filter, propertyId: scope.propertyId },
              signal,
            }),
          )
        : orderPageSchema.parse(
            await api.get<unknown>(`/api/order/property/${scope.propertyId}`, { params: filter, signal }),
          ),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/order/property/:propertyId/export (or /api/order/organisation/:organisationId/export, with each order's
 * property): the same filter as the page, every row, as an .xlsx file.
 */
export function exportOrders(
  scope: OrderListScope,
  filter: Omit<OrderFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return 'organisationId' in scope
    ? downloadFile(`/api/order/organisation/${scope.organisationId}/export`, {
        params: { ...filter, propertyId: scope.propertyId },
        fallbackName: 'orders.xlsx',
        onProgress,
      })
    : downloadFile(`/api/order/property/${scope.propertyId}/export`, {
        params: filter,
        fallbackName: 'orders.xlsx',
        onProgress,
      });
}
