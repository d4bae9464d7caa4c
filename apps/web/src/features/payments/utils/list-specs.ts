import {
  EXPENSE_SORTS,
  EXPENSE_TYPES,
  PAYMENT_MODES,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { ExpenseFilter } from '../api/expenses';
import type { PaymentFilter } from '../api/payments';

/** Shared by both lists: a date range (a backwards range leaves out its end), a search, newest first. */
const COMMON = {
  from: { date: true },
  to: { date: true },
  search: { param: 'q', max: 120 },
} as const;
const PAGING = { pageSizes: [5, 10, 25, 100], defaultSize: 25 } as const;

export const PAYMENT_LIST = defineList({
  filters: {
    ...COMMON,
    mode: { values: PAYMENT_MODES },
    status: { values: PAYMENT_STATUSES },
    refunds: { values: ['only', 'exclude'] },
  },
  sorts: PAYMENT_SORTS,
  defaultSort: { field: 'date', order: 'desc' },
  ...PAGING,
});

export const EXPENSE_LIST = defineList({
  filters: { ...COMMON, type: { values: EXPENSE_TYPES } },
  sorts: EXPENSE_SORTS,
  defaultSort: { field: 'date', order: 'desc' },
  ...PAGING,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type PaymentListState = ListState<Filters<typeof PAYMENT_LIST>, (typeof PAYMENT_SORTS)[number]>;
type ExpenseListState = ListState<Filters<typeof EXPENSE_LIST>, (typeof EXPENSE_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

function common(state: PaymentListState | ExpenseListState) {
  const { from, to, search } = state.filters;
  return {
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: orUndefined(search.trim()),
    order: state.order,
  };
}

/** The API filter of the payments list (without paging: the export's). */
export function paymentQuery(state: PaymentListState): Omit<PaymentFilter, 'page' | 'size'> {
  const { mode, status, refunds } = state.filters;
  return {
    ...common(state),
    sort: state.sort ?? undefined,
    mode: orUndefined<NonNullable<PaymentFilter['mode']>>(mode),
    status: orUndefined<NonNullable<PaymentFilter['status']>>(status),
    refunds: orUndefined<NonNullable<PaymentFilter['refunds']>>(refunds),
  };
}

export function expenseQuery(state: ExpenseListState): Omit<ExpenseFilter, 'page' | 'size'> {
  return {
    ...common(state),
    sort: state.sort ?? undefined,
    type: orUndefined<NonNullable<ExpenseFilter['type']>>(state.filters.type),
  };
}
