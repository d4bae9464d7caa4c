// An online reservation whose deposit is never paid must not hold its time for ever (issue 16): its deposit falls
// due two days ahead at most and an hour before the time at the latest, and the sweep (called here as the server's
// poll calls it, with the instant it runs at) cancels it once the link has expired unpaid or been cancelled: the time
// is bookable again, the business and the customer are told, and nothing happens twice. A reservation paid, with any
// payment, or confirmed by the staff is never touched. On PGlite and on PostgreSQL with TEST_DATABASE_URL.
import {
  addDays,
  todayIn,
  WEEKDAYS,
  type AuditLogEntry,
  type PaymentLinkPage,
  type PublicReservationReceipt,
  type PublicSlotDay,
  type Reservation,
} from '@bookone/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  businessService,
  notification,
  outboxMessage,
  paymentLink,
  property,
  propertySubscription,
  subscription,
} from '../src/db/schema';
import { releaseUnpaidDeposits } from '../src/modules/booking-engine/booking-engine-deposit';
import { CHECKOUT_GRACE_MS } from '../src/modules/booking-engine/booking-engine-deposit.repository';
import { openForFile, openTenantsApp } from './demo-app';
import { gatewayKit, SUPER } from './payment-link-fixtures';
import { at, createCatalogue, openDayFrom } from './reservation-fixtures';
import { uniqueEmail, uniqueIp } from './support';

const { t, session, SPA } = await openForFile(openTenantsApp);
const TZ = 'Pacific/Auckland';
const date = openDayFrom(todayIn(TZ), 12, addDays);
const HOUR = 3_600_000;

const [engine] = await t.db.select().from(subscription).where(eq(subscription.name, 'Booking Engine'));
await t.db
  .insert(propertySubscription)
  .values({ propertyId: SPA, subscriptionId: engine!.id })
  .onConflictDoNothing();
const SEO = (await t.db.select().from(property).where(eq(property.id, SPA)))[0]!.seoFriendlyName!;
// The spa takes cards online (the test gateway): its priced offerings ask the default 30 % deposit.
const kit = gatewayKit(
  () => t,
  () => session(SUPER),
);
await kit.useGateway(SPA, { gatewayId: await kit.gatewayId('TEST') });
const staff = await session('spa.admin@bookone.demo');

const visit = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.api(method, url, { headers: { 'x-forwarded-for': uniqueIp() }, ...(body ? { body } : {}) });

/** The customer books the time online; answers the receipt and the reservation as the desk reads it. */
async function bookOnline(offeringId: number, startsAt: string, extra: { promotionCode?: string } = {}) {
  const email = uniqueEmail('deposit');
  const res = await visit('POST', `/api/public/book/${SEO}/services/reservation`, {
    ...extra,
    offeringId,
    startsAt,
    firstName: 'Aroha',
    lastName: 'Unpaid',
    email,
    phone: '+64 21 555 0199',
  });
  expect(res.statusCode, res.body).toBe(201);
  const receipt = res.json<PublicReservationReceipt>();
  const found = await t.api('GET', `/api/reservation/property/${SPA}/reference/${receipt.referenceNumber}`, {
    token: staff,
  });
  return { receipt, id: found.json<Reservation>().id, email };
}

const reservationOf = async (id: number) =>
  (await t.api('GET', `/api/reservation/${id}`, { token: staff })).json<Reservation>();

const linksOf = async (id: number) =>
  (
    await t.api('GET', `/api/payment-link/property/${SPA}?reservationId=${id}`, { token: staff })
  ).json<PaymentLinkPage>().items;

const freeStarts = async (offeringId: number, day: string) =>
  (await visit('GET', `/api/public/book/${SEO}/services/slots?offeringId=${offeringId}&date=${day}`))
    .json<PublicSlotDay>()
    .slots.map((s) => s.startsAt);

/** The sweep a second after the deposit falls due. */
const sweepAfter = (receipt: PublicReservationReceipt) =>
  releaseUnpaidDeposits(t.db, new Date(Date.parse(receipt.depositDueAt!) + 1_000));

describe('an unpaid deposit', () => {
  it('a code that takes the whole price asks no deposit: confirmed at once, nothing held for a payment', async () => {
    const c = await createCatalogue(t, SPA, { price: 50 });
    const promotion = await t.api('POST', `/api/promotion/property/${SPA}`, {
      token: staff,
      body: {
        name: 'Deposit test: on the house',
        startDate: addDays(todayIn(TZ), -1),
        endDate: addDays(todayIn(TZ), 30),
        couponCode: 'ONTHEHOUSE100',
        discountKind: 'PERCENT',
        discountValue: 100,
      },
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const { receipt, id } = await bookOnline(c.offeringId, at(date, '09:00'), {
      promotionCode: 'ONTHEHOUSE100',
    });
    expect(receipt).toMatchObject({ status: 'CONFIRMED', total: 0, deposit: null, payPath: null });
    expect(await reservationOf(id)).toMatchObject({ status: 'CONFIRMED' });
    expect(await linksOf(id)).toEqual([]);
  });

  it('holds the time until it falls due; then the sweep cancels the reservation and the time is bookable again', async () => {
    const c = await createCatalogue(t, SPA, { price: 100 });
    const startsAt = at(date, '10:00');
    const before = Date.now();
    const { receipt, id, email } = await bookOnline(c.offeringId, startsAt);
    expect(receipt.status).toBe('BOOKED');
    expect(receipt.payPath).toMatch(/^\/pay\//);
    // A time twelve days ahead: two days to pay, and the link says the same.
    const due = Date.parse(receipt.depositDueAt!);
    expect(due).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(due).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
    expect((await linksOf(id)).map((l) => l.expiresAt)).toEqual([receipt.depositDueAt]);

    // Before it falls due nothing moves: the time stays held.
    expect(await releaseUnpaidDeposits(t.db, new Date(due - 1_000))).not.toContain(id);
    expect(await freeStarts(c.offeringId, date)).not.toContain(startsAt);

    expect(await sweepAfter(receipt)).toContain(id);
    expect(await reservationOf(id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Deposit not paid in time',
    });
    // Its link takes no money for a time given away.
    expect((await linksOf(id)).map((l) => l.status)).toEqual(['CANCELLED']);
    expect(await freeStarts(c.offeringId, date)).toContain(startsAt);
    const next = await bookOnline(c.offeringId, startsAt);
    expect(next.receipt.status).toBe('BOOKED');

    // Visible to the business: the history (by nobody signed in, as the creation) and the bell; the customer is told.
    const history = (await t.api('GET', `/api/reservation/${id}/history`, { token: staff })).json<
      AuditLogEntry[]
    >();
    expect(history.filter((h) => h.event === 'CANCELLED')).toEqual([
      expect.objectContaining({ userName: null }),
    ]);
    const bell = await t.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.propertyId, SPA), eq(notification.referenceNumber, receipt.referenceNumber)),
      );
    expect(bell.map((n) => n.message)).toContain(
      `Online reservation ${receipt.referenceNumber} cancelled: deposit not paid in time`,
    );
    const mail = await t.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, email));
    expect(mail.map((m) => m.purpose)).toContain('RESERVATION_CANCELLATION');

    // A second round, and two at once, do nothing more.
    const again = await Promise.all([sweepAfter(receipt), sweepAfter(receipt)]);
    expect(again.flat()).not.toContain(id);
    const after = (await t.api('GET', `/api/reservation/${id}/history`, { token: staff })).json<
      AuditLogEntry[]
    >();
    expect(after).toHaveLength(history.length);
    const rung = await t.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.propertyId, SPA), eq(notification.referenceNumber, receipt.referenceNumber)),
      );
    expect(rung).toHaveLength(bell.length);
  });

  it('a link the staff cancelled releases the reservation at the next round', async () => {
    const c = await createCatalogue(t, SPA, { price: 60 });
    const { id } = await bookOnline(c.offeringId, at(date, '11:00'));
    const [link] = await linksOf(id);
    const cancelled = await t.api('POST', `/api/payment-link/${link!.id}/cancel`, { token: staff });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await releaseUnpaidDeposits(t.db)).toContain(id);
    expect((await reservationOf(id)).status).toBe('CANCELLED');
  });

  it('a checkout started just before the due time keeps the reservation while it may still be paid', async () => {
    const c = await createCatalogue(t, SPA, { price: 70 });
    const { receipt, id } = await bookOnline(c.offeringId, at(date, '13:00'));
    // The deposit falls due in a minute; the customer is on the gateway's page meanwhile.
    const due = new Date(Date.now() + 60_000);
    const [link] = await linksOf(id);
    await t.db.update(paymentLink).set({ expiresAt: due }).where(eq(paymentLink.id, link!.id));
    const started = await visit('POST', `/api/public/pay/${receipt.payPath!.replace('/pay/', '')}/checkout`);
    expect(started.statusCode, started.body).toBe(200);

    expect(await releaseUnpaidDeposits(t.db, new Date(due.getTime() + 1_000))).not.toContain(id);
    expect((await reservationOf(id)).status).toBe('BOOKED');
    expect(await releaseUnpaidDeposits(t.db, new Date(Date.now() + CHECKOUT_GRACE_MS + 60_000))).toContain(
      id,
    );
  });
});

describe('a payment in flight', () => {
  // Two connections at once: PostgreSQL only (PGlite has one, and a second call inside a transaction would wait on it).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'wins: while a payment holds the link, the sweep leaves the reservation for the next round',
    async () => {
      const c = await createCatalogue(t, SPA, { price: 80 });
      const { receipt, id } = await bookOnline(c.offeringId, at(date, '16:00'));
      const [link] = await linksOf(id);
      // The payment's transaction holds the link's lock (as settling one does) until the sweep has run beside it.
      let locked!: () => void;
      let finish!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const payment = t.db.transaction(async (tx) => {
        await tx.select().from(paymentLink).where(eq(paymentLink.id, link!.id)).for('update');
        locked();
        await finished;
      });
      await holding;
      const during = await sweepAfter(receipt);
      finish();
      await payment;
      expect(during).not.toContain(id);
      expect(await sweepAfter(receipt)).toContain(id);
    },
  );
});

describe('never released', () => {
  it('a reservation whose deposit was paid, one the staff confirmed, and one with a payment at the desk', async () => {
    const c = await createCatalogue(t, SPA, { price: 90, resources: 3 });
    const startsAt = at(date, '15:00');
    const paid = await bookOnline(c.offeringId, startsAt);
    const pay = await kit.payOnTestGateway(paid.receipt.payPath!.replace('/pay/', ''));
    expect(pay.statusCode, pay.body).toBe(200);

    const confirmed = await bookOnline(c.offeringId, startsAt);
    const confirm = await t.api('POST', `/api/reservation/${confirmed.id}/confirm`, { token: staff });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const partly = await bookOnline(c.offeringId, startsAt);
    const desk = await t.api('POST', `/api/reservation/${partly.id}/payment`, {
      token: staff,
      body: { amount: 10, mode: 'Cash' },
    });
    expect(desk.statusCode, desk.body).toBe(200);

    const released = await sweepAfter(partly.receipt);
    for (const r of [paid, confirmed, partly]) expect(released).not.toContain(r.id);
    expect((await reservationOf(paid.id)).status).toBe('CONFIRMED');
    expect((await reservationOf(confirmed.id)).status).toBe('CONFIRMED');
    expect(await reservationOf(partly.id)).toMatchObject({ status: 'BOOKED', paid: 10 });
  });
});

describe('a time that starts soon', () => {
  // Open round the clock with quarter-hour sessions, so there is always a time within the hour and one later today
  // or tomorrow, whatever the hour the test runs at.
  async function roundTheClock() {
    const c = await createCatalogue(t, SPA, { price: 50, durationMinutes: 15 });
    await t.db
      .update(businessService)
      .set({
        openingHours: WEEKDAYS.map((weekday) => ({
          weekday,
          open: true,
          opensAt: '00:00',
          closesAt: '23:59',
          breaks: [],
        })),
      })
      .where(eq(businessService.id, c.serviceId));
    const today = todayIn(TZ);
    const starts = [
      ...(await freeStarts(c.offeringId, today)),
      ...(await freeStarts(c.offeringId, addDays(today, 1))),
    ];
    return { offeringId: c.offeringId, starts };
  }

  it('asks its deposit by an hour before it; unpaid, the sweep frees it', async () => {
    const { offeringId, starts } = await roundTheClock();
    const startsAt = starts.find((s) => Date.parse(s) > Date.now() + 3 * HOUR)!;
    const { receipt, id } = await bookOnline(offeringId, startsAt);
    expect(receipt.status).toBe('BOOKED');
    expect(receipt.depositDueAt).toBe(new Date(Date.parse(startsAt) - HOUR).toISOString());
    expect((await linksOf(id)).map((l) => l.expiresAt)).toEqual([receipt.depositDueAt]);
    expect(await sweepAfter(receipt)).toContain(id);
    expect(await freeStarts(offeringId, todayIn(TZ, new Date(startsAt)))).toContain(startsAt);
  });

  it('too soon for a deposit: confirmed at once without one', async () => {
    const { offeringId, starts } = await roundTheClock();
    const startsAt = starts.find((s) => Date.parse(s) < Date.now() + HOUR)!;
    expect(startsAt, starts.join()).toBeDefined();
    const { receipt, id } = await bookOnline(offeringId, startsAt);
    expect(receipt).toMatchObject({ status: 'CONFIRMED', deposit: null, payPath: null, depositDueAt: null });
    expect(await linksOf(id)).toEqual([]);
  });
});
