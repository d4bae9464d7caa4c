// Marketing campaigns (issue 14): an audience of customers chosen by filters, content per language with merge
// fields, a channel and a schedule; sent through the outbox to consenting customers only, once per customer.
import { z } from 'zod';

import { BUSINESS_TYPES } from '../constants';
import { unknownMergeFields, usesMergeField, type MergeField } from '../campaign/merge';
import { VALIDATION_KEYS } from '../validation-messages';
import { optionalText, requiredText } from '../validation';
import { listQuery, pageOf } from './common';
import { isoDateSchema } from './fields';
import { id, money } from './helpers';

export const CAMPAIGN_CHANNELS = ['EMAIL', 'SMS'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/**
 * DRAFT: being written; SCHEDULED: the worker sends it at `scheduledAt`; SENT: its messages are in the outbox (the
 * outbox delivers them); CANCELLED: a scheduled one called off. Only DRAFT and SCHEDULED are edited or sent.
 */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'SENT', 'CANCELLED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const EDITABLE_CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED'] as const satisfies readonly CampaignStatus[];

/** The languages a campaign is written in (those the outbox's messages speak). */
export const CAMPAIGN_LANGUAGES = ['en', 'fr'] as const;

/** The merge fields a promotion fills: content using them needs a promotion carried. */
const PROMOTION_MERGE_FIELDS = ['couponCode', 'promotionName'] as const satisfies readonly MergeField[];
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

/**
 * Who a campaign is for, as data: every filter left out matches everyone. The last visit is the latest of a stay's
 * departure, a reservation's day and an order's day (cancelled ones do not count); spend is what those came to.
 * Consent is not a filter: nobody without marketing consent is ever sent a campaign (the preview counts them apart).
 */
export const campaignAudienceSchema = z
  .object({
    /** Organisation-level campaigns: only these properties' customers (empty: every property). */
    propertyIds: z.array(id).max(200).default([]),
    lastVisitAfter: isoDateSchema.nullable().default(null),
    lastVisitBefore: isoDateSchema.nullable().default(null),
    minSpend: money()
      .min(0, VALIDATION_KEYS.atLeastZero)
      .max(100_000_000, VALIDATION_KEYS.tooLarge)
      .nullable()
      .default(null),
    businessTypes: z.array(z.enum(BUSINESS_TYPES)).max(BUSINESS_TYPES.length).default([]),
    languages: z.array(z.enum(CAMPAIGN_LANGUAGES)).max(CAMPAIGN_LANGUAGES.length).default([]),
    /** 1 = January. */
    birthdayMonths: z.array(z.number().int().min(1).max(12)).max(12).default([]),
  })
  .superRefine((a, ctx) => {
    if (a.lastVisitAfter && a.lastVisitBefore && a.lastVisitBefore < a.lastVisitAfter)
      ctx.addIssue({
        code: 'custom',
        path: ['lastVisitBefore'],
        message: VALIDATION_KEYS.toDateBeforeFromDate,
      });
  });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

/** One language's words; an SMS has no subject. */
export const campaignContentSchema = z.object({
  language: z.enum(CAMPAIGN_LANGUAGES),
  subject: optionalText(200).default(''),
  body: requiredText(5000),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;

/** Every check of the content: merge fields known (at save, not at send), a subject for email, each language once. */
export function campaignContentIssues(v: {
  channel: CampaignChannel;
  promotionId: number | null | undefined;
  content: readonly CampaignContent[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  v.content.forEach((c, i) => {
    if (seen.has(c.language))
      issues.push({ path: ['content', i, 'language'], message: VALIDATION_KEYS.languageTwice });
    seen.add(c.language);
    if (v.channel === 'EMAIL' && !c.subject.trim())
      issues.push({ path: ['content', i, 'subject'], message: VALIDATION_KEYS.required });
    for (const part of ['subject', 'body'] as const) {
      if (unknownMergeFields(c[part]).length > 0)
        issues.push({ path: ['content', i, part], message: VALIDATION_KEYS.unknownMergeField });
      else if (
        v.promotionId == null &&
        PROMOTION_MERGE_FIELDS.some((field) => usesMergeField(c[part], field))
      )
        issues.push({ path: ['content', i, part], message: VALIDATION_KEYS.mergeFieldNeedsPromotion });
    }
  });
  return issues;
}

/** POST /api/campaign/organisation/:organisationId, PUT /api/campaign/:campaignId. */
export const campaignInputSchema = z
  .object({
    name: requiredText(120),
    /** null: an organisation-level campaign (organisation administrators only); a property user's is their own. */
    propertyId: id.nullable().default(null),
    channel: z.enum(CAMPAIGN_CHANNELS).default('EMAIL'),
    audience: campaignAudienceSchema.default({
      propertyIds: [],
      lastVisitAfter: null,
      lastVisitBefore: null,
      minSpend: null,
      businessTypes: [],
      languages: [],
      birthdayMonths: [],
    }),
    /** The promotion whose code the messages carry ({{couponCode}}); redemptions of it are attributed to the campaign. */
    promotionId: id.nullable().default(null),
    content: z.array(campaignContentSchema).min(1, VALIDATION_KEYS.required).max(CAMPAIGN_LANGUAGES.length),
    /** null: a draft, sent by hand ("Send now"); a time: sent by the worker then. */
    scheduledAt: z.iso.datetime({ offset: true, message: VALIDATION_KEYS.dateTime }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    for (const issue of campaignContentIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;
export type CampaignFormValues = z.input<typeof campaignInputSchema>;

/** Counts of a campaign's messages and what they brought. */
export const campaignResultsSchema = z.object({
  /** Customers written to when it was sent (null before). */
  audienceSize: z.number().int().nullable(),
  pending: z.number().int(),
  sent: z.number().int(),
  /** Failed for good, or not sent (an SMS of a property without an SMS subscription). */
  failed: z.number().int(),
  unsubscribed: z.number().int(),
  redemptions: z.number().int(),
  /** What the sales that used a code from this campaign came to. */
  revenue: z.number(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  status: z.enum(CAMPAIGN_STATUSES),
  audience: campaignAudienceSchema,
  promotionId: z.number().int().nullable(),
  promotionName: z.string().nullable(),
  content: z.array(campaignContentSchema),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  results: campaignResultsSchema,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_SORTS = ['name', 'status', 'scheduledAt', 'sentAt', 'createdAt'] as const;
export const campaignListQuerySchema = listQuery({
  sorts: CAMPAIGN_SORTS,
  filters: {
    status: z.enum(CAMPAIGN_STATUSES).optional(),
    propertyId: z.coerce.number().int().positive().optional(),
  },
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;
export const campaignPageSchema = pageOf(campaignSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** POST /api/campaign/organisation/:organisationId/audience: who a campaign would reach now. */
export const audiencePreviewInputSchema = z.object({
  propertyId: id.nullable().default(null),
  channel: z.enum(CAMPAIGN_CHANNELS).default('EMAIL'),
  audience: campaignAudienceSchema,
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(50).default(10),
});
export type AudiencePreviewInput = z.input<typeof audiencePreviewInputSchema>;

export const audienceMemberSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  propertyName: z.string(),
  /** The address or number the campaign's channel writes to. */
  contact: z.string(),
  language: z.enum(CAMPAIGN_LANGUAGES).nullable(),
  lastVisit: z.string().nullable(),
  spend: z.number(),
});
export type AudienceMember = z.infer<typeof audienceMemberSchema>;

export const audiencePreviewSchema = z.object({
  /** Customers the campaign would be sent to: matching, consenting, with an address (or number) for the channel. */
  total: z.number().int(),
  /** Matching customers left out for want of consent. */
  withoutConsent: z.number().int(),
  /** Matching, consenting customers left out for want of an address (or number) for the channel. */
  withoutContact: z.number().int(),
  items: z.array(audienceMemberSchema),
  page: z.number().int(),
  size: z.number().int(),
});
export type AudiencePreview = z.infer<typeof audiencePreviewSchema>;

/** The public unsubscribe page's answer (no sign-in, by the link's token): which property the guest leaves. */
export const unsubscribeAnswerSchema = z.object({
  propertyName: z.string(),
  alreadyUnsubscribed: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** GET /api/campaign/organisation/:organisationId/promotions: what the promotion picker offers. */
export const campaignPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  couponCode: z.string(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  endDate: z.string(),
});
export type CampaignPromotion = z.infer<typeof campaignPromotionSchema>;

/**
 * GET /api/campaign/organisation/:organisationId/properties: the property picker, with each property's time zone (a
 * campaign's schedule is typed and shown in its property's zone).
 */
export const campaignPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timezone: z.string(),
});
export type CampaignProperty = z.infer<typeof campaignPropertySchema>;

/** The unsubscribe link's token: the recipient's id and its signature. */
export const unsubscribeTokenSchema = z.string().max(64);
