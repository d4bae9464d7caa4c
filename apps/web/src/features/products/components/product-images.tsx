import { CountedImages } from '../../../components/image-gallery/counted-images';
import { useDeleteProductImage, useProduct, useUploadProductImage } from '../api/products';

/** A product's images: the plan's count, an upload (the button goes once the count is reached), delete. */
export function ProductImages({ propertyId, productId }: { propertyId: number; productId: number }) {
  return (
    <CountedImages
      namespace="products"
      data={useProduct(productId).data}
      upload={useUploadProductImage(propertyId, productId)}
      remove={useDeleteProductImage(propertyId, productId)}
    />
  );
}
