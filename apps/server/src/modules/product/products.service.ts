// Products of the property's outlets: list, read, create, edit (deactivate with active: false), variations with
// their own price or a factor of the product's (a price change recomputes the factored ones, as the original did),
// modifier groups of the same outlet, and images within the plan's image count (spec §9).
import {
  canAddImage,
  factoredPrice,
  maxImagesFor,
  productImageLimitMessage,
  todayIn,
  VALIDATION_KEYS,
  type ProductDetail,
  type ProductImage,
  type ProductInput,
  type ProductListQuery,
  type ProductPage,
  type UpdateProductInput,
  type VariationInput,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { assertImage, removeUpload, storeImage, type UploadedFile } from '../../lib/images';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import type { PropertyRow } from '../property/property.repository';
import { auditProduct, auditProductEvent } from './product-audit';
import { findProductGroupRow, productGroupRows, type ProductGroupRow } from './product-groups.repository';
import { codeUsed, uniqueGuard } from './product-guards';
import {
  allProducts,
  countProductImages,
  deleteProductImageRow,
  findProduct,
  findProductImageRow,
  findProductRow,
  imagesOf,
  insertProductImage,
  insertProducts,
  listProducts,
  lockProductRow,
  modifierGroupIds,
  productWithCode,
  recomputeFactoredVariations,
  replaceModifierGroups,
  replaceVariations,
  setMainProductImage,
  toProductImage,
  updateProductRow,
  variationRowsOf,
  type ProductRow,
  type VariationWrite,
} from './products.repository';

/** The product's group must be a group of the property: 400 naming the field otherwise. */
async function groupOf(db: Db, propertyId: number, groupId: number): Promise<ProductGroupRow> {
  const g = await findProductGroupRow(db, groupId);
  if (!g || g.propertyId !== propertyId)
    throw badRequest('No such product group at this property', { productGroupId: VALIDATION_KEYS.unknownId });
  return g;
}

/** Modifier groups: of the same outlet, not the product's own group. */
async function assertModifierGroups(db: Db, group: ProductGroupRow, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.includes(group.id))
    throw badRequest("A product's own group cannot be its modifiers", {
      modifierGroupIds: VALIDATION_KEYS.modifierOwnGroup,
    });
  const rows = await productGroupRows(db, unique);
  if (rows.length !== unique.length || rows.some((r) => r.propertyId !== group.propertyId))
    throw badRequest('No such product group at this property', {
      modifierGroupIds: VALIDATION_KEYS.unknownId,
    });
  if (rows.some((r) => r.businessServiceId !== group.businessServiceId))
    throw badRequest('Not a group of this outlet', { modifierGroupIds: VALIDATION_KEYS.otherOutlet });
  return unique;
}

/** The variations as stored: a factored one's price is the factor times the product's price. */
function variationWrites(list: readonly VariationInput[], price: number): VariationWrite[] {
  return list.map((v) => ({
    id: v.id,
    name: v.name,
    factor: v.factor ?? null,
    price: v.factor != null ? factoredPrice(price, v.factor) : v.price!,
  }));
}

/** A product as its history shows it: the row plus its variations and modifier groups as text. */
const audited = (row: ProductRow, variations: readonly VariationWrite[], modifiers: readonly number[]) => ({
  ...row,
  variations: variations
    .map((v) => `${v.name} ${v.factor != null ? `×${v.factor} = ${v.price}` : v.price}`)
    .join(', '),
  modifierGroupIds: modifiers.join(', '),
});

export function createProductService(db: Db, uploadsDir: string) {
  async function reachable(actor: Actor, id: number): Promise<{ row: ProductRow; property: PropertyRow }> {
    const row = await findProductRow(db, id);
    if (!row) throw notFound('Product');
    const property = await reachableProperty(db, actor, row.propertyId, 'Product');
    return { row, property };
  }

  async function detail(id: number, property: PropertyRow): Promise<ProductDetail> {
    const p = await findProduct(db, id);
    if (!p) throw notFound('Product');
    const images = (await imagesOf(db, [id])).get(id) ?? [];
    return { ...p, images: images.map(toProductImage), maxImages: maxImagesFor(property.plan) };
  }

  async function assertCodeFree(serviceId: number, code: string, exceptId?: number) {
    if (await productWithCode(db, serviceId, code, exceptId)) throw codeUsed();
  }

  return {
    async list(actor: Actor, propertyId: number, q: ProductListQuery): Promise<ProductPage> {
      await reachableProperty(db, actor, propertyId);
      return listProducts(db, propertyId, q);
    },

    async exportRows(actor: Actor, propertyId: number, q: ProductListQuery) {
      const property = await reachableProperty(db, actor, propertyId);
      return {
        rows: await allProducts(db, propertyId, q, EXPORT_READ_ROWS),
        today: todayIn(property.timezone),
      };
    },

    async get(actor: Actor, id: number): Promise<ProductDetail> {
      const { property } = await reachable(actor, id);
      return detail(id, property);
    },

    async create(actor: Actor, propertyId: number, input: ProductInput): Promise<ProductDetail> {
      const property = await reachableProperty(db, actor, propertyId);
      const group = await groupOf(db, property.id, input.productGroupId);
      const modifiers = await assertModifierGroups(db, group, input.modifierGroupIds);
      if (input.variations.some((v) => v.id))
        throw badRequest('A new product has no stored variation yet', {
          variations: VALIDATION_KEYS.unknownId,
        });
      await assertCodeFree(group.businessServiceId, input.code);
      const variations = variationWrites(input.variations, input.sellPrice);
      const id = await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const [row] = await insertProducts(tx, [
            {
              propertyId: property.id,
              businessServiceId: group.businessServiceId,
              productGroupId: group.id,
              name: input.name,
              code: input.code,
              shortDescription: input.shortDescription || null,
              description: input.description || null,
              sellPrice: input.sellPrice,
              buyPrice: input.buyPrice ?? null,
              discountedPrice: input.discountedPrice ?? null,
              taxRate: input.taxRate ?? null,
              outOfStock: input.outOfStock,
              maintainStock: input.maintainStock,
              unitsInStock: input.unitsInStock,
              active: input.active,
            },
          ]);
          await replaceVariations(tx, row!.id, variations);
          await replaceModifierGroups(tx, row!.id, modifiers);
          await auditProduct(tx, actor, 'product', null, audited(row!, variations, modifiers));
          return row!.id;
        }),
      );
      return detail(id, property);
    },

    /**
     * Changes the fields sent. `variations` replaces the list (rows named by id are kept, so that orders naming
     * them keep their reference); a new sell price recomputes every factored variation, sent or stored.
     */
    async update(actor: Actor, id: number, input: UpdateProductInput): Promise<ProductDetail> {
      const { row: current, property } = await reachable(actor, id);
      const group =
        input.productGroupId !== undefined
          ? await groupOf(db, property.id, input.productGroupId)
          : (await findProductGroupRow(db, current.productGroupId))!;
      if (group.businessServiceId !== current.businessServiceId)
        throw badRequest('Not a group of this outlet', { productGroupId: VALIDATION_KEYS.otherOutlet });
      const sellPrice = input.sellPrice ?? current.sellPrice;
      const discounted =
        input.discountedPrice !== undefined ? input.discountedPrice : current.discountedPrice;
      if (discounted != null && discounted > sellPrice)
        throw badRequest('The discounted price is above the sell price', {
          discountedPrice: VALIDATION_KEYS.discountOverPrice,
        });
      if (input.code !== undefined) await assertCodeFree(current.businessServiceId, input.code, id);
      const stored = (await variationRowsOf(db, [id])).get(id) ?? [];
      if (input.variations?.some((v) => v.id && !stored.some((s) => s.id === v.id)))
        throw badRequest('No such variation of this product', { variations: VALIDATION_KEYS.unknownId });
      await uniqueGuard(() =>
        db.transaction(async (tx) => {
          const before = await lockProductRow(tx, id);
          if (!before) throw notFound('Product');
          const beforeModifiers = await modifierGroupIds(tx, id);
          const modifiers = await assertModifierGroups(tx, group, input.modifierGroupIds ?? beforeModifiers);
          const beforeVariations = ((await variationRowsOf(tx, [id])).get(id) ?? []).map((v) => ({
            id: v.id,
            name: v.name,
            price: v.price,
            factor: v.factor,
          }));
          const after = await updateProductRow(tx, id, {
            productGroupId: input.productGroupId,
            name: input.name,
            code: input.code,
            shortDescription: input.shortDescription,
            description: input.description,
            sellPrice: input.sellPrice,
            buyPrice: input.buyPrice,
            discountedPrice: input.discountedPrice,
            taxRate: input.taxRate,
            outOfStock: input.outOfStock,
            maintainStock: input.maintainStock,
            unitsInStock: input.unitsInStock,
            active: input.active,
            updatedAt: new Date(),
          });
          let variations: VariationWrite[];
          if (input.variations) {
            variations = variationWrites(input.variations, after.sellPrice);
            await replaceVariations(tx, id, variations);
          } else {
            if (after.sellPrice !== before.sellPrice)
              await recomputeFactoredVariations(tx, id, after.sellPrice);
            variations = beforeVariations.map((v) =>
              v.factor != null ? { ...v, price: factoredPrice(after.sellPrice, v.factor) } : v,
            );
          }
          if (input.modifierGroupIds) await replaceModifierGroups(tx, id, modifiers);
          await auditProduct(
            tx,
            actor,
            'product',
            audited(before, beforeVariations, beforeModifiers),
            audited(after, variations, modifiers),
          );
        }),
      );
      return detail(id, property);
    },

    /**
     * Adds an image within the plan's image count per product (spec §9). The product row is locked while counting,
     * so two uploads at once cannot both take the last place. The first image is the main one.
     */
    async addImage(actor: Actor, id: number, file: UploadedFile): Promise<ProductImage> {
      const { row, property } = await reachable(actor, id);
      assertImage(file.buffer);
      const max = maxImagesFor(property.plan);
      const full = () => conflict(productImageLimitMessage(property.plan, max, row.name));
      if (!canAddImage(property.plan, await countProductImages(db, id))) throw full();
      const stored = await storeImage(uploadsDir, 'products', String(id), file.buffer);
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockProductRow(tx, id))) throw notFound('Product');
          const n = await countProductImages(tx, id);
          if (!canAddImage(property.plan, n)) throw full();
          const image = await insertProductImage(tx, {
            productId: id,
            url: stored.url,
            caption: file.caption ?? null,
            isMain: n === 0,
            sortOrder: n,
          });
          await auditProductEvent(tx, actor, 'product', row, 'IMAGE_ADDED', { image: [null, image.url] });
          return toProductImage(image);
        });
      } catch (err) {
        await removeUpload(uploadsDir, stored.url);
        throw err;
      }
    },

    async makeImageMain(actor: Actor, id: number, imageId: number): Promise<ProductDetail> {
      const { property } = await reachable(actor, id);
      const image = await findProductImageRow(db, imageId);
      if (!image || image.productId !== id) throw notFound('Image');
      await setMainProductImage(db, id, imageId);
      return detail(id, property);
    },

    /** Deletes an image and its file; when it was the main one, the next in order becomes main. */
    async removeImage(actor: Actor, id: number, imageId: number): Promise<{ message: string }> {
      const { row } = await reachable(actor, id);
      const image = await findProductImageRow(db, imageId);
      if (!image || image.productId !== id) throw notFound('Image');
      await db.transaction(async (tx) => {
        await deleteProductImageRow(tx, imageId);
        if (image.isMain) {
          const [next] = (await imagesOf(tx, [id])).get(id) ?? [];
          if (next) await setMainProductImage(tx, id, next.id);
        }
        await auditProductEvent(tx, actor, 'product', row, 'IMAGE_REMOVED', { image: [image.url, null] });
      });
      await removeUpload(uploadsDir, image.url);
      return { message: 'Image deleted' };
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
