import { roomSchema, type RoomInput, type UpdateRoomInput } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { roomsQueryKey } from '../../../lib/queries/rooms';
import { roomTypesQueryKey } from '../../../lib/queries/room-types';

// The reads moved to lib/queries (several features list rooms); re-exported for this feature's callers.
export { getRooms, getRoomsQueryOptions, roomsQueryKey, useRooms } from '../../../lib/queries/rooms';
// The status and service calls are shared with the housekeeping board.
export { useSetRoomService, useSetRoomStatus } from '../../../lib/queries/room-state';

/** Rooms change the room types' counts and (in service or not) the sellable inventory of the grid. */
function useInvalidateRooms(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomsQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
    ]);
}

/** POST /api/room/property/{id}/rooms. */
export function useCreateRoom(propertyId: number) {
  const invalidate = useInvalidateRooms(propertyId);
  return useMutation({
    mutationFn: async (input: RoomInput) =>
      roomSchema.parse(await api.post<unknown>(`/api/room/property/${propertyId}/rooms`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/room/rooms/{id}. */
export function useUpdateRoom(propertyId: number) {
  const invalidate = useInvalidateRooms(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateRoomInput }) =>
      roomSchema.parse(await api.put<unknown>(`/api/room/rooms/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/room/rooms/{id}. */
export function useDeleteRoom(propertyId: number) {
  const invalidate = useInvalidateRooms(propertyId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/room/rooms/${id}`),
    onSuccess: invalidate,
  });
}
