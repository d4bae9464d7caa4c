import { ratePlanSchema, type RatePlanInput, type UpdateRatePlanInput } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { ratePlansQueryKey } from '../../../lib/queries/rate-plans';

// The reads moved to lib/queries (several features list rate plans); re-exported for this feature's callers.
export {
  getRatePlans,
  getRatePlansQueryOptions,
  ratePlansQueryKey,
  useRatePlans,
} from '../../../lib/queries/rate-plans';

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
