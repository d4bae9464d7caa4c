import { roomTypeSchema, type RoomTypeInput, type UpdateRoomTypeInput } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { roomTypesQueryKey } from '../../../lib/queries/room-types';

// The reads moved to lib/queries (several features list room types); re-exported for this feature's callers.
export {
  getRoomTypes,
  getRoomTypesQueryOptions,
  roomTypesQueryKey,
  useRoomTypes,
} from '../../../lib/queries/room-types';

/** After a room-type change, its list, its rooms and the rates grid (inventory and rows) are stale. */
function useInvalidateRoomSetup(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['rooms', propertyId] }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
    ]);
}

/** POST /api/room/property/{id}/room-types (the server creates 365 days of rates with it). */
export function useCreateRoomType(propertyId: number) {
  const invalidate = useInvalidateRoomSetup(propertyId);
  return useMutation({
    mutationFn: async (input: RoomTypeInput) =>
      roomTypeSchema.parse(await api.post<unknown>(`/api/room/property/${propertyId}/room-types`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/room/room-types/{id}. */
export function useUpdateRoomType(propertyId: number) {
  const invalidate = useInvalidateRoomSetup(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateRoomTypeInput }) =>
      roomTypeSchema.parse(await api.put<unknown>(`/api/room/room-types/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/room/room-types/{id}. */
export function useDeleteRoomType(propertyId: number) {
  const invalidate = useInvalidateRoomSetup(propertyId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/room/room-types/${id}`),
    onSuccess: invalidate,
  });
}
