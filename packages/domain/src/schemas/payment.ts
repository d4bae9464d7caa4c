// Payments and refunds.
import { z } from 'zod';

import { optionalText, requiredText } from '../validation';
import { idParam, listQuery, pageOf } from './common';
import { PAYMENT_MODES, PAYMENT_STATUSES } from './front-desk-lists';
import { CURRENCIES, isoDateSchema } from './fields';
import { id, nullableOptional, positiveMoney } from './helpers';

// ------------------------------------------------------------------ payments

/**
 * POST /api/payment/property/:propertyId; PUT /api/payment/:paymentId (only while NotPaid: 409 once Paid).
 * A Paid payment linked to a booking adds to its `paid`; a `payment` notification is raised for each payment
 * received (Paid).
 */
export const paymentInputSchema = z.object({
  bookingId: id.nullable().optional(),
  date: isoDateSchema,
  amount: positiveMoney,
  /** Left out: the booking's currency, or the property's localCurrency without a booking. */
  currency: z.enum(CURRENCIES).optional(),
  mode: z.enum(PAYMENT_MODES),
  status: z.enum(PAYMENT_STATUSES),
  reference: nullableOptional(optionalText(80)),
  description: nullableOptional(optionalText(500)),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** POST /api/payment/:paymentId/refund: a negative Paid payment on the same booking, at most what was paid. */
export const refundInputSchema = z.object({
  amount: positiveMoney,
  reason: requiredText(500),
  mode: z.enum(PAYMENT_MODES),
  date: isoDateSchema.optional(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  bookingId: z.number().int().nullable(),
  bookingNumber: z.string().nullable(),
  guestName: z.string().nullable(),
  /** A reservation of the services (issue 11) the payment is for, and its RS- reference. */
  reservationId: z.number().int().nullable(),
  reservationReference: z.string().nullable(),
  /** An order of an outlet (issue 12) the payment is for, and its number ({SHORTNAME}-O-000123). */
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
  expenseId: z.number().int().nullable(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** The payment this refund pays back. */
  refundOf: z.number().int().nullable(),
  advance: z.boolean(),
  receivedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_SORTS = ['date', 'amount', 'mode', 'status', 'createdAt'] as const;
/** GET /api/payment/property/:propertyId (and …/export, an .xlsx of the same filter). */
export const paymentListQuerySchema = listQuery({
  sorts: PAYMENT_SORTS,
  filters: {
    status: z.enum(PAYMENT_STATUSES).optional(),
    mode: z.enum(PAYMENT_MODES).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    bookingId: idParam.optional(),
    refunds: z.enum(['only', 'exclude']).optional(),
  },
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
export const paymentPageSchema = pageOf(paymentSchema).extend({
  /** Sum of the filtered payments (refunds negative). */
  totalAmount: z.number(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;
