// Promotions and coupons (issue 14): the original's BusinessOfferDto (§2.13) with the rules of a coupon code. A
// property's promotion is applied by its code to a booking, a reservation or an outlet order; the server checks it
// with the domain's evaluatePromotion in the sale's own transaction and counts the use once (decision 0044).
import { z } from 'zod';

import { IMAGE_COUNT_BY_PLAN } from '../plans';
import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema, seoFriendlyNameSchema, WEEKDAYS } from './fields';
import { count, id, nullableOptional, nullableText, positiveCount, positiveMoney, urlText } from './helpers';

/** A percentage of what the promotion applies to, or a fixed amount off it (never more than it). */
export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a promotion applies to: everything sold, or room types and rate plans, offerings, product groups. */
export const PROMOTION_TARGETS = ['ALL', 'ROOMS', 'OFFERINGS', 'PRODUCT_GROUPS'] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

/** The kinds of sale a code is applied to: a booking (hotel), a reservation (services, tables), an outlet order. */
export const SALE_KINDS = ['BOOKING', 'RESERVATION', 'ORDER'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/**
 * Read, never stored: INACTIVE (switched off), SCHEDULED (starts later), EXPIRED (ended), USED_UP (every use
 * taken), else ACTIVE; computed in SQL from today in the property's time zone.
 */
export const PROMOTION_STATUSES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'USED_UP', 'INACTIVE'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A coupon code: 3 to 30 letters, digits, - or _; compared without case (stored as typed). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;
export const couponCodeSchema = z.string().trim().regex(COUPON_CODE_PATTERN, VALIDATION_KEYS.couponCode);

/** An image uploaded to this server (…/images answers its /uploads/promotions/… address). */
const uploadedImagePath = z
  .string()
  .max(300)
  .regex(/^\/uploads\/promotions\/[\w.-]+$/, VALIDATION_KEYS.url);

export const promotionImageSchema = z.object({
  /** An uploaded image, or one on the web. */
  url: z.union([uploadedImagePath, urlText.unwrap()]),
  name: nullableOptional(optionalText(120)),
  description: nullableOptional(optionalText(300)),
  mainImage: z.boolean().default(false),
});
export type PromotionImage = z.infer<typeof promotionImageSchema>;

const idList = z.array(id).max(200).default([]);
/** The largest plan's image count: the schema's bound; the property's plan's is the server's. */
const MOST_IMAGES = Math.max(...Object.values(IMAGE_COUNT_BY_PLAN));

/** The fields of a promotion, without the rules between them (the form picks from it). */
export const promotionFieldsSchema = z.object({
  name: requiredText(120),
  shortName: nullableOptional(optionalText(40)),
  seoFriendlyName: nullableOptional(z.union([seoFriendlyNameSchema, z.literal('')])),
  description: nullableOptional(nullableText(4000)),
  highlights: nullableOptional(nullableText(2000)),
  restrictions: nullableOptional(nullableText(2000)),
  /** At most the plan's image count (the server checks the property's plan); uploaded through …/images. */
  images: z.array(promotionImageSchema).max(MOST_IMAGES).default([]),
  /** Validity: the days on which the code may be used (the sale's date, in the property's time zone). */
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  couponCode: couponCodeSchema,
  discountKind: z.enum(DISCOUNT_KINDS),
  /** A percentage (PERCENT, at most 100) or an amount in the property's currency (AMOUNT). */
  discountValue: positiveMoney,
  /** The sale's subtotal before any discount must reach it. */
  minimumSpend: nullableOptional(positiveMoney),
  appliesTo: z.enum(PROMOTION_TARGETS).default('ALL'),
  /** ROOMS: these room types (none listed: every one) and these rate plans (none: every one). */
  roomTypeIds: idList,
  ratePlanIds: idList,
  /** OFFERINGS: these offerings (none listed: every one). */
  offeringIds: idList,
  /** PRODUCT_GROUPS: these groups (none listed: every one). */
  productGroupIds: idList,
  /** The stay nights or visit day must fall within [stayFrom, stayTo] and on these weekdays (none: any day). */
  stayFrom: nullableOptional(isoDateSchema),
  stayTo: nullableOptional(isoDateSchema),
  stayWeekdays: z.array(z.enum(WEEKDAYS)).max(7).default([]),
  /** Booking window: booked at least / at most this many days before arrival or the visit. */
  minDaysBefore: nullableOptional(count(730)),
  maxDaysBefore: nullableOptional(count(730)),
  /** Uses in all (none: no limit) and per customer. */
  totalUses: nullableOptional(positiveCount(1_000_000)),
  usesPerCustomer: nullableOptional(positiveCount(1000)),
  /** Whether it may be combined with another discount on the same sale (a manual one, another promotion). */
  stackable: z.boolean().default(false),
  active: z.boolean().default(true),
});

type PromotionFields = z.infer<typeof promotionFieldsSchema>;
function promotionRules(v: Partial<PromotionFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.startDate && v.endDate && v.endDate < v.startDate) issue('endDate', VALIDATION_KEYS.endsAfterStart);
  if (v.stayFrom && v.stayTo && v.stayTo < v.stayFrom) issue('stayTo', VALIDATION_KEYS.endsAfterStart);
  if (v.discountKind === 'PERCENT' && v.discountValue != null && v.discountValue > 100)
    issue('discountValue', VALIDATION_KEYS.atMost100);
  if (v.minDaysBefore != null && v.maxDaysBefore != null && v.maxDaysBefore < v.minDaysBefore)
    issue('maxDaysBefore', VALIDATION_KEYS.endsAfterStart);
  if (v.totalUses != null && v.usesPerCustomer != null && v.usesPerCustomer > v.totalUses)
    issue('usesPerCustomer', VALIDATION_KEYS.usesOverTotal);
  if ((v.images ?? []).filter((i) => i.mainImage).length > 1) issue('images', VALIDATION_KEYS.oneMainImage);
}

/** POST /api/promotion/property/:propertyId and PUT /api/promotion/:id. */
export const promotionInputSchema = promotionFieldsSchema.superRefine(promotionRules);
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionInputParsed = z.infer<typeof promotionInputSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  currency: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  seoFriendlyName: z.string().nullable(),
  description: z.string().nullable(),
  highlights: z.string().nullable(),
  restrictions: z.string().nullable(),
  images: z.array(
    z.object({
      url: z.string(),
      name: z.string().nullable().optional(),
      description: z.string().nullable().optional(),
      mainImage: z.boolean(),
    }),
  ),
  startDate: z.string(),
  endDate: z.string(),
  couponCode: z.string(),
  discountKind: z.enum(DISCOUNT_KINDS),
  discountValue: z.number(),
  minimumSpend: z.number().nullable(),
  appliesTo: z.enum(PROMOTION_TARGETS),
  roomTypeIds: z.array(z.number().int()),
  ratePlanIds: z.array(z.number().int()),
  offeringIds: z.array(z.number().int()),
  productGroupIds: z.array(z.number().int()),
  stayFrom: z.string().nullable(),
  stayTo: z.string().nullable(),
  stayWeekdays: z.array(z.enum(WEEKDAYS)),
  minDaysBefore: z.number().int().nullable(),
  maxDaysBefore: z.number().int().nullable(),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  stackable: z.boolean(),
  active: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Uses counted (redemptions not given back) and the money of those sales after the discount. */
  uses: z.number().int(),
  discountGiven: z.number(),
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const PROMOTION_SORTS = [
  'name',
  'couponCode',
  'startDate',
  'endDate',
  'uses',
  'revenue',
  'createdAt',
] as const;
const promotionFilters = {
  status: z.enum(PROMOTION_STATUSES).optional(),
  appliesTo: z.enum(PROMOTION_TARGETS).optional(),
  /** Promotions valid on at least one day of [from, to]. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
/** GET /api/promotion/property/:propertyId (and …/export). */
export const promotionListQuerySchema = listQuery({ sorts: PROMOTION_SORTS, filters: promotionFilters });
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;
/** GET /api/promotion/organisation/:organisationId (and …/export): every property's, or one's. */
export const organisationPromotionListQuerySchema = listQuery({
  sorts: PROMOTION_SORTS,
  filters: { ...promotionFilters, propertyId: idParam.optional() },
});
export type OrganisationPromotionListQuery = z.infer<typeof organisationPromotionListQuerySchema>;
export const promotionPageSchema = pageOf(promotionSchema).extend({
  /** How many of the filtered list (status aside) are in each status: the tabs' counts. */
  statusCounts: z.record(z.enum(PROMOTION_STATUSES), z.number().int()),
});
export type PromotionPage = z.infer<typeof promotionPageSchema>;

const choice = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/promotion/property/:propertyId/targets: what a promotion may apply to, by name (the form's choices). */
export const promotionTargetsSchema = z.object({
  roomTypes: z.array(choice),
  ratePlans: z.array(choice.extend({ roomTypeId: z.number().int() })),
  offerings: z.array(choice),
  productGroups: z.array(choice),
});
export type PromotionTargets = z.infer<typeof promotionTargetsSchema>;

/** A use of a promotion on a sale (given back when the sale is cancelled). */
export const redemptionSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  couponCode: z.string(),
  saleKind: z.enum(SALE_KINDS),
  saleId: z.number().int(),
  saleReference: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  amount: z.number(),
  campaignId: z.number().int().nullable(),
  releasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/**
 * What a sale's answer says of the code applied to it (the quote, the booking, the reservation, the order): the
 * discount, or why the code does not apply (a message key of the domain's table: promotion refusals).
 */
export const appliedPromotionSchema = z.object({
  code: z.string(),
  promotionId: z.number().int().nullable(),
  name: z.string().nullable(),
  discount: z.number(),
  /** The refusal's message key (validation.promotionExpired…), null when applied. */
  refusal: z.string().nullable(),
  /** The English of the refusal, with its figures. */
  message: z.string().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/** A code field on a sale's form (the booking, the reservation, the order): optional, blank is none. */
export const promotionCodeField = nullableOptional(z.union([couponCodeSchema, z.literal('')]));

/** The code a saved sale was sold with (its details page): the code, the promotion's name and the discount given. */
export const salePromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.number(),
});
export type SalePromotion = z.infer<typeof salePromotionSchema>;
