import { PROMOTION_SORTS, PROMOTION_STATUSES, PROMOTION_TARGETS } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { PromotionFilter } from '../api/promotions';

/** The promotion list in the address: status tab, what it applies to, validity dates, search, the property. */
export const PROMOTION_LIST = defineList({
  filters: {
    status: { values: PROMOTION_STATUSES },
    appliesTo: { values: PROMOTION_TARGETS },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
    property: { param: 'property' },
  },
  sorts: PROMOTION_SORTS,
  defaultSort: { field: 'startDate', order: 'desc' },
  pageSizes: [10, 25, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type PromotionListState = ListState<Filters<typeof PROMOTION_LIST>, (typeof PROMOTION_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API filter of the list (without paging: the export's); a backwards date range leaves out its end. */
export function promotionQuery(state: PromotionListState): Omit<PromotionFilter, 'page' | 'size'> {
  const { status, appliesTo, from, to, search, property } = state.filters;
  const propertyId = Number(property);
  return {
    status: orUndefined<(typeof PROMOTION_STATUSES)[number]>(status),
    appliesTo: orUndefined<(typeof PROMOTION_TARGETS)[number]>(appliesTo),
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: orUndefined(search.trim()),
    propertyId: Number.isInteger(propertyId) && propertyId > 0 ? propertyId : undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
