import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type CampaignListQuery,
  type CampaignStatus,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';

/** Business Campaign's state in the address, newest first; `property` is the organisation admin's filter. */
export const CAMPAIGN_LIST = defineList({
  filters: {
    status: { values: CAMPAIGN_STATUSES },
    search: { param: 'q', max: 120 },
    property: {},
  },
  sorts: CAMPAIGN_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type CampaignListState = ListState<Filters<typeof CAMPAIGN_LIST>, (typeof CAMPAIGN_SORTS)[number]>;

export type CampaignFilter = Omit<CampaignListQuery, 'page' | 'size'>;

/** The server's query from the address. */
export function campaignQuery(state: CampaignListState): CampaignFilter {
  const { status, search, property } = state.filters;
  return {
    status: status ? (status as CampaignStatus) : undefined,
    propertyId: Number(property) > 0 ? Number(property) : undefined,
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
