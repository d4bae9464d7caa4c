import { ratePlanSchema, type RatePlan, type RatePlanInput, type UpdateRatePlanInput } from '@bookone/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

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

function useInvalidatePlans(roomTypeId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ratePlansQueryKey(roomTypeId) }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid'] }),
    ]);
}

/** POST /api/room/room-types/{id}/plans. */
export function useCreateRatePlan(roomTypeId: number) {
  const invalidate = useInvalidatePlans(roomTypeId);
  return useMutation({
    mutationFn: async (input: RatePlanInput) =>
      ratePlanSchema.parse(await api.post<unknown>(`/api/room/room-types/${roomTypeId}/plans`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/room/plans/{id}. */
export function useUpdateRatePlan(roomTypeId: number) {
  const invalidate = useInvalidatePlans(roomTypeId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateRatePlanInput }) =>
      ratePlanSchema.parse(await api.put<unknown>(`/api/room/plans/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/room/plans/{id}. */
export function useDeleteRatePlan(roomTypeId: number) {
  const invalidate = useInvalidatePlans(roomTypeId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/room/plans/${id}`),
    onSuccess: invalidate,
  });
}
