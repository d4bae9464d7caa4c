import { seoNameCheckSchema, type SeoNameCheck } from '@bookone/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** GET /api/property/seo-name/check?name=&propertyId=: valid and free? With a free suggestion. */
export async function checkSeoName(
  name: string,
  propertyId: number,
  signal?: AbortSignal,
): Promise<SeoNameCheck> {
  const body = await api.get<unknown>('/api/property/seo-name/check', {
    params: { name, propertyId },
    signal,
  });
  return seoNameCheckSchema.parse(body);
}

/** Checks the (already debounced) name; nothing is asked for an empty box or the property's own current name. */
export function useSeoNameCheck(name: string, propertyId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['seo-name-check', propertyId, name],
      queryFn: ({ signal }) => checkSeoName(name, propertyId, signal),
      enabled: enabled && name.trim().length > 0,
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  );
}
