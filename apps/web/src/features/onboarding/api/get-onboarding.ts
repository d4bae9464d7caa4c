import { onboardingProgressSchema, type OnboardingProgress } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const onboardingQueryKey = (propertyId: number | null) => ['onboarding', propertyId] as const;

/** GET /api/property/{id}/onboarding: the steps of the business type, which are done, the next one, saved data. */
export async function getOnboarding(propertyId: number, signal?: AbortSignal): Promise<OnboardingProgress> {
  const body = await api.get<unknown>(`/api/property/${propertyId}/onboarding`, { signal });
  return onboardingProgressSchema.parse(body);
}

export function getOnboardingQueryOptions(propertyId: number | null) {
  return queryOptions({
    queryKey: onboardingQueryKey(propertyId),
    queryFn: ({ signal }) => getOnboarding(propertyId!, signal),
    enabled: propertyId != null,
  });
}

export function useOnboarding(propertyId: number | null) {
  return useQuery(getOnboardingQueryOptions(propertyId));
}
