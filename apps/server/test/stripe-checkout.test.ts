// The Stripe adapter's checkout (issue 13): the session it asks Stripe for, read by a local server (no machine here
// reaches Stripe): the amount in minor units, the link named, and a closing time that follows the link's expiry within
// what Stripe accepts (30 minutes to 24 hours), so that a payer cannot pay a link that has expired meanwhile.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkoutExpiry, createStripeGateway } from '../src/modules/payment-link/stripe-gateway';

const bodies: URLSearchParams[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    bodies.push(new URLSearchParams(body));
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_local' });
    res.end(
      JSON.stringify({
        id: 'cs_test_local0001',
        object: 'checkout.session',
        url: 'https://checkout.example/cs',
      }),
    );
  });
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const HOUR = 3_600_000;

describe('a Stripe checkout', () => {
  it('asks for the amount in minor units, names the link, and closes when the link expires', async () => {
    const { port } = server.address() as AddressInfo;
    const stripe = createStripeGateway(
      { secretKey: 'sk_test_checkoutAdapter01', webhookSecret: null, testMode: true },
      { host: '127.0.0.1', port, protocol: 'http' },
    );
    const expiresAt = new Date(Date.now() + 5 * HOUR);
    const session = await stripe.createCheckout({
      linkId: 41,
      propertyId: 7,
      amount: 82.5,
      currency: 'NZD',
      description: 'Harbour View Hotel: deposit',
      customerEmail: 'guest@example.com',
      returnUrl: 'https://bookone.example/pay/abc',
      expiresAt,
    });
    expect(session).toEqual({ sessionId: 'cs_test_local0001', redirectUrl: 'https://checkout.example/cs' });
    const form = bodies.at(-1)!;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('8250');
    expect(form.get('client_reference_id')).toBe('41');
    expect(Number(form.get('expires_at'))).toBe(Math.floor(expiresAt.getTime() / 1000));
  });

  it('keeps the closing time within the 30 minutes to 24 hours Stripe accepts', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const s = (ms: number) => Math.floor(ms / 1000);
    expect(checkoutExpiry(new Date(now + 5 * HOUR), now)).toBe(s(now + 5 * HOUR));
    // A link expiring in 10 minutes (or already): the shortest session Stripe makes.
    expect(checkoutExpiry(new Date(now + 10 * 60_000), now)).toBe(s(now + 31 * 60_000));
    expect(checkoutExpiry(new Date(now - HOUR), now)).toBe(s(now + 31 * 60_000));
    // A link open for a week: the longest.
    expect(checkoutExpiry(new Date(now + 7 * 24 * HOUR), now)).toBe(s(now + 24 * HOUR - 60_000));
  });
});
