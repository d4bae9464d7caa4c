import {
  SERVICE_ASSIGNABLE_ROLES,
  SERVICE_ISSUE_TYPES,
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_SORTS,
  SERVICE_REQUEST_STATUSES,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { ServiceRequestFilter } from '../api/service-requests';

/** The status tab that shows what still needs work (OPEN and IN_PROGRESS): the default. */
export const ACTIVE = 'active';

/**
 * The Requests list. Its address params are its own (prefixed where a short name could clash), since the list is
 * shown as a tab of another page (Service Management) that keeps filters of its own in the address.
 */
export const REQUEST_LIST = defineList({
  filters: {
    status: { param: 'requestStatus', values: [ACTIVE, ...SERVICE_REQUEST_STATUSES], default: ACTIVE },
    issueType: { param: 'issueType', values: SERVICE_ISSUE_TYPES },
    priority: { param: 'priority', values: SERVICE_REQUEST_PRIORITIES },
    assignedRole: { param: 'assignedTo', values: SERVICE_ASSIGNABLE_ROLES },
    from: { param: 'openedFrom', date: true },
    to: { param: 'openedTo', date: true },
    search: { param: 'requestSearch', max: 120 },
  },
  sorts: SERVICE_REQUEST_SORTS,
  defaultSort: { field: 'openedAt', order: 'desc' },
  pageSizes: [10, 25, 100],
  defaultSize: 25,
  // Service Management's tab (`?tab=requests`) stays when the list writes its own params.
  keep: ['tab'],
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type RequestListState = ListState<
  Filters<typeof REQUEST_LIST>,
  (typeof SERVICE_REQUEST_SORTS)[number]
>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API filter of the list (without paging: the export's). A backwards range leaves out its end. */
export function requestQuery(state: RequestListState): Omit<ServiceRequestFilter, 'page' | 'size'> {
  const f = state.filters;
  return {
    status:
      f.status === ACTIVE ? undefined : orUndefined<NonNullable<ServiceRequestFilter['status']>>(f.status),
    open: f.status === ACTIVE ? 'true' : undefined,
    issueType: orUndefined<NonNullable<ServiceRequestFilter['issueType']>>(f.issueType),
    priority: orUndefined<NonNullable<ServiceRequestFilter['priority']>>(f.priority),
    assignedRole: orUndefined<NonNullable<ServiceRequestFilter['assignedRole']>>(f.assignedRole),
    fromDate: orUndefined(f.from),
    toDate: f.from && f.to && f.to < f.from ? undefined : orUndefined(f.to),
    search: orUndefined(f.search.trim()),
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
