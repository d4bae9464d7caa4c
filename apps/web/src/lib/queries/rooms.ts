// Read by rooms, the housekeeping board and the tape chart: one fetcher and one cache key for all of them.
import { roomSchema, type Room } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../api-client';

const roomListSchema = z.array(roomSchema);

export const roomsQueryKey = (propertyId: number) => ['rooms', propertyId] as const;

/** GET /api/room/property/{id}/rooms: every physical room of the property. */
export async function getRooms(propertyId: number, signal?: AbortSignal): Promise<Room[]> {
  const body = await api.get<unknown>(`/api/room/property/${propertyId}/rooms`, { signal });
  return roomListSchema.parse(body);
}

export function getRoomsQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: roomsQueryKey(propertyId),
    queryFn: ({ signal }) => getRooms(propertyId, signal),
  });
}

export function useRooms(propertyId: number) {
  return useQuery(getRoomsQueryOptions(propertyId));
}
