import { BOOKING_SORTS, type BookingStatus } from '@bookone/domain';

/** The status tabs of the list, each a set of statuses the server filters on. */
export const STATUS_TABS = ['all', 'enquiries', 'confirmed', 'inHouse', 'checkedOut', 'closed'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export const TAB_STATUSES: Record<StatusTab, readonly BookingStatus[]> = {
  all: [],
  enquiries: ['ENQUIRY'],
  confirmed: ['NEW', 'CONFIRMED'],
  inHouse: ['CHECKEDIN'],
  checkedOut: ['CHECKEDOUT'],
  closed: ['CANCELLED', 'VOID', 'NO_SHOW'],
};

export const QUICK_VIEWS = ['arrivals', 'inHouse', 'departures'] as const;
export type QuickView = (typeof QUICK_VIEWS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
type Sort = (typeof BOOKING_SORTS)[number];

/** What the list shows, as kept in the address bar (so a reload or a shared link keeps the filters). */
export type ListState = {
  tab: StatusTab;
  /** Whether the date range filters on the arrival date or on the nights stayed. */
  dateField: 'arrival' | 'stay';
  from: string;
  to: string;
  search: string;
  view: QuickView | null;
  page: number;
  size: number;
  sort: Sort | null;
  order: 'asc' | 'desc';
};

export const DEFAULT_STATE: ListState = {
  tab: 'all',
  dateField: 'arrival',
  from: '',
  to: '',
  search: '',
  view: null,
  page: 0,
  size: 25,
  sort: null,
  order: 'asc',
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value != null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the list state from search params; anything unknown or malformed falls back to the default. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    tab: oneOf(STATUS_TABS, params.get('tab')) ?? 'all',
    dateField: params.get('dates') === 'stay' ? 'stay' : 'arrival',
    from: ISO.test(from) ? from : '',
    to: ISO.test(to) ? to : '',
    search: (params.get('q') ?? '').slice(0, 120),
    view: oneOf(QUICK_VIEWS, params.get('view')),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_STATE.size,
    sort: oneOf(BOOKING_SORTS, params.get('sort')),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The search params of a list state: only what differs from the default, so links stay short. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.dateField !== 'arrival') params.set('dates', state.dateField);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.view) params.set('view', state.view);
  if (state.page > 0) params.set('page', String(state.page));
  if (state.size !== DEFAULT_STATE.size) params.set('size', String(state.size));
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order === 'desc') params.set('order', 'desc');
  return params;
}

/** The query of GET /api/booking/property/:id (and of its /export, without the paging). */
export type BookingListParams = {
  page?: number;
  size?: number;
  sort?: Sort;
  order?: 'asc' | 'desc';
  search?: string;
  status?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  stayFrom?: string;
  stayTo?: string;
  view?: QuickView;
};

export function toApiParams(state: ListState, { paging = true } = {}): BookingListParams {
  const statuses = TAB_STATUSES[state.tab];
  const params: BookingListParams = {};
  if (paging) {
    params.page = state.page;
    params.size = state.size;
  }
  if (state.sort) {
    params.sort = state.sort;
    params.order = state.order;
  }
  if (state.search.trim()) params.search = state.search.trim();
  if (statuses.length) params.status = statuses.join(',');
  // A range given backwards is read the right way round rather than refused.
  const [from, to] =
    state.from && state.to && state.to < state.from ? [state.to, state.from] : [state.from, state.to];
  if (state.dateField === 'arrival') {
    if (from) params.arrivalFrom = from;
    if (to) params.arrivalTo = to;
  } else {
    if (from) params.stayFrom = from;
    if (to) params.stayTo = to;
  }
  if (state.view) params.view = state.view;
  return params;
}
