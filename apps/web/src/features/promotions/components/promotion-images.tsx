import type { PromotionImage } from '@bookone/domain';
import { useEffect } from 'react';

import { CountedImages } from '../../../components/image-gallery/counted-images';
import { useDeletePromotionImage, usePromotionImages, useUploadPromotionImage } from '../api/promotions';

/**
 * A saved promotion's images: the plan's count, an upload (the button goes once the count is reached), delete.
 * Each change is saved at once; `onImages` hands the list to the form, whose save sends it back as it is.
 */
export function PromotionImages({
  promotionId,
  name,
  onImages,
}: {
  promotionId: number;
  name: string;
  onImages: (images: PromotionImage[]) => void;
}) {
  const query = usePromotionImages(promotionId);
  const data = query.data;
  useEffect(() => {
    if (data) onImages(data.images);
  }, [data, onImages]);
  return (
    <CountedImages
      namespace="promotions"
      data={
        data && {
          name,
          maxImages: data.maxImages,
          // An image has no id of its own: its place in the list names it (the delete sends its address).
          images: data.images.map((image, index) => ({ id: index, url: image.url })),
        }
      }
      upload={useUploadPromotionImage(promotionId)}
      remove={useDeletePromotionImage(promotionId)}
    />
  );
}
