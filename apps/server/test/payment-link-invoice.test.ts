// Payment links for an issued invoice and for an outlet order (issue 13): the link asks for the balance and never
// more, a draft, void or paid invoice and a room order are refused, the guest's payment through the test gateway is
// allocated to the invoice (PARTIALLY_PAID, then PAID with its INVOICE and PAYMENT notifications) or counted on the
// order, and Stripe delivering the same invoice payment several times at once records it once. Runs on PGlite and
// on PostgreSQL (TEST_DATABASE_URL).
import type { CreatedPaymentLink, Invoice, Order, PublicPaymentLink } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { notification, payment, propertySubscription, salesOrder, subscription } from '../src/db/schema';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { bistroOf, takeOrder, type Bistro } from './order-fixtures';
import {
  deliverStripe,
  onTestGateway,
  signStripe,
  STRIPE_KEYS,
  stripeEventFor,
  SUPER,
  tokenOf,
} from './payment-link-fixtures';
import { expectError, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let BISTRO: number;

openForTests(openTenantsApp, (app) => {
  ({ t, session, rival, HARBOUR } = app);
  BISTRO = app.ids.property('Corner Bistro');
});

const { gatewayId, useGateway, payOnTestGateway } = onTestGateway(
  () => t,
  () => session(SUPER),
  () => HARBOUR,
);

const linkFor = async (body: Record<string, unknown>, token?: string, propertyId = HARBOUR) =>
  t.api('POST', `/api/payment-link/property/${propertyId}`, {
    token: token ?? (await session.desk()),
    body,
  });
async function created(body: Record<string, unknown>, token?: string, propertyId = HARBOUR) {
  const res = await linkFor(body, token, propertyId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedPaymentLink>();
}

async function invoiceCall(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.api(method, url, { token: await session.manager(), body });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Invoice>();
}
/** A draft of 200 + 15 % tax = 230 for a client of its own. */
const draftInvoice = (client: string) =>
  invoiceCall('POST', `/api/invoice/property/${HARBOUR}`, {
    billToName: client,
    lines: [{ description: 'Meeting room', quantity: 1, unitPrice: 200, taxRate: 15 }],
  });
const issue = (id: number) => invoiceCall('POST', `/api/invoice/${id}/issue`, {});
const getInvoice = (id: number) => invoiceCall('GET', `/api/invoice/${id}`);

const notesOf = (type: 'PAYMENT' | 'INVOICE', referenceNumber: string) =>
  t.db
    .select()
    .from(notification)
    .where(and(eq(notification.notificationType, type), eq(notification.referenceNumber, referenceNumber)));

describe('a link for an invoice', () => {
  it('asks for an issued invoice with a balance, and never more than the balance', async () => {
    const draft = await draftInvoice('Link Draft Ltd');
    const refused = expectError(await linkFor({ purpose: 'INVOICE', invoiceId: draft.id }), 400, {
      fields: ['invoiceId'],
    });
    expect(refused.fieldKeys?.invoiceId).toBe('validation.noSuchInvoice');
    expectError(await linkFor({ purpose: 'INVOICE' }), 400, { fields: ['invoiceId'] });

    const issued = await issue(draft.id);
    const over = await linkFor({ purpose: 'INVOICE', invoiceId: issued.id, amount: 230.01 });
    expect(expectError(over, 400, { fields: ['amount'] }).fieldKeys?.amount).toBe('validation.atMostAmount');
    // Another organisation's clerk cannot name it, from their property or from Harbour's.
    const foreign = await session(rival.propAdmin.username);
    expect(
      (await linkFor({ purpose: 'INVOICE', invoiceId: issued.id }, foreign, rival.propertyId)).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await linkFor({ purpose: 'INVOICE', invoiceId: issued.id }, foreign)).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });

  it('is paid by the guest in two parts: PARTIALLY_PAID, then PAID with its notifications', async () => {
    const inv = await issue((await draftInvoice('Link Client Ltd')).id);
    expect(inv).toMatchObject({ status: 'ISSUED', total: 230, balance: 230 });

    const part = await created({ purpose: 'INVOICE', invoiceId: inv.id, amount: 80 });
    expect(part).toMatchObject({
      purpose: 'INVOICE',
      invoiceId: inv.id,
      reference: inv.number,
      amount: 80,
      payerName: 'Link Client Ltd',
    });
    const shown = (await t.api('GET', `/api/public/pay/${tokenOf(part)}`)).json<PublicPaymentLink>();
    expect(shown).toMatchObject({ purpose: 'INVOICE', reference: inv.number, amount: 80 });
    expect((await payOnTestGateway(tokenOf(part))).json()).toEqual({ outcome: 'PAID' });
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'PARTIALLY_PAID', paid: 80, balance: 150 });

    // The rest, its amount left out: the balance.
    const rest = await created({ purpose: 'INVOICE', invoiceId: inv.id });
    expect(rest.amount).toBe(150);
    const token = tokenOf(rest);
    expect((await payOnTestGateway(token)).json()).toEqual({ outcome: 'PAID' });
    const paid = await getInvoice(inv.id);
    expect(paid).toMatchObject({ status: 'PAID', paid: 230, balance: 0 });
    expect(paid.payments.map((p) => p.amount)).toEqual([80, 150]);
    expect(paid.payments.every((p) => p.mode === 'Card')).toBe(true);

    const payments = await t.db.select().from(payment).where(eq(payment.invoiceId, inv.id));
    expect(payments.map((p) => p.receivedByName)).toEqual(['Online (test gateway)', 'Online (test gateway)']);
    const paymentNotes = await notesOf('PAYMENT', inv.number!);
    expect(paymentNotes).toHaveLength(2);
    expect(paymentNotes[0]!.message).toContain(`for invoice ${inv.number}`);
    const invoiceNotes = await notesOf('INVOICE', inv.number!);
    expect(invoiceNotes.filter((n) => n.status === 'confirmed')).toHaveLength(1);

    // Paid in full: no further link; the paid link stays paid.
    expectError(await linkFor({ purpose: 'INVOICE', invoiceId: inv.id }), 400, { fields: ['invoiceId'] });
    expect((await t.api('GET', `/api/public/pay/${token}`)).json<PublicPaymentLink>().status).toBe('PAID');

    // Part of the second payment goes back to the card: the invoice owes it again.
    const refunded = await t.api('POST', `/api/payment-link/payment/${payments[1]!.id}/refund`, {
      token: await session.manager(),
      body: { amount: 30, reason: 'Projector not working' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ amount: -30, status: 'Paid', refundOf: payments[1]!.id });
    expect(await getInvoice(inv.id)).toMatchObject({ status: 'PARTIALLY_PAID', paid: 200, balance: 30 });
  });
});

describe('Stripe delivering an invoice payment several times at once', () => {
  it('records one payment on the invoice, which turns PAID once', async () => {
    const inv = await issue((await draftInvoice('Replay Client Ltd')).id);
    await useGateway(HARBOUR, { gatewayId: await gatewayId('STRIPE'), ...STRIPE_KEYS });
    try {
      const link = await created({ purpose: 'INVOICE', invoiceId: inv.id });
      const payload = stripeEventFor(link);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliverStripe(t, payload, signStripe(payload), HARBOUR)),
      );
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      expect(answers.map((a) => a.json<{ result: string }>().result).sort()).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'recorded',
      ]);
      // Delivered again later (Stripe retries): still one.
      expect((await deliverStripe(t, payload, signStripe(payload), HARBOUR)).json()).toEqual({
        received: true,
        result: 'duplicate',
      });
      const after = await getInvoice(inv.id);
      expect(after).toMatchObject({ status: 'PAID', paid: 230, balance: 0 });
      expect(after.payments).toHaveLength(1);
      expect(after.payments[0]!.reference).toMatch(/^pi_test_/);
      expect((await notesOf('INVOICE', inv.number!)).filter((n) => n.status === 'confirmed')).toHaveLength(1);
    } finally {
      await useGateway(HARBOUR, { gatewayId: await gatewayId('TEST') });
    }
  });
});

describe('a link for an outlet order', () => {
  let bistro: Bistro;
  let admin: string;

  beforeAll(async () => {
    const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Payment Link'));
    await t.db
      .insert(propertySubscription)
      .values({ propertyId: BISTRO, subscriptionId: sub!.id })
      .onConflictDoNothing();
    await useGateway(BISTRO, { gatewayId: await gatewayId('TEST') });
    admin = await session('bistro.admin@bookone.demo');
    bistro = await bistroOf(t, BISTRO);
  });

  it("pays a take-away order's balance; the order reads paid", async () => {
    const burger = await bistro.product('BURGER');
    const o = await takeOrder(t, admin, BISTRO, {
      businessServiceId: bistro.outletId,
      deliveryMethod: 'TAKE_AWAY',
      lines: [{ productId: burger.id, quantity: 2 }],
    });
    expect(o.paymentStatus).toBe('NotPaid');
    const link = await created({ purpose: 'ORDER', orderId: o.id }, admin, BISTRO);
    expect(link).toMatchObject({
      purpose: 'ORDER',
      orderId: o.id,
      amount: o.total,
      reference: o.referenceNumber,
    });
    expect((await payOnTestGateway(tokenOf(link))).json()).toEqual({ outcome: 'PAID' });

    const after = (await t.api('GET', `/api/order/${o.id}`, { token: admin })).json<Order>();
    expect(after).toMatchObject({ paid: o.total, paymentStatus: 'Paid' });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ amount: o.total, mode: 'Card' });
    expect((await notesOf('PAYMENT', o.referenceNumber)).map((n) => n.message)).toContainEqual(
      expect.stringContaining(`for order ${o.referenceNumber}`),
    );
    // Paid in full: no second link.
    expectError(await linkFor({ purpose: 'ORDER', orderId: o.id }, admin, BISTRO), 409, {
      message: /paid in full/,
    });
  });

  it('a link sent for an order invoiced since pays the invoice that carries it (the invoice turns PAID)', async () => {
    const burger = await bistro.product('BURGER');
    const o = await takeOrder(t, admin, BISTRO, {
      businessServiceId: bistro.outletId,
      deliveryMethod: 'TAKE_AWAY',
      lines: [{ productId: burger.id, quantity: 1 }],
    });
    const link = await created({ purpose: 'ORDER', orderId: o.id }, admin, BISTRO);
    // The order is invoiced and the invoice issued before the guest opens the link.
    const draft = await t.api('POST', `/api/invoice/property/${BISTRO}/draft-from`, {
      token: admin,
      body: { source: 'ORDER', orderId: o.id },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await t.api('POST', `/api/invoice/${draft.json<Invoice>().id}/issue`, {
      token: admin,
      body: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const inv = issued.json<Invoice>();
    expect(inv).toMatchObject({ status: 'ISSUED', total: o.total, balance: o.total });

    expect((await payOnTestGateway(tokenOf(link))).json()).toEqual({ outcome: 'PAID' });
    const after = (await t.api('GET', `/api/invoice/${inv.id}`, { token: admin })).json<Invoice>();
    expect(after).toMatchObject({ status: 'PAID', paid: o.total, balance: 0 });
    expect(after.payments).toEqual([expect.objectContaining({ amount: o.total, mode: 'Card' })]);
    // The order counts it too, and the desk's bell names the invoice.
    expect((await t.api('GET', `/api/order/${o.id}`, { token: admin })).json<Order>()).toMatchObject({
      paid: o.total,
      paymentStatus: 'Paid',
    });
    expect((await notesOf('PAYMENT', inv.number!)).map((n) => n.message)).toEqual([
      expect.stringContaining(`for invoice ${inv.number}`),
    ]);
  });

  it('refuses a room order (its folio is paid) and another property’s order', async () => {
    const [roomOrder] = await t.db
      .select()
      .from(salesOrder)
      .where(and(eq(salesOrder.propertyId, HARBOUR), eq(salesOrder.deliveryMethod, 'ROOM_ORDER')))
      .limit(1);
    expect(roomOrder, 'a demo room-service order').toBeDefined();
    expectError(await linkFor({ purpose: 'ORDER', orderId: roomOrder!.id }), 409, {
      message: /charged to the room/,
    });
    const refused = expectError(
      await linkFor({ purpose: 'ORDER', orderId: roomOrder!.id }, admin, BISTRO),
      400,
      {
        fields: ['orderId'],
      },
    );
    expect(refused.fieldKeys?.orderId).toBe('validation.noSuchOrder');
  });
});
