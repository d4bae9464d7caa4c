import { roomSchema, type Room, type RoomStatus } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { roomsQueryKey } from '../../../lib/queries/rooms';

export { useRooms } from '../../../lib/queries/rooms';

/** What else shows rooms' states: the tape chart's row headers and the rates grid (out of order sells less). */
function useInvalidateAfterRoomChange(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roomsQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['calendar', propertyId] }),
      queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
    ]);
}

/** PUT /api/room/rooms/{id}/status: shown on the board at once, put back if the server refuses. */
export function useChangeRoomStatus(propertyId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAfterRoomChange(propertyId);
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
export function useChangeRoomService(propertyId: number) {
  const invalidate = useInvalidateAfterRoomChange(propertyId);
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
