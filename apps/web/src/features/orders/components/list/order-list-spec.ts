import { DELIVERY_METHODS, ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from '@bookone/domain';

import { defineList, type ListState } from '../../../../components/resource-list';
import type { OrderFilter } from '../../api/order-list';

/**
 * The order list in the address: status tab, days (none: today, as the server reads it), search (`q`: a number,
 * customer or table, across every day), delivery method, outlet and table, and the organisation's list's property;
 * newest first.
 */
export const ORDER_LIST = defineList({
  filters: {
    status: { values: ORDER_STATUSES },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
    method: { values: DELIVERY_METHODS },
    outlet: {},
    table: {},
    /** The organisation's list: one of its properties (none: all). */
    property: {},
  },
  sorts: ORDER_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type OrderListState = ListState<Filters<typeof ORDER_LIST>, (typeof ORDER_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);
const idOf = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The API's filter for the page's state. One day picked (or the same day twice) is `date`; a range is `from`–`to`
 * (the server refuses more than 31 days with its message); a range given backwards reads as its first day.
 */
export function orderQuery(
  state: OrderListState,
): Omit<OrderFilter, 'page' | 'size'> & { propertyId?: number | undefined } {
  const { status, from, to, search, method, outlet, table, property } = state.filters;
  const range =
    from && to && to > from ? { from, to } : from || to ? { date: from || to } : ({} as { date?: string });
  return {
    ...range,
    status: orUndefined<OrderStatus>(status),
    deliveryMethod: orUndefined<(typeof DELIVERY_METHODS)[number]>(method),
    businessServiceId: idOf(outlet),
    tableId: idOf(table),
    ...(property ? { propertyId: idOf(property) } : {}),
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
