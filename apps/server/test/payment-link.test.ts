// Payment links (issue 13, decision 0038): the subscription and gateway gates, a link per booking balance,
// reservation and free amount (only the token's hash stored, the email through the outbox), the guest's public page,
// the test gateway's checkout (a declining card, a Pay recorded once however often or concurrently it is sent),
// Stripe webhooks verified by the library over a recorded payload (signature, replay, concurrency), cancel and
// expiry, and other tenants.
import { addDays } from '@bookone/domain';
import type {
  Booking,
  CreatedPaymentLink,
  PaymentCheckout,
  PaymentLink,
  PaymentLinkPage,
  PublicPaymentLink,
  Reservation,
} from '@bookone/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  notification,
  outboxMessage,
  payment,
  paymentLink,
  propertyPaymentSetting,
  propertySubscription,
  subscription,
} from '../src/db/schema';
import { day, openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import {
  CARD,
  deliverStripe,
  gatewayKit,
  signStripe as sign,
  STRIPE_KEYS,
  stripeEventFor as eventFor,
  SUPER,
  tokenOf,
} from './payment-link-fixtures';
import { at, createCatalogue, openDayFrom, reservationBody, reserve } from './reservation-fixtures';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, expectHidden, uniqueEmail, type ForeignTenant } from './support';
import { today } from './demo-app';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let SPA: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR, SPA } = app));

const DECLINED = '4000000000000002';
const { gatewayId, useGateway } = gatewayKit(
  () => t,
  () => session(SUPER),
);

async function newBooking(): Promise<Booking> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Link Test') });
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(40),
    departure: day(42),
    customer: { firstName: 'Grace', lastName: 'Payer', email: uniqueEmail('grace') },
  });
}

const getBooking = async (id: number) =>
  (await t.api('GET', `/api/booking/${id}`, { token: await session.desk() })).json<Booking>();

function createLink(body: Record<string, unknown>, token?: string | Promise<string>, propertyId = HARBOUR) {
  return Promise.resolve(token ?? session.desk()).then((tk) =>
    t.api('POST', `/api/payment-link/property/${propertyId}`, { token: tk, body }),
  );
}
async function created(body: Record<string, unknown>): Promise<CreatedPaymentLink> {
  const res = await createLink(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedPaymentLink>();
}

const page = (token: string) => t.api('GET', `/api/public/pay/${token}`);
const checkout = (token: string) => t.api('POST', `/api/public/pay/${token}/checkout`);
const testPay = (token: string, sessionId: string, cardNumber = CARD) =>
  t.api('POST', `/api/public/pay/${token}/test-pay`, { body: { sessionId, cardNumber } });

async function startCheckout(token: string) {
  const res = await checkout(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentCheckout>();
}

const paymentsOfLink = (linkId: number) =>
  t.db
    .select()
    .from(payment)
    .where(eq(payment.description, `Payment link #${linkId}`));

describe('payment link gates', () => {
  it('refuses a property without the Payment Link subscription (403) and one without a gateway (409)', async () => {
    const spa = await createLink(
      { purpose: 'AMOUNT', amount: 50, description: 'Gift card' },
      session('spa.admin@bookone.demo'),
      SPA,
    );
    expectError(spa, 403, { message: /Payment Link subscription/ });
    // Harbour holds the subscription; without a gateway (the demo's test gateway taken away) it cannot take a link.
    await t.db.delete(propertyPaymentSetting).where(eq(propertyPaymentSetting.propertyId, HARBOUR));
    expectError(await createLink({ purpose: 'AMOUNT', amount: 50, description: 'Gift card' }), 409, {
      message: /payment gateway/,
    });
    await useGateway(HARBOUR, { gatewayId: await gatewayId('TEST') });
  });

  it('answers field messages for what each purpose needs', async () => {
    const amount = expectError(await createLink({ purpose: 'AMOUNT' }), 400, {
      fields: ['amount', 'description'],
    });
    expect(amount.fieldKeys?.amount).toBe('validation.required');
    expectError(await createLink({ purpose: 'BOOKING' }), 400, { fields: ['bookingId'] });
    expectError(await createLink({ purpose: 'RESERVATION' }), 400, { fields: ['reservationId'] });
    expectError(await createLink({ purpose: 'AMOUNT', amount: 10, description: 'x', validDays: 90 }), 400, {
      fields: ['validDays'],
    });
  });
});

describe('a link for a booking balance, paid through the test gateway', () => {
  it('is made for the balance, keeps only the token hash and emails the link through the outbox', async () => {
    const b = await newBooking();
    expect(b.balance).toBeGreaterThan(0);
    const over = await createLink({ purpose: 'BOOKING', bookingId: b.id, amount: b.balance + 1 });
    expect(expectError(over, 400, { fields: ['amount'] }).fieldKeys?.amount).toBe('validation.atMostAmount');

    const email = uniqueEmail('payer');
    const link = await created({ purpose: 'BOOKING', bookingId: b.id, email, language: 'fr' });
    expect(link).toMatchObject({
      amount: b.balance,
      currency: b.currency,
      status: 'ACTIVE',
      reference: b.bookingNumber,
      testMode: true,
      payerName: 'Grace Payer',
    });
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(paymentLink).where(eq(paymentLink.id, link.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // The answer of a later read never carries the link again.
    const again = await t.api('GET', `/api/payment-link/${link.id}`, { token: await session.desk() });
    expect(again.body).not.toContain(token);

    const [mail] = await t.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));
    expect(mail).toMatchObject({ purpose: 'PAYMENT_LINK', channel: 'EMAIL', secret: `/pay/${token}` });
    expect(mail!.subject).toBe('Votre paiement à Harbour View Hotel');
    expect(mail!.body).toContain(b.bookingNumber);
    expect(mail!.body).toContain('MODE TEST');
    expect(`${mail!.body}${mail!.html}`).not.toContain(token);
  });

  it('shows the guest the property, what is paid and test mode; pays once; the balance drops', async () => {
    const b = await newBooking();
    const link = await created({ purpose: 'BOOKING', bookingId: b.id, amount: 100 });
    const token = tokenOf(link);

    const shown = await page(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<PublicPaymentLink>()).toMatchObject({
      propertyName: 'Harbour View Hotel',
      purpose: 'BOOKING',
      reference: b.bookingNumber,
      amount: 100,
      currency: b.currency,
      status: 'ACTIVE',
      gatewayKind: 'TEST',
      testMode: true,
    });
    expect(Object.keys(shown.json())).not.toContain('propertyId');

    const session1 = await startCheckout(token);
    expect(session1).toMatchObject({ gatewayKind: 'TEST', redirectUrl: null });
    expect(session1.sessionId).toMatch(/^test_cs_/);

    // Someone else's made-up session pays nothing.
    expectError(await testPay(token, 'test_cs_madeUp'), 400, { fields: ['sessionId'] });
    // The declining card: nothing recorded, the link still open.
    const declined = await testPay(token, session1.sessionId!, DECLINED);
    expect(declined.json()).toEqual({ outcome: 'DECLINED' });
    expect((await page(token)).json<PublicPaymentLink>().status).toBe('ACTIVE');

    const paid = await testPay(token, session1.sessionId!);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ outcome: 'PAID' });
    // Pressed again (a double click, a reload): the same answer, no second payment.
    expect((await testPay(token, session1.sessionId!)).json()).toEqual({ outcome: 'PAID' });

    const after = await getBooking(b.id);
    expect(after.paid).toBe(b.paid + 100);
    expect(after.balance).toBe(b.balance - 100);
    const payments = await paymentsOfLink(link.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ bookingId: b.id, amount: 100, status: 'Paid', mode: 'Card' });
    expect(payments[0]!.receivedByName).toBe('Online (test gateway)');

    const notes = await t.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.notificationType, 'PAYMENT'), eq(notification.referenceNumber, b.bookingNumber)),
      );
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringContaining('received online'));

    const closed = (await page(token)).json<PublicPaymentLink>();
    expect(closed.status).toBe('PAID');
    expect(closed.paidAt).not.toBeNull();
    expectError(await checkout(token), 409, { message: /already been paid/ });
    const listed = await t.api('GET', `/api/payment-link/property/${HARBOUR}?status=PAID&bookingId=${b.id}`, {
      token: await session.desk(),
    });
    expect(listed.json<PaymentLinkPage>().items.map((l) => l.id)).toEqual([link.id]);
  });

  it('records one payment when the Pay is sent many times at once', async () => {
    const b = await newBooking();
    const link = await created({ purpose: 'BOOKING', bookingId: b.id, amount: 60 });
    const token = tokenOf(link);
    const { sessionId } = await startCheckout(token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => testPay(token, sessionId!)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await paymentsOfLink(link.id)).toHaveLength(1);
    expect((await getBooking(b.id)).paid).toBe(b.paid + 60);
  });

  it('answers an unknown or malformed token as missing', async () => {
    expectError(await page('A'.repeat(43)), 404);
    expectError(await page('short'), 400);
  });
});

describe('cancel and expiry', () => {
  it('a cancelled link says so and takes no checkout; it cannot be cancelled twice', async () => {
    const link = await created({ purpose: 'AMOUNT', amount: 25, description: 'Late checkout' });
    const res = await t.api('POST', `/api/payment-link/${link.id}/cancel`, { token: await session.desk() });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json<PaymentLink>();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.cancelledByName).toMatch(/\S/);
    expect((await page(tokenOf(link))).json<PublicPaymentLink>().status).toBe('CANCELLED');
    expectError(await checkout(tokenOf(link)), 409, { message: /cancelled/ });
    expectError(
      await t.api('POST', `/api/payment-link/${link.id}/cancel`, { token: await session.desk() }),
      409,
    );
  });

  it('an expired link reads EXPIRED, in the list filter too, and takes no checkout', async () => {
    const link = await created({ purpose: 'AMOUNT', amount: 30, description: 'Parking' });
    await t.db
      .update(paymentLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLink.id, link.id));
    expect((await page(tokenOf(link))).json<PublicPaymentLink>().status).toBe('EXPIRED');
    expectError(await checkout(tokenOf(link)), 409, { message: /expired/ });
    const list = await t.api('GET', `/api/payment-link/property/${HARBOUR}?status=EXPIRED`, {
      token: await session.desk(),
    });
    expect(list.json<PaymentLinkPage>().items.map((l) => l.id)).toContain(link.id);
    const active = await t.api('GET', `/api/payment-link/property/${HARBOUR}?status=ACTIVE&size=100`, {
      token: await session.desk(),
    });
    expect(active.json<PaymentLinkPage>().items.map((l) => l.id)).not.toContain(link.id);
  });
});

describe('a link for a reservation', () => {
  it('pays the reservation balance through the payment module', async () => {
    const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Payment Link'));
    await t.db.insert(propertySubscription).values({ propertyId: SPA, subscriptionId: sub!.id });
    await useGateway(SPA, { gatewayId: await gatewayId('TEST') });
    const spaAdmin = await session('spa.admin@bookone.demo');
    const cat = await createCatalogue(t, SPA, { price: 120 });
    const r = await reserve(
      t,
      SPA,
      spaAdmin,
      reservationBody(cat.offeringId, at(openDayFrom(today, 10, addDays), '10:00')),
    );
    const res = await createLink({ purpose: 'RESERVATION', reservationId: r.id }, spaAdmin, SPA);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<CreatedPaymentLink>();
    expect(link).toMatchObject({ amount: r.balance, reference: r.referenceNumber, purpose: 'RESERVATION' });
    const { sessionId } = await startCheckout(tokenOf(link));
    expect((await testPay(tokenOf(link), sessionId!)).json()).toEqual({ outcome: 'PAID' });
    const after = await t.api('GET', `/api/reservation/${r.id}`, { token: spaAdmin });
    expect(after.json<Reservation>()).toMatchObject({ paid: r.balance, balance: 0 });
    // Paid in full: another link is refused.
    expectError(await createLink({ purpose: 'RESERVATION', reservationId: r.id }, spaAdmin, SPA), 409);
  });
});

describe('a link sent to a mobile', () => {
  it('goes by SMS or WhatsApp only where the property holds an SMS subscription', async () => {
    const smsSubscriptions = await t.db
      .select()
      .from(subscription)
      .where(inArray(subscription.name, ['SMS Host', 'SMS Subscription']));
    const ids = smsSubscriptions.map((s) => s.id);
    await t.db
      .delete(propertySubscription)
      .where(
        and(eq(propertySubscription.propertyId, HARBOUR), inArray(propertySubscription.subscriptionId, ids)),
      );
    const channels = async (token?: string) =>
      t.api('GET', `/api/payment-link/property/${HARBOUR}/channels`, {
        token: token ?? (await session.desk()),
      });
    expect((await channels()).json()).toEqual({ phoneChannels: [] });
    const phone = '+64 21 555 0199';
    expectError(await createLink({ purpose: 'AMOUNT', amount: 20, description: 'Spa voucher', phone }), 409, {
      message: /no SMS subscription/,
    });

    await t.db.insert(propertySubscription).values({ propertyId: HARBOUR, subscriptionId: ids[0]! });
    expect((await channels()).json()).toEqual({ phoneChannels: ['SMS', 'WHATSAPP'] });
    const email = uniqueEmail('texted');
    const link = await created({
      purpose: 'AMOUNT',
      amount: 20,
      description: 'Spa voucher',
      email,
      phone,
      phoneChannel: 'WHATSAPP',
    });
    expect(link.phone).toBe(phone);
    const sent = await t.db
      .select()
      .from(outboxMessage)
      .where(
        and(eq(outboxMessage.relatedEntity, 'payment_link'), eq(outboxMessage.relatedId, String(link.id))),
      );
    expect(sent.map((m) => [m.channel, m.recipient, m.status]).sort()).toEqual([
      ['EMAIL', email, 'PENDING'],
      ['WHATSAPP', phone, 'PENDING'],
    ]);
    // The text carries the link as the outbox's secret, joined in only when sent.
    expect(sent.find((m) => m.channel === 'WHATSAPP')).toMatchObject({ secret: link.path });
    expect(sent.find((m) => m.channel === 'WHATSAPP')!.body).toContain('20');

    expectHidden(await channels(await session(rival.propAdmin.username)));
    expectError(await channels(await session.housekeeping()), 403);
  });
});

describe('other tenants', () => {
  it("never reach another property's links", async () => {
    const link = await created({ purpose: 'AMOUNT', amount: 12, description: 'Minibar' });
    const token = await session(rival.propAdmin.username);
    expectHidden(await t.api('GET', `/api/payment-link/${link.id}`, { token }));
    expectHidden(await t.api('POST', `/api/payment-link/${link.id}/cancel`, { token }));
    const list = await t.api('GET', `/api/payment-link/property/${HARBOUR}`, { token });
    expect(list.statusCode).toBeGreaterThanOrEqual(403);
    const b = await newBooking();
    // Rival's own property has no subscription; naming Harbour's booking from Harbour needs Harbour.
    expect(
      (await createLink({ purpose: 'BOOKING', bookingId: b.id }, token, HARBOUR)).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });

  it('housekeeping cannot send payment links', async () => {
    const res = await createLink({ purpose: 'AMOUNT', amount: 5, description: 'x' }, session.housekeeping());
    expectError(res, 403);
  });
});

describe('Stripe webhooks (recorded payload, signed by the library)', () => {
  const deliver = (payload: string, signature: string | undefined, propertyId = HARBOUR) =>
    deliverStripe(t, payload, signature, propertyId);

  it('records a paid checkout once, however often and concurrently it is delivered', async () => {
    await useGateway(HARBOUR, { gatewayId: await gatewayId('STRIPE'), ...STRIPE_KEYS });
    const b = await newBooking();
    const link = await created({ purpose: 'BOOKING', bookingId: b.id, amount: 80 });
    const payload = eventFor(link);

    // Not signed, signed with another secret, or changed after signing: refused, nothing recorded.
    expectError(await deliver(payload, undefined), 400);
    expectError(await deliver(payload, sign(payload, 'whsec_someoneElsesSecret')), 400);
    expectError(
      await deliver(payload.replace('"amount_total":8000', '"amount_total":1'), sign(payload)),
      400,
    );
    expect(await t.db.select().from(payment).where(eq(payment.bookingId, b.id))).toHaveLength(0);

    const first = await deliver(payload, sign(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'recorded' });
    const again = await deliver(payload, sign(payload));
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });

    const paid = await t.db.select().from(payment).where(eq(payment.bookingId, b.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 80, receivedByName: 'Online (Stripe)' });
    expect(paid[0]!.reference).toMatch(/^pi_test_/);
    expect((await getBooking(b.id)).paid).toBe(b.paid + 80);
    expect((await page(tokenOf(link))).json<PublicPaymentLink>().status).toBe('PAID');

    // Another link delivered five times at once.
    const b2 = await newBooking();
    const link2 = await created({ purpose: 'BOOKING', bookingId: b2.id, amount: 45 });
    const p2 = eventFor(link2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(p2, sign(p2))));
    const results = answers.map((a) => a.json<{ result: string }>().result).sort();
    expect(results).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'recorded']);
    expect(await t.db.select().from(payment).where(eq(payment.bookingId, b2.id))).toHaveLength(1);
  });

  it('ignores other events, refuses another amount and a link of another property', async () => {
    const link = await created({ purpose: 'AMOUNT', amount: 33, description: 'Spa voucher' });
    const other = eventFor(link, { type: 'checkout.session.expired' });
    expect((await deliver(other, sign(other))).json()).toEqual({ received: true, result: 'ignored' });
    const wrong = eventFor(link, { amount: 3.3 });
    expectError(await deliver(wrong, sign(wrong)), 400, { message: /not the link's amount/ });
    // Delivered to the spa's endpoint (whose gateway is the test one): no Stripe there.
    const right = eventFor(link);
    expectError(await deliver(right, sign(right), SPA), 404);
    expect((await page(tokenOf(link))).json<PublicPaymentLink>().status).toBe('ACTIVE');
  });
});
