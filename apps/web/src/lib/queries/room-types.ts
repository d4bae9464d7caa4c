// Read by rooms, rates, bookings and the tape chart: one fetcher and one cache key for all of them.
import { roomTypeSchema, type RoomType } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

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
