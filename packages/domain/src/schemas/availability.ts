// Rates and availability: the daily grid, bulk updates, quotes and availability search. Dates are ISO calendar
// days ('YYYY-MM-DD'), money is in the property's currency with at most two decimals.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { idSchema } from './common';
import { isoDateSchema, moneySchema, weekdaysSchema } from './fields';
import { count, positiveCount } from './helpers';
import { DEVIATION_TYPES } from './room';

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
  .refine((v) => Object.keys(v).length > 0, VALIDATION_KEYS.fieldToChange)
  .refine((v) => !(v.available != null && v.blocked != null), {
    message: VALIDATION_KEYS.availableOrBlocked,
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
    .regex(/^\d+(,\d+)*$/, VALIDATION_KEYS.idList)
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
    message: VALIDATION_KEYS.setAsAmount,
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
    if (v.to < v.from) ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.toBeforeFrom, path: ['to'] });
    const changes = ['price', 'available', 'minStay', 'maxStay', 'cta', 'ctd', 'closed', 'stopSell'] as const;
    const roomTypeChange = changes.some((k) => v[k] !== undefined);
    if (!roomTypeChange && v.propertyStopSell === undefined)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.chooseChange, path: ['price'] });
    if (roomTypeChange && v.roomTypeIds.length === 0)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.chooseRoomType, path: ['roomTypeIds'] });
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
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.checkOutAfterCheckIn, path: ['checkOut'] });
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
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.checkOutAfterCheckIn, path: ['checkOut'] });
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
