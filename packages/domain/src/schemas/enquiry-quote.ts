// An enquiry's quote and the public enquiry form (issue 15): the clerk prices a stay with the booking quote, saves it
// on the enquiry (QUOTED) and sends it with a payment link for a deposit; the guest's payment books the stay.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { bookingQuoteSchema } from './booking';
import { isoDateSchema } from './fields';
import { count, id, money, nullableOptional, positiveCount } from './helpers';

/** How the clerk asks for the deposit: a share of the quote's total, or an amount. */
export const DEPOSIT_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The deposit a quote asks for, in cents of its currency (a share rounded to the cent, never above the total). */
export function depositOf(total: number, kind: DepositKind, value: number): number {
  const raw = kind === 'PERCENT' ? (total * value) / 100 : value;
  return Math.min(total, Math.round(raw * 100) / 100);
}

/**
 * PUT /api/enquiry/:enquiryId/quote: the stay as the booking form prices it (room type, plan, dates, guests,
 * discount) and the deposit. The server prices it again with live availability: a stay it cannot sell is a 409.
 */
export const enquiryQuoteInputSchema = z
  .object({
    roomTypeId: id,
    ratePlanId: id.nullable().optional(),
    arrival: isoDateSchema,
    departure: isoDateSchema,
    rooms: positiveCount(100).default(1),
    adults: positiveCount(50).default(1),
    children: count(50).default(0),
    discountPercentage: z
      .number()
      .min(0, VALIDATION_KEYS.atLeastZero)
      .max(100, VALIDATION_KEYS.atMost100)
      .default(0),
    depositKind: z.enum(DEPOSIT_KINDS).default('PERCENT'),
    depositValue: money().positive(VALIDATION_KEYS.positive).max(10_000_000),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
    if (v.depositKind === 'PERCENT' && v.depositValue > 100)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.atMost100, path: ['depositValue'] });
  });
export type EnquiryQuoteInput = z.infer<typeof enquiryQuoteInputSchema>;

/** POST /api/enquiry/:enquiryId/quote/preview: the booking form's live quote, and the deposit it would ask. */
export const enquiryQuotePreviewSchema = bookingQuoteSchema.extend({ deposit: z.number() });
export type EnquiryQuotePreview = z.infer<typeof enquiryQuotePreviewSchema>;

/** The quote as the enquiry keeps it: what the guest is offered and what the payment will book. */
export const enquiryQuoteSchema = z.object({
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  ratePlanId: z.number().int().nullable(),
  ratePlanName: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  discountPercentage: z.number(),
  currency: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  depositKind: z.enum(DEPOSIT_KINDS),
  depositValue: z.number(),
  /** The amount the payment link asks for. */
  deposit: z.number(),
  quotedAt: z.string(),
  quotedBy: z.number().int(),
  quotedByName: z.string(),
  /** The deposit's payment link once sent (a new quote forgets it: its link is cancelled). */
  paymentLinkId: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
});
export type EnquiryQuote = z.infer<typeof enquiryQuoteSchema>;

/** POST /api/enquiry/:enquiryId/quote/send: to the enquiry's email unless another is given, in en or fr. */
export const enquiryQuoteSendSchema = z.object({
  email: nullableOptional(emailSchema),
  /** The guest's language; left out, the one the enquiry came in (the public form's), else English. */
  language: z.enum(['en', 'fr']).optional(),
  validDays: z
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(1, VALIDATION_KEYS.atLeastOne)
    .max(30)
    .default(3),
});
export type EnquiryQuoteSend = z.infer<typeof enquiryQuoteSendSchema>;

/** The quote as the guest's pay page shows it, and why it can no longer be booked (sold out since). */
export const publicQuoteSchema = z.object({
  enquiryNumber: z.string(),
  roomTypeName: z.string(),
  ratePlanName: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  currency: z.string(),
  total: z.number(),
  deposit: z.number(),
  /** Set when a payment was refused because the stay can no longer be sold. */
  problem: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;

// ------------------------------------------------------------------ the public form

/** GET /api/public/enquire/:seoFriendlyName: what the form shows of the property (nothing of any other). */
export const publicEnquiryFormSchema = z.object({
  propertyName: z.string(),
  logoUrl: z.string().nullable(),
  /** The property's room types, offered as the accommodation type. */
  accommodationTypes: z.array(z.string()),
});
export type PublicEnquiryForm = z.infer<typeof publicEnquiryFormSchema>;

/** POST /api/public/enquire/:seoFriendlyName: the original booking engine's enquiry fields. */
export const publicEnquiryInputSchema = z
  .object({
    firstName: requiredText(60),
    lastName: requiredText(60),
    email: emailSchema,
    phone: nullableOptional(phoneSchema),
    accommodationType: nullableOptional(optionalText(60)),
    persons: positiveCount(500).default(1),
    rooms: positiveCount(200).default(1),
    children: count(500).default(0),
    pets: count(50).default(0),
    location: nullableOptional(optionalText(120)),
    checkInDate: isoDateSchema,
    checkOutDate: isoDateSchema,
    foodOptions: nullableOptional(optionalText(120)),
    dietaryRequirement: nullableOptional(optionalText(200)),
    budgetMin: money().min(0, VALIDATION_KEYS.atLeastZero).max(100_000_000).nullable().optional(),
    budgetMax: money().min(0, VALIDATION_KEYS.atLeastZero).max(100_000_000).nullable().optional(),
    notes: nullableOptional(optionalText(2000)),
    /** The language the guest filled the form in: the quote is sent in it. */
    language: z.enum(['en', 'fr']).default('en'),
  })
  .superRefine((v, ctx) => {
    if (v.checkOutDate <= v.checkInDate)
      ctx.addIssue({ code: 'custom', path: ['checkOutDate'], message: VALIDATION_KEYS.checkOutAfterCheckIn });
    if (v.budgetMin != null && v.budgetMax != null && v.budgetMax < v.budgetMin)
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: VALIDATION_KEYS.notBelowMinimum });
  });
export type PublicEnquiryInput = z.infer<typeof publicEnquiryInputSchema>;

/** The thank-you screen: the number to quote when the guest writes again. */
export const publicEnquiryReceiptSchema = z.object({ enquiryNumber: z.string(), propertyName: z.string() });
export type PublicEnquiryReceipt = z.infer<typeof publicEnquiryReceiptSchema>;
