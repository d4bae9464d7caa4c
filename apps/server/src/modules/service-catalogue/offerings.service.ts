// Offerings: what a customer books. List, read, create, edit (deactivate with active: false), the resources that
// deliver each, and images within the plan's image count (spec §9).
import {
  canAddImage,
  maxImagesFor,
  offeringImageLimitMessage,
  todayIn,
  VALIDATION_KEYS,
  type OfferingDetail,
  type OfferingImage,
  type OfferingInput,
  type OfferingListQuery,
  type OfferingPage,
  type UpdateOfferingInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import type { PropertyRow } from '../property/property.repository';
import { auditCatalogue, auditCatalogueEvent } from './catalogue-audit';
import { codeGuard } from './catalogue-services.service';
import { findCatalogueServiceRow } from './catalogue-services.repository';
import {
  allOfferings,
  countOfferingImages,
  deleteOfferingImageRow,
  findOffering,
  findOfferingImageRow,
  findOfferingRow,
  imagesOf,
  insertOffering,
  insertOfferingImage,
  listOfferings,
  lockOfferingRow,
  offeringResourceIds,
  replaceOfferingResources,
  setMainOfferingImage,
  toOfferingImage,
  updateOfferingRow,
  type OfferingRow,
} from './offerings.repository';
import { resourcesOfProperty } from './resources.repository';

const CODE_KEY = 'offering_property_code_key';

/** The business service an offering belongs to must be the property's (400 naming the field otherwise). */
async function assertServiceOf(db: Db, propertyId: number, serviceId: number) {
  const s = await findCatalogueServiceRow(db, serviceId);
  if (!s || s.propertyId !== propertyId)
    throw badRequest('No such business service at this property', {
      businessServiceId: VALIDATION_KEYS.unknownId,
    });
}

/** The resources must be the property's and serve the offering's service (or any service). */
async function assertResourcesFor(db: Db, propertyId: number, serviceId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await resourcesOfProperty(db, propertyId, unique);
  if (rows.length !== unique.length)
    throw badRequest('No such resource at this property', { resourceIds: VALIDATION_KEYS.unknownId });
  const other = rows.find((r) => r.businessServiceId != null && r.businessServiceId !== serviceId);
  if (other)
    throw badRequest(`${other.name} works for another business service`, {
      resourceIds: `${other.name} works for another business service`,
    });
  return unique.sort((a, b) => a - b);
}

/** An offering as its history shows it: the row plus who delivers it. */
const audited = (row: OfferingRow, resourceIds: number[]) => ({
  ...row,
  resourceIds: resourceIds.join(', '),
});

export function createOfferingService(db: Db, uploadsDir: string) {
  async function reachable(actor: Actor, id: number): Promise<{ row: OfferingRow; property: PropertyRow }> {
    const row = await findOfferingRow(db, id);
    if (!row) throw notFound('Offering');
    const property = await reachableProperty(db, actor, row.propertyId, 'Offering');
    return { row, property };
  }

  async function detail(id: number, property: PropertyRow): Promise<OfferingDetail> {
    const o = await findOffering(db, id);
    if (!o) throw notFound('Offering');
    const images = (await imagesOf(db, [id])).get(id) ?? [];
    return { ...o, images: images.map(toOfferingImage), maxImages: maxImagesFor(property.plan) };
  }

  return {
    async list(actor: Actor, propertyId: number, q: OfferingListQuery): Promise<OfferingPage> {
      await reachableProperty(db, actor, propertyId);
      return listOfferings(db, propertyId, q);
    },

    async exportRows(actor: Actor, propertyId: number, q: OfferingListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        rows: await allOfferings(db, propertyId, q, EXPORT_READ_ROWS),
        today: todayIn(property.timezone),
      };
    },

    async get(actor: Actor, id: number): Promise<OfferingDetail> {
      const { property } = await reachable(actor, id);
      return detail(id, property);
    },

    async create(actor: Actor, propertyId: number, input: OfferingInput): Promise<OfferingDetail> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertServiceOf(db, property.id, input.businessServiceId);
      const resourceIds = await assertResourcesFor(
        db,
        property.id,
        input.businessServiceId,
        input.resourceIds,
      );
      const id = await codeGuard(CODE_KEY, () =>
        db.transaction(async (tx) => {
          const row = await insertOffering(tx, {
            propertyId: property.id,
            businessServiceId: input.businessServiceId,
            name: input.name,
            description: input.description || null,
            code: input.code,
            durationMinutes: input.durationMinutes,
            bufferMinutes: input.bufferMinutes ?? null,
            capacity: input.capacity,
            price: input.price,
            taxDetails: input.taxDetails ?? null,
            effectiveFrom: input.effectiveFrom ?? null,
            expiresOn: input.expiresOn ?? null,
            tags: [...new Set(input.tags)],
            bookable: input.bookable,
            active: input.active,
          });
          await replaceOfferingResources(tx, row.id, resourceIds);
          await auditCatalogue(tx, actor, 'offering', null, audited(row, resourceIds));
          return row.id;
        }),
      );
      return detail(id, property);
    },

    /** Changes the fields sent; `resourceIds` replaces who delivers it; dates are checked against the stored ones. */
    async update(actor: Actor, id: number, input: UpdateOfferingInput): Promise<OfferingDetail> {
      const { row: current, property } = await reachable(actor, id);
      const serviceId = input.businessServiceId ?? current.businessServiceId;
      if (input.businessServiceId !== undefined) await assertServiceOf(db, property.id, serviceId);
      const effectiveFrom = input.effectiveFrom !== undefined ? input.effectiveFrom : current.effectiveFrom;
      const expiresOn = input.expiresOn !== undefined ? input.expiresOn : current.expiresOn;
      if (effectiveFrom && expiresOn && expiresOn < effectiveFrom)
        throw badRequest('The expiry date is before the effective date', {
          expiresOn: VALIDATION_KEYS.expiryBeforeEffective,
        });
      await codeGuard(CODE_KEY, () =>
        db.transaction(async (tx) => {
          const before = await lockOfferingRow(tx, id);
          if (!before) throw notFound('Offering');
          const beforeIds = await offeringResourceIds(tx, id);
          // A service change keeps only resources that serve the new one, unless a new list is sent.
          const resourceIds = await assertResourcesFor(
            tx,
            property.id,
            serviceId,
            input.resourceIds ?? beforeIds,
          );
          const after = await updateOfferingRow(tx, id, {
            businessServiceId: input.businessServiceId,
            name: input.name,
            description: input.description,
            code: input.code,
            durationMinutes: input.durationMinutes,
            bufferMinutes: input.bufferMinutes,
            capacity: input.capacity,
            price: input.price,
            taxDetails: input.taxDetails,
            effectiveFrom: input.effectiveFrom,
            expiresOn: input.expiresOn,
            tags: input.tags ? [...new Set(input.tags)] : undefined,
            bookable: input.bookable,
            active: input.active,
            updatedAt: new Date(),
          });
          if (input.resourceIds) await replaceOfferingResources(tx, id, resourceIds);
          await auditCatalogue(
            tx,
            actor,
            'offering',
            audited(before, beforeIds),
            audited(after, resourceIds),
          );
        }),
      );
      return detail(id, property);
    },

    /**
     * Adds an image within the plan's image count per offering (spec §9). The offering row is locked while counting,
     * so two uploads at once cannot both take the last place. The first image is the main one.
     */
    async addImage(actor: Actor, id: number, file: UploadedFile): Promise<OfferingImage> {
      const { row, property } = await reachable(actor, id);
      assertImage(file.buffer);
      const max = maxImagesFor(property.plan);
      const full = () => conflict(offeringImageLimitMessage(property.plan, max, row.name));
      if (!canAddImage(property.plan, await countOfferingImages(db, id))) throw full();
      const stored = await storeImage(uploadsDir, 'offerings', String(id), file.buffer);
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockOfferingRow(tx, id))) throw notFound('Offering');
          const n = await countOfferingImages(tx, id);
          if (!canAddImage(property.plan, n)) throw full();
          const image = await insertOfferingImage(tx, {
            offeringId: id,
            url: stored.url,
            caption: file.caption ?? null,
            isMain: n === 0,
            sortOrder: n,
          });
          await auditCatalogueEvent(tx, actor, 'offering', row, 'IMAGE_ADDED', { image: [null, image.url] });
          return toOfferingImage(image);
        });
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
    },

    async makeImageMain(actor: Actor, id: number, imageId: number): Promise<OfferingDetail> {
      const { property } = await reachable(actor, id);
      const image = await findOfferingImageRow(db, imageId);
      if (!image || image.offeringId !== id) throw notFound('Image');
      await setMainOfferingImage(db, id, imageId);
      return detail(id, property);
    },

    /** Deletes an image and its file; when it was the main one, the next in order becomes main. */
    async removeImage(actor: Actor, id: number, imageId: number): Promise<{ message: string }> {
      const { row } = await reachable(actor, id);
      const image = await findOfferingImageRow(db, imageId);
      if (!image || image.offeringId !== id) throw notFound('Image');
      await db.transaction(async (tx) => {
        await deleteOfferingImageRow(tx, imageId);
        if (image.isMain) {
          const [next] = (await imagesOf(tx, [id])).get(id) ?? [];
          if (next) await setMainOfferingImage(tx, id, next.id);
        }
        await auditCatalogueEvent(tx, actor, 'offering', row, 'IMAGE_REMOVED', { image: [image.url, null] });
      });
      await removeUpload(uploadsDir, image.url);
      return { message: 'Image deleted' };
    },
  };
}
export type OfferingService = ReturnType<typeof createOfferingService>;
