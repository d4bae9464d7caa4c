// Bookings (issue 5): create, list, quote, and the front-office operations on a booking — allocation, check-in and
// check-out, amendments, audit, services and folio, group bookings, the tape chart and the front desk.
import { z } from 'zod';

import { BOOKING_STATUSES } from '../front-office';
import { optionalText, requiredText } from '../validation';
import { idParam, idSchema, listQuery, pageOf } from './common';
import { PAYMENT_MODES, SERVICE_TYPES } from './front-desk-lists';
import { customerInputSchema } from './customer';
import { isoDateSchema } from './fields';
import { id, money, nullableOptional } from './helpers';

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
export const bookingListQuerySchema = listQuery({
  sorts: BOOKING_SORTS,
  filters: {
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
  },
}).superRefine((v, ctx) => {
  if (v.arrivalFrom && v.arrivalTo && v.arrivalTo < v.arrivalFrom)
    ctx.addIssue({ code: 'custom', message: 'Must not be before arrivalFrom', path: ['arrivalTo'] });
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export const bookingPageSchema = pageOf(bookingSchema);

export const cancelBookingSchema = z.object({ reason: requiredText(500) });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

// ------------------------------------------------------------------ allocation, check-in, check-out

/** A room (bed 0) or a bed (1..n) of a shared room type. */
export const roomPickSchema = z.object({ roomId: id, bed: z.number().int().min(0).max(50).default(0) });
export type RoomPick = z.infer<typeof roomPickSchema>;

/** An allocation as bookings and the tape chart show it: [fromDate, toDate). */
export const allocationSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  roomNumber: z.string(),
  bed: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

/**
 * GET /api/booking/:bookingId/available-rooms: rooms (or beds) of the booking's room type free for all its nights,
 * in service. `clean` rooms (VACANT_READY) are offered first; check-in only accepts clean ones.
 */
export const availableRoomSchema = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  floor: z.number().int().nullable(),
  bed: z.number().int(),
  status: z.string(),
  clean: z.boolean(),
});
export type AvailableRoom = z.infer<typeof availableRoomSchema>;

/**
 * POST /api/booking/:bookingId/allocate: replaces the booking's allocation with exactly `units` picks (rooms, or
 * beds of a shared type); 409 when a pick is taken for one of the nights. POST /api/booking/:bookingId/release
 * drops it (not once checked in).
 */
export const allocateSchema = z.object({ rooms: z.array(roomPickSchema).min(1).max(100) });
export type AllocateInput = z.infer<typeof allocateSchema>;

/**
 * POST /api/booking/:bookingId/check-in: with `rooms` it allocates them first (exactly as many as booked, clean
 * ones); without, the booking must already have its rooms. The rooms become OCCUPIED.
 * POST /api/booking/:bookingId/check-out: only when the balance is settled (409 with the amount otherwise); rooms
 * become NOT_READY. POST /api/booking/:bookingId/undo-check-out: the same day only.
 * POST /api/booking/:bookingId/void and /no-show: no room may be allocated.
 */
export const checkInSchema = z.object({ rooms: z.array(roomPickSchema).max(100).optional() });
export type CheckInInput = z.infer<typeof checkInSchema>;

// ------------------------------------------------------------------ amendments

/**
 * POST /api/booking/:bookingId/amend: any of dates, room type, plan, rooms and guests. Re-quotes and re-checks
 * availability (409 when sold out, nothing changed); one audit entry per changed aspect (DATE_CHANGE,
 * ROOM_CATEGORY_CHANGE, PLAN_CHANGE, GUEST_CHANGE). Not for CANCELLED, VOID, NO_SHOW or CHECKEDOUT bookings; a
 * checked-in booking keeps its arrival date. A room-type change releases allocations that no longer fit.
 */
export const amendBookingSchema = z
  .object({
    arrival: isoDateSchema.optional(),
    departure: isoDateSchema.optional(),
    roomTypeId: id.optional(),
    ratePlanId: id.nullable().optional(),
    rooms: z.number().int('Whole number').min(1, 'At least 1').max(100).optional(),
    adults: z.number().int('Whole number').min(1, 'At least 1').max(50).optional(),
    children: z.number().int('Whole number').min(0).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.arrival && v.departure && v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: 'Must be after the arrival date', path: ['departure'] });
    if (Object.values(v).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', message: 'Nothing to change', path: [] });
  });
export type AmendBookingInput = z.infer<typeof amendBookingSchema>;

/**
 * POST /api/booking/:bookingId/room-shift (tape chart drag, room move at the desk): moves the allocation on
 * `fromRoomId`/`fromBed` to `toRoomId`/`toBed` from `fromDate` (default: the later of arrival and today) to the
 * end of the stay. A room of another type is a ROOM_CATEGORY_CHANGE: it needs `changeCategory: true`, re-prices
 * the booking and moves the inventory; otherwise a ROOM_SHIFT. 409 if the target is taken.
 */
export const roomShiftSchema = z.object({
  fromRoomId: id.optional(),
  fromBed: z.number().int().min(0).default(0),
  toRoomId: id,
  toBed: z.number().int().min(0).default(0),
  fromDate: isoDateSchema.optional(),
  changeCategory: z.boolean().default(false),
});
export type RoomShiftInput = z.infer<typeof roomShiftSchema>;

/** PUT /api/booking/:bookingId: details that do not change the price or inventory, and the discount. */
export const bookingDetailsSchema = z.object({
  customerId: id.optional(),
  source: z.enum(BOOKING_SOURCES).optional(),
  externalReference: nullableOptional(optionalText(60)),
  notes: nullableOptional(optionalText(2000)),
  /** Capped by the user's maxBookingDiscountPercentage (100 when unset): 400 on `discountPercentage` beyond it. */
  discountPercentage: z.number().min(0, 'At least 0').max(100, 'At most 100').optional(),
});
export type BookingDetailsInput = z.infer<typeof bookingDetailsSchema>;

// ------------------------------------------------------------------ audit, services, folio

/** GET /api/booking/:bookingId/audit: newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  previousValue: z.string().nullable(),
  newValue: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** POST /api/booking/:bookingId/services; DELETE /api/booking/:bookingId/services/:serviceId. */
export const serviceInputSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  description: nullableOptional(optionalText(200)),
  date: isoDateSchema,
  quantity: z.number().int('Whole number').min(1, 'At least 1').max(999),
  unitPrice: money().min(0, 'At least 0').max(1_000_000),
  taxPercentage: z.number().min(0).max(100).default(0),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const bookingServiceSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  serviceType: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  taxPercentage: z.number(),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  createdAt: z.string(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const FOLIO_LINE_KINDS = [
  'ROOM',
  'EXTRA',
  'DISCOUNT',
  'TAX',
  'SERVICE',
  'EXPENSE',
  'PAYMENT',
  'REFUND',
] as const;
/** GET /api/booking/:bookingId/folio: charges positive, payments negative; balance = their sum. */
export const folioSchema = z.object({
  bookingId: z.number().int(),
  currency: z.string(),
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(FOLIO_LINE_KINDS),
      description: z.string(),
      amount: z.number(),
      /** The service, expense or payment the line comes from. */
      refId: z.number().int().nullable(),
    }),
  ),
  charges: z.number(),
  payments: z.number(),
  balance: z.number(),
});
export type Folio = z.infer<typeof folioSchema>;

/** Everything the booking details page shows, in one call: GET /api/booking/:bookingId/details. */
export const bookingDetailsViewSchema = z.object({
  booking: bookingSchema,
  services: z.array(bookingServiceSchema),
  folio: folioSchema,
  /** Other bookings with the same group reference. */
  group: z.array(bookingSchema),
});
export type BookingDetailsView = z.infer<typeof bookingDetailsViewSchema>;

// ------------------------------------------------------------------ group bookings

/**
 * POST /api/booking/property/:propertyId/group: several room types (and rooms) for one guest and one stay, in one
 * transaction (all or nothing; 409 names the sold-out line). Each line becomes a booking with the same
 * groupReference. GET /api/booking/property/:propertyId/group/:groupReference lists them;
 * POST …/group/:groupReference/check-in (every line must have its rooms) and …/check-out (every balance settled).
 */
export const groupBookingCreateSchema = z
  .object({
    arrival: isoDateSchema,
    departure: isoDateSchema,
    lines: z
      .array(
        z.object({
          roomTypeId: id,
          ratePlanId: id.nullable().optional(),
          rooms: z.number().int().min(1).max(100).default(1),
          adults: z.number().int().min(1).max(50).default(1),
          children: z.number().int().min(0).max(50).default(0),
        }),
      )
      .min(1, 'Add at least one room')
      .max(20),
    source: z.enum(BOOKING_SOURCES),
    externalReference: nullableOptional(optionalText(60)),
    customerId: id.optional(),
    customer: customerInputSchema.optional(),
    notes: nullableOptional(optionalText(2000)),
    discountPercentage: z.number().min(0).max(100).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: 'Must be after the arrival date', path: ['departure'] });
    if (v.customerId == null && v.customer == null)
      ctx.addIssue({ code: 'custom', message: 'Pick a customer or enter one', path: ['customerId'] });
  });
export type GroupBookingCreateInput = z.infer<typeof groupBookingCreateSchema>;

// ------------------------------------------------------------------ tape chart and front desk

/**
 * GET /api/booking/property/:propertyId/calendar?from=&to= (at most 62 days): the resources (rooms, grouped by room
 * type) and every booking holding inventory or allocated in the range, with its allocations. Bookings without an
 * allocation for some night go in the "unallocated" row of their type.
 */
export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((v) => v.to > v.from, { message: 'Must be after from', path: ['to'] });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  roomTypes: z.array(
    z.object({ id: z.number().int(), name: z.string(), shared: z.boolean(), beds: z.number().int() }),
  ),
  rooms: z.array(
    z.object({
      id: z.number().int(),
      roomNumber: z.string(),
      floor: z.number().int().nullable(),
      roomTypeId: z.number().int(),
      status: z.string(),
      inService: z.boolean(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      bookingNumber: z.string(),
      status: z.string(),
      guestName: z.string(),
      roomTypeId: z.number().int(),
      arrival: z.string(),
      departure: z.string(),
      units: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      balance: z.number(),
      groupReference: z.string().nullable(),
      allocations: z.array(allocationSchema),
    }),
  ),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** GET /api/booking/property/:propertyId/front-desk: today in the property's time zone. */
export const frontDeskSchema = z.object({
  date: z.string(),
  arrivals: z.array(bookingSchema),
  departures: z.array(bookingSchema),
  inHouse: z.array(bookingSchema),
});
export type FrontDesk = z.infer<typeof frontDeskSchema>;

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
    rooms: z.number().int('Whole number').min(1, 'At least 1').max(100).default(1),
    adults: z.number().int('Whole number').min(1, 'At least 1').max(50).default(1),
    children: z.number().int('Whole number').min(0).max(50).default(0),
    discountPercentage: z.number().min(0, 'At least 0').max(100, 'At most 100').default(0),
    /** When quoting an amendment: the booking's own units are not counted against availability. */
    bookingId: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: 'Must be after the arrival date', path: ['departure'] });
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
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
