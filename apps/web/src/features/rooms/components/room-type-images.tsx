import type { RoomType } from '@bookone/domain';
import { useQueryClient } from '@tanstack/react-query';

import { ImageGallery } from '../../../components/image-gallery/image-gallery';
import { getSessionProperty } from '../../../lib/session';
import { uploadRoomTypeImage, useDeleteRoomTypeImage, useUpdateRoomTypeImage } from '../api/room-type-images';
import { roomTypesQueryKey } from '../api/room-types';

/**
 * A room type's images (the shared image gallery), with the plan's count up front ("1 of 1 images used", spec §9):
 * thumbnails, several uploads at once, caption, main image, order, delete after a confirm. Read-only staff only
 * look.
 */
export function RoomTypeImages({
  propertyId,
  roomType,
  canEdit,
}: {
  propertyId: number;
  roomType: RoomType;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateRoomTypeImage(propertyId, roomType.id);
  const remove = useDeleteRoomTypeImage(propertyId, roomType.id);
  const images = [...roomType.images]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((image) => ({ ...image, main: image.isMain, sort: image.sortOrder }));
  return (
    <ImageGallery
      ns="rooms"
      keyPrefix="images"
      values={{ name: roomType.name, plan: getSessionProperty()?.plan ?? 'Business Starter' }}
      images={images}
      max={roomType.maxImages}
      canEdit={canEdit}
      dense
      upload={(file) => uploadRoomTypeImage(roomType.id, file)}
      onUploaded={() => queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) })}
      onChange={(imageId, { caption, main, sort }) =>
        update.mutate({ imageId, change: { caption, isMain: main, sortOrder: sort } })
      }
      onDelete={(imageId) => remove.mutate(imageId)}
      error={update.error ?? remove.error}
    />
  );
}
