// Read by onboarding (the business type choice) and the Business Type Config page, later by the modules that name a
// location or a resource (services, reservations): one fetcher, one cache key.
import { offeredBusinessTypeSchema, type OfferedBusinessType } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

/** Every business type read lives under this key: a save on the configuration page refreshes onboarding's too. */
export const BUSINESS_TYPES_KEY = ['business-types'] as const;

/** GET /api/business-type: the signed-in user's organisation's types, with labels and terms in both languages. */
export function useOfferedBusinessTypes() {
  return useQuery({
    queryKey: [...BUSINESS_TYPES_KEY, 'offered'],
    queryFn: async ({ signal }): Promise<OfferedBusinessType[]> =>
      z.array(offeredBusinessTypeSchema).parse(await api.get<unknown>('/api/business-type', { signal })),
    staleTime: 60_000,
  });
}

/** A type's label (or term) in the interface language: the French text under 'fr', the English one otherwise. */
export function inLanguage(language: string, en: string, fr: string): string {
  return language.startsWith('fr') ? fr : en;
}
