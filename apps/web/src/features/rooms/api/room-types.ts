import { roomTypeSchema, type RoomType, type RoomTypeInput, type UpdateRoomTypeInput } from '@bookone/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

const roomTypeListSchema = z.array(roomTypeSchema);

export const roomTypesQueryKey = (propertyId: number) => ['room-types', propertyId] as const;

/** GET /api/room/property/{id}/room-types: the property's room types. */
export async function getRoomTypes(propertyId: number, signal?: AbortSignal): Promise<RoomType[]> {
  const body = await api.get<unknown>(`/api/room/property/${propertyId}/room-types`, { signal });
  return roomTypeListSchema.parse(body);
}

export function getRoomTypesQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: roomTypesQueryKey(propertyId),
    queryFn: ({ signal }) => getRoomTypes(propertyId, signal),
  });
}

export function useRoomTypes(propertyId: number) {
  return useQuery(getRoomTypesQueryOptions(propertyId));
}

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
