// What the payment-link tests share: choosing a property's gateway as the super admin, paying a link through the
// test gateway, and Stripe webhook deliveries made from the recorded checkout event and signed by the library.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CreatedPaymentLink, PaymentCheckout, PaymentGatewayPage, PaymentLink } from '@bookone/domain';
import Stripe from 'stripe';
import { beforeAll, expect } from 'vitest';

import type { TestApp } from './helpers';

export const SUPER = 'superadmin@bookone.demo';
export const CARD = '4242424242424242';
export const WEBHOOK_SECRET = 'whsec_test_paymentLinkWebhookSigningSecret01';
export const STRIPE_KEYS = {
  publicKey: 'pk_test_paymentLinkTests0001',
  secretKey: 'sk_test_paymentLinkTests0001',
  webhookSecret: WEBHOOK_SECRET,
};

export const tokenOf = (l: CreatedPaymentLink) => l.path.replace('/pay/', '');

export function gatewayKit(t: () => TestApp, superToken: () => Promise<string>) {
  async function gatewayId(kind: 'TEST' | 'STRIPE') {
    const res = await t().api('GET', '/api/payment-gateway?size=200', { token: await superToken() });
    const g = res.json<PaymentGatewayPage>().items.find((x) => x.kind === kind);
    if (!g) throw new Error(`no ${kind} gateway`);
    return g.id;
  }
  /** The property's gateway setting, saved over its current version (TEST mode unless said). */
  async function useGateway(propertyId: number, body: Record<string, unknown>) {
    const token = await superToken();
    const current = await t().api('GET', `/api/payment-gateway/property/${propertyId}`, { token });
    const version = current.json<{ version: number }>().version ?? 0;
    const res = await t().api('PUT', `/api/payment-gateway/property/${propertyId}`, {
      token,
      body: { mode: 'TEST', version, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** The guest's checkout and Pay on the test gateway's page. */
  async function payOnTestGateway(token: string, cardNumber = CARD) {
    const started = await t().api('POST', `/api/public/pay/${token}/checkout`);
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId } = started.json<PaymentCheckout>();
    return t().api('POST', `/api/public/pay/${token}/test-pay`, { body: { sessionId, cardNumber } });
  }
  return { gatewayId, useGateway, payOnTestGateway };
}

/** The kit of a test file whose property takes its links through the test gateway from the start. */
export function onTestGateway(t: () => TestApp, superToken: () => Promise<string>, propertyId: () => number) {
  const kit = gatewayKit(t, superToken);
  beforeAll(async () => {
    await kit.useGateway(propertyId(), { gatewayId: await kit.gatewayId('TEST') });
  });
  return kit;
}

const recorded = readFileSync(join(__dirname, 'fixtures', 'stripe-checkout-session-completed.json'), 'utf8');

/** The recorded event, made about `link` (its id, amount and currency), with a session id of its own. */
export function stripeEventFor(
  link: PaymentLink,
  over: { amount?: number; type?: string; sessionId?: string } = {},
) {
  const event = JSON.parse(recorded) as { type: string; data: { object: Record<string, unknown> } };
  const s = event.data.object;
  s.id = over.sessionId ?? `cs_test_${link.id}_${Math.random().toString(36).slice(2)}`;
  s.payment_intent = `pi_test_${link.id}_${Math.random().toString(36).slice(2)}`;
  s.client_reference_id = String(link.id);
  s.metadata = { paymentLinkId: String(link.id), propertyId: String(link.propertyId) };
  s.amount_total = Math.round((over.amount ?? link.amount) * 100);
  s.currency = link.currency.toLowerCase();
  if (over.type) event.type = over.type;
  return JSON.stringify(event);
}

export const signStripe = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

export const deliverStripe = (
  t: TestApp,
  payload: string,
  signature: string | undefined,
  propertyId: number,
) =>
  // As Stripe calls: no APP_ID header (only BookOne's web app sends it).
  t.app.inject({
    method: 'POST',
    url: `/api/public/pay/webhook/stripe/${propertyId}`,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
