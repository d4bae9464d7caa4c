import { PRODUCT_GROUP_SORTS, PRODUCT_SORTS } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { GroupFilter, ProductFilter } from '../api/products';

/** The product tabs: every product, the ones on sale, the sold-out ones, the deactivated ones. */
export const PRODUCT_TABS = ['active', 'outOfStock', 'inactive'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** The product list's filters in the address (`q` the search); by group and name unless sorted. */
export const PRODUCT_LIST = defineList({
  filters: {
    status: { values: PRODUCT_TABS },
    group: { max: 10 },
    stock: { values: ['true', 'false'] },
    search: { param: 'q', max: 120 },
  },
  sorts: PRODUCT_SORTS,
  defaultSort: null,
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

/** The group list's filters in the address. */
export const GROUP_LIST = defineList({
  filters: {
    active: { values: ['true', 'false'] },
    outlet: { max: 10 },
    search: { param: 'q', max: 120 },
  },
  sorts: PRODUCT_GROUP_SORTS,
  defaultSort: null,
  pageSizes: [10, 25, 50],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type ProductListState = ListState<Filters<typeof PRODUCT_LIST>, (typeof PRODUCT_SORTS)[number]>;
type GroupListState = ListState<Filters<typeof GROUP_LIST>, (typeof PRODUCT_GROUP_SORTS)[number]>;

const idOf = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);
const flag = (v: string) => (v === 'true' || v === 'false' ? v : undefined);

/** The API's query for the product page's state: a tab is one or two of the server's yes/no filters. */
export function productQuery(state: ProductListState): Omit<ProductFilter, 'page' | 'size'> {
  const { status, group, stock, search } = state.filters;
  return {
    active: status === 'inactive' ? 'false' : status ? 'true' : undefined,
    outOfStock: status === 'outOfStock' ? 'true' : undefined,
    productGroupId: idOf(group),
    maintainStock: flag(stock),
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}

export function groupQuery(state: GroupListState): Omit<GroupFilter, 'page' | 'size'> {
  const { active, outlet, search } = state.filters;
  return {
    active: flag(active),
    businessServiceId: idOf(outlet),
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
