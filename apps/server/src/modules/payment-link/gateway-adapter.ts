// The gateway adapter interface (issue 13, decision 0038): what a payment link needs from a card gateway. An adapter
// is chosen by the kind of the gateway the property's setting names (decision 0031), and built with that setting's
// opened secrets. A new provider is a new kind and an adapter here.
import type { GatewayKind } from '@bookone/domain';

export interface CheckoutRequest {
  linkId: number;
  propertyId: number;
  amount: number;
  currency: string;
  /** What the gateway's page shows the payer. */
  description: string;
  customerEmail: string | null;
  /** Where the gateway sends the payer back: the link's own page, which then reads the outcome. */
  returnUrl: string;
  /**
   * When the link stops taking money: the gateway's checkout should close then too, or a payer who lingers pays a
   * link already expired (an online reservation released meanwhile).
   */
  expiresAt: Date;
}

export interface CheckoutSession {
  /** The gateway's id of this checkout (a Stripe checkout session, a test-gateway session). */
  sessionId: string;
  /** A hosted checkout page to send the payer to; null when the page is BookOne's own (the test gateway). */
  redirectUrl: string | null;
}

/** A payment the gateway says it received, read from a verified webhook. */
export interface ReceivedPayment {
  /** The gateway's id of the money received: at most one payment is recorded per id (per kind). */
  paymentRef: string;
  sessionId: string;
  linkId: number;
  amount: number;
  currency: string;
}

export interface GatewayAdapter {
  kind: GatewayKind;
  /** No real money moves: every screen the payer sees says so. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * A webhook's body and signature header, verified with the property's webhook secret: the payment it reports, or
   * null for an event that is not a received payment. Throws WebhookSignatureError when the signature is wrong.
   * Absent for the test gateway, whose checkout page is BookOne's own and confirms through the same path directly.
   */
  verifyWebhook?(rawBody: string, signature: string | undefined): ReceivedPayment | null;
  /**
   * Pays back part or all of a received payment; answers the gateway's refund id. The same `idempotencyKey` pays
   * back once however often it is asked (a retry after a crash answers the first refund). Throws
   * GatewayUnavailableError when the outcome is unknown (no answer, the gateway's own failure); any other error is
   * the gateway's refusal.
   */
  refund(
    paymentRef: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<{ refundRef: string }>;
}

export class WebhookSignatureError extends Error {}

/** The gateway did not say yes or no (timeout, network, its own 5xx): the request may be asked again. */
export class GatewayUnavailableError extends Error {}

/** Currencies the gateways count in whole units (no cents): Stripe's zero-decimal list, as far as BookOne sells. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** An amount in the currency's smallest unit, as gateways take it (12.34 NZD → 1234; 1200 JPY → 1200). */
export const minorUnits = (amount: number, currency: string) =>
  ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100);
export const fromMinorUnits = (units: number, currency: string) =>
  ZERO_DECIMAL.has(currency.toUpperCase()) ? units : units / 100;
