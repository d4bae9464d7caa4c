// Front office (issue 5): customers and bookings — requests, responses and list queries.
import { z } from 'zod';

import { BOOKING_STATUSES } from '../front-office';
import { GENDERS, PAYMENT_MODES } from './front-desk-lists';
import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { idParam, idSchema, listQuerySchema, pageOf } from './common';
import { isoDateSchema } from './setup';

// ------------------------------------------------------------------ customers

const nullableOptional = <T extends z.ZodType>(s: T) => s.nullable().optional();

/** A guest of the property. Only the first name is required; email and phone follow spec §5. */
export const customerInputSchema = z.object({
  firstName: requiredText(80),
  lastName: nullableOptional(optionalText(80)),
  company: nullableOptional(optionalText(120)),
  email: nullableOptional(emailSchema),
  phone: nullableOptional(phoneSchema),
  addressLine1: nullableOptional(optionalText(200)),
  addressLine2: nullableOptional(optionalText(200)),
  city: nullableOptional(optionalText(80)),
  state: nullableOptional(optionalText(80)),
  country: nullableOptional(optionalText(80)),
  postcode: nullableOptional(optionalText(20)),
  notes: nullableOptional(optionalText(2000)),
  gender: z.enum(GENDERS).nullable().optional(),
  /** The guest's preferred language (free text: 'English', 'Français'…). */
  language: nullableOptional(optionalText(40)),
  birthday: isoDateSchema.nullable().optional(),
  anniversary: isoDateSchema.nullable().optional(),
  taxId: nullableOptional(optionalText(40)),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postcode: z.string().nullable(),
  notes: z.string().nullable(),
  gender: z.string().nullable(),
  language: z.string().nullable(),
  birthday: z.string().nullable(),
  anniversary: z.string().nullable(),
  taxId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Another customer of the property with the same email or phone: a warning, never a refusal. */
export const customerDuplicateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  matchedOn: z.array(z.enum(['email', 'phone'])),
});
export type CustomerDuplicate = z.infer<typeof customerDuplicateSchema>;

/** The answer of a create or update: the customer and the possible duplicates to review (or merge, later). */
export const customerSavedSchema = z.object({
  customer: customerSchema,
  duplicates: z.array(customerDuplicateSchema),
});
export type CustomerSaved = z.infer<typeof customerSavedSchema>;

export const CUSTOMER_SORTS = ['name', 'email', 'createdAt'] as const;
export const customerListQuerySchema = listQuerySchema.extend({
  sort: z.enum(CUSTOMER_SORTS).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerPageSchema = pageOf(customerSchema);

export const duplicateQuerySchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
  excludeId: idParam.optional(),
});
export type DuplicateQuery = z.infer<typeof duplicateQuerySchema>;

/** Compares phones by their digits only ('+64 21 555 0101' and '+64-21-5550101' are the same phone). */
export function phoneKey(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/**
 * The digits to look for among phone numbers when a list search looks like a phone (at least 3 digits and no
 * letter), else null: 'HARBOURVIEW-000123' or 'Room 12' are not phones, and their digits would match strangers'.
 */
export function phoneSearchDigits(search: string): string | null {
  if (/\p{L}/u.test(search)) return null;
  const digits = phoneKey(search);
  return digits.length >= 3 ? digits : null;
}

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

const guests = (min: number) => z.number().int('Whole number').min(min, `At least ${min}`).max(50);

export const bookingCreateSchema = z
  .object({
    roomTypeId: idSchema,
    ratePlanId: idSchema.nullable().optional(),
    arrival: isoDateSchema,
    departure: isoDateSchema,
    rooms: z.number().int('Whole number').min(1, 'At least 1').max(100).default(1),
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
    discountPercentage: z.number().min(0, 'At least 0').max(100, 'At most 100').default(0),
    /** Money taken with the booking: recorded as a Paid payment flagged advance. */
    advancePayment: z
      .object({
        amount: z.number().positive('Must be more than 0').multipleOf(0.01, 'At most 2 decimals'),
        mode: z.enum(PAYMENT_MODES),
        reference: nullableOptional(optionalText(80)),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: 'Must be after the arrival date', path: ['departure'] });
    if (v.customerId == null && v.customer == null)
      ctx.addIssue({ code: 'custom', message: 'Pick a customer or enter one', path: ['customerId'] });
    if (v.customerId != null && v.customer != null)
      ctx.addIssue({ code: 'custom', message: 'Pick a customer or enter one, not both', path: ['customer'] });
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
export const bookingListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(BOOKING_SORTS).optional(),
    /** One status or several, comma-separated (status tabs). */
    status: z
      .string()
      .trim()
      .regex(
        new RegExp(`^(${BOOKING_STATUSES.join('|')})(,(${BOOKING_STATUSES.join('|')}))*$`),
        'Unknown status',
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
  })
  .superRefine((v, ctx) => {
    if (v.arrivalFrom && v.arrivalTo && v.arrivalTo < v.arrivalFrom)
      ctx.addIssue({ code: 'custom', message: 'Must not be before arrivalFrom', path: ['arrivalTo'] });
  });
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingPageSchema = pageOf(bookingSchema);

export const cancelBookingSchema = z.object({ reason: requiredText(500) });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;
