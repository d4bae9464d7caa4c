// Guest reviews (issue 14): after a check-out, a completed reservation or a completed order the guest is emailed a
// single-use link to /feedback/{token}; staff read, answer, publish and hide the reviews; the published ones are
// public per property (a website widget), with no personal data beyond the display name the guest chose.
import { z } from 'zod';

import { BUSINESS_TYPES, type BusinessType } from '../constants';
import { optionalText, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { nullableOptional } from './helpers';

/** What a guest rates besides the overall rating, per business type (QloApps' criteria, our three trades). */
export const REVIEW_ASPECTS = {
  Accommodation: ['cleanliness', 'staff', 'location', 'value'],
  Services: ['serviceQuality', 'staff', 'value'],
  Restaurant: ['food', 'service', 'value'],
  Other: ['service', 'value'],
} as const satisfies Record<BusinessType, readonly string[]>;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[BusinessType][number];
export const reviewAspectsOf = (businessType: BusinessType): readonly ReviewAspect[] =>
  REVIEW_ASPECTS[businessType] ?? REVIEW_ASPECTS.Other;

/** The sale a review is about: one review per sale. */
export const REVIEW_SALE_KINDS = ['BOOKING', 'RESERVATION', 'ORDER'] as const;
export type ReviewSaleKind = (typeof REVIEW_SALE_KINDS)[number];

/** NEW until staff publish or hide it; only PUBLISHED reviews are public. */
export const REVIEW_STATUSES = ['NEW', 'PUBLISHED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** How long a review link works after the sale ends. */
export const REVIEW_LINK_DAYS = 30;

const rating = z
  .number({ message: VALIDATION_KEYS.required })
  .int(VALIDATION_KEYS.wholeNumber)
  .min(1, VALIDATION_KEYS.atLeastOne)
  .max(5, VALIDATION_KEYS.tooLarge);

// ------------------------------------------------------------------ the guest's page (no sign-in)

/** A review link's token: 43 base64url characters (32 random bytes). */
export const reviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_KEYS.invalidLink);

/** GET /api/public/review/:token: what the guest is asked about (OPEN), or that the link no longer works. */
export const publicReviewRequestSchema = z.object({
  state: z.enum(['OPEN', 'USED', 'EXPIRED']),
  propertyName: z.string(),
  logoUrl: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES),
  saleKind: z.enum(REVIEW_SALE_KINDS),
  /** What was stayed in or visited: a room type, services, an outlet. */
  about: z.string(),
  /** The day of the stay's departure, the reservation or the order (the property's calendar day). */
  date: z.string(),
  guestFirstName: z.string().nullable(),
  aspects: z.array(z.string()),
});
export type PublicReviewRequest = z.infer<typeof publicReviewRequestSchema>;

/** POST /api/public/review/:token: the aspects asked are checked against the property's type on the server. */
export const reviewSubmitSchema = z.object({
  rating,
  aspects: z.record(z.string().max(40), rating).default({}),
  comment: nullableOptional(optionalText(2000)),
  /** Shown with the review when given; otherwise the review is anonymous. */
  displayName: nullableOptional(optionalText(60)),
});
export type ReviewSubmit = z.input<typeof reviewSubmitSchema>;

// ------------------------------------------------------------------ staff

export const reviewSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  businessType: z.enum(BUSINESS_TYPES),
  saleKind: z.enum(REVIEW_SALE_KINDS),
  saleId: z.number().int(),
  saleReference: z.string(),
  about: z.string(),
  visitDate: z.string(),
  guestName: z.string().nullable(),
  rating: z.number().int(),
  aspects: z.record(z.string(), z.number().int()),
  comment: z.string().nullable(),
  displayName: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  statusReason: z.string().nullable(),
  statusChangedByName: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_SORTS = ['createdAt', 'rating', 'status'] as const;
/** GET /api/review/property/:propertyId (and …/export, …/summary): `from`/`to` are the property's days of writing. */
export const reviewListQuerySchema = listQuery({
  sorts: REVIEW_SORTS,
  filters: {
    rating: z.coerce.number().int().min(1).max(5).optional(),
    status: z.enum(REVIEW_STATUSES).optional(),
    businessType: z.enum(BUSINESS_TYPES).optional(),
    saleKind: z.enum(REVIEW_SALE_KINDS).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  },
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
export const reviewPageSchema = pageOf(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The filtered reviews' averages and their trend by month (the property's months), oldest month first. */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  byRating: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  aspects: z.array(z.object({ aspect: z.string(), average: z.number() })),
  trend: z.array(z.object({ month: z.string(), count: z.number().int(), average: z.number() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** POST /api/review/:reviewId/reply: the property's answer, shown under the review (an empty one removes it). */
export const reviewReplyInputSchema = z.object({ reply: optionalText(2000).default('') });
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** POST /api/review/:reviewId/status: publish or hide, with the reason (kept in the audit log). */
export const reviewStatusInputSchema = z.object({
  status: z.enum(['PUBLISHED', 'HIDDEN']),
  reason: requiredText(300),
});
export type ReviewStatusInput = z.input<typeof reviewStatusInputSchema>;

export const reviewParams = z.object({ reviewId: idParam });

// ------------------------------------------------------------------ the public widget's JSON

export const publicReviewSchema = z.object({
  displayName: z.string().nullable(),
  rating: z.number().int(),
  aspects: z.record(z.string(), z.number().int()),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  date: z.string(),
});
/** The website showing them knows whose they are: the answer names no property (nothing to harvest). */
export const publicReviewsSchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  reviews: z.array(publicReviewSchema),
});
export type PublicReviews = z.infer<typeof publicReviewsSchema>;
