import { INVOICE_SORTS, INVOICE_STATUSES } from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { InvoiceFilter } from '../api/invoices';

/** The invoice list in the address: status tab, issue dates, search, and (Manage Invoice) the property. */
export const INVOICE_LIST = defineList({
  filters: {
    status: { values: INVOICE_STATUSES },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
    property: { param: 'property' },
  },
  sorts: INVOICE_SORTS,
  defaultSort: { field: 'issueDate', order: 'desc' },
  pageSizes: [10, 25, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
export type InvoiceListState = ListState<Filters<typeof INVOICE_LIST>, (typeof INVOICE_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API filter of the list (without paging: the export's); a backwards date range leaves out its end. */
export function invoiceQuery(state: InvoiceListState): Omit<InvoiceFilter, 'page' | 'size'> {
  const { status, from, to, search, property } = state.filters;
  const propertyId = Number(property);
  return {
    status: orUndefined<(typeof INVOICE_STATUSES)[number]>(status),
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: orUndefined(search.trim()),
    propertyId: Number.isInteger(propertyId) && propertyId > 0 ? propertyId : undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
