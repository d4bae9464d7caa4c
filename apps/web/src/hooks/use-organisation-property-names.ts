import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../lib/api-client';

const namedPage = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });

/**
 * The organisation admin's property filter on lists that span the organisation (promotions, reviews): its
 * properties by name. `null` reads nothing (a property user's list is their own property's).
 */
export function useOrganisationPropertyNames(organisationId: number | null) {
  return useQuery({
    queryKey: ['organisation-property-names', organisationId],
    queryFn: async ({ signal }) =>
      namedPage.parse(
        await api.get<unknown>(`/api/organisation/${organisationId}/properties`, {
          params: { size: 200, sort: 'name' },
          signal,
        }),
      ).items,
    enabled: organisationId != null,
    staleTime: 5 * 60_000,
  });
}
