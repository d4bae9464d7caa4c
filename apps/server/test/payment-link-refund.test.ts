// Refunds through the gateway (issue 13): a card payment a guest made through a payment link is paid back through
// the test gateway, recorded as a refund linked by refund_of with the gateway's refund id, never more than was paid;
// two clerks refunding it in full at once: one refund, the other 409; a payment taken at the desk is refused, and
// another organisation's clerk finds nothing. The Stripe adapter's refund is checked offline against a recorded
// answer served by a local server (no machine here reaches Stripe).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { Booking, CreatedPaymentLink, Payment } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createStripeGateway } from '../src/modules/payment-link/stripe-gateway';
import { payment } from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { onTestGateway, SUPER, tokenOf } from './payment-link-fixtures';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR } = app));

const { payOnTestGateway } = onTestGateway(
  () => t,
  () => session(SUPER),
  () => HARBOUR,
);

/** A booking far ahead whose guest paid 120 through a link: the payment. */
async function paidOnline(amount = 120): Promise<{ booking: Booking; paid: Payment }> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Refund Test') });
  const booking = await createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(70),
    departure: day(72),
    customer: { firstName: 'Rua', lastName: 'Refund', email: uniqueEmail('rua') },
  });
  const res = await t.api('POST', `/api/payment-link/property/${HARBOUR}`, {
    token: await session.desk(),
    body: { purpose: 'BOOKING', bookingId: booking.id, amount },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await payOnTestGateway(tokenOf(res.json<CreatedPaymentLink>()))).json()).toEqual({
    outcome: 'PAID',
  });
  const [row] = await t.db.select().from(payment).where(eq(payment.bookingId, booking.id));
  const paid = await t.api('GET', `/api/payment/${row!.id}`, { token: await session.desk() });
  return { booking, paid: paid.json<Payment>() };
}

const refund = async (paymentId: number, body: Record<string, unknown>, token?: string) =>
  t.api('POST', `/api/payment-link/payment/${paymentId}/refund`, {
    token: token ?? (await session.desk()),
    body,
  });
const bookingOf = async (id: number) =>
  (await t.api('GET', `/api/booking/${id}`, { token: await session.desk() })).json<Booking>();

describe('refunding an online payment through its gateway', () => {
  it('pays part back, then the rest, never more; the refunds carry the gateway refund id', async () => {
    const { booking, paid } = await paidOnline();
    expect(paid).toMatchObject({ mode: 'Card', receivedByName: 'Online (test gateway)' });
    const before = await bookingOf(booking.id);

    const part = await refund(paid.id, { amount: 20, reason: 'Breakfast not served' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<Payment>()).toMatchObject({
      amount: -20,
      refundOf: paid.id,
      mode: 'Card',
      status: 'Paid',
    });
    expect(part.json<Payment>().reference).toMatch(/^test_re_/);
    expect((await bookingOf(booking.id)).paid).toBe(before.paid - 20);

    const over = expectError(await refund(paid.id, { amount: 100.01, reason: 'Too much' }), 400, {
      fields: ['amount'],
    });
    expect(over.fieldKeys?.amount).toBe('validation.atMostAmount');
    expectError(await refund(paid.id, { amount: 10 }), 400, { fields: ['reason'] });

    expect((await refund(paid.id, { amount: 100, reason: 'Stay cancelled' })).statusCode).toBe(201);
    expectError(await refund(paid.id, { amount: 1, reason: 'Again' }), 409, { message: /refunded in full/ });
    expect((await bookingOf(booking.id)).paid).toBe(before.paid - 120);
  });

  it('two clerks refunding in full at once: one refund, the other 409', async () => {
    const { paid } = await paidOnline(75);
    const [a, b] = await Promise.all([
      refund(paid.id, { amount: 75, reason: 'Desk one' }, await session.desk()),
      refund(paid.id, { amount: 75, reason: 'Manager' }, await session.manager()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refunds = await t.db.select().from(payment).where(eq(payment.refundOf, paid.id));
    expect(refunds.map((r) => r.amount)).toEqual([-75]);
  });

  it('refuses a payment taken at the desk, and answers other organisations as missing', async () => {
    const { booking, paid } = await paidOnline(40);
    const desk = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { bookingId: booking.id, date: day(0), amount: 30, mode: 'Cash', status: 'Paid' },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expectError(await refund(desk.json<Payment>().id, { amount: 5, reason: 'x' }), 409, {
      message: /not made online/,
    });
    expectHidden(await refund(paid.id, { amount: 5, reason: 'x' }, await session(rival.propAdmin.username)));
    expectError(await refund(paid.id, { amount: 5, reason: 'x' }, await session.housekeeping()), 403);
  });
});

describe('the Stripe adapter refund (recorded answer, local server)', () => {
  it("refunds the payment intent in the currency's minor units and answers the refund id", async () => {
    const recorded = readFileSync(join(__dirname, 'fixtures', 'stripe-refund.json'), 'utf8');
    const seen: { path: string; body: string; auth: string }[] = [];
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => resolve(body));
      });
    const server = createServer((req, res) => {
      void read(req).then((body) => {
        seen.push({ path: req.url ?? '', body, auth: req.headers.authorization ?? '' });
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_recorded' });
        res.end(recorded);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const stripe = createStripeGateway(
        { secretKey: 'sk_test_refundAdapter0001', webhookSecret: null, testMode: true },
        { host: '127.0.0.1', port, protocol: 'http' },
      );
      expect(await stripe.refund('pi_3QexamplePayment0001', 12.5, 'NZD')).toEqual({
        refundRef: 're_3QexampleRefund0001',
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.path).toBe('/v1/refunds');
      const form = new URLSearchParams(seen[0]!.body);
      expect(form.get('payment_intent')).toBe('pi_3QexamplePayment0001');
      expect(form.get('amount')).toBe('1250');
      expect(seen[0]!.auth).toBe('Bearer sk_test_refundAdapter0001');
      // A zero-decimal currency goes as whole units.
      await stripe.refund('pi_3QexamplePayment0001', 1200, 'JPY');
      expect(new URLSearchParams(seen[1]!.body).get('amount')).toBe('1200');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
