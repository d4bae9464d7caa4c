import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SORTS,
  type AuditAction,
  type AuditEntity,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { AuditFilter } from '../api/audit-log';

/** The Audit page's filters in the address: short names (`record`, `property`, `q`), newest first. */
export const AUDIT_LIST = defineList({
  filters: {
    entity: { values: AUDIT_ENTITIES },
    action: { values: AUDIT_ACTIONS },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
    record: { max: 40 },
    property: { max: 10 },
    user: { max: 10 },
  },
  sorts: AUDIT_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type AuditListState = ListState<Filters<typeof AUDIT_LIST>, (typeof AUDIT_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);
const idOf = (value: string) => (/^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined);

/** The API's query for the page's state (a backwards date range leaves out its end, as the other lists do). */
export function auditQuery(state: AuditListState): Omit<AuditFilter, 'page' | 'size'> {
  const { entity, action, from, to, search, record, property, user } = state.filters;
  return {
    entity: orUndefined<AuditEntity>(entity),
    action: orUndefined<AuditAction>(action),
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: search.trim() || undefined,
    entityId: record.trim() || undefined,
    propertyId: idOf(property),
    userId: idOf(user),
    sort: state.sort ?? undefined,
    order: state.order,
  };
}
