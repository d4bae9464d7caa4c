// A promotion's images (issue 14): uploaded one at a time within the plan's image count per promotion (spec §9),
// like products' and room types'; kept in the promotion's images list, the first one main. The form's save sends the
// list back as it was read, so an upload or a delete answers the list for the form to keep.
import { canAddImage, maxImagesFor, promotionImageLimitMessage, type PromotionImages } from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordPropertyEvent } from '../audit/audit.service';
import {
  findPromotionRow,
  lockPromotionRow,
  updatePromotionRow,
  type PromotionRow,
} from './promotion.repository';

type Image = PromotionRow['images'][number];

export function createPromotionImageService(db: Db, uploadsDir: string) {
  async function reachable(actor: Actor, id: number) {
    const row = await findPromotionRow(db, id);
    if (!row) throw notFound('Promotion');
    const property = await reachableProperty(db, actor, row.propertyId, 'Promotion');
    return { row, property };
  }

  /** Under the promotion's row lock: the list changed by `change`, saved and audited under `event`. */
  async function changeImages(
    actor: Actor,
    id: number,
    event: 'IMAGE_ADDED' | 'IMAGE_REMOVED',
    change: (images: Image[], row: PromotionRow) => { images: Image[]; url: string },
  ): Promise<Image[]> {
    return db.transaction(async (tx) => {
      const row = await lockPromotionRow(tx, id);
      if (!row) throw notFound('Promotion');
      const { images, url } = change(row.images, row);
      await updatePromotionRow(tx, id, { images });
      await recordPropertyEvent(tx, actor, 'promotion', row, event, {
        image: event === 'IMAGE_ADDED' ? [null, url] : [url, null],
      });
      return images;
    });
  }

  return {
    async list(actor: Actor, id: number): Promise<PromotionImages> {
      const { row, property } = await reachable(actor, id);
      return { images: row.images, maxImages: maxImagesFor(property.plan) };
    },

    /**
     * Adds an image within the plan's count per promotion: the promotion's row is locked while counting, so two
     * uploads at once cannot both take the last place (409 for the other). The first image is the main one.
     */
    async add(actor: Actor, id: number, file: UploadedFile): Promise<PromotionImages> {
      const { row, property } = await reachable(actor, id);
      assertImage(file.buffer);
      const max = maxImagesFor(property.plan);
      const full = (name: string) => conflict(promotionImageLimitMessage(property.plan, max, name));
      if (!canAddImage(property.plan, row.images.length)) throw full(row.name);
      const stored = await storeImage(uploadsDir, 'promotions', String(id), file.buffer);
      try {
        const images = await changeImages(actor, id, 'IMAGE_ADDED', (list, locked) => {
          if (!canAddImage(property.plan, list.length)) throw full(locked.name);
          const image = {
            url: stored.url,
            name: file.caption ?? null,
            description: null,
            mainImage: list.length === 0,
          };
          return { images: [...list, image], url: stored.url };
        });
        return { images, maxImages: max };
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
    },

    /** Removes an image and its file; when it was the main one, the next becomes main. */
    async remove(actor: Actor, id: number, url: string): Promise<PromotionImages> {
      const { property } = await reachable(actor, id);
      const images = await changeImages(actor, id, 'IMAGE_REMOVED', (list) => {
        const gone = list.find((i) => i.url === url);
        if (!gone) throw notFound('Image');
        const rest = list.filter((i) => i !== gone);
        const first = rest[0];
        if (gone.mainImage && first) rest[0] = { ...first, mainImage: true };
        return { images: rest, url };
      });
      await removeUpload(uploadsDir, url);
      return { images, maxImages: maxImagesFor(property.plan) };
    },
  };
}
export type PromotionImageService = ReturnType<typeof createPromotionImageService>;
