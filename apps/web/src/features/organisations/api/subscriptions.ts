import { pageOf, subscriptionSchema, type Subscription } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const catalogueSchema = pageOf(subscriptionSchema);

/** GET /api/subscription: the platform's catalogue (a handful of entries: one page holds them all). */
export function useSubscriptionCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: ['subscriptions', 'catalogue'],
      queryFn: async ({ signal }): Promise<Subscription[]> =>
        catalogueSchema.parse(await api.get<unknown>('/api/subscription', { params: { size: 200 }, signal }))
          .items,
      staleTime: 5 * 60_000,
    }),
  );
}
