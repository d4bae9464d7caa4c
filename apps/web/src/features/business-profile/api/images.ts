import {
  propertyImageSchema,
  propertyProfileSchema,
  type PropertyImage,
  type PropertyProfile,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

function fileForm(file: File, caption?: string | null): FormData {
  const form = new FormData();
  // The caption field comes before the file: the server reads fields that precede it.
  if (caption) form.append('caption', caption);
  form.append('file', file, file.name);
  return form;
}

/** POST /api/property/{id}/logo (multipart "file"): the answer is the updated profile. */
export async function uploadLogo(propertyId: number, file: File): Promise<PropertyProfile> {
  const body = await api.post<unknown>(`/api/property/${propertyId}/logo`, fileForm(file));
  return propertyProfileSchema.parse(body);
}

/** POST /api/property/{id}/images: one gallery image; 409 beyond the plan's limit. */
export async function uploadImage(
  propertyId: number,
  file: File,
  caption?: string | null,
): Promise<PropertyImage> {
  const body = await api.post<unknown>(`/api/property/${propertyId}/images`, fileForm(file, caption));
  return propertyImageSchema.parse(body);
}

export type ImageChange = { caption?: string | null; main?: boolean; sort?: number };

/** PUT /api/property/{id}/images/{imageId}: caption, main image, order. */
export async function updateImage(propertyId: number, imageId: number, change: ImageChange) {
  const body = await api.put<unknown>(`/api/property/${propertyId}/images/${imageId}`, change);
  return propertyImageSchema.parse(body);
}

export function useUploadLogo(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(propertyId, file),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(propertyId), profile),
  });
}

export function useUpdateImage(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, change }: { imageId: number; change: ImageChange }) =>
      updateImage(propertyId, imageId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(propertyId) }),
  });
}

export function useDeleteImage(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api.delete<unknown>(`/api/property/${propertyId}/images/${imageId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(propertyId) }),
  });
}
