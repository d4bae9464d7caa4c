// Business Type Config (issue 10, bookone-admin/service-config): what each business type of the product is called,
// its terms, its modules and whether onboarding offers it, per organisation on top of the platform's defaults.
import { z } from 'zod';

import { ACCOMMODATION, BUSINESS_TYPES, type BusinessType } from '../constants';
import type { MenuKey } from '../navigation/menu-types';
import { VALIDATION_KEYS } from '../validation-messages';
import { requiredText } from '../validation';
import { listQuery, pageOf } from './common';

/**
 * The product's modules a business type may use (the menus' areas). The checklist of the configuration page; later
 * modules read it to decide what a business of that type is offered.
 */
export const BUSINESS_MODULES = [
  'bookings',
  'rates',
  'rooms',
  'services',
  'reservations',
  'orders',
  'products',
  'customers',
  'payments',
  'expenses',
  'invoices',
  'promotions',
  'reviews',
  'leads',
] as const;
export type BusinessModule = (typeof BUSINESS_MODULES)[number];

/** Where the configuration of a type comes from: the platform's defaults, or the organisation's own. */
export const BUSINESS_TYPE_SOURCES = ['PLATFORM', 'ORGANISATION'] as const;
export type BusinessTypeSource = (typeof BUSINESS_TYPE_SOURCES)[number];

/**
 * The property admin's menus a type leads to (read-only information: the spec's menus are fixed by role, type,
 * status and plan, §2.5 and §6): the onboarding menu while the property is NEW, then the working menu, which for a
 * business other than accommodation depends on its plan.
 */
export const DEFAULT_MENU_KEYS = [
  'onboardingProperty',
  'onboardingBusiness',
  'accommodation',
  'starter',
  'essentials',
  'premium',
] as const satisfies readonly MenuKey[];
export type DefaultMenuKey = (typeof DEFAULT_MENU_KEYS)[number];

export function defaultMenusOf(key: BusinessType): { onboarding: DefaultMenuKey; working: DefaultMenuKey[] } {
  if (key === ACCOMMODATION) return { onboarding: 'onboardingProperty', working: ['accommodation'] };
  return { onboarding: 'onboardingBusiness', working: ['starter', 'essentials', 'premium'] };
}

const term = requiredText(40);

/**
 * PUT /api/business-type/organisation/:organisationId/:key: the organisation's configuration of one type.
 * `version` is the one read (0 while the organisation follows the platform's defaults): an edit made meanwhile by
 * someone else answers 409 instead of being overwritten.
 */
export const businessTypeInputSchema = z.object({
  labelEn: requiredText(60),
  labelFr: requiredText(60),
  locationTermEn: term,
  locationTermFr: term,
  resourceTermEn: term,
  resourceTermFr: term,
  modules: z
    .array(z.enum(BUSINESS_MODULES))
    .min(1, VALIDATION_KEYS.chooseModule)
    .max(BUSINESS_MODULES.length)
    .refine((list) => new Set(list).size === list.length, VALIDATION_KEYS.listedTwice),
  active: z.boolean(),
  version: z.number().int().min(0).max(2_147_483_647),
});
export type BusinessTypeInput = z.infer<typeof businessTypeInputSchema>;

export const businessTypeKeyParam = z.enum(BUSINESS_TYPES);

export const businessTypeSchema = z.object({
  /** The stored value (property.businessType): fixed by the product, never edited. */
  key: z.enum(BUSINESS_TYPES),
  labelEn: z.string(),
  labelFr: z.string(),
  locationTermEn: z.string(),
  locationTermFr: z.string(),
  resourceTermEn: z.string(),
  resourceTermFr: z.string(),
  modules: z.array(z.enum(BUSINESS_MODULES)),
  /** Offered to new properties at onboarding; properties of an inactive type keep it and work as before. */
  active: z.boolean(),
  source: z.enum(BUSINESS_TYPE_SOURCES),
  /** The organisation's own row's version, 0 while it follows the platform's defaults. */
  version: z.number().int(),
  /** How many of the organisation's properties are of this type. */
  properties: z.number().int(),
  defaultMenus: z.object({
    onboarding: z.enum(DEFAULT_MENU_KEYS),
    working: z.array(z.enum(DEFAULT_MENU_KEYS)),
  }),
  updatedAt: z.string().nullable(),
});
export type BusinessTypeConfig = z.infer<typeof businessTypeSchema>;

export const BUSINESS_TYPE_SORTS = ['key', 'label', 'active', 'properties'] as const;
/** GET /api/business-type/organisation/:organisationId: searched by key, label or terms, filtered by active. */
export const businessTypeListQuerySchema = listQuery({
  sorts: BUSINESS_TYPE_SORTS,
  filters: { active: z.enum(['true', 'false']).optional() },
});
export type BusinessTypeListQuery = z.infer<typeof businessTypeListQuerySchema>;
export const businessTypePageSchema = pageOf(businessTypeSchema);
export type BusinessTypePage = z.infer<typeof businessTypePageSchema>;

/** GET /api/business-type: the caller's organisation's types, for onboarding and later modules (labels, terms). */
export const offeredBusinessTypeSchema = businessTypeSchema.pick({
  key: true,
  labelEn: true,
  labelFr: true,
  locationTermEn: true,
  locationTermFr: true,
  resourceTermEn: true,
  resourceTermFr: true,
  modules: true,
  active: true,
});
export type OfferedBusinessType = z.infer<typeof offeredBusinessTypeSchema>;

type TypeDefaults = Omit<OfferedBusinessType, 'key' | 'active'>;

/**
 * The platform's defaults of each type, seeded as the platform organisation's rows: a new organisation follows
 * them until its admin changes a type. Location: where the business receives its customers; resource: what a
 * customer books there.
 */
export const BUSINESS_TYPE_DEFAULTS: Record<BusinessType, TypeDefaults> = {
  Accommodation: {
    labelEn: 'Accommodation',
    labelFr: 'Hébergement',
    locationTermEn: 'Property',
    locationTermFr: 'Établissement',
    resourceTermEn: 'Room',
    resourceTermFr: 'Chambre',
    modules: [
      'bookings',
      'rates',
      'rooms',
      'customers',
      'payments',
      'expenses',
      'invoices',
      'promotions',
      'reviews',
    ],
  },
  Services: {
    labelEn: 'Services',
    labelFr: 'Services',
    locationTermEn: 'Salon',
    locationTermFr: 'Salon',
    resourceTermEn: 'Chair',
    resourceTermFr: 'Fauteuil',
    modules: [
      'services',
      'reservations',
      'orders',
      'products',
      'customers',
      'payments',
      'expenses',
      'invoices',
      'promotions',
      'reviews',
    ],
  },
  Restaurant: {
    labelEn: 'Restaurant',
    labelFr: 'Restaurant',
    locationTermEn: 'Dining room',
    locationTermFr: 'Salle',
    resourceTermEn: 'Table',
    resourceTermFr: 'Table',
    modules: [
      'reservations',
      'orders',
      'products',
      'customers',
      'payments',
      'expenses',
      'invoices',
      'promotions',
      'reviews',
    ],
  },
  Other: {
    labelEn: 'Other',
    labelFr: 'Autre',
    locationTermEn: 'Location',
    locationTermFr: 'Lieu',
    resourceTermEn: 'Resource',
    resourceTermFr: 'Ressource',
    modules: ['services', 'reservations', 'orders', 'products', 'customers', 'payments', 'invoices'],
  },
};
