import { z } from 'zod';

import { idParam, idSchema } from './common';
import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { PLANS } from '../plans';
import { emailSchema, phoneSchema, requiredText, VALIDATION_MESSAGES } from '../validation';
import { addressSchema, propertySchema, taxSlabSchema } from './property';

// Property setup (issue 4): onboarding steps, business profile, business hours and services, room types, rooms,
// facilities, rate plans, the rates-and-availability grid, bulk updates and quotes. Dates are ISO calendar days
// ('YYYY-MM-DD'), money is in the property's currency with at most two decimals.

// ------------------------------------------------------------------ fixed lists (original-app §3)

/** ISO weekday order, Monday first. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKEND: readonly Weekday[] = ['SAT', 'SUN'];

/** Bed types of the original (BedType enum). */
export const BED_TYPES = ['Single Bed', 'Trundler Bed', 'Double Bed', 'Queen Bed'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** Housekeeping status of a physical room; the original's DO_NOT_DISTRUB spelling is corrected. */
export const ROOM_STATUSES = [
  'VACANT_READY',
  'OCCUPIED',
  'NOT_READY',
  'DO_NOT_DISTURB',
  'CLEANING_IN_PROGRESS',
  'SLEEP_OUT',
  'ON_QUEUE',
  'LATE_CHECK_OUT',
  'CHECKING_OUT',
  'BLOCKED',
] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** Board basis of a rate plan. */
export const MEAL_PLANS = [
  'ROOM_ONLY',
  'BED_AND_BREAKFAST',
  'HALF_BOARD',
  'FULL_BOARD',
  'ALL_INCLUSIVE',
] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** Currencies of the original. */
export const CURRENCIES = ['NZD', 'AUD', 'GBP', 'USD', 'EUR', 'INR'] as const;

// ------------------------------------------------------------------ primitives

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
export const isoDateSchema = z.string().refine(isIsoDate, 'Use a calendar date, YYYY-MM-DD');

/** Whole cents, never negative. */
export const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
export const moneySchema = z
  .number()
  .min(0, 'Must not be negative')
  .max(10_000_000, 'This is too large')
  .refine(isCents, 'At most two decimals');
/** A signed amount (a deviation from the standard rate may lower it). */
export const signedMoneySchema = z
  .number()
  .min(-10_000_000)
  .max(10_000_000)
  .refine(isCents, 'At most two decimals');
export const percentSchema = z.number().min(0).max(100);
const count = (max = 10_000) => z.number().int('Whole number').min(0, 'Must not be negative').max(max);
const positiveCount = (max = 10_000) => z.number().int('Whole number').min(1, 'At least 1').max(max);
export const weekdaysSchema = z
  .array(z.enum(WEEKDAYS))
  .max(7)
  .refine((d) => new Set(d).size === d.length, 'A weekday is listed twice');

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeSchema = z.string().regex(TIME, 'Use a 24-hour time, HH:MM');

/** The short name prefixes booking and order numbers: a letter, then letters, digits, spaces or hyphens. */
export const SHORT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 -]{1,15}$/;
export const shortNameSchema = z
  .string()
  .trim()
  .regex(SHORT_NAME_PATTERN, '2 to 16 characters: a letter first, then letters, digits, spaces or hyphens');

/** Public address slug: lower-case letters and digits in words joined by single hyphens, 3 to 60 characters. */
export const SEO_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const seoFriendlyNameSchema = z
  .string()
  .trim()
  .min(3, 'At least 3 characters')
  .max(60, VALIDATION_MESSAGES.tooLong)
  .regex(SEO_NAME_PATTERN, 'Lower-case letters and digits, words joined by single hyphens');

const nullableText = (max: number) => z.string().trim().max(max, VALIDATION_MESSAGES.tooLong).nullable();
const urlText = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/\S+$/, 'Start with http:// or https://')
  .nullable();

/**
 * The partial form of a create schema for PUT/PATCH bodies: every field optional and no defaults, so that a field
 * left out stays as it is instead of being reset to its creation default.
 */
export function partialUpdate<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [
      k,
      (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof T]: z.ZodOptional<T[K]> }>;
}

// ------------------------------------------------------------------ taxes (spec §5)

/** A named tax of the property (GST, room levy…): a plain percentage, or slabs by amount. */
export const namedTaxSchema = z.object({
  name: requiredText(60),
  percentage: percentSchema.nullable(),
  taxSlabsList: z.array(taxSlabSchema).max(20),
});
export type NamedTax = z.infer<typeof namedTaxSchema>;

export const taxStepSchema = z.object({ taxes: z.array(namedTaxSchema).max(10) }).superRefine((v, ctx) => {
  v.taxes.forEach((t, i) => {
    if (t.percentage == null && t.taxSlabsList.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: 'Give a percentage or at least one slab',
        path: ['taxes', i, 'percentage'],
      });
    const slabs = [...t.taxSlabsList].sort((a, b) => a.minAmount - b.minAmount);
    for (let k = 1; k < slabs.length; k++) {
      const prev = slabs[k - 1]!;
      if (prev.maxAmount == null || prev.maxAmount >= slabs[k]!.minAmount)
        ctx.addIssue({
          code: 'custom',
          message: 'Slabs must not overlap',
          path: ['taxes', i, 'taxSlabsList'],
        });
    }
  });
  const names = v.taxes.map((t) => t.name.toLowerCase());
  if (new Set(names).size !== names.length)
    ctx.addIssue({ code: 'custom', message: 'Each tax needs its own name', path: ['taxes'] });
});
export type TaxStepInput = z.infer<typeof taxStepSchema>;

// ------------------------------------------------------------------ onboarding

export const ONBOARDING_STEPS = [
  'business',
  'manager',
  'tax',
  'plan',
  'roomTypes',
  'rooms',
  'businessHours',
  'businessService',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const addressInputSchema = z.object({
  addressLine1: requiredText(200),
  addressLine2: nullableText(200).optional(),
  suburb: nullableText(100).optional(),
  city: requiredText(100),
  state: nullableText(100).optional(),
  country: requiredText(100),
  postcode: nullableText(20).optional(),
});

/** Step 1: business details. */
export const businessStepSchema = z.object({
  name: requiredText(120),
  businessType: z.enum(BUSINESS_TYPES),
  shortName: shortNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  mobile: phoneSchema.nullable().optional(),
  whatsApp: phoneSchema.nullable().optional(),
  website: urlText.optional(),
  address: addressInputSchema,
  timezone: requiredText(60).refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone'),
  localCurrency: z.enum(CURRENCIES),
});
export type BusinessStepInput = z.infer<typeof businessStepSchema>;

/** Step 2: the property's manager. */
export const managerStepSchema = z.object({
  managerFirstName: requiredText(60),
  managerLastName: requiredText(60),
  managerEmail: emailSchema.nullable().optional(),
  managerContactNo: phoneSchema.nullable().optional(),
});
export type ManagerStepInput = z.infer<typeof managerStepSchema>;

/** Step 4: the plan and the subscriptions (by catalogue name). */
export const planStepSchema = z.object({
  plan: z.enum(PLANS),
  subscriptions: z.array(requiredText(80)).max(10).default([]),
});
export type PlanStepInput = z.infer<typeof planStepSchema>;

export const onboardingStepStateSchema = z.object({
  step: z.enum(ONBOARDING_STEPS),
  done: z.boolean(),
  completedAt: z.string().nullable(),
});
export const onboardingProgressSchema = z.object({
  propertyId: z.number().int(),
  businessType: z.enum(BUSINESS_TYPES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  /** The steps of this business type, in order. */
  steps: z.array(onboardingStepStateSchema),
  /** The first step not done yet; null once complete. */
  nextStep: z.enum(ONBOARDING_STEPS).nullable(),
  complete: z.boolean(),
  /** What each saved wizard step last held, for resuming a form. */
  saved: z.record(z.string(), z.unknown()),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

// ------------------------------------------------------------------ business hours and services

export const breakSchema = z.object({ start: timeSchema, end: timeSchema });
export const businessDaySchema = z
  .object({
    weekday: z.enum(WEEKDAYS),
    open: z.boolean(),
    opensAt: timeSchema.nullable(),
    closesAt: timeSchema.nullable(),
    breaks: z.array(breakSchema).max(5).default([]),
  })
  .superRefine((d, ctx) => {
    if (!d.open) return;
    if (!d.opensAt) ctx.addIssue({ code: 'custom', message: 'Required when open', path: ['opensAt'] });
    if (!d.closesAt) ctx.addIssue({ code: 'custom', message: 'Required when open', path: ['closesAt'] });
    if (!d.opensAt || !d.closesAt || !TIME.test(d.opensAt) || !TIME.test(d.closesAt)) return;
    if (d.breaks.some((b) => !TIME.test(b.start) || !TIME.test(b.end))) return;
    if (d.closesAt <= d.opensAt)
      ctx.addIssue({ code: 'custom', message: 'Must be after the opening time', path: ['closesAt'] });
    const sorted = [...d.breaks].sort((a, b) => a.start.localeCompare(b.start));
    d.breaks.forEach((b, i) => {
      if (b.end <= b.start)
        ctx.addIssue({ code: 'custom', message: 'A break ends after it starts', path: ['breaks', i, 'end'] });
      if (b.start < d.opensAt! || b.end > d.closesAt!)
        ctx.addIssue({ code: 'custom', message: 'A break lies within opening hours', path: ['breaks', i] });
    });
    for (let k = 1; k < sorted.length; k++)
      if (sorted[k]!.start < sorted[k - 1]!.end)
        ctx.addIssue({ code: 'custom', message: 'Breaks must not overlap', path: ['breaks'] });
  });
export type BusinessDay = z.infer<typeof businessDaySchema>;

export const businessHoursSchema = z.object({
  days: z
    .array(businessDaySchema)
    .length(7, 'Give all seven weekdays')
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'Each weekday once'),
});
export type BusinessHoursInput = z.infer<typeof businessHoursSchema>;
/** GET answer: the seven weekdays once set, none before (the forms then offer a default week). */
export const businessHoursAnswerSchema = z.object({
  days: z.array(businessDaySchema).max(7),
});

export const businessServiceInputSchema = z.object({
  name: requiredText(120),
  description: nullableText(1000).optional(),
  /** e.g. Hair, Massage, Dine In; free text. */
  serviceType: nullableText(60).optional(),
  email: emailSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  /** The service's own tax; when empty the property's tax applies (spec §5). */
  taxDetails: namedTaxSchema.nullable().optional(),
  active: z.boolean().default(true),
});
export type BusinessServiceInput = z.infer<typeof businessServiceInputSchema>;
export const updateBusinessServiceSchema = partialUpdate(businessServiceInputSchema);
export const businessServiceSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  serviceType: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxDetails: namedTaxSchema.nullable(),
  active: z.boolean(),
});
export type BusinessService = z.infer<typeof businessServiceSchema>;

// ------------------------------------------------------------------ business profile

export const propertyImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string().nullable(),
  main: z.boolean(),
  sort: z.number().int(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;
export const updatePropertyImageSchema = z.object({
  caption: nullableText(200).optional(),
  main: z.boolean().optional(),
  sort: count(1000).optional(),
});

/** Every field of the business profile (the session's property plus the back-office fields). */
export const propertyProfileSchema = propertySchema.extend({
  slogan: z.string().nullable(),
  businessDescription: z.string().nullable(),
  website: z.string().nullable(),
  whatsApp: z.string().nullable(),
  managerFirstName: z.string().nullable(),
  managerLastName: z.string().nullable(),
  managerEmail: z.string().nullable(),
  managerContactNo: z.string().nullable(),
  gstNumber: z.string().nullable(),
  noOfFloor: z.number().int().nullable(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  taxes: z.array(namedTaxSchema),
  images: z.array(propertyImageSchema),
  maxImages: z.number().int(),
});
export type PropertyProfile = z.infer<typeof propertyProfileSchema>;

/** PUT of the profile: every field optional, only those sent change. */
export const updatePropertyProfileSchema = z
  .object({
    name: requiredText(120),
    shortName: shortNameSchema.nullable(),
    businessType: z.enum(BUSINESS_TYPES),
    seoFriendlyName: seoFriendlyNameSchema.nullable(),
    localCurrency: z.enum(CURRENCIES),
    timezone: businessStepSchema.shape.timezone,
    email: emailSchema.nullable(),
    mobile: phoneSchema.nullable(),
    phone: phoneSchema.nullable(),
    whatsApp: phoneSchema.nullable(),
    website: urlText,
    slogan: nullableText(200),
    businessDescription: nullableText(4000),
    managerFirstName: nullableText(60),
    managerLastName: nullableText(60),
    managerEmail: emailSchema.nullable(),
    managerContactNo: phoneSchema.nullable(),
    gstNumber: nullableText(40),
    noOfFloor: count(300).nullable(),
    checkInTime: timeSchema.nullable(),
    checkOutTime: timeSchema.nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    facebook: urlText,
    instagram: urlText,
    twitter: urlText,
    address: addressSchema.partial(),
    taxes: z.array(namedTaxSchema).max(10),
  })
  .partial();
export type UpdatePropertyProfileInput = z.infer<typeof updatePropertyProfileSchema>;

export const seoNameCheckQuerySchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** The property asking: its own current name counts as available. */
  propertyId: idParam.optional(),
});
export const seoNameCheckSchema = z.object({
  name: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string().nullable(),
  suggestion: z.string().nullable(),
});
export type SeoNameCheck = z.infer<typeof seoNameCheckSchema>;

// ------------------------------------------------------------------ facilities

export const facilityInputSchema = z.object({
  name: requiredText(80),
  description: nullableText(500).optional(),
  icon: nullableText(60).optional(),
});
export type FacilityInput = z.infer<typeof facilityInputSchema>;
export const facilitySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
});
export type Facility = z.infer<typeof facilitySchema>;

// ------------------------------------------------------------------ room types

const roomTypeFields = z.object({
  name: requiredText(120),
  description: nullableText(2000).optional(),
  minOccupancy: positiveCount(50).default(1),
  maxOccupancy: positiveCount(50),
  /** Persons included in the base price; guests beyond it pay the extra adult / child charge. */
  baseOccupancy: positiveCount(50),
  extraAdultCharge: moneySchema.default(0),
  extraChildCharge: moneySchema.default(0),
  basePrice: moneySchema,
  weeklyPrice: moneySchema.nullable().optional(),
  monthlyPrice: moneySchema.nullable().optional(),
  /** Sold by bed (a dormitory): availability counts beds, each bed sleeps one. */
  shared: z.boolean().default(false),
  beds: z.array(requiredText(40)).max(50).default([]),
  /** Cheapest-room ordering (spec §5); 0 or null sorts last. */
  ranking: z.number().int().min(0).max(10_000).nullable().optional(),
  noOfRooms: count(1000),
  facilityIds: z.array(idSchema).max(100).default([]),
});

function roomTypeRules(
  v: Partial<z.infer<typeof roomTypeFields>>,
  ctx: z.core.$RefinementCtx<Partial<z.infer<typeof roomTypeFields>>>,
) {
  if (v.minOccupancy != null && v.maxOccupancy != null && v.minOccupancy > v.maxOccupancy)
    ctx.addIssue({
      code: 'custom',
      message: 'Must not exceed the maximum occupancy',
      path: ['minOccupancy'],
    });
  if (v.baseOccupancy != null && v.maxOccupancy != null && v.baseOccupancy > v.maxOccupancy)
    ctx.addIssue({
      code: 'custom',
      message: 'Must not exceed the maximum occupancy',
      path: ['baseOccupancy'],
    });
  if (v.shared && (v.beds?.length ?? 0) === 0)
    ctx.addIssue({ code: 'custom', message: 'A shared room lists its beds', path: ['beds'] });
}

export const roomTypeInputSchema = roomTypeFields.superRefine(roomTypeRules);
export type RoomTypeInput = z.infer<typeof roomTypeInputSchema>;
export const updateRoomTypeSchema = partialUpdate(roomTypeFields).superRefine(roomTypeRules);
export type UpdateRoomTypeInput = z.infer<typeof updateRoomTypeSchema>;

/** A room type's gallery image; how many a room type may keep is the property plan's image count (spec §9). */
export const roomTypeImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string().nullable(),
  isMain: z.boolean(),
  sortOrder: z.number().int(),
});
export type RoomTypeImage = z.infer<typeof roomTypeImageSchema>;
export const updateRoomTypeImageSchema = z.object({
  caption: nullableText(200).optional(),
  isMain: z.boolean().optional(),
  sortOrder: count(1000).optional(),
});
export type UpdateRoomTypeImageInput = z.infer<typeof updateRoomTypeImageSchema>;

export const roomTypeSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  minOccupancy: z.number().int(),
  maxOccupancy: z.number().int(),
  baseOccupancy: z.number().int(),
  extraAdultCharge: z.number(),
  extraChildCharge: z.number(),
  basePrice: z.number(),
  weeklyPrice: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  shared: z.boolean(),
  beds: z.array(z.string()),
  ranking: z.number().int().nullable(),
  noOfRooms: z.number().int(),
  /** Rooms (or beds, when shared) that can be sold: rooms in service × beds per room. */
  sellableUnits: z.number().int(),
  /** Physical rooms recorded for this type. */
  roomCount: z.number().int(),
  facilities: z.array(facilitySchema),
  /** The gallery, by order (the main image is flagged `isMain`). */
  images: z.array(roomTypeImageSchema).default([]),
  /** How many images this room type may keep (the property plan's image count). */
  maxImages: z.number().int().default(1),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

// ------------------------------------------------------------------ physical rooms

export const roomInputSchema = z.object({
  roomTypeId: idSchema,
  roomNumber: requiredText(20),
  floor: z.number().int().min(-10).max(300).nullable().optional(),
  bedType: z.enum(BED_TYPES).nullable().optional(),
  status: z.enum(ROOM_STATUSES).default('VACANT_READY'),
  inService: z.boolean().default(true),
  outOfOrderReason: nullableText(200).optional(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;
export const updateRoomSchema = partialUpdate(roomInputSchema);
export type UpdateRoomInput = z.infer<typeof updateRoomSchema>;
export const roomStatusInputSchema = z.object({ status: z.enum(ROOM_STATUSES) });
export const roomServiceInputSchema = z.object({
  inService: z.boolean(),
  outOfOrderReason: nullableText(200).optional(),
});
export const roomSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  roomNumber: z.string(),
  floor: z.number().int().nullable(),
  bedType: z.enum(BED_TYPES).nullable(),
  status: z.enum(ROOM_STATUSES),
  inService: z.boolean(),
  outOfOrderReason: z.string().nullable(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListQuerySchema = z.object({ roomTypeId: idParam.optional() });

// ------------------------------------------------------------------ rate plans

export const DEVIATION_TYPES = ['AMOUNT', 'PERCENT'] as const;
export type DeviationType = (typeof DEVIATION_TYPES)[number];

const ratePlanFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, 'Upper-case letters, digits, _ or -, up to 20'),
  name: requiredText(80),
  description: nullableText(1000).optional(),
  /** A fixed nightly amount; when null the plan follows the standard rate plus the deviation. */
  amount: moneySchema.nullable().optional(),
  deviationType: z.enum(DEVIATION_TYPES).default('AMOUNT'),
  /** Added to the standard rate (negative lowers it): an amount, or a percentage of the standard rate. */
  deviation: signedMoneySchema.default(0),
  mealPlan: z.enum(MEAL_PLANS).default('ROOM_ONLY'),
  inclusions: z.array(requiredText(80)).max(20).default([]),
  minStay: positiveCount(365).nullable().optional(),
  maxStay: positiveCount(365).nullable().optional(),
  minOccupancy: positiveCount(50).nullable().optional(),
  maxOccupancy: positiveCount(50).nullable().optional(),
  extraAdultCharge: moneySchema.nullable().optional(),
  extraChildCharge: moneySchema.nullable().optional(),
  /** Nights the plan may be sold on; empty means every day. */
  weekdays: weekdaysSchema.default([]),
  effectiveDate: isoDateSchema.nullable().optional(),
  expiryDate: isoDateSchema.nullable().optional(),
  active: z.boolean().default(true),
});
function ratePlanRules(
  v: Partial<z.infer<typeof ratePlanFields>>,
  ctx: z.core.$RefinementCtx<Partial<z.infer<typeof ratePlanFields>>>,
) {
  if (v.minStay != null && v.maxStay != null && v.minStay > v.maxStay)
    ctx.addIssue({ code: 'custom', message: 'Must not exceed the maximum stay', path: ['minStay'] });
  if (v.minOccupancy != null && v.maxOccupancy != null && v.minOccupancy > v.maxOccupancy)
    ctx.addIssue({
      code: 'custom',
      message: 'Must not exceed the maximum occupancy',
      path: ['minOccupancy'],
    });
  if (v.effectiveDate && v.expiryDate && v.expiryDate < v.effectiveDate)
    ctx.addIssue({ code: 'custom', message: 'Must not be before the effective date', path: ['expiryDate'] });
  if (v.deviationType === 'PERCENT' && v.deviation != null && v.deviation < -100)
    ctx.addIssue({
      code: 'custom',
      message: 'A percentage cannot lower by more than 100',
      path: ['deviation'],
    });
}
export const ratePlanInputSchema = ratePlanFields.superRefine(ratePlanRules);
export type RatePlanInput = z.infer<typeof ratePlanInputSchema>;
export const updateRatePlanSchema = partialUpdate(ratePlanFields).superRefine(ratePlanRules);
export type UpdateRatePlanInput = z.infer<typeof updateRatePlanSchema>;
export const ratePlanSchema = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  deviationType: z.enum(DEVIATION_TYPES),
  deviation: z.number(),
  mealPlan: z.enum(MEAL_PLANS),
  inclusions: z.array(z.string()),
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  minOccupancy: z.number().int().nullable(),
  maxOccupancy: z.number().int().nullable(),
  extraAdultCharge: z.number().nullable(),
  extraChildCharge: z.number().nullable(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  active: z.boolean(),
});
export type RatePlan = z.infer<typeof ratePlanSchema>;

// ------------------------------------------------------------------ rates and availability

/** One room type on one date. */
export const dailyRateSchema = z.object({
  date: z.string(),
  price: z.number(),
  total: z.number().int(),
  booked: z.number().int(),
  onHold: z.number().int(),
  blocked: z.number().int(),
  available: z.number().int(),
  closed: z.boolean(),
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  cta: z.boolean(),
  ctd: z.boolean(),
  stopSell: z.boolean(),
});
export type DailyRate = z.infer<typeof dailyRateSchema>;

/** Inline edit of one grid cell; booked is owned by bookings and cannot be edited here. */
export const updateDailyRateSchema = z
  .object({
    price: moneySchema,
    onHold: count(),
    blocked: count(),
    /** Sets blocked so that this many remain available. */
    available: count(),
    closed: z.boolean(),
    minStay: positiveCount(365).nullable(),
    maxStay: positiveCount(365).nullable(),
    cta: z.boolean(),
    ctd: z.boolean(),
    stopSell: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change')
  .refine((v) => !(v.available != null && v.blocked != null), {
    message: 'Send available or blocked, not both',
    path: ['available'],
  });
export type UpdateDailyRateInput = z.infer<typeof updateDailyRateSchema>;

export const MAX_GRID_DAYS = 90;
export const gridQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** Comma-separated room type ids; all of the property's when absent. */
  roomTypeIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Comma-separated ids')
    .transform((s) => s.split(',').map(Number))
    .optional(),
});
export type GridQuery = z.infer<typeof gridQuerySchema>;

export const planCellSchema = z.object({ date: z.string(), price: z.number(), sellable: z.boolean() });
export const gridSchema = z.object({
  propertyId: z.number().int(),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.string()),
  /** Dates the whole property is stopped (no sale of any room type). */
  propertyStopSell: z.array(z.string()),
  roomTypes: z.array(
    z.object({
      roomTypeId: z.number().int(),
      name: z.string(),
      shared: z.boolean(),
      cells: z.array(dailyRateSchema),
      plans: z.array(
        z.object({
          planId: z.number().int(),
          code: z.string(),
          name: z.string(),
          cells: z.array(planCellSchema),
        }),
      ),
    }),
  ),
});
export type Grid = z.infer<typeof gridSchema>;

export const PRICE_CHANGE_MODES = ['SET', 'INCREASE', 'DECREASE'] as const;
export const priceChangeSchema = z
  .object({
    mode: z.enum(PRICE_CHANGE_MODES),
    by: z.enum(DEVIATION_TYPES).default('AMOUNT'),
    value: moneySchema,
  })
  .refine((p) => !(p.mode === 'SET' && p.by === 'PERCENT'), {
    message: 'A price is set as an amount',
    path: ['by'],
  });
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const MAX_BULK_DAYS = 366;
export const bulkUpdateSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** Which weekdays of the range; empty or absent means every day. */
    weekdays: weekdaysSchema.default([]),
    /** Room types to change; empty when only the property stop-sell changes. */
    roomTypeIds: z.array(idSchema).max(100).default([]),
    price: priceChangeSchema.optional(),
    available: count().optional(),
    minStay: positiveCount(365).nullable().optional(),
    maxStay: positiveCount(365).nullable().optional(),
    cta: z.boolean().optional(),
    ctd: z.boolean().optional(),
    closed: z.boolean().optional(),
    /** Stop-sell of the listed room types. */
    stopSell: z.boolean().optional(),
    /** Stop-sell of the whole property on the matching dates. */
    propertyStopSell: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', message: 'Must not be before from', path: ['to'] });
    const changes = ['price', 'available', 'minStay', 'maxStay', 'cta', 'ctd', 'closed', 'stopSell'] as const;
    const roomTypeChange = changes.some((k) => v[k] !== undefined);
    if (!roomTypeChange && v.propertyStopSell === undefined)
      ctx.addIssue({ code: 'custom', message: 'Choose something to change', path: ['price'] });
    if (roomTypeChange && v.roomTypeIds.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Choose at least one room type', path: ['roomTypeIds'] });
  });
export type BulkUpdateInput = z.infer<typeof bulkUpdateSchema>;
export const bulkUpdateResultSchema = z.object({
  dates: z.array(z.string()),
  updatedCells: z.number().int(),
  propertyStopSellDates: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

// ------------------------------------------------------------------ quotes

export const MAX_STAY_NIGHTS = 90;
export const quoteRequestSchema = z
  .object({
    roomTypeId: idSchema,
    /** A rate plan of the room type; the standard rate when absent. */
    planId: idSchema.nullable().optional(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    adults: positiveCount(50).default(1),
    children: count(50).default(0),
    /** Rooms of this type (ignored for shared types: each guest takes a bed). */
    rooms: positiveCount(100).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.checkOut <= v.checkIn)
      ctx.addIssue({ code: 'custom', message: 'Must be after the check-in date', path: ['checkOut'] });
  });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const UNSELLABLE_REASONS = [
  'NO_RATES',
  'SOLD_OUT',
  'CLOSED',
  'STOP_SELL',
  'CLOSED_TO_ARRIVAL',
  'CLOSED_TO_DEPARTURE',
  'MIN_STAY',
  'MAX_STAY',
  'OVER_MAX_OCCUPANCY',
  'UNDER_MIN_OCCUPANCY',
  'PLAN_INACTIVE',
  'PLAN_OUTSIDE_VALIDITY',
  'PLAN_WEEKDAY',
] as const;
export type UnsellableReason = (typeof UNSELLABLE_REASONS)[number];
export const unsellableSchema = z.object({
  code: z.enum(UNSELLABLE_REASONS),
  message: z.string(),
  dates: z.array(z.string()),
});
export type Unsellable = z.infer<typeof unsellableSchema>;

export const quoteNightSchema = z.object({
  date: z.string(),
  /** Nightly rate of the plan for one room (or bed). */
  rate: z.number(),
  /** Extra persons over all rooms this night. */
  extraAdults: z.number().int(),
  extraChildren: z.number().int(),
  extraCharge: z.number(),
  /** Rate plus extra persons, all rooms. */
  amount: z.number(),
  /** Tax of the night, all rooms; each room's slab is chosen on that room's amount for the night. */
  tax: z.number(),
});
export const quoteSchema = z.object({
  roomTypeId: z.number().int(),
  planId: z.number().int().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  units: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  currency: z.string(),
  sellable: z.boolean(),
  reasons: z.array(unsellableSchema),
  /** Fewest units free on any night of the stay. */
  available: z.number().int(),
  breakdown: z.array(quoteNightSchema),
  roomCharge: z.number(),
  extraCharge: z.number(),
  subtotal: z.number(),
  taxes: z.array(z.object({ name: z.string(), amount: z.number() })),
  tax: z.number(),
  total: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const availabilitySearchSchema = z
  .object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    adults: positiveCount(50).default(1),
    children: count(50).default(0),
    rooms: positiveCount(100).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.checkOut <= v.checkIn)
      ctx.addIssue({ code: 'custom', message: 'Must be after the check-in date', path: ['checkOut'] });
  });
export type AvailabilitySearch = z.infer<typeof availabilitySearchSchema>;
export const availabilityResultSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  /** Room types ordered by ranking (spec §5), each with the standard quote and one per active plan. */
  roomTypes: z.array(
    z.object({
      roomTypeId: z.number().int(),
      name: z.string(),
      ranking: z.number().int().nullable(),
      available: z.number().int(),
      quotes: z.array(quoteSchema),
    }),
  ),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;

export const adjustBookedResultSchema = z.object({
  dates: z.array(z.string()),
  soldOut: z.array(z.string()),
});
