// Fixed lists and field schemas shared by the module schemas: dates, money, weekdays, times, names.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

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
export const isoDateSchema = z.string().refine(isIsoDate, VALIDATION_KEYS.isoDate);

/** Whole cents, never negative. */
export const isCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
export const moneySchema = z
  .number()
  .min(0, VALIDATION_KEYS.notNegative)
  .max(10_000_000, VALIDATION_KEYS.tooLarge)
  .refine(isCents, VALIDATION_KEYS.twoDecimals);
/** A signed amount (a deviation from the standard rate may lower it). */
export const signedMoneySchema = z
  .number()
  .min(-10_000_000)
  .max(10_000_000)
  .refine(isCents, VALIDATION_KEYS.twoDecimals);
export const percentSchema = z.number().min(0).max(100);
export const weekdaysSchema = z
  .array(z.enum(WEEKDAYS))
  .max(7)
  .refine((d) => new Set(d).size === d.length, VALIDATION_KEYS.weekdayTwice);

/** A 24-hour time, HH:MM. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const timeSchema = z.string().regex(TIME_PATTERN, VALIDATION_KEYS.time);

/** The short name prefixes booking and order numbers: a letter, then letters, digits, spaces or hyphens. */
export const SHORT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 -]{1,15}$/;
export const shortNameSchema = z.string().trim().regex(SHORT_NAME_PATTERN, VALIDATION_KEYS.shortName);

/** Public address slug: lower-case letters and digits in words joined by single hyphens, 3 to 60 characters. */
export const SEO_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const seoFriendlyNameSchema = z
  .string()
  .trim()
  .min(3, VALIDATION_KEYS.atLeastThree)
  .max(60, VALIDATION_KEYS.tooLong)
  .regex(SEO_NAME_PATTERN, VALIDATION_KEYS.seoName);

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
