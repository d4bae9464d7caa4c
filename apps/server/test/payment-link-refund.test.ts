// Refunds through the gateway (issue 13, decision 0038's follow-up): a card payment a guest made through a payment
// link is paid back through the test gateway, recorded as a refund linked by refund_of with the gateway's refund id,
// never more than was paid; two clerks refunding it in full at once: one refund, the other 409; a payment taken at
// the desk is refused here, and the desk's refund refuses an online payment; another organisation's clerk finds
// nothing. A refund left pending (a crash between the gateway's answer and its record) blocks another and is
// finished once by the reconciler with the same idempotency key. The Stripe adapter's refund is checked offline
// against a recorded answer served by a local server (no machine here reaches Stripe). PGlite and PostgreSQL
// (TEST_DATABASE_URL).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import type { Booking, CreatedPaymentLink, Payment } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { payment } from '../src/db/schema';
import { ephemeralSecretsKey, SecretBox } from '../src/lib/secret-box';
import { createPaymentGatewayService } from '../src/modules/payment-gateway/payment-gateway.service';
import { GatewayUnavailableError } from '../src/modules/payment-link/gateway-adapter';
import { createGatewayChooser } from '../src/modules/payment-link/gateway-chooser';
import {
  refundIdempotencyKey,
  resolvePendingRefunds,
} from '../src/modules/payment-link/payment-link-refund.service';
import { createStripeGateway } from '../src/modules/payment-link/stripe-gateway';
import { createTestGateway } from '../src/modules/payment-link/test-gateway';
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

describe('the desk refund and an online payment', () => {
  it('refuses to record by hand a refund of an online payment, and still refunds cash taken at the desk', async () => {
    const { booking, paid } = await paidOnline(50);
    const desk = async (paymentId: number, token?: string) =>
      t.api('POST', `/api/payment/${paymentId}/refund`, {
        token: token ?? (await session.desk()),
        body: { amount: 10, reason: 'Overcharged', mode: 'Card' },
      });
    expectError(await desk(paid.id), 409, { message: /refund it through the gateway/ });
    expect(await t.db.select().from(payment).where(eq(payment.refundOf, paid.id))).toEqual([]);
    expectHidden(await desk(paid.id, await session(rival.propAdmin.username)));

    const cash = await t.api('POST', `/api/payment/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { bookingId: booking.id, date: day(0), amount: 30, mode: 'Cash', status: 'Paid' },
    });
    const back = await desk(cash.json<Payment>().id);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json<Payment>()).toMatchObject({ amount: -10, refundOf: cash.json<Payment>().id });
  });
});

describe('a refund left pending at the gateway', () => {
  it('blocks another refund of the payment, and the reconciler finishes it once with the same key', async () => {
    const { booking, paid } = await paidOnline(60);
    const before = await bookingOf(booking.id);
    // What the first step leaves when the process dies before the gateway's answer is recorded.
    const [pending] = await t.db
      .insert(payment)
      .values({
        propertyId: HARBOUR,
        bookingId: booking.id,
        date: day(0),
        amount: -25,
        currency: paid.currency,
        mode: 'Card',
        status: 'NotPaid',
        refundOf: paid.id,
        refundReason: 'Late check-out refused',
        receivedByName: 'Desk Clerk',
      })
      .returning();
    expectError(await refund(paid.id, { amount: 5, reason: 'Another' }), 409, { message: /in progress/ });
    // Nobody marks it paid by hand either: only the gateway's answer settles it.
    const edit = await t.api('PUT', `/api/payment/${pending!.id}`, {
      token: await session.desk(),
      body: { status: 'Paid' },
    });
    expectError(edit, 409, { message: /in progress/ });
    expect((await bookingOf(booking.id)).paid).toBe(before.paid);

    const chooser = createGatewayChooser(
      createPaymentGatewayService(t.db, new SecretBox(ephemeralSecretsKey())),
    );
    const later = new Date(Date.now() + 60_000);
    expect(await resolvePendingRefunds(t.db, chooser, later)).toEqual({
      refunded: 1,
      dropped: 0,
      stillPending: 0,
    });
    const [done] = await t.db.select().from(payment).where(eq(payment.id, pending!.id));
    // The test gateway answers a key with the same refund id each time: the reconciler asked with the row's key.
    const expected = await createTestGateway().refund(
      'any',
      25,
      paid.currency,
      refundIdempotencyKey(pending!.id),
    );
    expect(done).toMatchObject({ status: 'Paid', amount: -25, reference: expected.refundRef });
    expect((await bookingOf(booking.id)).paid).toBe(before.paid - 25);
    expect(await resolvePendingRefunds(t.db, chooser, later)).toEqual({
      refunded: 0,
      dropped: 0,
      stillPending: 0,
    });

    // The rest can go back now, and no more.
    expectError(await refund(paid.id, { amount: 35.01, reason: 'Too much' }), 400, { fields: ['amount'] });
    expect((await refund(paid.id, { amount: 35, reason: 'The rest' })).statusCode).toBe(201);
    expect((await bookingOf(booking.id)).paid).toBe(before.paid - 60);
  });
});

describe('the Stripe adapter refund (recorded answer, local server)', () => {
  it("refunds the payment intent in the currency's minor units and answers the refund id", async () => {
    const recorded = readFileSync(join(__dirname, 'fixtures', 'stripe-refund.json'), 'utf8');
    const seen: { path: string; body: string; auth: string; key: unknown }[] = [];
    let answer = { status: 200, body: recorded };
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => resolve(body));
      });
    const server = createServer((req, res) => {
      void read(req).then((body) => {
        seen.push({
          path: req.url ?? '',
          body,
          auth: req.headers.authorization ?? '',
          key: req.headers['idempotency-key'],
        });
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_recorded' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const stripe = createStripeGateway(
        { secretKey: 'sk_test_refundAdapter0001', webhookSecret: null, testMode: true },
        { host: '127.0.0.1', port, protocol: 'http' },
      );
      expect(await stripe.refund('pi_3QexamplePayment0001', 12.5, 'NZD', 'bookone-refund-41')).toEqual({
        refundRef: 're_3QexampleRefund0001',
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.path).toBe('/v1/refunds');
      const form = new URLSearchParams(seen[0]!.body);
      expect(form.get('payment_intent')).toBe('pi_3QexamplePayment0001');
      expect(form.get('amount')).toBe('1250');
      expect(seen[0]!.auth).toBe('Bearer sk_test_refundAdapter0001');
      // Stripe pays a repeated key back once: a retry after a crash answers the first refund.
      expect(seen[0]!.key).toBe('bookone-refund-41');
      // A zero-decimal currency goes as whole units.
      await stripe.refund('pi_3QexamplePayment0001', 1200, 'JPY', 'bookone-refund-42');
      expect(new URLSearchParams(seen[1]!.body).get('amount')).toBe('1200');

      // Stripe's refusal (a charge already refunded) is a refusal; its own failure leaves the outcome unknown.
      const refusal = JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Already refunded',
        },
      });
      answer = { status: 400, body: refusal };
      const refused = await stripe
        .refund('pi_3QexamplePayment0001', 5, 'NZD', 'k-1')
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(refused).not.toBeInstanceOf(GatewayUnavailableError);
      expect((refused as Error).message).toMatch(/Already refunded/);
      answer = {
        status: 500,
        body: JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }),
      };
      await expect(stripe.refund('pi_3QexamplePayment0001', 5, 'NZD', 'k-2')).rejects.toBeInstanceOf(
        GatewayUnavailableError,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
