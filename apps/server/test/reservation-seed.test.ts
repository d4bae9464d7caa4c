// The demo reservations beyond Lotus (issue 11's seed): Fresh Cuts Barbers' weeks with a nearly full next Saturday,
// Harbour View's guests booking its spa and airport transfers; never two live sessions on one resource lane.
import { addDays, type Reservation, type ReservationPage, type SlotDayAnswer } from '@bookone/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, offering, payment } from '../src/db/schema';
import { day, openDemoApp, openForTests, today, type Session } from './demo-app';
import type { TestApp } from './helpers';

let t: TestApp;
let session: Session;
let HARBOUR: number;
let CUTS: number;
let SPA: number;

openForTests(openDemoApp, (app) => {
  ({ t, session, HARBOUR, SPA } = app);
  CUTS = app.ids.property('Fresh Cuts Barbers');
});

const page = async (propertyId: number, token: string, query: string) => {
  const res = await t.api('GET', `/api/reservation/property/${propertyId}?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReservationPage>();
};

/** Live sessions that overlap on one resource lane (the buffer included): there must be none. */
async function overlaps(propertyId: number) {
  const rows = await t.db.execute(
    sql`select count(*)::int n from reservation_line a join reservation ra on ra.id = a.reservation_id
        join reservation_line b on b.resource_id = a.resource_id and b.lane = a.lane and b.id > a.id
          and b.starts_at < a.held_until and a.starts_at < b.held_until
          and not (b.starts_at = a.starts_at and b.offering_id = a.offering_id)
        join reservation rb on rb.id = b.reservation_id
        where ra.property_id = ${propertyId} and ra.status not in ('CANCELLED', 'NO_SHOW')
          and rb.status not in ('CANCELLED', 'NO_SHOW')`,
  );
  return (rows as { rows: { n: number }[] }).rows[0]!.n;
}

describe('Fresh Cuts Barbers', () => {
  it('has weeks of reservations either side of today and a next Saturday with only a few beard trims left', async () => {
    const token = await session('barber.admin@bookone.demo');
    expect((await page(CUTS, token, `size=1&from=${day(-45)}&to=${day(45)}`)).total).toBeGreaterThan(150);
    for (const status of ['BOOKED', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'])
      expect((await page(CUTS, token, `size=1&status=${status}`)).total, status).toBeGreaterThan(0);

    let saturday = addDays(today, 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const busy = await page(CUTS, token, `size=1&from=${saturday}&to=${saturday}`);
    const friday = await page(
      CUTS,
      token,
      `size=1&from=${addDays(saturday, -1)}&to=${addDays(saturday, -1)}`,
    );
    expect(busy.total).toBeGreaterThan(15);
    expect(busy.total).toBeGreaterThan(2 * friday.total);
    const [beard] = await t.db
      .select({ id: offering.id })
      .from(offering)
      .where(and(eq(offering.propertyId, CUTS), eq(offering.name, 'Beard Trim')));
    const res = await t.api(
      'GET',
      `/api/reservation/property/${CUTS}/slots?offeringId=${beard!.id}&date=${saturday}`,
      { token },
    );
    expect(res.json<SlotDayAnswer>().slots.length).toBeLessThanOrEqual(3);
    expect(await overlaps(CUTS)).toBe(0);
  });
});

describe('money of the demo reservations', () => {
  it('a completed spa reservation is paid in full; some confirmed ones hold an advance; the hotel’s take none', async () => {
    const token = await session('spa.admin@bookone.demo');
    const get = async (id: number) =>
      (await t.api('GET', `/api/reservation/${id}`, { token })).json<Reservation>();
    const completed = await page(SPA, token, 'size=5&status=COMPLETED');
    for (const item of completed.items) {
      const r = await get(item.id);
      expect(r).toMatchObject({ paid: r.total, balance: 0 });
      expect(r.payments).toEqual([
        expect.objectContaining({ status: 'Paid', reservationId: r.id, advance: false }),
      ]);
    }
    const confirmed = await page(SPA, token, 'size=100&status=CONFIRMED');
    const paid = await Promise.all(confirmed.items.map((i) => get(i.id)));
    const advances = paid.filter((r) => r.paid > 0);
    expect(advances.length).toBeGreaterThan(0);
    expect(advances.length).toBeLessThan(paid.length);
    for (const r of advances) expect(r.payments[0]).toMatchObject({ advance: true });
    const hotel = await t.db
      .select({ id: payment.id })
      .from(payment)
      .where(and(eq(payment.propertyId, HARBOUR), sql`${payment.reservationId} is not null`));
    expect(hotel).toEqual([]);
  });
});

describe('Harbour View Hotel', () => {
  it('has its guests’ spa treatments and airport transfers, never double-booked', async () => {
    const token = await session.admin();
    const all = await page(HARBOUR, token, `size=100&from=${day(-45)}&to=${day(45)}`);
    expect(all.total).toBeGreaterThan(20);
    const offerings = all.items.map((r) => r.offerings).join(', ');
    expect(offerings).toMatch(/Massage/);
    expect(offerings).toMatch(/Airport/);
    // The customers are the hotel's own guests: people with stays at Harbour View.
    const guests = await t.db
      .selectDistinct({ customerId: booking.customerId })
      .from(booking)
      .where(eq(booking.propertyId, HARBOUR));
    const ids = new Set(guests.map((g) => g.customerId));
    expect(all.items.filter((r) => ids.has(r.customerId)).length).toBeGreaterThan(all.items.length / 2);
    expect(await overlaps(HARBOUR)).toBe(0);
  });

  it('has reservation notifications that each open one of its seeded reservations', async () => {
    const token = await session.admin();
    const res = await t.api('GET', `/api/notification/property?PropertyId=${HARBOUR}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const notices = res
      .json<{ notificationType: string; referenceId: string | null; message: string }[]>()
      .filter((n) => n.notificationType === 'RESERVATION');
    expect(notices.length).toBeGreaterThanOrEqual(2);
    for (const n of notices) {
      // The details page's address is the reference id (spec §2.4).
      const one = await t.api(
        'GET',
        `/api/reservation/property/${HARBOUR}/reference/${encodeURIComponent(n.referenceId ?? '')}`,
        { token },
      );
      expect(one.statusCode, n.message).toBe(200);
      expect(n.message).toContain(one.json<Reservation>().customerName);
    }
  });
});
