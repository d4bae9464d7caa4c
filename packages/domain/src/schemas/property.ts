import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { PLANS } from '../plans';

export const taxSlabSchema = z
  .object({
    minAmount: z.number().min(0),
    maxAmount: z.number().min(0).nullable(),
    percentage: z.number().min(0).max(100),
  })
  .refine((s) => s.maxAmount == null || s.maxAmount >= s.minAmount, {
    message: VALIDATION_KEYS.slabMax,
    path: ['maxAmount'],
  });
export type TaxSlab = z.infer<typeof taxSlabSchema>;

export const taxDetailsSchema = z.object({
  name: z.string().max(60).optional(),
  percentage: z.number().min(0).max(100).nullable(),
  taxSlabsList: z.array(taxSlabSchema),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

export const addressSchema = z.object({
  addressLine1: z.string().max(200).nullable(),
  addressLine2: z.string().max(200).nullable(),
  suburb: z.string().max(100).nullable(),
  city: z.string().max(100).nullable(),
  state: z.string().max(100).nullable(),
  country: z.string().max(100).nullable(),
  postcode: z.string().max(20).nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const subscriptionRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The property as the session keeps it (spec §3), plus the contact fields of the back office. */
export const propertySchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  plan: z.enum(PLANS).nullable(),
  logoUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  seoFriendlyName: z.string().nullable(),
  noOfRoomType: z.number().int(),
  subscriptionList: z.array(subscriptionRefSchema),
  taxDetails: taxDetailsSchema.nullable(),
  localCurrency: z.string(),
  timezone: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema,
});
export type Property = z.infer<typeof propertySchema>;
