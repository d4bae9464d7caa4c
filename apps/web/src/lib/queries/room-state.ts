// A room's housekeeping status and service state are changed from the rooms page and the housekeeping board: one
// implementation of each call, so that both pages refresh the same caches.
import { roomSchema, type Room, type RoomStatus } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../api-client';
import { roomTypesQueryKey } from './room-types';
import { roomsQueryKey } from './rooms';

/**
 * What shows a room's state besides the room list: the tape chart's row headers, the room types' counts and the
 * rates grid (a room out of order sells less).
 */
function useInvalidateRoomState(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomsQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['calendar', propertyId] }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
    ]);
}

/** PUT /api/room/rooms/{id}/status: the housekeeping status, shown at once and put back if the server refuses. */
export function useSetRoomStatus(propertyId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateRoomState(propertyId);
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
    onSettled: invalidate,
  });
}

/** PUT /api/room/rooms/{id}/service: out of order (with its reason) or back in service. */
export function useSetRoomService(propertyId: number) {
  const invalidate = useInvalidateRoomState(propertyId);
  return useMutation({
    mutationFn: async ({
      id,
      inService,
      outOfOrderReason,
    }: {
      id: number;
      inService: boolean;
      outOfOrderReason?: string | null;
    }) =>
      roomSchema.parse(
        await api.put<unknown>(`/api/room/rooms/${id}/service`, { inService, outOfOrderReason }),
      ),
    onSettled: invalidate,
  });
}
