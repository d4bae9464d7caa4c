import { tenantScopeOf, type Permission, type SearchResult } from '@bookone/domain';

import type { Db } from '../../db/client';
import { actorCan, type Actor } from '../../plugins/auth';
import {
  searchBookings,
  searchGuests,
  searchProperties,
  searchUsers,
  type SearchScope,
} from './search.repository';

type TenantScope = Omit<SearchScope, 'userId'>;

/**
 * One kind of result of the header search. A module that wants its records found (reservations, orders, invoices
 * next) adds a field to the domain's searchResultSchema and a provider here: the permission that reads them and a
 * repository query that honours the tenant scope. The service runs the providers the caller may use, at most
 * `limit` rows each; the others answer an empty list.
 */
interface SearchProvider<K extends keyof SearchResult> {
  key: K;
  /** Who may find this kind of record; without one, anyone within the tenant rule. */
  permission?: Permission;
  find(
    db: Db,
    scope: { tenant: TenantScope; actor: Actor },
    text: string,
    limit: number,
  ): Promise<SearchResult[K]>;
}

const provider = <K extends keyof SearchResult>(p: SearchProvider<K>) => p;

const PROVIDERS = [
  provider({
    key: 'users',
    // Other users are found only by those who may open them (user.read); everyone else finds at most themselves.
    find: (db, { tenant, actor }, text, limit) =>
      searchUsers(db, actorCan(actor, 'user.read') ? tenant : { userId: actor.id }, text, limit),
  }),
  provider({
    key: 'properties',
    find: (db, { tenant }, text, limit) => searchProperties(db, tenant, text, limit),
  }),
  provider({
    key: 'guests',
    permission: 'customer.read',
    find: (db, { tenant }, text, limit) => searchGuests(db, tenant, text, limit),
  }),
  provider({
    key: 'bookings',
    permission: 'booking.read',
    find: (db, { tenant }, text, limit) => searchBookings(db, tenant, text, limit),
  }),
] as const;

/** The tenant rule as a filter: the platform everything, an organisation its own, a property user their property. */
function tenantFilter(actor: Actor): TenantScope {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return {};
  if (scope === 'organisation') return { organisationId: actor.organisationId ?? -1 };
  return { propertyId: actor.propertyId ?? -1 };
}

export function createSearchService(db: Db) {
  return {
    /** The header search: every kind of record the caller may read, within their tenant. */
    async search(actor: Actor, text: string, limit: number): Promise<SearchResult> {
      const scope = { tenant: tenantFilter(actor), actor };
      const result: Partial<Record<keyof SearchResult, unknown>> = {};
      // One query at a time: a pooled client would allow parallel ones, PGlite runs them in turn anyway.
      for (const p of PROVIDERS) {
        const permission: Permission | undefined = 'permission' in p ? p.permission : undefined;
        const allowed = permission == null || actorCan(actor, permission);
        result[p.key] = allowed ? await p.find(db, scope, text, limit) : [];
      }
      return result as SearchResult;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
