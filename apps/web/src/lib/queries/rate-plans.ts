// Read by rates, rooms and bookings: one fetcher and one cache key for all of them.
import { ratePlanSchema, type RatePlan } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

const ratePlanListSchema = z.array(ratePlanSchema);

export const ratePlansQueryKey = (roomTypeId: number) => ['rate-plans', roomTypeId] as const;

/** GET /api/room/room-types/{id}/plans: the room type's rate plans. */
export async function getRatePlans(roomTypeId: number, signal?: AbortSignal): Promise<RatePlan[]> {
  const body = await api.get<unknown>(`/api/room/room-types/${roomTypeId}/plans`, { signal });
  return ratePlanListSchema.parse(body);
}

export function getRatePlansQueryOptions(roomTypeId: number) {
  return queryOptions({
    queryKey: ratePlansQueryKey(roomTypeId),
    queryFn: ({ signal }) => getRatePlans(roomTypeId, signal),
  });
}

export function useRatePlans(roomTypeId: number, enabled = true) {
  return useQuery({ ...getRatePlansQueryOptions(roomTypeId), enabled });
}
