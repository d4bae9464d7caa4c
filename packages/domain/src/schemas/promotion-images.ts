// A promotion's images (issue 14, the original's imageList): uploaded one at a time within the plan's image count,
// as products' and room types' are (spec §9); the first is the main one.
import { z } from 'zod';

/** GET, POST and DELETE /api/promotion/:promotionId/images: the promotion's images and its plan's count. */
export const promotionImagesSchema = z.object({
  images: z.array(
    z.object({
      url: z.string(),
      name: z.string().nullable().optional(),
      description: z.string().nullable().optional(),
      mainImage: z.boolean(),
    }),
  ),
  maxImages: z.number().int(),
});
export type PromotionImages = z.infer<typeof promotionImagesSchema>;

/** DELETE …/images?url=: the image by its address (the list's order moves as images come and go). */
export const promotionImageQuerySchema = z.object({ url: z.string().min(1).max(500) });

/** The 409 of a promotion holding its plan's image count. */
export function promotionImageLimitMessage(
  plan: string | null | undefined,
  max: number,
  name: string,
): string {
  return `${plan ?? 'Business Starter'} allows ${max} image${max === 1 ? '' : 's'} per promotion, and ${name} has ${max}. Delete an image or upgrade your plan to add more.`;
}
