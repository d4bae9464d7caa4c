// Product groups of the property's outlets: list, read, create, edit (deactivate with active: false) and the group's
// one image (a menu section's picture on the point of sale's tiles).
import {
  todayIn,
  VALIDATION_KEYS,
  type ProductGroup,
  type ProductGroupInput,
  type ProductGroupListQuery,
  type ProductGroupPage,
  type UpdateProductGroupInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { auditProduct, auditProductEvent } from './product-audit';
import {
  allProductGroups,
  clashingGroup,
  findProductGroup,
  findProductGroupRow,
  insertProductGroup,
  listProductGroups,
  lockProductGroupRow,
  updateProductGroupRow,
} from './product-groups.repository';
import { assertOutletOf, codeUsed, nameUsed, uniqueGuard } from './product-guards';

/** A clash with another group of the outlet, by name (any case) first, then by code. */
async function assertFree(
  db: Db,
  serviceId: number,
  name: string,
  code: string | null | undefined,
  exceptId?: number,
) {
  const other = await clashingGroup(db, serviceId, name, code, exceptId);
  if (!other) return;
  if (other.name.toLowerCase() === name.toLowerCase()) throw nameUsed();
  throw codeUsed();
}

export function createProductGroupService(db: Db, uploadsDir: string) {
  async function reachable(actor: Actor, id: number) {
    const row = await findProductGroupRow(db, id);
    if (!row) throw notFound('Product group');
    await reachableProperty(db, actor, row.propertyId, 'Product group');
    return row;
  }

  async function answer(id: number): Promise<ProductGroup> {
    const g = await findProductGroup(db, id);
    if (!g) throw notFound('Product group');
    return g;
  }

  return {
    async list(actor: Actor, propertyId: number, q: ProductGroupListQuery): Promise<ProductGroupPage> {
      await reachableProperty(db, actor, propertyId);
      return listProductGroups(db, propertyId, q);
    },

    async exportRows(actor: Actor, propertyId: number, q: ProductGroupListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        rows: await allProductGroups(db, propertyId, q, EXPORT_READ_ROWS),
        today: todayIn(property.timezone),
      };
    },

    async get(actor: Actor, id: number): Promise<ProductGroup> {
      await reachable(actor, id);
      return answer(id);
    },

    async create(actor: Actor, propertyId: number, input: ProductGroupInput): Promise<ProductGroup> {
      const property = await reachableProperty(db, actor, propertyId);
      await assertOutletOf(db, property.id, input.businessServiceId);
      await assertFree(db, input.businessServiceId, input.name, input.code);
      const id = await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const row = await insertProductGroup(tx, {
            propertyId: property.id,
            businessServiceId: input.businessServiceId,
            name: input.name,
            code: input.code ?? null,
            description: input.description || null,
            category: input.category || null,
            type: input.type || null,
            printerName: input.printerName || null,
            groupKot: input.groupKot,
            taxable: input.taxable,
            active: input.active,
          });
          await auditProduct(tx, actor, 'product_group', null, row);
          return row.id;
        }),
      );
      return answer(id);
    },

    /**
     * Changes the fields sent. A move to another outlet of the property is refused while the group has products:
     * their codes are unique per outlet, and orders to come name the outlet they were sold at.
     */
    async update(actor: Actor, id: number, input: UpdateProductGroupInput): Promise<ProductGroup> {
      const current = await reachable(actor, id);
      const serviceId = input.businessServiceId ?? current.businessServiceId;
      if (input.businessServiceId !== undefined) await assertOutletOf(db, current.propertyId, serviceId);
      await assertFree(
        db,
        serviceId,
        input.name ?? current.name,
        input.code !== undefined ? input.code : current.code,
        id,
      );
      if (serviceId !== current.businessServiceId && (await answer(id)).productCount > 0)
        throw conflictMove();
      await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const before = await lockProductGroupRow(tx, id);
          if (!before) throw notFound('Product group');
          const after = await updateProductGroupRow(tx, id, {
            businessServiceId: input.businessServiceId,
            name: input.name,
            code: input.code,
            description: input.description,
            category: input.category,
            type: input.type,
            printerName: input.printerName,
            groupKot: input.groupKot,
            taxable: input.taxable,
            active: input.active,
            updatedAt: new Date(),
          });
          await auditProduct(tx, actor, 'product_group', before, after);
        }),
      );
      return answer(id);
    },

    /** Sets (or replaces) the group's image; the file it replaces is removed once the change is saved. */
    async setImage(actor: Actor, id: number, file: UploadedFile): Promise<ProductGroup> {
      const row = await reachable(actor, id);
      assertImage(file.buffer);
      const stored = await storeImage(uploadsDir, 'product-groups', String(id), file.buffer);
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const before = await lockProductGroupRow(tx, id);
          if (!before) throw notFound('Product group');
          previous = before.imageUrl;
          await updateProductGroupRow(tx, id, { imageUrl: stored.url, updatedAt: new Date() });
          await auditProductEvent(tx, actor, 'product_group', row, 'IMAGE_ADDED', {
            image: [previous, stored.url],
          });
        });
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
      await removeUpload(uploadsDir, previous);
      return answer(id);
    },

    async removeImage(actor: Actor, id: number): Promise<ProductGroup> {
      const row = await reachable(actor, id);
      if (!row.imageUrl) throw notFound('Image');
      await db.transaction(async (tx) => {
        await updateProductGroupRow(tx, id, { imageUrl: null, updatedAt: new Date() });
        await auditProductEvent(tx, actor, 'product_group', row, 'IMAGE_REMOVED', {
          image: [row.imageUrl, null],
        });
      });
      await removeUpload(uploadsDir, row.imageUrl);
      return answer(id);
    },
  };
}
export type ProductGroupService = ReturnType<typeof createProductGroupService>;

function conflictMove() {
  return conflict('Move or deactivate its products before moving the group to another outlet', {
    businessServiceId: VALIDATION_KEYS.groupHasProducts,
  });
}
