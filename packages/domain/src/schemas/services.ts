// The services catalogue (issue 11): business services' booking rules, offerings (what a customer books) and the
// resources (staff, rooms, chairs, tables, vehicles) that deliver them, with their hours and time off.
// Reservations and the slot engine live beside it (reservation.ts).
import { z } from 'zod';

import { emailSchema, phoneSchema, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { businessDaySchema, namedTaxSchema } from './business';
import { idParam, listQuery, pageOf } from './common';
import { isoDateSchema, moneySchema, partialUpdate } from './fields';
import { count, id, nullableOptional, nullableText, positiveCount } from './helpers';

/** What a resource is: a person, a place, or a thing a reservation holds for a time range. */
export const RESOURCE_KINDS = ['STAFF', 'ROOM', 'CHAIR', 'TABLE', 'VEHICLE', 'OTHER'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The list filter on `active`: both when absent. */
const activeFilter = z.enum(['true', 'false']).optional();

/** A catalogue code: upper-case letters, digits, _ or -, up to 20 (as a rate plan's). */
export const catalogueCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, VALIDATION_KEYS.planCode);

/**
 * A week of hours of a service or a resource: the seven weekdays once each, in the shape of the property's business
 * hours (with breaks and closed days). Null where it is used: the hours of the level above apply.
 */
export const weekHoursSchema = z
  .array(businessDaySchema)
  .length(7, VALIDATION_KEYS.sevenWeekdays)
  .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, VALIDATION_KEYS.weekdayOnce);
export type WeekHours = z.infer<typeof weekHoursSchema>;

const minutesOfDay = (max = 24 * 60) => count(max);

// ------------------------------------------------------------------ business services (catalogue view)

/**
 * POST /api/service-catalogue/property/:propertyId/business-services, PUT …/business-services/:serviceId.
 * The outlet's own fields (onboarding's) plus its booking rules.
 */
export const catalogueServiceInputSchema = z.object({
  name: requiredText(120),
  description: nullableOptional(nullableText(1000)),
  /** e.g. Hair, Massage, Transfers; free text (onboarding's type). */
  serviceType: nullableOptional(nullableText(60)),
  email: emailSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  code: catalogueCodeSchema.nullable().optional(),
  groupName: nullableOptional(nullableText(60)),
  /** At least this many minutes between booking and start. */
  minLeadMinutes: count(60 * 24 * 90).default(0),
  /** At most this many days ahead; null: no limit. */
  maxLeadDays: count(3650).nullable().optional(),
  /** Kept free after each booking unless the offering sets its own. */
  bufferMinutes: minutesOfDay().default(0),
  priceIncludesTax: z.boolean().default(false),
  /** What the business calls its places and its resources: a room, a chair, a therapist. */
  locationTerm: nullableOptional(nullableText(40)),
  resourceTerm: nullableOptional(nullableText(40)),
  /** The service's own tax; null: the property's (spec §5). */
  taxDetails: namedTaxSchema.nullable().optional(),
  /** Its own week; null: the property's business hours. */
  openingHours: weekHoursSchema.nullable().optional(),
  active: z.boolean().default(true),
});
export type CatalogueServiceInput = z.infer<typeof catalogueServiceInputSchema>;
export const updateCatalogueServiceSchema = partialUpdate(catalogueServiceInputSchema);
export type UpdateCatalogueServiceInput = z.infer<typeof updateCatalogueServiceSchema>;

export const catalogueServiceSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  serviceType: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  code: z.string().nullable(),
  groupName: z.string().nullable(),
  minLeadMinutes: z.number().int(),
  maxLeadDays: z.number().int().nullable(),
  bufferMinutes: z.number().int(),
  priceIncludesTax: z.boolean(),
  locationTerm: z.string().nullable(),
  resourceTerm: z.string().nullable(),
  taxDetails: namedTaxSchema.nullable(),
  openingHours: z.array(businessDaySchema).nullable(),
  active: z.boolean(),
  offeringCount: z.number().int(),
  resourceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;

export const CATALOGUE_SERVICE_SORTS = ['name', 'code', 'groupName', 'createdAt'] as const;
/** GET /api/service-catalogue/property/:propertyId/business-services (and …/export). */
export const catalogueServiceListQuerySchema = listQuery({
  sorts: CATALOGUE_SERVICE_SORTS,
  filters: { active: activeFilter },
});
export type CatalogueServiceListQuery = z.infer<typeof catalogueServiceListQuerySchema>;
export const catalogueServicePageSchema = pageOf(catalogueServiceSchema);
export type CatalogueServicePage = z.infer<typeof catalogueServicePageSchema>;

// ------------------------------------------------------------------ offerings

const offeringFields = z.object({
  businessServiceId: id,
  name: requiredText(120),
  description: nullableOptional(nullableText(2000)),
  code: catalogueCodeSchema,
  durationMinutes: positiveCount(24 * 60),
  /** Null: the business service's standard buffer. */
  bufferMinutes: minutesOfDay().nullable().optional(),
  /** Persons per slot: 1 for a haircut, 12 for a class. */
  capacity: positiveCount(500).default(1),
  price: moneySchema,
  /** Null: the business service's tax, then the property's. */
  taxDetails: namedTaxSchema.nullable().optional(),
  effectiveFrom: isoDateSchema.nullable().optional(),
  expiresOn: isoDateSchema.nullable().optional(),
  tags: z
    .array(z.string().trim().min(1, VALIDATION_KEYS.required).max(40, VALIDATION_KEYS.tooLong))
    .max(20)
    .default([]),
  bookable: z.boolean().default(true),
  active: z.boolean().default(true),
  /** The resources that can deliver it (of the same property; of its service or of any service). */
  resourceIds: z.array(id).max(200).default([]),
});

/** An expiry before the effective date is refused on the expiry (create, and update when both are sent). */
function datesInOrder(v: { effectiveFrom?: string | null; expiresOn?: string | null }, ctx: z.RefinementCtx) {
  if (v.effectiveFrom && v.expiresOn && v.expiresOn < v.effectiveFrom)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.expiryBeforeEffective, path: ['expiresOn'] });
}

/** POST /api/service-catalogue/property/:propertyId/offerings. */
export const offeringInputSchema = offeringFields.superRefine(datesInOrder);
export type OfferingInput = z.infer<typeof offeringInputSchema>;
/** PUT /api/service-catalogue/offerings/:offeringId: fields left out stay; `resourceIds` replaces the list. */
export const updateOfferingSchema = partialUpdate(offeringFields).superRefine(datesInOrder);
export type UpdateOfferingInput = z.infer<typeof updateOfferingSchema>;

export const offeringImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string().nullable(),
  main: z.boolean(),
  sort: z.number().int(),
});
export type OfferingImage = z.infer<typeof offeringImageSchema>;

export const offeringSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  businessServiceId: z.number().int(),
  businessServiceName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  code: z.string(),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int().nullable(),
  capacity: z.number().int(),
  price: z.number(),
  taxDetails: namedTaxSchema.nullable(),
  effectiveFrom: z.string().nullable(),
  expiresOn: z.string().nullable(),
  tags: z.array(z.string()),
  bookable: z.boolean(),
  active: z.boolean(),
  /** Who delivers it; `capacity` is a resource's lanes, a table's seats (what a party's covers must fit). */
  resources: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.enum(RESOURCE_KINDS),
      capacity: z.number().int(),
    }),
  ),
  /** The main image's address (the first added unless another was made main); null without images. */
  imageUrl: z.string().nullable(),
  imageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offering = z.infer<typeof offeringSchema>;
/** GET of one offering: with its images and the plan's image count. */
export const offeringDetailSchema = offeringSchema.extend({
  images: z.array(offeringImageSchema),
  maxImages: z.number().int(),
});
export type OfferingDetail = z.infer<typeof offeringDetailSchema>;

export const OFFERING_SORTS = ['name', 'code', 'price', 'durationMinutes', 'capacity', 'createdAt'] as const;
/** GET /api/service-catalogue/property/:propertyId/offerings (and …/export). */
export const offeringListQuerySchema = listQuery({
  sorts: OFFERING_SORTS,
  filters: {
    businessServiceId: idParam.optional(),
    resourceId: idParam.optional(),
    active: activeFilter,
    bookable: activeFilter,
  },
});
export type OfferingListQuery = z.infer<typeof offeringListQuerySchema>;
export const offeringPageSchema = pageOf(offeringSchema);
export type OfferingPage = z.infer<typeof offeringPageSchema>;

/** The 409 of an offering already holding its plan's image count (spec §9). */
export function offeringImageLimitMessage(
  plan: string | null | undefined,
  max: number,
  name: string,
): string {
  return `${plan ?? 'Business Starter'} allows ${max} image${max === 1 ? '' : 's'} per offering, and ${name} has ${max}. Delete an image or upgrade your plan to add more.`;
}

/**
 * A table booking: an offering delivered by restaurant tables only. Its persons are the party's covers, and a party
 * takes a whole table that seats it (the slot engine's `seats`).
 */
export const isTableBooking = (o: { resources: readonly { kind: ResourceKind }[] }) =>
  o.resources.length > 0 && o.resources.every((r) => r.kind === 'TABLE');

// ------------------------------------------------------------------ resources

const resourceFields = z.object({
  kind: z.enum(RESOURCE_KINDS),
  name: requiredText(80),
  /** Null: serves any of the property's services. */
  businessServiceId: id.nullable().optional(),
  /** The staff member's own account (a user of the same property). */
  userId: id.nullable().optional(),
  capacity: positiveCount(100).default(1),
  /** Its own week; null: the service's hours, then the property's. */
  workingHours: weekHoursSchema.nullable().optional(),
  active: z.boolean().default(true),
});
/** POST /api/service-catalogue/property/:propertyId/resources. */
export const resourceInputSchema = resourceFields;
export type ResourceInput = z.infer<typeof resourceInputSchema>;
/** PUT /api/service-catalogue/resources/:resourceId. */
export const updateResourceSchema = partialUpdate(resourceFields);
export type UpdateResourceInput = z.infer<typeof updateResourceSchema>;

export const serviceResourceSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  name: z.string(),
  businessServiceId: z.number().int().nullable(),
  businessServiceName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  capacity: z.number().int(),
  workingHours: z.array(businessDaySchema).nullable(),
  active: z.boolean(),
  offeringCount: z.number().int(),
  /** The time off running now or starting next (null: none ahead). */
  nextTimeOff: z
    .object({ startsAt: z.string(), endsAt: z.string(), reason: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceResource = z.infer<typeof serviceResourceSchema>;

export const RESOURCE_SORTS = ['name', 'kind', 'createdAt'] as const;
/** GET /api/service-catalogue/property/:propertyId/resources (and …/export). */
export const resourceListQuerySchema = listQuery({
  sorts: RESOURCE_SORTS,
  filters: {
    kind: z.enum(RESOURCE_KINDS).optional(),
    businessServiceId: idParam.optional(),
    active: activeFilter,
  },
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;
export const resourcePageSchema = pageOf(serviceResourceSchema);
export type ResourcePage = z.infer<typeof resourcePageSchema>;

// ------------------------------------------------------------------ time off

const instant = z.iso.datetime({ offset: true, message: VALIDATION_KEYS.dateTime });
/** POST /api/service-catalogue/resources/:resourceId/time-off. */
export const timeOffInputSchema = z
  .object({ startsAt: instant, endsAt: instant, reason: nullableOptional(nullableText(200)) })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.endsAfterStart, path: ['endsAt'] });
  });
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;
export const timeOffSchema = z.object({
  id: z.number().int(),
  resourceId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;
/** GET …/resources/:resourceId/time-off: from `from` (default: 30 days ago) onwards, earliest first. */
export const timeOffQuerySchema = z.object({ from: isoDateSchema.optional() });
