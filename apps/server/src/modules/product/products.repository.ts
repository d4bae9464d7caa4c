// Products with their variations, modifier groups and images (issue 12).
import type { Product, ProductImage, ProductListQuery, ProductPage, ProductVariation } from '@bookone/domain';
import { and, asc, count, eq, ilike, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  businessService,
  product,
  productGroup,
  productImage,
  productModifierGroup,
  productVariation,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type ProductRow = typeof product.$inferSelect;
export type NewProductRow = typeof product.$inferInsert;
export type ProductImageRow = typeof productImage.$inferSelect;
export type ProductVariationRow = typeof productVariation.$inferSelect;

type Joined = { product: ProductRow; serviceName: string; groupName: string };
type Extras = {
  variations: ProductVariation[];
  modifierGroups: { id: number; name: string }[];
  images: ProductImageRow[];
};

export function toProductImage(r: ProductImageRow): ProductImage {
  return { id: r.id, url: r.url, caption: r.caption, main: r.isMain, sort: r.sortOrder };
}

function toProduct(r: Joined, x: Extras): Product {
  const p = r.product;
  return {
    id: p.id,
    propertyId: p.propertyId,
    businessServiceId: p.businessServiceId,
    businessServiceName: r.serviceName,
    productGroupId: p.productGroupId,
    productGroupName: r.groupName,
    name: p.name,
    code: p.code,
    shortDescription: p.shortDescription,
    description: p.description,
    sellPrice: p.sellPrice,
    buyPrice: p.buyPrice,
    discountedPrice: p.discountedPrice,
    taxRate: p.taxRate,
    outOfStock: p.outOfStock,
    maintainStock: p.maintainStock,
    unitsInStock: p.unitsInStock,
    variations: x.variations,
    modifierGroups: x.modifierGroups,
    active: p.active,
    imageUrl: x.images[0]?.url ?? null,
    imageCount: x.images.length,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select({ product, serviceName: businessService.name, groupName: productGroup.name })
    .from(product)
    .innerJoin(productGroup, eq(productGroup.id, product.productGroupId))
    .innerJoin(businessService, eq(businessService.id, product.businessServiceId));

function groupBy<T>(rows: T[], key: (r: T) => number) {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}

/** Each product's variations in their order. */
export async function variationRowsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ProductVariationRow[]>();
  const rows = await db
    .select()
    .from(productVariation)
    .where(inArray(productVariation.productId, productIds))
    .orderBy(asc(productVariation.sortOrder), asc(productVariation.id));
  return groupBy(rows, (r) => r.productId);
}

/** Each product's images, main first, then in their order. */
export async function imagesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ProductImageRow[]>();
  const rows = await db
    .select()
    .from(productImage)
    .where(inArray(productImage.productId, productIds))
    .orderBy(sql`${productImage.isMain} desc`, asc(productImage.sortOrder), asc(productImage.id));
  return groupBy(rows, (r) => r.productId);
}

async function modifierGroupsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { productId: number; id: number; name: string }[]>();
  const rows = await db
    .select({
      productId: productModifierGroup.productId,
      id: productGroup.id,
      name: productGroup.name,
    })
    .from(productModifierGroup)
    .innerJoin(productGroup, eq(productGroup.id, productModifierGroup.productGroupId))
    .where(inArray(productModifierGroup.productId, productIds))
    .orderBy(asc(productGroup.name), asc(productGroup.id));
  return groupBy(rows, (r) => r.productId);
}

async function withDetails(db: Db, rows: Joined[]): Promise<Product[]> {
  const ids = rows.map((r) => r.product.id);
  const [variations, modifiers, images] = await Promise.all([
    variationRowsOf(db, ids),
    modifierGroupsOf(db, ids),
    imagesOf(db, ids),
  ]);
  return rows.map((r) =>
    toProduct(r, {
      variations: (variations.get(r.product.id) ?? []).map((v) => ({
        id: v.id,
        name: v.name,
        price: v.price,
        factor: v.factor,
      })),
      modifierGroups: (modifiers.get(r.product.id) ?? []).map(({ id, name }) => ({ id, name })),
      images: images.get(r.product.id) ?? [],
    }),
  );
}

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  return (await withDetails(db, await joined(db).where(eq(product.id, id))))[0];
}

export async function findProductRow(db: Db, id: number) {
  const [row] = await db.select().from(product).where(eq(product.id, id));
  return row;
}

export async function lockProductRow(db: Db, id: number) {
  const [row] = await db.select().from(product).where(eq(product.id, id)).for('update');
  return row;
}

/** A product of the outlet with this code, other than `exceptId`. */
export async function productWithCode(db: Db, businessServiceId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: product.id })
    .from(product)
    .where(
      and(
        eq(product.businessServiceId, businessServiceId),
        eq(product.code, code),
        exceptId ? sql`${product.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The outlet's product codes, for the menu import's clash check and its generated codes. */
export async function codesOfService(db: Db, businessServiceId: number): Promise<Set<string>> {
  const rows = await db
    .select({ code: product.code })
    .from(product)
    .where(eq(product.businessServiceId, businessServiceId));
  return new Set(rows.map((r) => r.code));
}

export async function insertProducts(db: Db, values: NewProductRow[]) {
  if (values.length === 0) return [];
  return db.insert(product).values(values).returning();
}

export async function updateProductRow(db: Db, id: number, values: Partial<NewProductRow>) {
  const [row] = await db.update(product).set(values).where(eq(product.id, id)).returning();
  return row!;
}

/** How a product's variations are after a save: kept (by id), changed or new, in the list's order. */
export type VariationWrite = { id?: number; name: string; price: number; factor: number | null };

/**
 * Makes the product's variations the list given: rows not in it are deleted, rows named by id are changed, the
 * rest inserted. Ids of other products' variations are refused by the caller before this runs.
 */
export async function replaceVariations(db: Db, productId: number, list: readonly VariationWrite[]) {
  const keep = list.flatMap((v) => (v.id ? [v.id] : []));
  await db
    .delete(productVariation)
    .where(
      and(
        eq(productVariation.productId, productId),
        keep.length ? notInArray(productVariation.id, keep) : undefined,
      ),
    );
  // Names are unique per product: a rename onto a name another kept row is leaving must not collide midway, so
  // the kept rows take a placeholder name first.
  if (keep.length)
    await db
      .update(productVariation)
      .set({ name: sql`'~' || ${productVariation.id}` })
      .where(inArray(productVariation.id, keep));
  for (const [i, v] of list.entries()) {
    const values = { name: v.name, price: v.price, factor: v.factor, sortOrder: i };
    if (v.id) await db.update(productVariation).set(values).where(eq(productVariation.id, v.id));
    else await db.insert(productVariation).values({ ...values, productId });
  }
}

/** The factored variations follow the product's new price (factor × price, to the cent). */
export async function recomputeFactoredVariations(db: Db, productId: number, price: number) {
  await db
    .update(productVariation)
    .set({ price: sql`round(${price}::numeric * ${productVariation.factor}, 2)` })
    .where(and(eq(productVariation.productId, productId), isNotNull(productVariation.factor)));
}

export async function modifierGroupIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productModifierGroup.productGroupId })
    .from(productModifierGroup)
    .where(eq(productModifierGroup.productId, productId))
    .orderBy(asc(productModifierGroup.productGroupId));
  return rows.map((r) => r.id);
}

export async function replaceModifierGroups(db: Db, productId: number, groupIds: readonly number[]) {
  await db.delete(productModifierGroup).where(eq(productModifierGroup.productId, productId));
  if (groupIds.length)
    await db
      .insert(productModifierGroup)
      .values(groupIds.map((productGroupId) => ({ productId, productGroupId })));
}

function productWhere(propertyId: number, q: ProductListQuery): SQL | undefined {
  const like = q.search ? likeText(q.search) : undefined;
  const flag = (v: 'true' | 'false' | undefined) => (v ? v === 'true' : undefined);
  const outOfStock = flag(q.outOfStock);
  const maintainStock = flag(q.maintainStock);
  const active = flag(q.active);
  return and(
    eq(product.propertyId, propertyId),
    q.businessServiceId ? eq(product.businessServiceId, q.businessServiceId) : undefined,
    q.productGroupId ? eq(product.productGroupId, q.productGroupId) : undefined,
    active !== undefined ? eq(product.active, active) : undefined,
    outOfStock !== undefined ? eq(product.outOfStock, outOfStock) : undefined,
    maintainStock !== undefined ? eq(product.maintainStock, maintainStock) : undefined,
    like
      ? or(
          ilike(product.name, like),
          ilike(product.code, like),
          ilike(product.shortDescription, like),
          ilike(productGroup.name, like),
        )
      : undefined,
  );
}

const SORT = listSort<NonNullable<ProductListQuery['sort']>>({
  columns: {
    name: product.name,
    code: product.code,
    sellPrice: product.sellPrice,
    unitsInStock: product.unitsInStock,
    createdAt: product.createdAt,
  },
  tiebreak: product.id,
  fallback: [asc(productGroup.name), asc(product.name), asc(product.id)],
});

const productRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  withDetails(
    db,
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset),
  );

export async function listProducts(db: Db, propertyId: number, q: ProductListQuery): Promise<ProductPage> {
  const where = productWhere(propertyId, q);
  return paginate(q, SORT, {
    rows: productRows(db, where),
    count: async () => {
      const [r] = await db
        .select({ n: count() })
        .from(product)
        .innerJoin(productGroup, eq(productGroup.id, product.productGroupId))
        .where(where);
      return { n: r?.n ?? 0 };
    },
  });
}

export async function allProducts(db: Db, propertyId: number, q: ProductListQuery, limit: number) {
  return firstRows(q, SORT, productRows(db, productWhere(propertyId, q)), limit);
}

// ------------------------------------------------------------------ images

export async function countProductImages(db: Db, productId: number) {
  const [r] = await db.select({ n: count() }).from(productImage).where(eq(productImage.productId, productId));
  return r?.n ?? 0;
}

export async function findProductImageRow(db: Db, id: number) {
  const [row] = await db.select().from(productImage).where(eq(productImage.id, id));
  return row;
}

export async function insertProductImage(db: Db, values: typeof productImage.$inferInsert) {
  const [row] = await db.insert(productImage).values(values).returning();
  return row!;
}

export async function deleteProductImageRow(db: Db, id: number) {
  await db.delete(productImage).where(eq(productImage.id, id));
}

export async function setMainProductImage(db: Db, productId: number, imageId: number) {
  await db
    .update(productImage)
    .set({ isMain: sql`${productImage.id} = ${imageId}` })
    .where(eq(productImage.productId, productId));
}
