import { streetUploadSchema, type StreetUpload } from '@bookone/domain';
import { useMutation } from '@tanstack/react-query';

import { uploadFile } from '../../../lib/files';
import { useInvalidatePlaces } from './places';

/** POST /api/address/streets/upload/preview: what importing the file would do, row by row; writes nothing. */
export function usePreviewStreets() {
  return useMutation({
    mutationFn: async (file: File): Promise<StreetUpload> =>
      streetUploadSchema.parse(await uploadFile('/api/address/streets/upload/preview', file)),
  });
}

/** POST /api/address/streets/upload: adds the file's new streets, all or none (a file with errors is a 400). */
export function useImportStreets() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: async (file: File): Promise<StreetUpload> =>
      streetUploadSchema.parse(await uploadFile('/api/address/streets/upload', file)),
    onSuccess: invalidate,
  });
}
