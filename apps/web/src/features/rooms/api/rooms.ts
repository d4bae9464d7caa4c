import {
  roomSchema,
  type Room,
  type RoomInput,
  type RoomStatus,
  type UpdateRoomInput,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { roomsQueryKey } from '../../../lib/queries/rooms';
import { roomTypesQueryKey } from '../../../lib/queries/room-types';

// The reads moved to lib/queries (several features list rooms); re-exported for this feature's callers.
export { getRooms, getRoomsQueryOptions, roomsQueryKey, useRooms } from '../../../lib/queries/rooms';

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

/** PUT /api/room/rooms/{id}/status: the housekeeping status, shown at once (rolled back on error). */
export function useSetRoomStatus(propertyId: number) {
  const queryClient = useQueryClient();
  const queryKey = roomsQueryKey(propertyId);
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: RoomStatus }) =>
      roomSchema.parse(await api.put<unknown>(`/api/room/rooms/${id}/status`, { status })),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Room[]>(queryKey);
      queryClient.setQueryData<Room[]>(queryKey, (rooms) =>
        rooms?.map((room) => (room.id === id ? { ...room, status } : room)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** PUT /api/room/rooms/{id}/service: in service or out of order (changes the sellable inventory). */
export function useSetRoomService(propertyId: number) {
  const invalidate = useInvalidateRooms(propertyId);
  return useMutation({
    mutationFn: async ({ id, inService }: { id: number; inService: boolean }) =>
      roomSchema.parse(await api.put<unknown>(`/api/room/rooms/${id}/service`, { inService })),
    onSettled: invalidate,
  });
}
