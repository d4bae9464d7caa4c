// The public booking engine of a service business or a restaurant (issue 16, /book/{seoFriendlyName}): what it
// sells (offerings; a restaurant's table booking), a day's free slots from the same slot engine as the desk's
// reservation dialog, and the reservation a customer makes with their details. No sign-in: nothing here names a
// resource, another customer or another property.
import { z } from 'zod';

import { SLOT_DAY_REASONS } from '../slots';
import { emailSchema, phoneSchema, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { apiErrorSchema, idParam, idSchema } from './common';
import { isoDateSchema } from './fields';
import { nullableOptional, nullableText, positiveCount } from './helpers';
import { promotionCodeField } from './promotion';
import { reservationStatusSchema } from './reservation';

/** What a customer can book online: an offering of the property, without its resources or codes. */
export const publicOfferingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The name of the business service it belongs to (a massage room, a dining room), for grouping. */
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  /** Per person (per cover for a table booking), in the property's currency. */
  price: z.number(),
  /** Persons one booking may bring (a table booking: the largest table's seats). */
  maxPersons: z.number().int(),
  /** A restaurant's table reservation: persons are covers and the price is usually nothing. */
  tableBooking: z.boolean(),
  /** The main image's address, when the offering has one. */
  imageUrl: z.string().nullable(),
  /** Part of the price paid online when booking (0: confirmed without paying). */
  depositPercentage: z.number(),
});
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

/** GET /api/public/book/:seoFriendlyName/services */
export const publicServicesSchema = z.object({
  propertyName: z.string(),
  businessType: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  /** Today in the property's zone: the first day a customer may pick. */
  today: z.string(),
  offerings: z.array(publicOfferingSchema),
});
export type PublicServices = z.infer<typeof publicServicesSchema>;

/** GET /api/public/book/:seoFriendlyName/services/slots */
export const publicSlotQuerySchema = z.object({
  offeringId: idParam,
  date: isoDateSchema,
  persons: z.coerce
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(1, VALIDATION_KEYS.atLeastOne)
    .max(500)
    .default(1),
});
export type PublicSlotQuery = z.infer<typeof publicSlotQuerySchema>;

/** A free slot as a customer sees it: when, and how many places are left (never which resource). */
export const publicSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  places: z.number().int(),
});
export type PublicSlot = z.infer<typeof publicSlotSchema>;

export const publicSlotDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** Why the day offers nothing (null when it offers slots). */
  reason: z.enum(SLOT_DAY_REASONS).nullable(),
  slots: z.array(publicSlotSchema),
});
export type PublicSlotDay = z.infer<typeof publicSlotDaySchema>;

/** The 409 of a slot taken meanwhile: the error and the next free times of the same offering. */
export const publicSlotTakenSchema = apiErrorSchema.extend({
  nextSlots: z.array(publicSlotSchema).optional(),
});

/** POST /api/public/book/:seoFriendlyName/services/reservation */
export const publicReservationInputSchema = z.object({
  offeringId: idSchema,
  /** One of the free slots' startsAt. */
  startsAt: z.iso.datetime({ offset: true, message: VALIDATION_KEYS.dateTime }),
  persons: positiveCount(500).default(1),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: emailSchema,
  phone: phoneSchema,
  notes: nullableOptional(nullableText(1000)),
  promotionCode: promotionCodeField,
  /** The language the customer booked in: their confirmation is written in it. */
  language: z.enum(['en', 'fr']).default('en'),
});
export type PublicReservationInput = z.infer<typeof publicReservationInputSchema>;

/** The confirmation page: what was booked, what it costs, and where to pay the deposit when one is asked. */
export const publicReservationReceiptSchema = z.object({
  referenceNumber: z.string(),
  status: reservationStatusSchema,
  propertyName: z.string(),
  offeringName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  persons: z.number().int(),
  currency: z.string(),
  total: z.number(),
  discount: z.number(),
  /** The deposit to pay online and the page to pay it on (`/pay/…`); null when nothing is to be paid now. */
  deposit: z.number().nullable(),
  payPath: z.string().nullable(),
  /** When the deposit is due (its link's expiry): unpaid by then, the reservation is cancelled and its time freed. */
  depositDueAt: z.string().nullable(),
  email: z.string(),
});
export type PublicReservationReceipt = z.infer<typeof publicReservationReceiptSchema>;

/** A deposit link, and so the time it holds unpaid, lasts at most this long... */
export const DEPOSIT_HOLD_DAYS = 2;
/** ...and ends this long before the time starts: the business knows in time whether its customer is coming. */
export const DEPOSIT_DUE_BEFORE_START_MINUTES = 60;
/** Less time than this to pay the deposit is no real chance to: the reservation is confirmed without one. */
export const DEPOSIT_MIN_PAY_MINUTES = 15;

/**
 * When the deposit of an online reservation starting at `startsAt` falls due (its link's expiry, after which the
 * unpaid reservation is released), or null when the time starts too soon for a deposit to mean anything. A spa
 * would rather take the customer who books for this afternoon than turn them away, and a hold of a few minutes
 * would only lose the time to nobody: such a booking is confirmed at once without a deposit, paid at the visit
 * (a business that wants no last-minute bookings sets its service's minimum lead time).
 */
export function depositDueAt(startsAt: Date, now: Date): Date | null {
  const due = Math.min(
    now.getTime() + DEPOSIT_HOLD_DAYS * 86_400_000,
    startsAt.getTime() - DEPOSIT_DUE_BEFORE_START_MINUTES * 60_000,
  );
  return due - now.getTime() < DEPOSIT_MIN_PAY_MINUTES * 60_000 ? null : new Date(due);
}
