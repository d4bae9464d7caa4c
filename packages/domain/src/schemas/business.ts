// The business profile (spec §5): taxes, business hours and services, the profile, images, the public address.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { BUSINESS_TYPES } from '../constants';
import { emailSchema, phoneSchema, requiredText } from '../validation';
import { idParam } from './common';
import { addressSchema, propertySchema, taxSlabSchema } from './property';
import {
  CURRENCIES,
  WEEKDAYS,
  partialUpdate,
  percentSchema,
  seoFriendlyNameSchema,
  shortNameSchema,
  timeSchema,
  TIME_PATTERN,
} from './fields';
import { count, nullableText, urlText } from './helpers';
import { businessStepSchema } from './onboarding';

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
        message: VALIDATION_KEYS.percentageOrSlab,
        path: ['taxes', i, 'percentage'],
      });
    const slabs = [...t.taxSlabsList].sort((a, b) => a.minAmount - b.minAmount);
    for (let k = 1; k < slabs.length; k++) {
      const prev = slabs[k - 1]!;
      if (prev.maxAmount == null || prev.maxAmount >= slabs[k]!.minAmount)
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_KEYS.slabsOverlap,
          path: ['taxes', i, 'taxSlabsList'],
        });
    }
  });
  const names = v.taxes.map((t) => t.name.toLowerCase());
  if (new Set(names).size !== names.length)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.taxNames, path: ['taxes'] });
});
export type TaxStepInput = z.infer<typeof taxStepSchema>;

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
    if (!d.opensAt)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.requiredWhenOpen, path: ['opensAt'] });
    if (!d.closesAt)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.requiredWhenOpen, path: ['closesAt'] });
    if (!d.opensAt || !d.closesAt || !TIME_PATTERN.test(d.opensAt) || !TIME_PATTERN.test(d.closesAt)) return;
    if (d.breaks.some((b) => !TIME_PATTERN.test(b.start) || !TIME_PATTERN.test(b.end))) return;
    if (d.closesAt <= d.opensAt)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.afterOpening, path: ['closesAt'] });
    const sorted = [...d.breaks].sort((a, b) => a.start.localeCompare(b.start));
    d.breaks.forEach((b, i) => {
      if (b.end <= b.start)
        ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.breakEnd, path: ['breaks', i, 'end'] });
      if (b.start < d.opensAt! || b.end > d.closesAt!)
        ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.breakWithin, path: ['breaks', i] });
    });
    for (let k = 1; k < sorted.length; k++)
      if (sorted[k]!.start < sorted[k - 1]!.end)
        ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.breaksOverlap, path: ['breaks'] });
  });
export type BusinessDay = z.infer<typeof businessDaySchema>;

export const businessHoursSchema = z.object({
  days: z
    .array(businessDaySchema)
    .length(7, VALIDATION_KEYS.sevenWeekdays)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, VALIDATION_KEYS.weekdayOnce),
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
