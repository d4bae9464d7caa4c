// Payments (issue 5): record, edit while NotPaid, refunds, booking.paid kept as the sum of Paid payments, PAYMENT
// notifications, the filtered list with its total, the Excel export, roles and tenants.
import { type Booking, type Payment, type PaymentPage } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { bookingAudit, notification, property } from '../src/db/schema';
import { day, openForTests, openTenantsApp, today, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { createBooking, createRoomType, uniqueTypeName } from './stay-fixtures';
import { expectError, insertUser, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;
let ORG: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR, DEMO_ORG: ORG } = app));

/** A booking of a fresh room type (so no other test's inventory matters): two nights at 200. */
async function newBooking(lastName = 'Payer'): Promise<Booking> {
  const rt = await createRoomType(t, HARBOUR, await session.admin(), { name: uniqueTypeName('Pay Test') });
  return createBooking(t, HARBOUR, await session.desk(), {
    roomTypeId: rt.id,
    arrival: day(30),
    departure: day(32),
    customer: { firstName: 'Grace', lastName, email: uniqueEmail('grace') },
  });
}

const getBooking = async (id: number) =>
  (await t.api('GET', `/api/booking/${id}`, { token: await session.desk() })).json<Booking>();

function payBody(over: Record<string, unknown> = {}) {
  return { date: today, amount: 150, mode: 'Cash', status: 'Paid', ...over };
}
async function pay(over: Record<string, unknown> = {}, token?: string, propertyId = HARBOUR) {
  return t.api('POST', `/api/payment/property/${propertyId}`, {
    token: token ?? (await session.desk()),
    body: payBody(over),
  });
}
async function paid(over: Record<string, unknown> = {}) {
  const res = await pay(over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}
async function refund(paymentId: number, body: Record<string, unknown>, token?: string) {
  return t.api('POST', `/api/payment/${paymentId}/refund`, { token: token ?? (await session.desk()), body });
}
async function list(query: string, token?: string) {
  const res = await t.api('GET', `/api/payment/property/${HARBOUR}?${query}`, {
    token: token ?? (await session.desk()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentPage>();
}
const paymentNotifications = (paymentId: number) =>
  t.db
    .select()
    .from(notification)
    .where(
      and(eq(notification.notificationType, 'PAYMENT'), eq(notification.referenceId, String(paymentId))),
    );

describe('POST /api/payment/property/{id}', () => {
  it("records a Paid payment of a booking: the booking's paid and balance follow, a notification is raised", async () => {
    const b = await newBooking('Harlow');
    const p = await paid({ bookingId: b.id, amount: 150, reference: 'RCPT-1', description: 'Deposit' });
    expect(p).toMatchObject({
      propertyId: HARBOUR,
      bookingId: b.id,
      bookingNumber: b.bookingNumber,
      guestName: 'Grace Harlow',
      amount: 150,
      currency: b.currency,
      mode: 'Cash',
      status: 'Paid',
      reference: 'RCPT-1',
      description: 'Deposit',
      refundOf: null,
      refundReason: null,
      advance: false,
    });
    expect(p.receivedByName).toEqual(expect.any(String));
    const after = await getBooking(b.id);
    expect(after.paid).toBe(150);
    expect(after.balance).toBe(Math.round((b.balance - 150) * 100) / 100);

    const [n, ...more] = await paymentNotifications(p.id);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      propertyId: HARBOUR,
      referenceNumber: b.bookingNumber,
      status: 'confirmed',
      notificationStatus: 'New',
    });
    expect(n!.message).toContain('150.00');

    // The booking's audit trail shows the paid amount moving.
    const audit = await t.db.select().from(bookingAudit).where(eq(bookingAudit.bookingId, b.id));
    expect(audit.filter((a) => a.type === 'PAYMENT').map((a) => a.newValue)).toEqual([
      `150.00 ${b.currency} (Cash)`,
    ]);
  });

  it('adds every Paid payment of a booking, and leaves NotPaid ones out', async () => {
    const b = await newBooking();
    await paid({ bookingId: b.id, amount: 100 });
    await paid({ bookingId: b.id, amount: 40.5, mode: 'Card' });
    const pending = await paid({ bookingId: b.id, amount: 999, status: 'NotPaid' });
    expect((await getBooking(b.id)).paid).toBe(140.5);
    expect(await paymentNotifications(pending.id)).toHaveLength(0);
  });

  it("takes the property's local currency when none is given and there is no booking", async () => {
    await t.db.update(property).set({ localCurrency: 'GBP' }).where(eq(property.id, rival.propertyId));
    const token = await t.login(rival.frontdesk.username);
    const res = await pay({ amount: 20 }, token, rival.propertyId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Payment>()).toMatchObject({ currency: 'GBP', bookingId: null, guestName: null });
    const usd = await pay({ amount: 20, currency: 'USD' }, token, rival.propertyId);
    expect(usd.json<Payment>().currency).toBe('USD');
  });

  it("refuses a booking payment in another currency than the booking's", async () => {
    const b = await newBooking();
    const other = b.currency === 'USD' ? 'EUR' : 'USD';
    expectError(await pay({ bookingId: b.id, currency: other }), 400, { fields: ['currency'] });
    expect((await getBooking(b.id)).paid).toBe(0);
  });

  it('refuses a booking of another property, without revealing it', async () => {
    const token = await t.login(rival.frontdesk.username);
    const b = await newBooking();
    const res = await pay({ bookingId: b.id }, token, rival.propertyId);
    expectError(res, 400, { fields: ['bookingId'] });
    expect(res.body).not.toContain(b.bookingNumber);
    expectError(await pay({ bookingId: 99_999_999 }), 400, { fields: ['bookingId'] });
  });

  it('names each invalid field', async () => {
    const res = await pay({ amount: 0, mode: 'Barter', status: 'Maybe', date: '2026-13-01' });
    expectError(res, 400, { fields: ['amount', 'mode', 'status', 'date'] });
    expectError(await pay({ amount: 10.005 }), 400, { fields: ['amount'] });
  });
});

describe('PUT /api/payment/{id}', () => {
  it('changes a NotPaid payment; marking it Paid settles the booking and notifies; then it is read-only', async () => {
    const b = await newBooking();
    const p = await paid({ bookingId: b.id, amount: 80, status: 'NotPaid' });
    const edit = await t.api('PUT', `/api/payment/${p.id}`, {
      token: await session.desk(),
      body: { amount: 90, description: 'Balance on arrival' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<Payment>()).toMatchObject({
      amount: 90,
      description: 'Balance on arrival',
      status: 'NotPaid',
    });
    expect((await getBooking(b.id)).paid).toBe(0);

    const done = await t.api('PUT', `/api/payment/${p.id}`, {
      token: await session.desk(),
      body: { status: 'Paid' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Payment>()).toMatchObject({ amount: 90, status: 'Paid' });
    expect((await getBooking(b.id)).paid).toBe(90);
    expect(await paymentNotifications(p.id)).toHaveLength(1);

    const again = await t.api('PUT', `/api/payment/${p.id}`, {
      token: await session.admin(),
      body: { amount: 1 },
    });
    expectError(again, 409, { message: 'A paid payment cannot be changed' });
    expect((await getBooking(b.id)).paid).toBe(90);
  });

  it("moves a NotPaid payment to another booking, which must be in the payment's currency", async () => {
    const [a, c] = [await newBooking(), await newBooking()];
    const p = await paid({ bookingId: a.id, status: 'NotPaid', amount: 60 });
    const moved = await t.api('PUT', `/api/payment/${p.id}`, {
      token: await session.desk(),
      body: { bookingId: c.id, status: 'Paid' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Payment>()).toMatchObject({ bookingId: c.id, bookingNumber: c.bookingNumber });
    expect([(await getBooking(a.id)).paid, (await getBooking(c.id)).paid]).toEqual([0, 60]);
  });

  it('404s an unknown payment and names invalid fields', async () => {
    expectError(await t.api('PUT', '/api/payment/99999999', { token: await session.desk(), body: {} }), 404);
    const p = await paid({ status: 'NotPaid' });
    expectError(
      await t.api('PUT', `/api/payment/${p.id}`, { token: await session.desk(), body: { amount: -5 } }),
      400,
      { fields: ['amount'] },
    );
  });
});

describe('POST /api/payment/{id}/refund', () => {
  it('pays back part of a payment, then the rest, never more than was paid', async () => {
    const b = await newBooking();
    const p = await paid({ bookingId: b.id, amount: 300, mode: 'Card' });

    const first = await refund(p.id, { amount: 100, reason: 'Early departure', mode: 'Card' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Payment>()).toMatchObject({
      bookingId: b.id,
      amount: -100,
      status: 'Paid',
      currency: p.currency,
      refundOf: p.id,
      refundReason: 'Early departure',
      date: today,
    });
    expect((await getBooking(b.id)).paid).toBe(200);
    const audit = await t.db.select().from(bookingAudit).where(eq(bookingAudit.bookingId, b.id));
    expect(audit.filter((a) => a.type === 'PAYMENT').map((a) => a.newValue)).toEqual([
      `300.00 ${b.currency} (Card)`,
      `-100.00 ${b.currency} (Card), refund`,
    ]);

    const tooMuch = await refund(p.id, { amount: 250, reason: 'Oops', mode: 'Cash' });
    expect(expectError(tooMuch, 400, { fields: ['amount'] }).fields?.amount).toContain('200.00');
    expect((await getBooking(b.id)).paid).toBe(200);

    expect((await refund(p.id, { amount: 200, reason: 'Cancelled', mode: 'Cash' })).statusCode).toBe(201);
    expect((await getBooking(b.id)).paid).toBe(0);
    expectError(await refund(p.id, { amount: 1, reason: 'Again', mode: 'Cash' }), 409);
  });

  it('lets only one of two racing refunds of the last money through', async () => {
    const b = await newBooking();
    const p = await paid({ bookingId: b.id, amount: 100 });
    const token = await session.desk();
    const results = await Promise.all([
      refund(p.id, { amount: 70, reason: 'Clerk A', mode: 'Cash' }, token),
      refund(p.id, { amount: 70, reason: 'Clerk B', mode: 'Cash' }, token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await getBooking(b.id)).paid).toBe(30);
  });

  it('refuses to refund a refund or an unpaid payment, and wants a reason', async () => {
    const p = await paid({ amount: 50 });
    const r = (await refund(p.id, { amount: 10, reason: 'Overcharged', mode: 'Cash' })).json<Payment>();
    expectError(await refund(r.id, { amount: 1, reason: 'x', mode: 'Cash' }), 409);
    const pending = await paid({ amount: 50, status: 'NotPaid' });
    expectError(await refund(pending.id, { amount: 1, reason: 'x', mode: 'Cash' }), 409);
    expectError(await refund(p.id, { amount: 5, reason: '  ', mode: 'Cash' }), 400, { fields: ['reason'] });
    expectError(await refund(p.id, { amount: 0, mode: 'Gold' }), 400, {
      fields: ['amount', 'reason', 'mode'],
    });
  });

  it('is itself read-only', async () => {
    const p = await paid({ amount: 50 });
    const r = (await refund(p.id, { amount: 10, reason: 'Overcharged', mode: 'Cash' })).json<Payment>();
    expectError(
      await t.api('PUT', `/api/payment/${r.id}`, { token: await session.desk(), body: { amount: 1 } }),
      409,
    );
  });
});

describe('GET /api/payment/property/{id}', () => {
  it('filters by booking, status, mode, dates and refunds, with the total of the filter', async () => {
    const b = await newBooking();
    const cash = await paid({ bookingId: b.id, amount: 120, date: day(-3) });
    const card = await paid({ bookingId: b.id, amount: 80, mode: 'Card', date: day(-1) });
    await paid({ bookingId: b.id, amount: 50, status: 'NotPaid', date: today });
    const back = (
      await refund(cash.id, { amount: 20, reason: 'Minibar dispute', mode: 'Cash' })
    ).json<Payment>();

    const all = await list(`bookingId=${b.id}&size=2`);
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);
    expect(all.totalAmount).toBe(230); // 120 + 80 + 50 − 20: the total is the filter's, not the page's

    const paidOnly = await list(`bookingId=${b.id}&status=Paid`);
    expect(paidOnly.totalAmount).toBe(180);
    expect((await list(`bookingId=${b.id}&mode=Card`)).items.map((p) => p.id)).toEqual([card.id]);
    expect((await list(`bookingId=${b.id}&from=${day(-2)}&to=${day(-1)}`)).items.map((p) => p.id)).toEqual([
      card.id,
    ]);
    const refunds = await list(`bookingId=${b.id}&refunds=only`);
    expect(refunds.items.map((p) => p.id)).toEqual([back.id]);
    expect(refunds.totalAmount).toBe(-20);
    expect((await list(`bookingId=${b.id}&refunds=exclude`)).total).toBe(3);
  });

  it('searches by booking number, guest, reference and description; sorts on request', async () => {
    const b = await newBooking('Quixotic');
    const p1 = await paid({ bookingId: b.id, amount: 10, reference: 'ZEBRA-77' });
    const p2 = await paid({ bookingId: b.id, amount: 30, description: 'Walrus tour deposit' });
    const ids = (page: PaymentPage) => page.items.map((p) => p.id).sort((x, y) => x - y);
    expect(ids(await list(`search=${b.bookingNumber}`))).toEqual([p1.id, p2.id]);
    expect(ids(await list('search=quixotic'))).toEqual([p1.id, p2.id]);
    expect(ids(await list('search=zebra-77'))).toEqual([p1.id]);
    expect(ids(await list('search=walrus'))).toEqual([p2.id]);
    expect((await list(`bookingId=${b.id}&sort=amount&order=desc`)).items.map((p) => p.amount)).toEqual([
      30, 10,
    ]);
    expect((await list(`bookingId=${b.id}&sort=amount&order=asc`)).items.map((p) => p.amount)).toEqual([
      10, 30,
    ]);
  });

  it('names invalid filters', async () => {
    const res = await t.api(
      'GET',
      `/api/payment/property/${HARBOUR}?status=Lost&refunds=maybe&from=yesterday`,
      {
        token: await session.desk(),
      },
    );
    expectError(res, 400, { fields: ['status', 'refunds', 'from'] });
  });
});

describe('GET /api/payment/property/{id}/export', () => {
  it('downloads the filtered payments as an .xlsx with a totals row', async () => {
    const b = await newBooking();
    await paid({ bookingId: b.id, amount: 75.25, reference: 'XL-1' });
    await paid({ bookingId: b.id, amount: 24.75, mode: 'Card', reference: 'XL-2' });
    await paid({ amount: 999, reference: 'NOT-THIS-BOOKING' });
    const res = await t.api('GET', `/api/payment/property/${HARBOUR}/export?bookingId=${b.id}&sort=amount`, {
      token: await session.desk(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Amount');
    const amountCol = header.indexOf('Amount') + 1;
    const refCol = header.indexOf('Reference') + 1;
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) rows.push(sheet.getRow(r));
    expect(rows.map((r) => r.getCell(refCol).value)).toEqual(['XL-2', 'XL-1', null]);
    expect(rows.map((r) => r.getCell(amountCol).value)).toEqual([24.75, 75.25, 100]);
    expect(rows[2]!.getCell(1).value).toBe('Total');
  });
});

describe('who may', () => {
  it('lets finance staff of the property and of its organisation in', async () => {
    const finance = await insertUser(t, {
      roles: ['PROP_FINANCE'],
      organisationId: ORG,
      propertyId: HARBOUR,
    });
    const token = await t.login(finance.username);
    expect((await pay({ amount: 5 }, token)).statusCode).toBe(201);
    expect((await list('size=1', await session('orgfinance@bookone.demo'))).total).toBeGreaterThan(0);
  });

  it('keeps housekeeping out of every payment route', async () => {
    const token = await session.housekeeping();
    const p = await paid({ amount: 5 });
    expectError(await t.api('GET', `/api/payment/property/${HARBOUR}`, { token }), 403);
    expectError(await t.api('GET', `/api/payment/property/${HARBOUR}/export`, { token }), 403);
    expectError(await pay({}, token), 403);
    expectError(await t.api('GET', `/api/payment/${p.id}`, { token }), 403);
    expectError(await t.api('PUT', `/api/payment/${p.id}`, { token, body: { amount: 1 } }), 403);
    expectError(await refund(p.id, { amount: 1, reason: 'x', mode: 'Cash' }, token), 403);
  });

  it("keeps another organisation's staff out of this property's payments", async () => {
    const p = await paid({ amount: 5, status: 'NotPaid', reference: 'SECRET-REF' });
    for (const user of [rival.orgAdmin, rival.orgFinance, rival.propAdmin]) {
      const token = await t.login(user.username);
      const denied = [
        await t.api('GET', `/api/payment/property/${HARBOUR}`, { token }),
        await t.api('GET', `/api/payment/property/${HARBOUR}/export`, { token }),
        await t.api('GET', `/api/payment/${p.id}`, { token }),
        await t.api('PUT', `/api/payment/${p.id}`, { token, body: { amount: 1 } }),
        await refund(p.id, { amount: 1, reason: 'x', mode: 'Cash' }, token),
        await pay({}, token),
      ];
      for (const res of denied) {
        // Refused as for a missing record, or with 403 first where the role may not use the route at all.
        expectError(res, res.statusCode === 403 ? 403 : 404);
        expect(res.body).not.toContain('SECRET-REF');
      }
    }
    expect(
      (await t.api('GET', `/api/payment/${p.id}`, { token: await session.desk() })).json<Payment>().amount,
    ).toBe(5);
  });

  it('wants a token', async () => {
    expectError(await t.api('GET', `/api/payment/property/${HARBOUR}`), 401);
  });
});
