// Payment links (issue 13): staff send a guest a link to pay a booking's balance, a reservation, an invoice, an
// outlet order or a free amount on the public page /pay/{token}, through the property's payment gateway (decision 0038).
import { z } from 'zod';

import { emailSchema, optionalText, phoneSchema, requiredText } from '../validation';
import { VALIDATION_KEYS } from '../validation-messages';
import { idParam, listQuery, pageOf } from './common';
import { CURRENCIES } from './fields';
import { GATEWAY_KINDS } from './payment-gateway';
import { publicQuoteSchema } from './enquiry-quote';
import { id, nullableOptional, positiveMoney } from './helpers';

/** What a link pays: the balance of a booking, a reservation, an issued invoice or an order, or an amount named. */
export const PAYMENT_LINK_PURPOSES = ['BOOKING', 'RESERVATION', 'INVOICE', 'ORDER', 'AMOUNT'] as const;
export type PaymentLinkPurpose = (typeof PAYMENT_LINK_PURPOSES)[number];

/** EXPIRED is read, never stored: an ACTIVE link past its expiry. */
export const PAYMENT_LINK_STATUSES = ['ACTIVE', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The subscription a property needs to send links (spec §6: names compared trimmed). */
export const PAYMENT_LINK_SUBSCRIPTION = 'Payment Link';
export const PAYMENT_LINK_MAX_DAYS = 30;

/** How a link also reaches a mobile: by SMS or WhatsApp, when the property holds an SMS subscription (outbox). */
export const PAYMENT_LINK_PHONE_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type PaymentLinkPhoneChannel = (typeof PAYMENT_LINK_PHONE_CHANNELS)[number];

/** The fields of a link's creation, without the rules between them (a form picks from it). */
export const paymentLinkFieldsSchema = z.object({
  purpose: z.enum(PAYMENT_LINK_PURPOSES),
  bookingId: id.optional(),
  reservationId: id.optional(),
  invoiceId: id.optional(),
  orderId: id.optional(),
  amount: positiveMoney.optional(),
  currency: z.enum(CURRENCIES).optional(),
  description: nullableOptional(optionalText(200)),
  email: nullableOptional(z.union([emailSchema, z.literal('')])),
  payerName: nullableOptional(optionalText(120)),
  /** A mobile the link is also sent to, by `phoneChannel` (SMS unless said). */
  phone: nullableOptional(z.union([phoneSchema, z.literal('')])),
  phoneChannel: z.enum(PAYMENT_LINK_PHONE_CHANNELS).optional(),
  validDays: z.number().int().min(1, VALIDATION_KEYS.atLeastOne).max(PAYMENT_LINK_MAX_DAYS).default(7),
  /** The email's language (the clerk's, unless the guest speaks another). */
  language: z.enum(['en', 'fr']).default('en'),
});
/**
 * POST /api/payment-link/property/:propertyId. BOOKING, RESERVATION, INVOICE and ORDER name their record; the amount
 * left out is its balance, and never more. AMOUNT needs the amount and a description; its currency defaults to the property's.
 * An email sends the link through the outbox.
 */
export const paymentLinkInputSchema = paymentLinkFieldsSchema.superRefine((v, ctx) => {
  const need = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: VALIDATION_KEYS.required });
  if (v.purpose === 'BOOKING' && v.bookingId == null) need('bookingId');
  if (v.purpose === 'RESERVATION' && v.reservationId == null) need('reservationId');
  if (v.purpose === 'INVOICE' && v.invoiceId == null) need('invoiceId');
  if (v.purpose === 'ORDER' && v.orderId == null) need('orderId');
  if (v.purpose === 'AMOUNT') {
    if (v.amount == null) need('amount');
    if (!v.description?.trim()) need('description');
  }
});
export type PaymentLinkInput = z.input<typeof paymentLinkInputSchema>;

export const paymentLinkSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  purpose: z.enum(PAYMENT_LINK_PURPOSES),
  bookingId: z.number().int().nullable(),
  reservationId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  expiresAt: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  payerName: z.string().nullable(),
  testMode: z.boolean(),
  paymentId: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/**
 * GET /api/payment-link/property/:propertyId/channels: how the property's links may reach the guest besides email
 * (SMS and WhatsApp need the SMS Host or SMS Subscription subscription; empty otherwise).
 */
export const paymentLinkChannelsSchema = z.object({
  phoneChannels: z.array(z.enum(PAYMENT_LINK_PHONE_CHANNELS)),
});
export type PaymentLinkChannels = z.infer<typeof paymentLinkChannelsSchema>;

/** The creation's answer: the only time the link's path (`/pay/{token}`) is ever told. */
export const createdPaymentLinkSchema = paymentLinkSchema.extend({ path: z.string() });
export type CreatedPaymentLink = z.infer<typeof createdPaymentLinkSchema>;

export const PAYMENT_LINK_SORTS = ['createdAt', 'expiresAt', 'amount', 'status'] as const;
/** GET /api/payment-link/property/:propertyId (and …/export). */
export const paymentLinkListQuerySchema = listQuery({
  sorts: PAYMENT_LINK_SORTS,
  filters: {
    status: z.enum(PAYMENT_LINK_STATUSES).optional(),
    purpose: z.enum(PAYMENT_LINK_PURPOSES).optional(),
    bookingId: idParam.optional(),
    reservationId: idParam.optional(),
    invoiceId: idParam.optional(),
    orderId: idParam.optional(),
  },
});
export type PaymentLinkListQuery = z.infer<typeof paymentLinkListQuerySchema>;
export const paymentLinkPageSchema = pageOf(paymentLinkSchema);
export type PaymentLinkPage = z.infer<typeof paymentLinkPageSchema>;

// ------------------------------------------------------------------ the public page (no sign-in)

/** A link's token: 43 base64url characters (32 random bytes). */
export const paymentLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_KEYS.unknownId);

/** GET /api/public/pay/:token: what the guest sees. */
export const publicPaymentLinkSchema = z.object({
  propertyName: z.string(),
  logoUrl: z.string().nullable(),
  purpose: z.enum(PAYMENT_LINK_PURPOSES),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  payerName: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** The property's gateway kind, and whether no real money moves (every screen says so). */
  gatewayKind: z.enum(GATEWAY_KINDS).nullable(),
  testMode: z.boolean(),
  /** An enquiry quote's deposit link: the stay that paying books, and why it no longer can (issue 15). */
  quote: publicQuoteSchema.nullable(),
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;

/**
 * POST /api/public/pay/:token/checkout. Stripe answers its hosted checkout page to go to; the test gateway answers
 * a session to pay on BookOne's own test checkout.
 */
export const paymentCheckoutSchema = z.object({
  gatewayKind: z.enum(GATEWAY_KINDS),
  redirectUrl: z.string().nullable(),
  sessionId: z.string().nullable(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

/** A test card that the test gateway declines (any other number pays). */
export const TEST_DECLINED_CARD = '4000000000000002';

/** POST /api/public/pay/:token/test-pay: the test gateway's "Pay". */
export const testGatewayPayInputSchema = z.object({
  sessionId: z.string().min(1).max(100),
  cardNumber: z.string().regex(/^\d{12,19}$/, VALIDATION_KEYS.number),
});
export type TestGatewayPayInput = z.infer<typeof testGatewayPayInputSchema>;

export const TEST_PAY_OUTCOMES = ['PAID', 'DECLINED'] as const;
export const testGatewayPayResultSchema = z.object({ outcome: z.enum(TEST_PAY_OUTCOMES) });
export type TestGatewayPayResult = z.infer<typeof testGatewayPayResultSchema>;

// ------------------------------------------------------------------ refunds through the gateway

/** Who received a payment a guest made through a link, as the payment list shows it, per gateway kind. */
export const ONLINE_RECEIVED_BY = { TEST: 'Online (test gateway)', STRIPE: 'Online (Stripe)' } as const;

/** A Paid card payment received through a payment link: it can be paid back through its gateway. */
export const isGatewayPayment = (p: {
  mode: string;
  status: string;
  amount: number;
  refundOf: number | null;
  receivedByName: string | null;
}) =>
  p.mode === 'Card' &&
  p.status === 'Paid' &&
  p.amount > 0 &&
  p.refundOf == null &&
  (Object.values(ONLINE_RECEIVED_BY) as (string | null)[]).includes(p.receivedByName);

/**
 * POST /api/payment-link/payment/:paymentId/refund: pays (part of) a card payment received through a payment link
 * back through the gateway that took it, recorded as a refund (refund_of) at most what the payment still holds.
 */
export const gatewayRefundInputSchema = z.object({
  amount: positiveMoney,
  reason: requiredText(500),
});
export type GatewayRefundInput = z.infer<typeof gatewayRefundInputSchema>;
