import { QueryClient } from '@tanstack/react-query';

import { ApiRequestError } from './api-client';

/**
 * Spec §8 retries a failed request once. A 4xx answer (bad input, expired token, missing record, throttling) will
 * not change on a retry, so it fails at once: the route guard can then send the user to sign-in without delay.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
