import {
  ACTIVE_STATES,
  BUSINESS_TYPES,
  ORGANISATION_PROPERTY_SORTS,
  ORGANISATION_SORTS,
  PLANS,
  PROPERTY_STATUSES,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { OrganisationFilter } from '../api/organisations';
import type { PropertyFilter } from '../api/organisation-properties';

const PAGING = { pageSizes: [10, 25, 50, 100], defaultSize: 25 } as const;

/** Manage Organization: status tabs, a search, by name. */
export const ORGANISATION_LIST = defineList({
  filters: { status: { values: ACTIVE_STATES }, search: { param: 'q', max: 120 } },
  sorts: ORGANISATION_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  ...PAGING,
});

/**
 * Property Management: status tabs, type, setup status and plan, a search, by name. `organisationId` is the
 * organisation a super admin looks at (an organisation admin always sees its own).
 */
export const PROPERTY_LIST = defineList({
  filters: {
    status: { values: ACTIVE_STATES },
    businessType: { values: BUSINESS_TYPES },
    propertyStatus: { values: PROPERTY_STATUSES },
    plan: { values: PLANS },
    search: { param: 'q', max: 120 },
    organisationId: { max: 10 },
  },
  sorts: ORGANISATION_PROPERTY_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  ...PAGING,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type OrganisationListState = ListState<
  Filters<typeof ORGANISATION_LIST>,
  (typeof ORGANISATION_SORTS)[number]
>;
type PropertyListState = ListState<
  Filters<typeof PROPERTY_LIST>,
  (typeof ORGANISATION_PROPERTY_SORTS)[number]
>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API filter of the organisations list (without paging: the export's). */
export function organisationQuery(state: OrganisationListState): Omit<OrganisationFilter, 'page' | 'size'> {
  return {
    sort: state.sort ?? undefined,
    order: state.order,
    status: orUndefined<NonNullable<OrganisationFilter['status']>>(state.filters.status),
    search: orUndefined(state.filters.search.trim()),
  };
}

/** The API filter of the property list (without paging: the export's). */
export function propertyQuery(state: PropertyListState): Omit<PropertyFilter, 'page' | 'size'> {
  const f = state.filters;
  return {
    sort: state.sort ?? undefined,
    order: state.order,
    status: orUndefined<NonNullable<PropertyFilter['status']>>(f.status),
    businessType: orUndefined<NonNullable<PropertyFilter['businessType']>>(f.businessType),
    propertyStatus: orUndefined<NonNullable<PropertyFilter['propertyStatus']>>(f.propertyStatus),
    plan: orUndefined<NonNullable<PropertyFilter['plan']>>(f.plan),
    search: orUndefined(f.search.trim()),
  };
}
