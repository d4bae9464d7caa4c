// The public booking engine (issue 16): /book/{seoFriendlyName}, a property's own page where a guest finds a stay,
// prices it with the desk's quote, and books it paid (deposit or whole stay) or on hold. No sign-in.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, requiredText } from '../validation';
import { isoDateSchema } from './fields';
import { id, nullableOptional } from './helpers';
import { appliedPromotionSchema, promotionCodeField } from './promotion';

/** What the page shows for a business: rooms for accommodation, offerings and slots or tables for the others. */
export const BOOKING_ENGINE_KINDS = ['ACCOMMODATION', 'SERVICE', 'RESTAURANT'] as const;
export type BookingEngineKind = (typeof BOOKING_ENGINE_KINDS)[number];

export const BOOKING_ENGINE_LANGUAGES = ['en', 'fr'] as const;
export type BookingEngineLanguage = (typeof BOOKING_ENGINE_LANGUAGES)[number];

export const bookingEnginePhotoSchema = z.object({ url: z.string(), caption: z.string().nullable() });

/** A property's public profile: what the page (and its prerendered HTML) shows before any search. */
export const bookingEngineProfileSchema = z.object({
  seoFriendlyName: z.string(),
  name: z.string(),
  kind: z.enum(BOOKING_ENGINE_KINDS),
  slogan: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  photos: z.array(bookingEnginePhotoSchema),
  facilities: z.array(z.string()),
  /** The address as lines to print, empty parts left out. */
  address: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  /** Today in the property's zone: the first day a stay may start. */
  today: isoDateSchema,
  /** The share of the stay a deposit asks (0: only the whole stay is offered). */
  depositPercentage: z.number(),
  /** Whether a guest may ask for the stay on hold, paying nothing now (a property setting, off by default). */
  allowsHold: z.boolean(),
  /** Whether the property can take a payment online now (its gateway); without one, only a hold (if allowed). */
  paysOnline: z.boolean(),
});
export type BookingEngineProfile = z.infer<typeof bookingEngineProfileSchema>;

const stayFields = {
  arrival: isoDateSchema,
  departure: isoDateSchema,
  adults: z.coerce.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(50),
  children: z.coerce.number().int(VALIDATION_KEYS.wholeNumber).min(0, VALIDATION_KEYS.notNegative).max(50),
  rooms: z.coerce.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(20),
};

const departureAfterArrival = (v: { arrival: string; departure: string }, ctx: z.RefinementCtx) => {
  if (v.departure <= v.arrival)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
};

/** The search: dates, guests, rooms, and a coupon code to price with. */
export const bookingEngineSearchSchema = z
  .object({
    ...stayFields,
    children: stayFields.children.default(0),
    rooms: stayFields.rooms.default(1),
    promotionCode: promotionCodeField,
  })
  .superRefine(departureAfterArrival);
export type BookingEngineSearch = z.infer<typeof bookingEngineSearchSchema>;

/** One rate plan (or the standard rate, ratePlanId null) of a room type, priced for the stay by the desk's quote. */
export const bookingEngineOfferSchema = z.object({
  ratePlanId: z.number().int().nullable(),
  name: z.string().nullable(),
  available: z.boolean(),
  /** Why it cannot be sold (the quote's words), null when it can. */
  message: z.string().nullable(),
  roomCharge: z.number(),
  extraCharge: z.number(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What the deposit would be (the property's share of the total). */
  deposit: z.number(),
});
export type BookingEngineOffer = z.infer<typeof bookingEngineOfferSchema>;

export const bookingEngineRoomTypeSchema = z.object({
  roomTypeId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  maxOccupancy: z.number().int(),
  beds: z.array(z.string()),
  photos: z.array(bookingEnginePhotoSchema),
  facilities: z.array(z.string()),
  /** The fewest units free on any night of the stay. */
  unitsLeft: z.number().int(),
  offers: z.array(bookingEngineOfferSchema),
});
export type BookingEngineRoomType = z.infer<typeof bookingEngineRoomTypeSchema>;

export const bookingEngineAvailabilitySchema = z.object({
  arrival: isoDateSchema,
  departure: isoDateSchema,
  nights: z.number().int(),
  currency: z.string(),
  roomTypes: z.array(bookingEngineRoomTypeSchema),
  /** The code's outcome (applied, or why not); null without a code. */
  promotion: appliedPromotionSchema.nullable(),
});
export type BookingEngineAvailability = z.infer<typeof bookingEngineAvailabilitySchema>;

/** How the guest settles: a deposit now, the whole stay now, or nothing now (on hold, when the property allows). */
export const BOOKING_ENGINE_PAYMENTS = ['DEPOSIT', 'FULL', 'HOLD'] as const;
export type BookingEnginePayment = (typeof BOOKING_ENGINE_PAYMENTS)[number];

export const bookingEngineGuestSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailSchema,
  phone: nullableOptional(optionalText(30)),
  language: z.enum(BOOKING_ENGINE_LANGUAGES).default('en'),
});
export type BookingEngineGuest = z.infer<typeof bookingEngineGuestSchema>;

export const bookingEngineBookSchema = z
  .object({
    ...stayFields,
    children: stayFields.children.default(0),
    rooms: stayFields.rooms.default(1),
    roomTypeId: id,
    ratePlanId: id.nullable().optional(),
    promotionCode: promotionCodeField,
    guest: bookingEngineGuestSchema,
    notes: nullableOptional(optionalText(1000)),
    payment: z.enum(BOOKING_ENGINE_PAYMENTS),
  })
  .superRefine(departureAfterArrival);
export type BookingEngineBook = z.infer<typeof bookingEngineBookSchema>;

/**
 * The answer to a booking: PAY names the payment link whose checkout the page opens (the booking is made when it is
 * paid); HELD names the booking made on hold.
 */
export const bookingEngineBookedSchema = z.object({
  outcome: z.enum(['PAY', 'HELD']),
  /** The payment link's token (PAY): the page pays it through the public payment API, then reads the confirmation. */
  token: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  bookingNumber: z.string().nullable(),
});
export type BookingEngineBooked = z.infer<typeof bookingEngineBookedSchema>;

/** The confirmation page: the booking the payment made (or why it could not be made), the amount paid. */
export const bookingEngineConfirmationSchema = z.object({
  status: z.enum(['AWAITING_PAYMENT', 'CONFIRMED', 'ON_HOLD', 'REFUSED']),
  bookingNumber: z.string().nullable(),
  roomTypeName: z.string(),
  ratePlanName: z.string().nullable(),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  rooms: z.number().int(),
  currency: z.string(),
  total: z.number(),
  paid: z.number(),
  email: z.string(),
  /** REFUSED: why (the rooms sold out before the payment: nothing was taken). */
  problem: z.string().nullable(),
});
export type BookingEngineConfirmation = z.infer<typeof bookingEngineConfirmationSchema>;

/** The property's booking engine settings (staff): the hold option and the deposit's share. */
export const bookingEngineSettingsSchema = z.object({
  allowHold: z.boolean(),
  depositPercentage: z
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(0, VALIDATION_KEYS.atLeastZero)
    .max(100, VALIDATION_KEYS.atMost100),
});
export type BookingEngineSettings = z.infer<typeof bookingEngineSettingsSchema>;

/** The web booking a payment link carries until it is paid (payment_link.booking_request). */
export const bookingEngineRequestSchema = z.object({
  roomTypeId: z.number().int(),
  ratePlanId: z.number().int().nullable(),
  roomTypeName: z.string(),
  ratePlanName: z.string().nullable(),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  rooms: z.number().int(),
  promotionCode: z.string().nullable(),
  guest: bookingEngineGuestSchema,
  notes: z.string().nullable(),
  payment: z.enum(BOOKING_ENGINE_PAYMENTS),
  total: z.number(),
  /** Why the booking could not be made when the guest paid (the rooms sold out): nothing was taken. */
  problem: z.string().nullable().optional(),
});
export type BookingEngineRequest = z.infer<typeof bookingEngineRequestSchema>;
