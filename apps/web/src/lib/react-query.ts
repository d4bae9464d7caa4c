import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §8 retries a failed request once; the API client already does that (with the same Idempotency-Key), so
 * TanStack Query does not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
