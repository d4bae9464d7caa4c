import { can, tenantScopeOf, type SearchResult } from '@bookone/domain';

import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { searchProperties, searchUsers, type SearchScope } from './search.repository';

/** The tenant rule as a filter: the platform everything, an organisation its own, a property user their property. */
function tenantFilter(actor: Actor): Omit<SearchScope, 'userId'> {
  const scope = tenantScopeOf(actor.roles);
  if (scope === 'platform') return {};
  if (scope === 'organisation') return { organisationId: actor.organisationId ?? -1 };
  return { propertyId: actor.propertyId ?? -1 };
}

export function createSearchService(db: Db) {
  return {
    /**
     * The header search: users and properties within the caller's reach. Other users are found only by those who
     * may open them (permission user.read); everyone else finds at most themselves.
     */
    async search(actor: Actor, text: string, limit: number): Promise<SearchResult> {
      const tenant = tenantFilter(actor);
      const userScope: SearchScope = can(actor.roles, 'user.read') ? tenant : { userId: actor.id };
      const [users, properties] = await Promise.all([
        searchUsers(db, userScope, text, limit),
        searchProperties(db, tenant, text, limit),
      ]);
      return { users, properties };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
