// The Stripe adapter (issue 13): a hosted Checkout Session per payment, webhooks verified by the official library
// with the property's signing secret (whsec_…), refunds of the session's payment intent.
import Stripe from 'stripe';

import {
  fromMinorUnits,
  GatewayUnavailableError,
  minorUnits,
  WebhookSignatureError,
  type GatewayAdapter,
  type ReceivedPayment,
} from './gateway-adapter';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string | null;
  testMode: boolean;
}

/** Where the client talks to (tests point it at a local server: no machine here reaches Stripe). */
export type StripeTransport = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/**
 * A Checkout Session's `expires_at` (seconds) for a link expiring at `expiresAt`: Stripe takes 30 minutes to 24 hours
 * from now (a minute inside each bound, for the clocks), and keeps a session open 24 hours when none is given.
 */
export function checkoutExpiry(expiresAt: Date, now = Date.now()): number {
  const at = Math.floor(now / 1000);
  return Math.min(at + 24 * 3600 - 60, Math.max(at + 31 * 60, Math.floor(expiresAt.getTime() / 1000)));
}

/** The events that say a checkout's money arrived (a card at once; a delayed method later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export function createStripeGateway(secrets: StripeSecrets, transport: StripeTransport = {}): GatewayAdapter {
  const stripe = new Stripe(secrets.secretKey, { ...transport, maxNetworkRetries: 1, timeout: 20_000 });

  return {
    kind: 'STRIPE',
    testMode: secrets.testMode,

    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: r.currency.toLowerCase(),
              unit_amount: minorUnits(r.amount, r.currency),
              product_data: { name: r.description.slice(0, 250) },
            },
          },
        ],
        client_reference_id: String(r.linkId),
        metadata: { paymentLinkId: String(r.linkId), propertyId: String(r.propertyId) },
        ...(r.customerEmail ? { customer_email: r.customerEmail } : {}),
        success_url: r.returnUrl,
        cancel_url: r.returnUrl,
        expires_at: checkoutExpiry(r.expiresAt),
      });
      return { sessionId: session.id, redirectUrl: session.url };
    },

    verifyWebhook(rawBody, signature): ReceivedPayment | null {
      if (!secrets.webhookSecret)
        throw new WebhookSignatureError('No webhook secret is set for this property');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      if (!PAID_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== 'paid') return null;
      const linkId = Number(session.metadata?.paymentLinkId ?? session.client_reference_id);
      if (!Number.isInteger(linkId) || linkId <= 0 || session.amount_total == null || !session.currency)
        return null;
      const currency = session.currency.toUpperCase();
      const intent = session.payment_intent;
      return {
        // The payment intent is what a refund names; a session always has one in payment mode.
        paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
        sessionId: session.id,
        linkId,
        amount: fromMinorUnits(session.amount_total, currency),
        currency,
      };
    },

    async refund(paymentRef, amount, currency, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentRef, amount: minorUnits(amount, currency) },
          // Stripe answers a repeated key with the first refund (for 24 hours): a retry never pays back twice.
          { idempotencyKey },
        );
        return { refundRef: refund.id };
      } catch (err) {
        // No answer, or Stripe's own failure: the refund may or may not exist; asking again with the key tells.
        if (
          err instanceof Stripe.errors.StripeConnectionError ||
          err instanceof Stripe.errors.StripeAPIError ||
          (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 0) >= 500)
        )
          throw new GatewayUnavailableError(err.message);
        throw err;
      }
    },
  };
}
