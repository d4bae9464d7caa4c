// Bookings (issue 5): create, list, cancel, and the live quote of the booking form.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { BOOKING_STATUSES } from '../front-office';
import { optionalText, requiredText } from '../validation';
import { idParam, idSchema, listQuery, pageOf } from './common';
import { PAYMENT_MODES } from './front-desk-lists';
import { customerInputSchema } from './customer';
import { isoDateSchema } from './fields';
import { id, nullableOptional } from './helpers';
import { appliedPromotionSchema, promotionCodeField, salePromotionSchema } from './promotion';

// ------------------------------------------------------------------ bookings

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** Where a booking came from: the desk, the property's own channels, the OTAs (original-app.md §3). */
export const BOOKING_SOURCES = [
  'Walk In',
  'Phone',
  'Email',
  'WebSite',
  'Fit Frequent Individual Traveller',
  'The Hotel Mate',
  'Booking.com',
  'Expedia',
  'Agoda',
  'AirBnB',
  'BookABach',
  'Hotels.com',
  'Homes&Away',
  'Google',
  'MakeMyTrip',
  'goibibo',
  'Others',
] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** Adults count from 1, children from 0: the message names the bound. */
const guests = (min: 0 | 1) =>
  z
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(min, min === 0 ? VALIDATION_KEYS.atLeastZero : VALIDATION_KEYS.atLeastOne)
    .max(50);

export const bookingCreateSchema = z
  .object({
    roomTypeId: idSchema,
    ratePlanId: idSchema.nullable().optional(),
    arrival: isoDateSchema,
    departure: isoDateSchema,
    rooms: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(100).default(1),
    adults: guests(1).default(1),
    children: guests(0).default(0),
    source: z.enum(BOOKING_SOURCES),
    externalReference: nullableOptional(optionalText(60)),
    /** An existing customer of the property… */
    customerId: idSchema.optional(),
    /** …or a new one created with the booking. */
    customer: customerInputSchema.optional(),
    notes: nullableOptional(optionalText(2000)),
    /** CONFIRMED takes the rooms now; ENQUIRY only records the request (no inventory taken). */
    status: z.enum(['CONFIRMED', 'ENQUIRY']).default('CONFIRMED'),
    /** Taken off the room charge and extras before tax; capped by the user's maxBookingDiscountPercentage. */
    discountPercentage: z
      .number()
      .min(0, VALIDATION_KEYS.atLeastZero)
      .max(100, VALIDATION_KEYS.atMost100)
      .default(0),
    /** Bill to company (issue 10): an ACTIVE company of the property's organisation, within its credit limit. */
    companyId: idSchema.nullable().optional(),
    /** A promotion's coupon code (issue 14): checked and its use counted in the booking's transaction. */
    promotionCode: promotionCodeField,
    /** Money taken with the booking: recorded as a Paid payment flagged advance. */
    advancePayment: z
      .object({
        amount: z.number().positive(VALIDATION_KEYS.positive).multipleOf(0.01, VALIDATION_KEYS.moneyDecimals),
        mode: z.enum(PAYMENT_MODES),
        reference: nullableOptional(optionalText(80)),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
    if (v.customerId == null && v.customer == null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerMissing, path: ['customerId'] });
    if (v.customerId != null && v.customer != null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerTwice, path: ['customer'] });
  });
export type BookingCreateInput = z.infer<typeof bookingCreateSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  bookingNumber: z.string(),
  status: bookingStatusSchema,
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  ratePlanId: z.number().int().nullable(),
  ratePlanName: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  /** Inventory units the booking takes: rooms, or beds of a shared type. */
  units: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  source: z.string(),
  externalReference: z.string().nullable(),
  customerId: z.number().int(),
  guestName: z.string(),
  guestEmail: z.string().nullable(),
  guestPhone: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  roomCharge: z.number(),
  extraCharge: z.number(),
  /** Room charge + extras − discountAmount: the taxed amount (total = subtotal + tax). */
  subtotal: z.number(),
  taxes: z.array(z.object({ name: z.string(), amount: z.number() })),
  tax: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  /** Services and expenses charged to the folio; balance = total + servicesTotal + expensesTotal − paid. */
  servicesTotal: z.number(),
  expensesTotal: z.number(),
  groupReference: z.string().nullable(),
  /** The company the booking is billed to (issue 10), or null. */
  companyId: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  /** The rooms (or beds) allocated, [fromDate, toDate) each. */
  allocations: z.array(
    z.object({
      id: z.number().int(),
      roomId: z.number().int(),
      roomNumber: z.string(),
      bed: z.number().int(),
      fromDate: z.string(),
      toDate: z.string(),
    }),
  ),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The coupon code it was booked with (its discount is part of discountAmount), or null. */
  promotion: salePromotionSchema.nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const BOOKING_SORTS = [
  'arrival',
  'departure',
  'bookingNumber',
  'createdAt',
  'guestName',
  'total',
] as const;
export const bookingListQuerySchema = listQuery({
  sorts: BOOKING_SORTS,
  filters: {
    /** One status or several, comma-separated (status tabs). */
    status: z
      .string()
      .trim()
      .regex(
        new RegExp(`^(${BOOKING_STATUSES.join('|')})(,(${BOOKING_STATUSES.join('|')}))*$`),
        VALIDATION_KEYS.unknownStatus,
      )
      .optional(),
    arrivalFrom: isoDateSchema.optional(),
    arrivalTo: isoDateSchema.optional(),
    /** Bookings staying at least one night in [stayFrom, stayTo]. */
    stayFrom: isoDateSchema.optional(),
    stayTo: isoDateSchema.optional(),
    /** Quick filters, today in the property's time zone: arriving (CONFIRMED arriving today), in house
     * (CHECKEDIN), departing (CHECKEDIN leaving today). */
    view: z.enum(['arrivals', 'inHouse', 'departures']).optional(),
    customerId: idParam.optional(),
    roomTypeId: idParam.optional(),
    groupReference: z.string().trim().max(60).optional(),
  },
}).superRefine((v, ctx) => {
  if (v.arrivalFrom && v.arrivalTo && v.arrivalTo < v.arrivalFrom)
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.arrivalToBeforeFrom, path: ['arrivalTo'] });
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingPageSchema = pageOf(bookingSchema);

export const cancelBookingSchema = z.object({ reason: requiredText(500) });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

// ------------------------------------------------------------------ live quote of the booking form

/**
 * POST /api/booking/property/:propertyId/quote: what the booking form would cost, before it is saved: the same
 * pricing as the create (plan rate by night, extra adults and children, discount capped by the user's limit, tax
 * by slabs) and whether the rooms are free. Never takes inventory. 400 on `discountPercentage` beyond the cap.
 */
export const bookingQuoteRequestSchema = z
  .object({
    roomTypeId: id,
    ratePlanId: id.nullable().optional(),
    arrival: isoDateSchema,
    departure: isoDateSchema,
    rooms: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(100).default(1),
    adults: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(50).default(1),
    children: z.number().int(VALIDATION_KEYS.wholeNumber).min(0).max(50).default(0),
    discountPercentage: z
      .number()
      .min(0, VALIDATION_KEYS.atLeastZero)
      .max(100, VALIDATION_KEYS.atMost100)
      .default(0),
    /** When quoting an amendment: the booking's own units are not counted against availability. */
    bookingId: id.optional(),
    /** A coupon code to price with (issue 14), and the guest, for a code limited per customer. */
    promotionCode: promotionCodeField,
    customerId: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
  });
export type BookingQuoteRequest = z.infer<typeof bookingQuoteRequestSchema>;

export const bookingQuoteSchema = z.object({
  available: z.boolean(),
  /** Why not (sold out on a date, stop-sell, too many guests for the rooms…), for the form to show. */
  message: z.string().nullable(),
  /** The fewest units free on any night of the stay. */
  unitsLeft: z.number().int(),
  currency: z.string(),
  nights: z.number().int(),
  units: z.number().int(),
  roomCharge: z.number(),
  extraCharge: z.number(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  subtotal: z.number(),
  taxes: z.array(z.object({ name: z.string(), amount: z.number() })),
  tax: z.number(),
  total: z.number(),
  /** The user's cap on discountPercentage (100 when unset). */
  maxDiscountPercentage: z.number(),
  /** The coupon code's outcome: its discount (in discountPercentage and discountAmount) or why it does not apply. */
  promotion: appliedPromotionSchema.nullable().optional(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
