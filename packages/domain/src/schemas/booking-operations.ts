// Operations on a booking (issue 5): allocation, check-in and check-out, amendments, audit, services and folio,
// group bookings, the tape chart and the front desk.
import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { optionalText } from '../validation';
import { SERVICE_TYPES } from './front-desk-lists';
import { customerInputSchema } from './customer';
import { BOOKING_SOURCES, bookingSchema } from './booking';
import { isoDateSchema } from './fields';
import { id, money, nullableOptional } from './helpers';

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

/**
 * GET /api/booking/:bookingId/check-out: what a check-out today would change, computed as the check-out does. Early
 * (before `departure`), the stay ends on `checkOutDate` and is re-priced for the nights stayed; `charges` are the
 * room total + services + expenses, `balance` what is left after `paid` (negative: the guest's credit).
 */
export const checkOutPreviewSchema = z.object({
  checkOutDate: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  nightsRemoved: z.number().int(),
  charges: z.number(),
  newCharges: z.number(),
  paid: z.number(),
  balance: z.number(),
  currency: z.string(),
});
export type CheckOutPreview = z.infer<typeof checkOutPreviewSchema>;

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
    rooms: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(100).optional(),
    adults: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(50).optional(),
    children: z.number().int(VALIDATION_KEYS.wholeNumber).min(0).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.arrival && v.departure && v.departure <= v.arrival)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
    if (Object.values(v).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.nothingToChange, path: [] });
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
  /** Bill to company (issue 10): an ACTIVE company of the organisation within its credit limit; null stops it. */
  companyId: id.nullable().optional(),
  /** Capped by the user's maxBookingDiscountPercentage (100 when unset): 400 on `discountPercentage` beyond it. */
  discountPercentage: z
    .number()
    .min(0, VALIDATION_KEYS.atLeastZero)
    .max(100, VALIDATION_KEYS.atMost100)
    .optional(),
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
  quantity: z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(999),
  unitPrice: money().min(0, VALIDATION_KEYS.atLeastZero).max(1_000_000),
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
  /** The company the booking is billed to (issue 10), active or not. */
  company: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
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
      .min(1, VALIDATION_KEYS.addRoom)
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
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.departureAfterArrival, path: ['departure'] });
    if (v.customerId == null && v.customer == null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerMissing, path: ['customerId'] });
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
  .refine((v) => v.to > v.from, { message: VALIDATION_KEYS.afterFrom, path: ['to'] });
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
