import { searchResultSchema, type SearchResult } from '@bookone/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** How many of each kind the inline suggestions show; the results page asks for more. */
export const SUGGESTION_LIMIT = 5;
export const RESULTS_LIMIT = 50;

/** GET /api/search?q=&limit=: users and properties matching the text, searched on the server. */
export async function search(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  const body = await api.get<unknown>('/api/search', { params: { q, limit }, signal });
  return searchResultSchema.parse(body);
}

export function getSearchQueryOptions(q: string, limit: number) {
  return queryOptions({
    queryKey: ['search', q, limit],
    queryFn: ({ signal }) => search(q, limit, signal),
    staleTime: 30_000,
  });
}

/** Searches once the text is not blank; keeps the previous answer on screen while the next one loads. */
export function useSearch(q: string, limit: number) {
  const text = q.trim();
  return useQuery({
    ...getSearchQueryOptions(text, limit),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
