import { propertyProfileSchema, type PropertyProfile } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const profileQueryKey = (propertyId: number | null) => ['business-profile', propertyId] as const;

/** GET /api/property/{id}/profile: every property field, taxes, images and the plan's image limit. */
export async function getProfile(propertyId: number, signal?: AbortSignal): Promise<PropertyProfile> {
  const body = await api.get<unknown>(`/api/property/${propertyId}/profile`, { signal });
  return propertyProfileSchema.parse(body);
}

export function getProfileQueryOptions(propertyId: number | null) {
  return queryOptions({
    queryKey: profileQueryKey(propertyId),
    queryFn: ({ signal }) => getProfile(propertyId!, signal),
    enabled: propertyId != null,
  });
}

export function useProfile(propertyId: number | null) {
  return useQuery(getProfileQueryOptions(propertyId));
}
