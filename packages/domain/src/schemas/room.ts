// Room types, physical rooms, facilities and rate plans.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { requiredText } from '../validation';
import { idParam, idSchema } from './common';
import {
  BED_TYPES,
  MEAL_PLANS,
  ROOM_STATUSES,
  WEEKDAYS,
  isoDateSchema,
  moneySchema,
  partialUpdate,
  signedMoneySchema,
  weekdaysSchema,
} from './fields';
import { count, nullableText, positiveCount } from './helpers';

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
      message: VALIDATION_KEYS.maxOccupancy,
      path: ['minOccupancy'],
    });
  if (v.baseOccupancy != null && v.maxOccupancy != null && v.baseOccupancy > v.maxOccupancy)
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_KEYS.maxOccupancy,
      path: ['baseOccupancy'],
    });
  if (v.shared && (v.beds?.length ?? 0) === 0)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.sharedBeds, path: ['beds'] });
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
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, VALIDATION_KEYS.planCode),
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
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.minOverMaxStay, path: ['minStay'] });
  if (v.minOccupancy != null && v.maxOccupancy != null && v.minOccupancy > v.maxOccupancy)
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_KEYS.maxOccupancy,
      path: ['minOccupancy'],
    });
  if (v.effectiveDate && v.expiryDate && v.expiryDate < v.effectiveDate)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.expiryBeforeEffective, path: ['expiryDate'] });
  if (v.deviationType === 'PERCENT' && v.deviation != null && v.deviation < -100)
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION_KEYS.percentBelow100,
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
