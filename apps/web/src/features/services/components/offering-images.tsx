import { CountedImages } from '../../../components/image-gallery/counted-images';
import { useDeleteOfferingImage, useOffering, useUploadOfferingImage } from '../api/catalogue';

/** An offering's images: the plan's count, an upload (the button goes once the count is reached), delete. */
export function OfferingImages({ propertyId, offeringId }: { propertyId: number; offeringId: number }) {
  return (
    <CountedImages
      namespace="services"
      data={useOffering(offeringId).data}
      upload={useUploadOfferingImage(propertyId, offeringId)}
      remove={useDeleteOfferingImage(propertyId, offeringId)}
    />
  );
}
