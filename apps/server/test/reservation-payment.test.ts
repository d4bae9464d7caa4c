// Money of a reservation (issue 11): a payment taken for it (by the service staff too), the advance taken with the
// reservation in its transaction, paid and balance in the answer, the payments list naming the reservation, refunds
// staying the reservation's, refusals (cancelled, beyond the balance), notification, audit and other tenants.
import { addDays, todayIn, type Payment, type PaymentPage, type Reservation } from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, notification, reservation } from '../src/db/schema';
import { openForFile, today } from './demo-app';
import {
  at,
  createCatalogue,
  openDayFrom,
  openSpaApp,
  reservationBody,
  reserve,
} from './reservation-fixtures';
import { expectError } from './support';

// `clerk` is a PROP_SERVICE clerk: runs reservations, has no payment.write of the payments module.
const { t, session, rival, SPA, spa, clerk } = await openForFile(() =>
  openSpaApp({ firstName: 'Mere', lastName: 'Clerk' }),
);

const DATE = () => openDayFrom(today, 10, addDays);
const pay = (id: number, body: unknown, token = spa) =>
  t.api('POST', `/api/reservation/${id}/payment`, { token, body });
const get = async (id: number) => {
  const res = await t.api('GET', `/api/reservation/${id}`, { token: spa });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reservation>();
};
/** A reservation of one 60-minute massage at `price` (no tax on the test service). */
async function reservationAt(price: number, time = '10:00', more: Record<string, unknown> = {}) {
  const c = await createCatalogue(t, SPA, { price });
  return reserve(t, SPA, spa, { ...reservationBody(c.offeringId, at(DATE(), time)), ...more });
}

describe('taking a payment', () => {
  it('a service clerk takes part of the total: paid and balance move, the payment names the reservation', async () => {
    const r = await reservationAt(150);
    expect(r).toMatchObject({ paid: 0, balance: r.total, payments: [] });
    const res = await pay(r.id, { amount: 40, mode: 'Cash' }, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Reservation>();
    expect(after).toMatchObject({ id: r.id, paid: 40, balance: r.total - 40 });
    expect(after.payments).toEqual([
      expect.objectContaining({
        amount: 40,
        mode: 'Cash',
        status: 'Paid',
        currency: r.currency,
        date: todayIn('Pacific/Auckland'),
        reservationId: r.id,
        reservationReference: r.referenceNumber,
        bookingId: null,
        receivedByName: 'Mere Clerk',
      }),
    ]);
    // The payments module's list shows it with the reservation's number, and finds it by that number.
    const list = await t.api(
      'GET',
      `/api/payment/property/${SPA}?search=${encodeURIComponent(r.referenceNumber)}`,
      { token: spa },
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<PaymentPage>().items).toEqual([
      expect.objectContaining({ id: after.payments[0]!.id, reservationReference: r.referenceNumber }),
    ]);
    const notes = await t.db
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.notificationType, 'PAYMENT'),
          eq(notification.referenceNumber, r.referenceNumber),
        ),
      );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`for reservation ${r.referenceNumber}`);
  });

  it('pays the rest with a given date and keeps the payments oldest first; then refuses more as paid in full', async () => {
    const r = await reservationAt(80, '11:00');
    await pay(r.id, { amount: 30, mode: 'Card', reference: 'T-1' });
    const date = addDays(today, -1);
    const rest = (await pay(r.id, { amount: r.total - 30, mode: 'Cash', date })).json<Reservation>();
    expect(rest).toMatchObject({ paid: r.total, balance: 0 });
    expect(rest.payments.map((p) => [p.amount, p.date])).toEqual([
      [30, todayIn('Pacific/Auckland')],
      [r.total - 30, date],
    ]);
    expectError(await pay(r.id, { amount: 1, mode: 'Cash' }), 409, { message: /paid in full/ });
  });

  it('refuses beyond the balance (409 naming the amount) and on a cancelled reservation', async () => {
    const r = await reservationAt(100, '13:00');
    const over = expectError(await pay(r.id, { amount: r.total + 1, mode: 'Cash' }), 409, {
      message: new RegExp(`At most ${r.currency} ${r.total.toFixed(2)} is left to pay`),
      fields: ['amount'],
    });
    expect(over.fields!.amount).toBe(`At most ${r.total.toFixed(2)}`);
    await t.api('POST', `/api/reservation/${r.id}/cancel`, { token: spa, body: { reason: 'Ill' } });
    expectError(await pay(r.id, { amount: 10, mode: 'Cash' }), 409, {
      message: 'A reservation cancelled cannot take a payment',
    });
    expect((await get(r.id)).payments).toEqual([]);
  });

  it('answers bad input 400 with field messages', async () => {
    const r = await reservationAt(100, '14:00');
    expectError(await pay(r.id, { amount: -5, mode: 'Cash' }), 400, { fields: ['amount'] });
    expectError(await pay(r.id, { amount: 5, mode: 'Gold' }), 400, { fields: ['mode'] });
    expectError(await pay(r.id, { amount: 5, mode: 'Cash', date: '2026-02-31' }), 400, { fields: ['date'] });
  });

  it('a refund of its payment stays the reservation’s: paid goes down, the balance up', async () => {
    const r = await reservationAt(120, '15:00');
    const paid = (await pay(r.id, { amount: 100, mode: 'Card' })).json<Reservation>();
    const refund = await t.api('POST', `/api/payment/${paid.payments[0]!.id}/refund`, {
      token: spa,
      body: { amount: 25, reason: 'Shorter session', mode: 'Card' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<Payment>()).toMatchObject({
      amount: -25,
      reservationId: r.id,
      reservationReference: r.referenceNumber,
    });
    const after = await get(r.id);
    expect(after).toMatchObject({ paid: 75, balance: r.total - 75 });
    expect(after.payments.map((p) => p.amount)).toEqual([100, -25]);
  });

  it('writes each payment into the reservation’s audit history', async () => {
    const r = await reservationAt(90, '16:00');
    await pay(r.id, { amount: 20, mode: 'Cash' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, String(r.id))));
    expect(rows.map((a) => a.event)).toEqual([null, 'PAYMENT']);
    expect(rows[1]!.changes).toEqual({ PAYMENT: [null, `20.00 ${r.currency} (Cash)`] });
  });

  it('keeps other tenants and roles out', async () => {
    const r = await reservationAt(60, '09:00');
    expect(
      (await pay(r.id, { amount: 5, mode: 'Cash' }, await t.login(rival.propAdmin.username))).statusCode,
    ).toBe(404);
    expect((await pay(r.id, { amount: 5, mode: 'Cash' }, await session.housekeeping())).statusCode).toBe(403);
    expect((await get(r.id)).paid).toBe(0);
  });
});

describe('advance payment at creation', () => {
  it('is taken with the reservation, in its currency, flagged as an advance', async () => {
    const r = await reservationAt(200, '10:00', { advancePayment: { amount: 50, mode: 'Card' } });
    expect(r).toMatchObject({ paid: 50, balance: r.total - 50 });
    expect(r.payments).toEqual([
      expect.objectContaining({ amount: 50, advance: true, currency: r.currency, reservationId: r.id }),
    ]);
  });

  it('beyond the total refuses the whole reservation: nothing is kept and the slot stays free', async () => {
    const c = await createCatalogue(t, SPA, { price: 100 });
    const body = {
      ...reservationBody(c.offeringId, at(DATE(), '11:00')),
      advancePayment: { amount: 5000, mode: 'Cash' },
    };
    expectError(await t.api('POST', `/api/reservation/property/${SPA}`, { token: spa, body }), 409, {
      fields: ['advancePayment.amount'],
    });
    const made = await t.api('POST', `/api/reservation/property/${SPA}`, {
      token: spa,
      body: { ...body, advancePayment: { amount: 100, mode: 'Cash' } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const rows = await t.db
      .select()
      .from(reservation)
      .where(eq(reservation.customerId, made.json<Reservation>().customerId));
    expect(rows).toHaveLength(1);
  });
});
