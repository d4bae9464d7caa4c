import {
  PAYMENT_LINK_PURPOSES,
  PAYMENT_LINK_SORTS,
  PAYMENT_LINK_STATUSES,
  type PaymentLinkListQuery,
  type PaymentLinkPurpose,
  type PaymentLinkStatus,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';

/** The payment links list's state in the address, newest first; it lives in Manage Payment's `tab=links`. */
export const PAYMENT_LINK_LIST = defineList({
  filters: {
    status: { values: PAYMENT_LINK_STATUSES },
    purpose: { values: PAYMENT_LINK_PURPOSES },
    search: { param: 'q', max: 120 },
  },
  sorts: PAYMENT_LINK_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
  keep: ['tab'],
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type LinkListState = ListState<Filters<typeof PAYMENT_LINK_LIST>, (typeof PAYMENT_LINK_SORTS)[number]>;

export type PaymentLinkFilter = Omit<PaymentLinkListQuery, 'page' | 'size'>;

export function paymentLinkQuery(state: LinkListState): PaymentLinkFilter {
  const { status, purpose, search } = state.filters;
  return {
    status: status ? (status as PaymentLinkStatus) : undefined,
    purpose: purpose ? (purpose as PaymentLinkPurpose) : undefined,
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
