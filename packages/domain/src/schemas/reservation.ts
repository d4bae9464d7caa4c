// Reservations of the services (issue 11): a customer's booking of one or more offerings' slots, each line holding
// a resource for a time range. The slot engine that finds free slots is ../slots.ts.
import { z } from 'zod';

import { STARTER_PLAN, type Plan } from '../plans';
import { SLOT_DAY_REASONS } from '../slots';
import { optionalText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { apiErrorSchema, idParam, idSchema, listQuery, pageOf } from './common';
import { auditLogEntrySchema } from './audit';
import { customerInputSchema } from './customer';
import { PAYMENT_MODES } from './front-desk-lists';
import { isoDateSchema } from './fields';
import { nullableOptional, nullableText, positiveCount, positiveMoney } from './helpers';
import { paymentSchema } from './payment';
import { appliedPromotionSchema, promotionCodeField, salePromotionSchema } from './promotion';

/** BOOKED → CONFIRMED → CHECKED_IN (arrived) → COMPLETED; CANCELLED (with a reason) and NO_SHOW end it early. */
export const RESERVATION_STATUSES = [
  'BOOKED',
  'CONFIRMED',
  'CHECKED_IN',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);

/** The actions of the lifecycle, each from the statuses it may start from. */
export const RESERVATION_TRANSITIONS = {
  confirm: { from: ['BOOKED'], to: 'CONFIRMED' },
  'check-in': { from: ['BOOKED', 'CONFIRMED'], to: 'CHECKED_IN' },
  complete: { from: ['CHECKED_IN'], to: 'COMPLETED' },
  cancel: { from: ['BOOKED', 'CONFIRMED'], to: 'CANCELLED' },
  'no-show': { from: ['BOOKED', 'CONFIRMED'], to: 'NO_SHOW' },
} as const satisfies Record<string, { from: readonly ReservationStatus[]; to: ReservationStatus }>;
export type ReservationAction = keyof typeof RESERVATION_TRANSITIONS;
export const RESERVATION_ACTIONS = Object.keys(RESERVATION_TRANSITIONS) as ReservationAction[];

/** The actions a reservation in a status offers (what the details page shows). */
export function reservationActions(status: ReservationStatus): ReservationAction[] {
  return RESERVATION_ACTIONS.filter((a) =>
    (RESERVATION_TRANSITIONS[a].from as readonly ReservationStatus[]).includes(status),
  );
}
/** A reservation can be moved to another slot while it has not started being served nor ended. */
export const canReschedule = (status: ReservationStatus) => status === 'BOOKED' || status === 'CONFIRMED';

/** Spec plan rule: a Business Starter property (or one without a plan) lists reservations but cannot take them. */
export const reservationsAllowed = (plan: Plan | null | undefined) => (plan ?? STARTER_PLAN) !== STARTER_PLAN;
export const RESERVATION_PLAN_MESSAGE =
  'Reservations are not part of the Business Starter plan. Upgrade your plan to take reservations.';

/** RS-000123: the property's running number as shown and as used in addresses. */
export const reservationReference = (sequence: number) => `RS-${String(sequence).padStart(6, '0')}`;
export const RESERVATION_REFERENCE_PATTERN = /^RS-\d{6,}$/;

const instantSchema = z.iso.datetime({ offset: true, message: VALIDATION_KEYS.dateTime });

// ------------------------------------------------------------------ free slots

/** GET /api/reservation/property/:propertyId/slots */
export const slotSearchQuerySchema = z.object({
  offeringId: idParam,
  date: isoDateSchema,
  /** A chosen resource; absent: any that can deliver the offering. */
  resourceId: idParam.optional(),
  persons: z.coerce
    .number()
    .int(VALIDATION_KEYS.wholeNumber)
    .min(1, VALIDATION_KEYS.atLeastOne)
    .max(500)
    .default(1),
});
export type SlotSearchQuery = z.infer<typeof slotSearchQuerySchema>;

export const freeSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  places: z.number().int(),
  resourceIds: z.array(z.number().int()),
});
export const slotDaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** Why the day offers nothing (null when it offers slots). */
  reason: z.enum(SLOT_DAY_REASONS).nullable(),
  slots: z.array(freeSlotSchema),
});
export type SlotDayAnswer = z.infer<typeof slotDaySchema>;

/** The 409 of a slot taken meanwhile: the error and the next free slots of the same offering. */
export const slotTakenErrorSchema = apiErrorSchema.extend({ nextSlots: z.array(freeSlotSchema).optional() });
export type SlotTakenError = z.infer<typeof slotTakenErrorSchema>;

// ------------------------------------------------------------------ create, reschedule, cancel

export const reservationLineInputSchema = z.object({
  offeringId: idSchema,
  /** A free slot's startsAt. */
  startsAt: instantSchema,
  /** A chosen resource; null or absent: any free one. */
  resourceId: idSchema.nullable().optional(),
  persons: positiveCount(500).default(1),
});

/**
 * POST /api/reservation/:reservationId/payment: a Paid payment of the payments module linked to the reservation
 * (in its currency; the date defaults to today in the property's zone). Answers the reservation, with `paid` and
 * `balance` updated. Also the shape of `advancePayment` at creation.
 */
export const reservationPaymentInputSchema = z.object({
  amount: positiveMoney,
  mode: z.enum(PAYMENT_MODES),
  reference: nullableOptional(optionalText(80)),
  date: isoDateSchema.optional(),
});
export type ReservationPaymentInput = z.infer<typeof reservationPaymentInputSchema>;

/** POST /api/reservation/property/:propertyId */
export const reservationInputSchema = z
  .object({
    lines: z.array(reservationLineInputSchema).min(1, VALIDATION_KEYS.atLeastOne).max(10),
    /** An existing customer of the property… */
    customerId: idSchema.optional(),
    /** …or a new one created with the reservation. */
    customer: customerInputSchema.optional(),
    notes: nullableOptional(nullableText(2000)),
    /** Where the service is delivered when the business goes to the customer. */
    serviceAddress: nullableOptional(nullableText(300)),
    /** Taken off the lines' prices before tax; capped by the user's maxBookingDiscountPercentage. */
    discountPercentage: z
      .number()
      .min(0, VALIDATION_KEYS.atLeastZero)
      .max(100, VALIDATION_KEYS.atMost100)
      .default(0),
    /** Taken with the reservation, in its transaction (a Paid advance payment of the payments module). */
    advancePayment: reservationPaymentInputSchema.optional(),
    /** A promotion's coupon code (issue 14): checked and its use counted in the reservation's transaction. */
    promotionCode: promotionCodeField,
  })
  .superRefine((v, ctx) => {
    if (v.customerId == null && v.customer == null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerMissing, path: ['customerId'] });
    if (v.customerId != null && v.customer != null)
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.customerTwice, path: ['customer'] });
  });
export type ReservationInput = z.infer<typeof reservationInputSchema>;

/**
 * POST /api/reservation/property/:propertyId/quote: what the reservation form would cost with its coupon code,
 * before it is saved (each line by its offering, persons and visit day; no slot is held, no use taken).
 */
export const reservationQuoteRequestSchema = z.object({
  lines: z
    .array(z.object({ offeringId: idSchema, date: isoDateSchema, persons: positiveCount(500).default(1) }))
    .min(1, VALIDATION_KEYS.atLeastOne)
    .max(10),
  customerId: idSchema.nullable().optional(),
  discountPercentage: z
    .number()
    .min(0, VALIDATION_KEYS.atLeastZero)
    .max(100, VALIDATION_KEYS.atMost100)
    .default(0),
  promotionCode: promotionCodeField,
});
export type ReservationQuoteRequest = z.infer<typeof reservationQuoteRequestSchema>;

export const reservationQuoteSchema = z.object({
  currency: z.string(),
  subtotal: z.number(),
  /** The clerk's discount and the code's together. */
  discountAmount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The code's outcome: its discount, or why it does not apply (null without a code). */
  promotion: appliedPromotionSchema.nullable(),
});
export type ReservationQuote = z.infer<typeof reservationQuoteSchema>;

/** POST /api/reservation/:reservationId/reschedule: one line to another start (and resource, or any). */
export const rescheduleInputSchema = z.object({
  lineId: idSchema,
  startsAt: instantSchema,
  resourceId: idSchema.nullable().optional(),
});
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

/** POST /api/reservation/:reservationId/cancel */
export const cancelReservationSchema = z.object({
  reason: z.string().trim().min(1, VALIDATION_KEYS.required).max(500, VALIDATION_KEYS.tooLong),
});
export type CancelReservationInput = z.infer<typeof cancelReservationSchema>;

// ------------------------------------------------------------------ answers

export const reservationLineSchema = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  offeringName: z.string(),
  resourceId: z.number().int(),
  resourceName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  persons: z.number().int(),
  unitPrice: z.number(),
  price: z.number(),
  tax: z.number(),
});
export type ReservationLine = z.infer<typeof reservationLineSchema>;

const reservationFields = {
  id: z.number().int(),
  propertyId: z.number().int(),
  referenceNumber: z.string(),
  status: reservationStatusSchema,
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  currency: z.string(),
  total: z.number(),
  createdAt: z.string(),
};

/** A row of the list: the reservation with its lines' offerings and resources named. */
export const reservationListItemSchema = z.object({
  ...reservationFields,
  offerings: z.string(),
  resources: z.string(),
  persons: z.number().int(),
});
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;

export const reservationSchema = z.object({
  ...reservationFields,
  notes: z.string().nullable(),
  serviceAddress: z.string().nullable(),
  subtotal: z.number(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  tax: z.number(),
  cancelReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
  lines: z.array(reservationLineSchema),
  /** Sum of the Paid payments (refunds negative) linked to the reservation. */
  paid: z.number(),
  /** total − paid. */
  balance: z.number(),
  /** The payments module's payments linked to it, oldest first. */
  payments: z.array(paymentSchema),
  /** The coupon code it was sold with (its discount is part of discountAmount), or null. */
  promotion: salePromotionSchema.nullable().optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/reservation/:reservationId/history: its audit log entries (reservation.read suffices), newest first. */
export const reservationHistorySchema = z.array(auditLogEntrySchema);

// ------------------------------------------------------------------ scheduler and today

/** GET /api/reservation/property/:propertyId/schedule: the scheduler's days (the property's), at most 7. */
export const scheduleQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to >= q.from, { message: VALIDATION_KEYS.endsAfterStart, path: ['to'] });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  /** How many reservations it serves at once. */
  capacity: z.number().int(),
  /** When it works within the days asked (its hours and the opening hours, minus breaks and time off). */
  working: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  /** The offerings it can deliver (a drop on it is only offered for these). */
  offeringIds: z.array(z.number().int()),
});
export type ScheduleResource = z.infer<typeof scheduleResourceSchema>;

/** One reservation line as a bar of the scheduler (cancelled and no-show lines are left out). */
export const scheduleLineSchema = z.object({
  lineId: z.number().int(),
  reservationId: z.number().int(),
  referenceNumber: z.string(),
  status: reservationStatusSchema,
  customerName: z.string(),
  offeringId: z.number().int(),
  offeringName: z.string(),
  resourceId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  persons: z.number().int(),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

export const scheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  resources: z.array(scheduleResourceSchema),
  lines: z.array(scheduleLineSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** GET /api/reservation/property/:propertyId/today: the Reservation Dashboard's and the service home's glance. */
export const reservationTodaySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** Today's reservations by status. */
  counts: z.record(reservationStatusSchema, z.number().int()),
  /** Booked or confirmed, starting from now on today, soonest first (at most 8). */
  nextArrivals: z.array(reservationListItemSchema),
  /** Checked in now (being served). */
  inService: z.array(reservationListItemSchema),
  /** For each bookable offering: free places left today from now on, and the next free start. */
  freeCapacity: z.array(
    z.object({
      offeringId: z.number().int(),
      offeringName: z.string(),
      freePlaces: z.number().int(),
      nextFree: z.string().nullable(),
    }),
  ),
  /** False on a Business Starter property: the create actions are absent (spec plan rule). */
  canCreate: z.boolean(),
});
export type ReservationToday = z.infer<typeof reservationTodaySchema>;

export const RESERVATION_SORTS = ['startsAt', 'referenceNumber', 'status', 'total', 'createdAt'] as const;
/** GET /api/reservation/property/:propertyId (and …/export): days are the property's calendar days. */
export const reservationListQuerySchema = listQuery({
  sorts: RESERVATION_SORTS,
  filters: {
    status: reservationStatusSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    offeringId: idParam.optional(),
    resourceId: idParam.optional(),
  },
});
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
export const reservationPageSchema = pageOf(reservationListItemSchema);
export type ReservationPage = z.infer<typeof reservationPageSchema>;
