import { roomTypeImageSchema, type RoomTypeImage, type UpdateRoomTypeImageInput } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { roomTypesQueryKey } from './room-types';

/** POST /api/room/room-types/{id}/images (multipart "file", optional "caption" first); 409 beyond the plan's count. */
export async function uploadRoomTypeImage(
  roomTypeId: number,
  file: File,
  caption?: string | null,
): Promise<RoomTypeImage> {
  const form = new FormData();
  // The caption field comes before the file: the server reads fields that precede it.
  if (caption) form.append('caption', caption);
  form.append('file', file, file.name);
  const body = await api.post<unknown>(`/api/room/room-types/${roomTypeId}/images`, form);
  return roomTypeImageSchema.parse(body);
}

/** PUT /api/room/room-types/{id}/images/{imageId}: caption, main image, order. */
export async function updateRoomTypeImage(
  roomTypeId: number,
  imageId: number,
  change: UpdateRoomTypeImageInput,
): Promise<RoomTypeImage> {
  const body = await api.put<unknown>(`/api/room/room-types/${roomTypeId}/images/${imageId}`, change);
  return roomTypeImageSchema.parse(body);
}

/** The room type list carries each room type's images: it is what goes stale after a change. */
export function useUpdateRoomTypeImage(propertyId: number, roomTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, change }: { imageId: number; change: UpdateRoomTypeImageInput }) =>
      updateRoomTypeImage(roomTypeId, imageId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
  });
}

/** DELETE /api/room/room-types/{id}/images/{imageId} (the server removes the file too). */
export function useDeleteRoomTypeImage(propertyId: number, roomTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) =>
      api.delete<unknown>(`/api/room/room-types/${roomTypeId}/images/${imageId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
  });
}
