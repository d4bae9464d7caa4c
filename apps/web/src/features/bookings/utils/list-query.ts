import { BOOKING_SORTS, type BookingStatus } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import { propertyToday } from '../../../lib/dates';

/** The status tabs of the list ('' is all), each a set of statuses the server filters on. */
export const STATUS_TABS = ['', 'enquiries', 'confirmed', 'inHouse', 'checkedOut', 'closed'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export const TAB_STATUSES: Record<StatusTab, readonly BookingStatus[]> = {
  '': [],
  enquiries: ['ENQUIRY'],
  confirmed: ['NEW', 'CONFIRMED'],
  inHouse: ['CHECKEDIN'],
  checkedOut: ['CHECKEDOUT'],
  closed: ['CANCELLED', 'VOID', 'NO_SHOW'],
};

export const QUICK_VIEWS = ['arrivals', 'inHouse', 'departures'] as const;
export type QuickView = (typeof QUICK_VIEWS)[number];

/**
 * The booking list as kept in the address. It opens on today's work: stays with a night from today on at the
 * property (in house, arriving, coming), earliest arrival first; "Clear filters" shows every booking.
 * `dates` says what the range filters on: '' the nights stayed, 'arrival' the arrival date.
 */
export const BOOKING_LIST = defineList({
  filters: {
    tab: { values: STATUS_TABS.filter(Boolean) },
    dates: { values: ['arrival'] },
    from: { date: true, default: propertyToday },
    to: { date: true },
    search: { param: 'q', max: 120 },
    view: { values: QUICK_VIEWS },
  },
  sorts: BOOKING_SORTS,
  defaultSort: { field: 'arrival', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

export type BookingListState = ListState<keyof typeof BOOKING_LIST.filters, (typeof BOOKING_SORTS)[number]>;

/** The query of GET /api/booking/property/:id (and of its /export, without the paging). */
export type BookingListParams = {
  page?: number;
  size?: number;
  sort?: (typeof BOOKING_SORTS)[number];
  order?: 'asc' | 'desc';
  search?: string;
  status?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  stayFrom?: string;
  stayTo?: string;
  view?: QuickView;
};

export function toApiParams(state: BookingListState, { paging = true } = {}): BookingListParams {
  const { filters } = state;
  const statuses = TAB_STATUSES[filters.tab as StatusTab] ?? [];
  const params: BookingListParams = {};
  if (paging) {
    params.page = state.page;
    params.size = state.size;
  }
  if (state.sort) {
    params.sort = state.sort;
    params.order = state.order;
  }
  if (filters.search.trim()) params.search = filters.search.trim();
  if (statuses.length) params.status = statuses.join(',');
  // A range given backwards is read the right way round rather than refused.
  const [from, to] =
    filters.from && filters.to && filters.to < filters.from
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (filters.dates === 'arrival') {
    if (from) params.arrivalFrom = from;
    if (to) params.arrivalTo = to;
  } else {
    if (from) params.stayFrom = from;
    if (to) params.stayTo = to;
  }
  if (filters.view) params.view = filters.view as QuickView;
  return params;
}
