import {
  type BusinessDay,
  type BusinessService,
  type BusinessServiceInput,
  canAddImage,
  imageLimitMessage,
  isValidSeoName,
  maxImagesFor,
  type NamedTax,
  type PropertyImage,
  type PropertyProfile,
  type SeoNameCheck,
  slugify,
  type UpdatePropertyProfileInput,
  VALIDATION_KEYS,
} from '@bookone/domain';

import { inTurn, type Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import type { PropertyRow } from '../property/property.repository';
import { findPropertyView, refreshOnboardingStatus } from '../property/property.service';
import {
  clearMainImage,
  countImages,
  deleteImageRow,
  deleteServiceRow,
  findImageRow,
  findServiceRow,
  insertImage,
  insertService,
  isSeoNameTaken,
  listHours,
  listImages,
  listServices,
  lockProperty,
  replaceHours,
  toImage,
  toService,
  updateImageRow,
  updatePropertyRow,
  updateServiceRow,
  type PropertyUpdate,
} from './business.repository';

/** The session keeps one tax (spec §3): the first named tax mirrors into `taxDetails`. */
export function taxColumns(taxes: NamedTax[]): PropertyUpdate {
  const first = taxes[0];
  return {
    taxes,
    taxDetails: first
      ? { name: first.name, percentage: first.percentage, taxSlabsList: first.taxSlabsList }
      : null,
  };
}

/** A free public address: the slug itself, else with -2, -3… */
export async function freeSeoName(db: Db, wanted: string, exceptPropertyId?: number): Promise<string | null> {
  const base = isValidSeoName(wanted) ? wanted : slugify(wanted);
  if (!isValidSeoName(base)) return null;
  for (let i = 1; i < 100; i++) {
    const candidate = i === 1 ? base : `${base.slice(0, 56)}-${i}`;
    if (!(await isSeoNameTaken(db, candidate, exceptPropertyId))) return candidate;
  }
  return null;
}

export type { UploadedFile } from '../../lib/images';

/** The property's audit row of a profile change (its fields but ids and times), on the change's transaction. */
const auditProperty = (tx: Db, actor: Actor, before: PropertyRow, after: PropertyRow | undefined) =>
  recordAudit(tx, actor, {
    entity: 'property',
    entityId: before.id,
    action: 'update',
    before,
    after: after ?? before,
    omit: ['id', 'organisationId'],
    organisationId: before.organisationId,
    propertyId: before.id,
  });

/** A gallery image added or removed: an event of the property, naming the image by id and caption. */
const auditImage = (
  tx: Db,
  actor: Actor,
  propertyId: number,
  event: 'IMAGE_ADDED' | 'IMAGE_REMOVED',
  before: { id: number; caption: string | null } | null,
  after: { id: number; caption: string | null } | null,
) => {
  const name = (i: { id: number; caption: string | null } | null) =>
    i ? `#${i.id}${i.caption ? ` ${i.caption}` : ''}` : null;
  return recordAudit(tx, actor, {
    entity: 'property',
    entityId: propertyId,
    action: 'update',
    event,
    changes: { image: [name(before), name(after)] },
    propertyId,
  });
};

/** A business service's audit row (services of a non-accommodation business), on the change's transaction. */
const auditService = (
  tx: Db,
  actor: Actor,
  propertyId: number,
  before: ({ id: number } & Record<string, unknown>) | null,
  after: ({ id: number } & Record<string, unknown>) | null | undefined,
) =>
  recordAudit(tx, actor, {
    entity: 'business_service',
    entityId: (after ?? before)!.id,
    action: before && after ? 'update' : after ? 'create' : 'delete',
    before,
    after,
    omit: ['id', 'propertyId'],
    propertyId,
  });

export function createBusinessService(db: Db, uploadsDir: string) {
  async function profile(d: Db, row: PropertyRow): Promise<PropertyProfile> {
    // `d` may be a transaction: one query at a time.
    const [view, images] = await inTurn([
      () => findPropertyView(d, row.id),
      () => listImages(d, row.id),
    ] as const);
    if (!view) throw notFound('Property');
    return {
      ...view,
      slogan: row.slogan,
      businessDescription: row.businessDescription,
      website: row.website,
      whatsApp: row.whatsApp,
      managerFirstName: row.managerFirstName,
      managerLastName: row.managerLastName,
      managerEmail: row.managerEmail,
      managerContactNo: row.managerContactNo,
      gstNumber: row.gstNumber,
      noOfFloor: row.noOfFloor,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      latitude: row.latitude,
      longitude: row.longitude,
      facebook: row.facebook,
      instagram: row.instagram,
      twitter: row.twitter,
      taxes: row.taxes,
      images,
      maxImages: maxImagesFor(row.plan),
    };
  }

  async function reachableImage(actor: Actor, propertyId: number, imageId: number) {
    const property = await reachableProperty(db, actor, propertyId);
    const image = await findImageRow(db, imageId);
    if (!image || image.propertyId !== property.id) throw notFound('Image');
    return { property, image };
  }

  async function reachableService(actor: Actor, propertyId: number, serviceId: number) {
    const property = await reachableProperty(db, actor, propertyId);
    const row = await findServiceRow(db, serviceId);
    if (!row || row.propertyId !== property.id) throw notFound('Business service');
    return { property, row };
  }

  return {
    async getProfile(actor: Actor, propertyId: number): Promise<PropertyProfile> {
      return profile(db, await reachableProperty(db, actor, propertyId));
    },

    async updateProfile(
      actor: Actor,
      propertyId: number,
      input: UpdatePropertyProfileInput,
    ): Promise<PropertyProfile> {
      const row = await reachableProperty(db, actor, propertyId);
      const { address, taxes, ...fields } = input;
      const values: PropertyUpdate = { ...fields, ...(address ?? {}), ...(taxes ? taxColumns(taxes) : {}) };
      if (input.seoFriendlyName && (await isSeoNameTaken(db, input.seoFriendlyName, row.id)))
        throw conflict(VALIDATION_KEYS.publicAddressTaken, { seoFriendlyName: VALIDATION_KEYS.alreadyTaken });
      try {
        const updated = Object.keys(values).length
          ? await db.transaction(async (tx) => {
              const saved = await updatePropertyRow(tx, row.id, values);
              await auditProperty(tx, actor, row, saved);
              return saved;
            })
          : row;
        return profile(db, updated ?? row);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(VALIDATION_KEYS.publicAddressTaken, {
            seoFriendlyName: VALIDATION_KEYS.alreadyTaken,
          });
        throw err;
      }
    },

    /** Is a public address (seoFriendlyName) valid and free? Suggests a free one either way. */
    async checkSeoName(actor: Actor, name: string, propertyId?: number): Promise<SeoNameCheck> {
      if (propertyId != null) await reachableProperty(db, actor, propertyId);
      const valid = isValidSeoName(name);
      const available = valid && !(await isSeoNameTaken(db, name, propertyId));
      return {
        name,
        valid,
        available,
        message: !valid
          ? 'Use 3 to 60 lower-case letters and digits, words joined by single hyphens'
          : available
            ? null
            : 'This public address is taken',
        suggestion: available ? name : await freeSeoName(db, name, propertyId),
      };
    },

    async uploadLogo(actor: Actor, propertyId: number, file: UploadedFile): Promise<PropertyProfile> {
      const row = await reachableProperty(db, actor, propertyId);
      assertImage(file.buffer);
      const stored = await storeImage(uploadsDir, 'properties', `${row.id}-logo`, file.buffer);
      const updated = await db.transaction(async (tx) => {
        const saved = await updatePropertyRow(tx, row.id, { logoUrl: stored.url });
        await auditProperty(tx, actor, row, saved);
        return saved;
      });
      await removeUpload(uploadsDir, row.logoUrl);
      return profile(db, updated ?? row);
    },

    async listImages(actor: Actor, propertyId: number): Promise<PropertyImage[]> {
      await reachableProperty(db, actor, propertyId);
      return listImages(db, propertyId);
    },

    /**
     * Adds an image to the gallery within the plan's count (spec §9). The property row is locked while counting so
     * that two uploads at once cannot both take the last place. The first image becomes the main one.
     */
    async addImage(actor: Actor, propertyId: number, file: UploadedFile): Promise<PropertyImage> {
      const row = await reachableProperty(db, actor, propertyId);
      assertImage(file.buffer);
      if (!canAddImage(row.plan, await countImages(db, row.id))) throw conflict(imageLimitMessage(row.plan));
      const stored = await storeImage(uploadsDir, 'properties', String(row.id), file.buffer);
      try {
        return await db.transaction(async (tx) => {
          const locked = (await lockProperty(tx, row.id))!;
          const n = await countImages(tx, row.id);
          if (!canAddImage(locked.plan, n)) throw conflict(imageLimitMessage(locked.plan));
          const image = await insertImage(tx, {
            propertyId: row.id,
            url: stored.url,
            caption: file.caption ?? null,
            main: n === 0,
            sort: n,
          });
          if (n === 0) await updatePropertyRow(tx, row.id, { imageUrl: stored.url });
          await auditImage(tx, actor, row.id, 'IMAGE_ADDED', null, image);
          return toImage(image);
        });
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
    },

    async updateImage(
      actor: Actor,
      propertyId: number,
      imageId: number,
      input: { caption?: string | null | undefined; main?: boolean | undefined; sort?: number | undefined },
    ): Promise<PropertyImage> {
      const { property, image } = await reachableImage(actor, propertyId, imageId);
      return db.transaction(async (tx) => {
        if (input.main) {
          await clearMainImage(tx, property.id);
          await updatePropertyRow(tx, property.id, { imageUrl: image.url });
        } else if (input.main === false && image.main) {
          await updatePropertyRow(tx, property.id, { imageUrl: null });
        }
        const { caption, main, sort } = input;
        const values = {
          ...(caption !== undefined ? { caption } : {}),
          ...(main !== undefined ? { main } : {}),
          ...(sort !== undefined ? { sort } : {}),
        };
        const updated = Object.keys(values).length ? await updateImageRow(tx, image.id, values) : image;
        return toImage(updated ?? image);
      });
    },

    async deleteImage(actor: Actor, propertyId: number, imageId: number): Promise<{ message: string }> {
      const { property, image } = await reachableImage(actor, propertyId, imageId);
      await db.transaction(async (tx) => {
        await deleteImageRow(tx, image.id);
        await auditImage(tx, actor, property.id, 'IMAGE_REMOVED', image, null);
        if (image.main || property.imageUrl === image.url) {
          const [next] = await listImages(tx, property.id);
          if (next) await updateImageRow(tx, next.id, { main: true });
          await updatePropertyRow(tx, property.id, { imageUrl: next?.url ?? null });
        }
      });
      await removeUpload(uploadsDir, image.url);
      return { message: 'Image deleted' };
    },

    // ------------------------------------------------------------------ hours and services
    async getHours(actor: Actor, propertyId: number): Promise<{ days: BusinessDay[] }> {
      await reachableProperty(db, actor, propertyId);
      return { days: await listHours(db, propertyId) };
    },

    async setHours(actor: Actor, propertyId: number, days: BusinessDay[]): Promise<{ days: BusinessDay[] }> {
      const row = await reachableProperty(db, actor, propertyId);
      await db.transaction(async (tx) => {
        const before = await listHours(tx, row.id);
        await replaceHours(tx, row.id, days);
        await recordAudit(tx, actor, {
          entity: 'property',
          entityId: row.id,
          action: 'update',
          before: { businessHours: before },
          after: { businessHours: await listHours(tx, row.id) },
          propertyId: row.id,
        });
      });
      await refreshOnboardingStatus(db, row.id);
      return { days: await listHours(db, row.id) };
    },

    async listServices(actor: Actor, propertyId: number): Promise<BusinessService[]> {
      await reachableProperty(db, actor, propertyId);
      return listServices(db, propertyId);
    },

    async createService(
      actor: Actor,
      propertyId: number,
      input: BusinessServiceInput,
    ): Promise<BusinessService> {
      const row = await reachableProperty(db, actor, propertyId);
      const service = await db.transaction(async (tx) => {
        const saved = await insertService(tx, { ...input, propertyId: row.id });
        await auditService(tx, actor, row.id, null, saved);
        return saved;
      });
      await refreshOnboardingStatus(db, row.id);
      return toService(service);
    },

    async updateService(
      actor: Actor,
      propertyId: number,
      serviceId: number,
      input: Partial<BusinessServiceInput>,
    ): Promise<BusinessService> {
      const { row } = await reachableService(actor, propertyId, serviceId);
      const updated = Object.keys(input).length
        ? await db.transaction(async (tx) => {
            const saved = await updateServiceRow(tx, row.id, input);
            await auditService(tx, actor, row.propertyId, row, saved ?? row);
            return saved;
          })
        : row;
      return toService(updated ?? row);
    },

    async deleteService(actor: Actor, propertyId: number, serviceId: number): Promise<{ message: string }> {
      const { row } = await reachableService(actor, propertyId, serviceId);
      await db.transaction(async (tx) => {
        await deleteServiceRow(tx, row.id);
        await auditService(tx, actor, row.propertyId, row, null);
      });
      return { message: `${row.name} deleted` };
    },
  };
}
export type BusinessProfileService = ReturnType<typeof createBusinessService>;

/**
 * Updates the property's row and writes its audit row, on `tx` (onboarding's steps change the same fields as the
 * profile). `before` is the row as the caller read it.
 */
export async function updatePropertyAudited(
  tx: Db,
  actor: Actor,
  before: PropertyRow,
  values: Parameters<typeof updatePropertyRow>[2],
) {
  const saved = await updatePropertyRow(tx, before.id, values);
  await auditProperty(tx, actor, before, saved);
  return saved;
}

/** For other modules (onboarding writes the same property fields). */
export { isSeoNameTaken, updatePropertyRow } from './business.repository';
