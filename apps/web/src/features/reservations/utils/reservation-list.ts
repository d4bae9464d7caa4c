import { RESERVATION_SORTS, RESERVATION_STATUSES, type ReservationStatus } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { ReservationFilter } from '../api/reservations';

/** The reservation list's filters in the address (`q` the search), soonest first. */
export const RESERVATION_LIST = defineList({
  filters: {
    status: { values: RESERVATION_STATUSES },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
  },
  sorts: RESERVATION_SORTS,
  defaultSort: { field: 'startsAt', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type ReservationListState = ListState<Filters<typeof RESERVATION_LIST>, (typeof RESERVATION_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API's query for the page's state (a backwards date range leaves out its end, as the other lists do). */
export function reservationQuery(state: ReservationListState): Omit<ReservationFilter, 'page' | 'size'> {
  const { status, from, to, search } = state.filters;
  return {
    status: orUndefined<ReservationStatus>(status),
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
