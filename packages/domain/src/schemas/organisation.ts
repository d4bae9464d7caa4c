// Organisations and their properties (issue 10): the super admin's organisations (the original's `GroupUser`) and
// an organisation's property list (create, deactivate/activate, plan and subscriptions).
import { z } from 'zod';

import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { PLANS } from '../plans';
import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { CURRENCIES } from './fields';
import { id, nullableOptional, urlText } from './helpers';
import { businessStepSchema } from './onboarding';

/** Whether an organisation or a property may be used: INACTIVE ones keep their data, their users cannot sign in. */
export const ACTIVE_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, VALIDATION_KEYS.hexColour);

// ------------------------------------------------------------------ organisations (super admin)

/**
 * POST /api/organisation; PUT /api/organisation/:organisationId (fields left out stay). The original's `GroupUser`
 * fields: owner and contacts, country and currency, brand (logo, theme colours, font), support contacts, social links.
 */
export const organisationInputSchema = z.object({
  name: requiredText(120),
  ownerName: nullableOptional(optionalText(120)),
  email: nullableOptional(emailSchema),
  address: nullableOptional(optionalText(300)),
  mobile: nullableOptional(phoneSchema),
  landline: nullableOptional(phoneSchema),
  countryCode: nullableOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, VALIDATION_KEYS.countryCode)
      .transform((s) => s.toUpperCase()),
  ),
  countryName: nullableOptional(optionalText(80)),
  currency: z.enum(CURRENCIES).nullable().optional(),
  currencySymbol: nullableOptional(optionalText(5)),
  logoUrl: urlText.optional(),
  websiteUrl: urlText.optional(),
  themePrimary: nullableOptional(hexColour),
  themeSecondary: nullableOptional(hexColour),
  fontFamily: nullableOptional(optionalText(80)),
  supportName: nullableOptional(optionalText(120)),
  supportEmail: nullableOptional(emailSchema),
  supportPhone: nullableOptional(phoneSchema),
  facebook: urlText.optional(),
  twitter: urlText.optional(),
  instagram: urlText.optional(),
});
export type OrganisationInput = z.infer<typeof organisationInputSchema>;
export const organisationUpdateSchema = organisationInputSchema.partial();
export type OrganisationUpdate = z.infer<typeof organisationUpdateSchema>;

/** How many of the organisation's properties are on each plan (`plan` null: no plan chosen yet). */
export const planCountSchema = z.object({ plan: z.enum(PLANS).nullable(), count: z.number().int() });
export type PlanCount = z.infer<typeof planCountSchema>;

export const organisationSchema = z.object({
  id: z.number().int(),
  parentOrganisationId: z.number().int().nullable(),
  name: z.string(),
  ownerName: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
  landline: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  currency: z.string().nullable(),
  currencySymbol: z.string().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  themePrimary: z.string().nullable(),
  themeSecondary: z.string().nullable(),
  fontFamily: z.string().nullable(),
  supportName: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  status: z.enum(ACTIVE_STATES),
  deactivatedAt: z.string().nullable(),
  /** The platform's own organisation (id 1): never deactivated. */
  platform: z.boolean(),
  propertyCount: z.number().int(),
  propertiesByPlan: z.array(planCountSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const ORGANISATION_SORTS = ['name', 'ownerName', 'countryName', 'propertyCount', 'createdAt'] as const;
/** GET /api/organisation (and /api/organisation/export): search by name, owner, email, country. */
export const organisationListQuerySchema = listQuery({
  sorts: ORGANISATION_SORTS,
  filters: { status: z.enum(ACTIVE_STATES).optional() },
});
export type OrganisationListQuery = z.infer<typeof organisationListQuerySchema>;
export const organisationPageSchema = pageOf(organisationSchema);
export type OrganisationPage = z.infer<typeof organisationPageSchema>;

// ------------------------------------------------------------------ an organisation's properties

export const organisationPropertySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  name: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  plan: z.enum(PLANS).nullable(),
  status: z.enum(ACTIVE_STATES),
  deactivatedAt: z.string().nullable(),
  subscriptions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Rooms of an accommodation property, business services of another type. */
  resources: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  /** The latest change to the property or to one of its bookings. */
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type OrganisationProperty = z.infer<typeof organisationPropertySchema>;

export const ORGANISATION_PROPERTY_SORTS = [
  'name',
  'businessType',
  'propertyStatus',
  'plan',
  'lastActivityAt',
  'createdAt',
] as const;
/** GET /api/organisation/:organisationId/properties (and …/export): search by name, city, country, email. */
export const organisationPropertyListQuerySchema = listQuery({
  sorts: ORGANISATION_PROPERTY_SORTS,
  filters: {
    businessType: z.enum(BUSINESS_TYPES).optional(),
    propertyStatus: z.enum(PROPERTY_STATUSES).optional(),
    plan: z.enum(PLANS).optional(),
    status: z.enum(ACTIVE_STATES).optional(),
  },
});
export type OrganisationPropertyListQuery = z.infer<typeof organisationPropertyListQuerySchema>;
export const organisationPropertyPageSchema = pageOf(organisationPropertySchema);
export type OrganisationPropertyPage = z.infer<typeof organisationPropertyPageSchema>;

/** The plan and the catalogue subscriptions of a property: PUT replaces both. */
export const propertyPlanInputSchema = z.object({
  plan: z.enum(PLANS).nullable(),
  subscriptionIds: z.array(id).max(10, VALIDATION_KEYS.tooLong).default([]),
});
export type PropertyPlanInput = z.infer<typeof propertyPlanInputSchema>;

/**
 * POST /api/organisation/:organisationId/properties: a new property of the organisation, status NEW, so that its
 * administrator is taken through onboarding at sign-in.
 */
export const organisationPropertyInputSchema = propertyPlanInputSchema.extend({
  plan: z.enum(PLANS).nullable().default(null),
  name: requiredText(120),
  businessType: z.enum(BUSINESS_TYPES),
  email: nullableOptional(emailSchema),
  mobile: nullableOptional(phoneSchema),
  city: nullableOptional(optionalText(100)),
  country: nullableOptional(optionalText(100)),
  localCurrency: z.enum(CURRENCIES),
  timezone: businessStepSchema.shape.timezone,
});
export type OrganisationPropertyInput = z.infer<typeof organisationPropertyInputSchema>;

/** `:organisationId` in a path. */
export const organisationParams = z.object({ organisationId: idParam });
