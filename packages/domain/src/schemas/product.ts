// The product catalogue of an outlet (issue 12): product groups (menu sections, kitchen stations) and products with
// their variations (size, portion) and modifier groups (toppings drawn from another group). Orders, kitchen tickets
// and tables build on it later: an order line names a product, a variation and modifiers and keeps their prices.
import { z } from 'zod';

import { requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { moneySchema, partialUpdate } from './fields';
import { count, id, nullableOptional, nullableText } from './helpers';
import { catalogueCodeSchema } from './services';

/** The list filter on a yes/no column: both when absent. */
const flagFilter = z.enum(['true', 'false']).optional();

/** A tax rate in percent (0 to 100, two decimals). */
const taxRateSchema = z
  .number()
  .min(0, VALIDATION_KEYS.notNegative)
  .max(100, VALIDATION_KEYS.atMost100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, VALIDATION_KEYS.twoDecimals);

/**
 * A variation's price as a multiple of the product's price (0.5 for a half portion, 1.5 for a large one): at most
 * four decimals, more than 0, at most 100.
 */
export const priceFactorSchema = z
  .number()
  .positive(VALIDATION_KEYS.positive)
  .max(100, VALIDATION_KEYS.tooLarge)
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, VALIDATION_KEYS.fourDecimals);

/** A factored variation's price: the factor times the product's price, to the cent (half away from zero). */
export function factoredPrice(productPrice: number, factor: number): number {
  return Math.round(productPrice * factor * 100 + Number.EPSILON) / 100;
}

// ------------------------------------------------------------------ product groups

const productGroupFields = z.object({
  /** The outlet (a business service of the property) the group's products are sold at. */
  businessServiceId: id,
  name: requiredText(80),
  code: catalogueCodeSchema.nullable().optional(),
  description: nullableOptional(nullableText(1000)),
  /** e.g. Food, Beverage, Dessert: free text, for reports. */
  category: nullableOptional(nullableText(60)),
  /** e.g. Veg, Non-veg, Alcoholic: free text. */
  type: nullableOptional(nullableText(60)),
  /** The kitchen station or printer its tickets go to (Grill, Bar); null: the outlet's one station. */
  printerName: nullableOptional(nullableText(60)),
  /** One kitchen ticket for the group's lines of an order, rather than one per line. */
  groupKot: z.boolean().default(false),
  /** False for items sold without tax (the original's nonGstItem). */
  taxable: z.boolean().default(true),
  active: z.boolean().default(true),
});
/** POST /api/product/property/:propertyId/groups. */
export const productGroupInputSchema = productGroupFields;
export type ProductGroupInput = z.infer<typeof productGroupInputSchema>;
/** PUT /api/product/groups/:productGroupId: fields left out stay; active: false deactivates it. */
export const updateProductGroupSchema = partialUpdate(productGroupFields);
export type UpdateProductGroupInput = z.infer<typeof updateProductGroupSchema>;

export const productGroupSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  businessServiceId: z.number().int(),
  businessServiceName: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  type: z.string().nullable(),
  imageUrl: z.string().nullable(),
  printerName: z.string().nullable(),
  groupKot: z.boolean(),
  taxable: z.boolean(),
  active: z.boolean(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const PRODUCT_GROUP_SORTS = ['name', 'code', 'category', 'createdAt'] as const;
/** GET /api/product/property/:propertyId/groups (and …/export). */
export const productGroupListQuerySchema = listQuery({
  sorts: PRODUCT_GROUP_SORTS,
  filters: { businessServiceId: idParam.optional(), active: flagFilter },
});
export type ProductGroupListQuery = z.infer<typeof productGroupListQuerySchema>;
export const productGroupPageSchema = pageOf(productGroupSchema);
export type ProductGroupPage = z.infer<typeof productGroupPageSchema>;

// ------------------------------------------------------------------ products

/** A size or portion: its own price, or a factor of the product's price (recomputed when that price changes). */
export const variationInputSchema = z
  .object({
    /** Present: the stored variation kept (an order line may name it); absent: a new one. */
    id: id.optional(),
    name: requiredText(60),
    price: moneySchema.nullable().optional(),
    factor: priceFactorSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.price == null) === (v.factor == null))
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.priceOrFactor, path: ['price'] });
  });
export type VariationInput = z.infer<typeof variationInputSchema>;

const variationList = z
  .array(variationInputSchema)
  .max(20)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((v, i) => {
      const key = v.name.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.variationTwice, path: [i, 'name'] });
      seen.add(key);
    });
  });

const productFields = z.object({
  productGroupId: id,
  name: requiredText(120),
  code: catalogueCodeSchema,
  shortDescription: nullableOptional(nullableText(200)),
  description: nullableOptional(nullableText(2000)),
  sellPrice: moneySchema,
  buyPrice: moneySchema.nullable().optional(),
  /** A lower price sold at for now; not above the sell price. */
  discountedPrice: moneySchema.nullable().optional(),
  /** Its own tax rate in percent; null: the group's rule (taxable: the outlet's tax, then the property's). */
  taxRate: taxRateSchema.nullable().optional(),
  outOfStock: z.boolean().default(false),
  /** Stock is counted: each sale takes units (never below zero), a cancellation gives them back. */
  maintainStock: z.boolean().default(false),
  unitsInStock: count(1_000_000).default(0),
  variations: variationList.default([]),
  /** Groups of the same outlet whose products are offered as toppings/extras with this one. */
  modifierGroupIds: z.array(id).max(10).default([]),
  active: z.boolean().default(true),
});

/** A discounted price above the sell price is refused on the discounted price. */
function discountWithinPrice(
  v: { sellPrice?: number; discountedPrice?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.sellPrice != null && v.discountedPrice != null && v.discountedPrice > v.sellPrice)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.discountOverPrice, path: ['discountedPrice'] });
}

/** POST /api/product/property/:propertyId/products. */
export const productInputSchema = productFields.superRefine(discountWithinPrice);
export type ProductInput = z.infer<typeof productInputSchema>;
/**
 * PUT /api/product/products/:productId: fields left out stay; `variations` replaces the list (by id), and a new
 * sell price recomputes the factored variations; `modifierGroupIds` replaces the list.
 */
export const updateProductSchema = partialUpdate(productFields).superRefine(discountWithinPrice);
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

export const productVariationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  /** Set: the price follows the product's (factor × price); null: its own price. */
  factor: z.number().nullable(),
});
export type ProductVariation = z.infer<typeof productVariationSchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string().nullable(),
  main: z.boolean(),
  sort: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  businessServiceId: z.number().int(),
  businessServiceName: z.string(),
  productGroupId: z.number().int(),
  productGroupName: z.string(),
  name: z.string(),
  code: z.string(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  sellPrice: z.number(),
  buyPrice: z.number().nullable(),
  discountedPrice: z.number().nullable(),
  taxRate: z.number().nullable(),
  outOfStock: z.boolean(),
  maintainStock: z.boolean(),
  unitsInStock: z.number().int(),
  variations: z.array(productVariationSchema),
  modifierGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  active: z.boolean(),
  /** The main image's address; null without images. */
  imageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
/** GET of one product: with its images and the plan's image count. */
export const productDetailSchema = productSchema.extend({
  images: z.array(productImageSchema),
  maxImages: z.number().int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const PRODUCT_SORTS = ['name', 'code', 'sellPrice', 'unitsInStock', 'createdAt'] as const;
/** GET /api/product/property/:propertyId/products (and …/export). */
export const productListQuerySchema = listQuery({
  sorts: PRODUCT_SORTS,
  filters: {
    businessServiceId: idParam.optional(),
    productGroupId: idParam.optional(),
    active: flagFilter,
    outOfStock: flagFilter,
    maintainStock: flagFilter,
  },
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** The 409 of a product already holding its plan's image count (spec §9). */
export function productImageLimitMessage(plan: string | null | undefined, max: number, name: string): string {
  return `${plan ?? 'Business Starter'} allows ${max} image${max === 1 ? '' : 's'} per product, and ${name} has ${max}. Delete an image or upgrade your plan to add more.`;
}

// ------------------------------------------------------------------ CSV import of a menu

/** The columns of a menu file, in this order, after a header row naming them (code is optional). */
export const MENU_CSV_COLUMNS = ['name', 'group', 'price', 'tax', 'code'] as const;

/**
 * POST /api/product/property/:propertyId/import/preview and …/import: the file's text (UTF-8 CSV, at most 1 000
 * rows) for one outlet. The preview writes nothing; the import writes every row or, when any row is wrong, nothing.
 */
export const menuImportInputSchema = z.object({
  businessServiceId: id,
  csv: z.string().min(1, VALIDATION_KEYS.required).max(200_000, VALIDATION_KEYS.tooLong),
});
export type MenuImportInput = z.infer<typeof menuImportInputSchema>;

export const menuImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  group: z.string(),
  price: z.number().nullable(),
  taxRate: z.number().nullable(),
  code: z.string(),
  /** True when the group does not exist yet at the outlet: the import creates it. */
  newGroup: z.boolean(),
  /** The row's problems, by column; empty when the row can be imported. */
  errors: z.record(z.string(), z.string()),
  /** The same problems as validation keys (decision 0015), for the web to say them in its language. */
  errorKeys: z.record(z.string(), z.string()),
});
export type MenuImportRow = z.infer<typeof menuImportRowSchema>;

export const menuImportPreviewSchema = z.object({
  rows: z.array(menuImportRowSchema),
  /** Problems of the file itself (no header, unknown columns, too many rows). */
  fileErrors: z.array(z.string()),
  valid: z.boolean(),
  newGroups: z.array(z.string()),
});
export type MenuImportPreview = z.infer<typeof menuImportPreviewSchema>;

export const menuImportResultSchema = z.object({
  created: z.number().int(),
  groupsCreated: z.number().int(),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;
