import {
  BUSINESS_TYPES,
  REVIEW_SALE_KINDS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type BusinessType,
  type ReviewListQuery,
  type ReviewSaleKind,
  type ReviewStatus,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';

/** Business Review's state in the address, newest first; `property` is the organisation admin's pick. */
export const REVIEW_LIST = defineList({
  filters: {
    status: { values: REVIEW_STATUSES },
    rating: { values: ['1', '2', '3', '4', '5'] },
    businessType: { param: 'type', values: BUSINESS_TYPES },
    saleKind: { param: 'for', values: REVIEW_SALE_KINDS },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
    property: {},
  },
  sorts: REVIEW_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type ReviewListState = ListState<Filters<typeof REVIEW_LIST>, (typeof REVIEW_SORTS)[number]>;

export type ReviewFilter = Omit<ReviewListQuery, 'page' | 'size'>;

/** The server's query from the address (the property pick is not part of it: it is the path). */
export function reviewQuery(state: ReviewListState): ReviewFilter {
  const { status, rating, businessType, saleKind, from, to, search } = state.filters;
  return {
    status: status ? (status as ReviewStatus) : undefined,
    rating: rating ? Number(rating) : undefined,
    businessType: businessType ? (businessType as BusinessType) : undefined,
    saleKind: saleKind ? (saleKind as ReviewSaleKind) : undefined,
    from: from || undefined,
    to: to || undefined,
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
