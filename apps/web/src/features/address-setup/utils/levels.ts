import { ADDRESS_SORTS, type AddressLevel } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { PlaceFilter } from '../api/places';

/** The address setup's pages (spec §2.5: the paths are spelled as the original menu spells them). */
export const ADDRESS_SETUP_PATHS: Record<AddressLevel, string> = {
  country: '/bookone-admin/address-setup/country',
  state: '/bookone-admin/address-setup/state',
  city: '/bookone-admin/address-setup/city',
  suburb: '/bookone-admin/address-setup/subrub',
  street: '/bookone-admin/address-setup/steet',
};

/** A level's list opened under one parent: the filter lives in the address (?parentId=). */
export const childListPath = (level: AddressLevel, parentId: number) =>
  `${ADDRESS_SETUP_PATHS[level]}?parentId=${parentId}`;

/** Every level's list: a search, the parent it hangs under, by name. */
export const PLACE_LIST = defineList({
  filters: { search: { param: 'q', max: 100 }, parentId: { max: 10 } },
  sorts: ADDRESS_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type PlaceListState = ListState<'search' | 'parentId', (typeof ADDRESS_SORTS)[number]>;

/** The parent id the list is filtered by, when the address names a valid one. */
export function parentIdOf(state: PlaceListState): number | null {
  const id = Number(state.filters.parentId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The API filter of a level's list (without paging: the export's). */
export function placeQuery(state: PlaceListState): Omit<PlaceFilter, 'page' | 'size'> {
  const search = state.filters.search.trim();
  return {
    sort: state.sort ?? undefined,
    order: state.order,
    search: search || undefined,
    parentId: parentIdOf(state) ?? undefined,
  };
}
