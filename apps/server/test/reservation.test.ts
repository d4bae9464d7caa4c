// Reservations of services (issue 11): free slots from the slot engine, create (new or picked customer, discount
// capped, plan rule), the 409 with next free slots, capacity, lifecycle, reschedule, list, export, details by
// reference, notification and audit, and other tenants kept out.
import {
  type Reservation,
  type ReservationPage,
  type SlotDayAnswer,
  type SlotTakenError,
} from '@bookone/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, notification, reservationHold } from '../src/db/schema';
import { day, openForFile, today } from './demo-app';
import {
  at,
  createCatalogue,
  openDayFrom,
  openSpaApp,
  reservationBody,
  reserve,
  type Catalogue,
} from './reservation-fixtures';
import { expectError } from './support';
import { addDays } from '@bookone/domain';

// `clerk` is a PROP_SERVICE clerk of the spa who may give at most 5 % off.
const { t, session, rival, SPA, BISTRO, NAILS, spa, clerk } = await openForFile(() =>
  openSpaApp({ maxDiscount: 5 }),
);

const DATE = () => openDayFrom(today, 10, addDays);
const slotsOf = async (c: Catalogue, date: string, query = '') => {
  const res = await t.api(
    'GET',
    `/api/reservation/property/${SPA}/slots?offeringId=${c.offeringId}&date=${date}${query}`,
    { token: spa },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SlotDayAnswer>();
};
const post = (body: unknown, token = spa, propertyId = SPA) =>
  t.api('POST', `/api/reservation/property/${propertyId}`, { token, body });

describe('free slots', () => {
  it('offers the service’s hours in the property’s time zone, none over lunch, none on its closed day', async () => {
    const c = await createCatalogue(t, SPA);
    const date = DATE();
    const d = await slotsOf(c, date);
    expect(d.timeZone).toBe('Pacific/Auckland');
    expect(d.reason).toBeNull();
    expect(d.slots[0]).toMatchObject({ startsAt: at(date, '09:00'), localStart: '09:00', places: 1 });
    expect(d.slots.map((s) => s.localStart)).not.toContain('12:00');
    let sunday = date;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    expect(await slotsOf(c, sunday)).toMatchObject({ reason: 'CLOSED', slots: [] });
    expect((await slotsOf(c, day(-1))).reason).toBe('PAST');
    expect((await slotsOf(c, day(200))).reason).toBe('TOO_FAR');
  });

  it('refuses another property’s offering and answers another tenant as missing', async () => {
    const c = await createCatalogue(t, SPA);
    const res = await t.api(
      'GET',
      `/api/reservation/property/${SPA}/slots?offeringId=${c.offeringId}&date=${DATE()}`,
      {
        token: await t.login(rival.propAdmin.username),
      },
    );
    expect(res.statusCode).toBe(404);
    const other = await createCatalogue(t, BISTRO);
    expectError(
      await t.api(
        'GET',
        `/api/reservation/property/${SPA}/slots?offeringId=${other.offeringId}&date=${DATE()}`,
        {
          token: spa,
        },
      ),
      400,
      { message: /Offering not found/ },
    );
  });
});

describe('create', () => {
  it('reserves a slot for a new customer: numbered, audited, notified, and the slot is no longer offered', async () => {
    const c = await createCatalogue(t, SPA, { price: 120 });
    const date = DATE();
    const r = await reserve(
      t,
      SPA,
      spa,
      reservationBody(c.offeringId, at(date, '10:00'), { resourceId: null }),
    );
    expect(r.referenceNumber).toMatch(/^RS-\d{6}$/);
    expect(r).toMatchObject({ status: 'BOOKED', subtotal: 120, currency: expect.any(String) as string });
    expect(r.lines).toEqual([
      expect.objectContaining({
        offeringId: c.offeringId,
        resourceId: c.resourceIds[0],
        persons: 1,
        price: 120,
      }),
    ]);
    expect(r.total).toBeGreaterThanOrEqual(120);
    expect((await slotsOf(c, date)).slots.map((s) => s.localStart)).not.toContain('10:00');
    // 09:15 would run into 10:00 on the only therapist.
    expect((await slotsOf(c, date)).slots.map((s) => s.localStart)).not.toContain('09:15');

    const notes = await t.db
      .select()
      .from(notification)
      .where(eq(notification.referenceNumber, r.referenceNumber));
    expect(notes).toEqual([
      expect.objectContaining({ notificationType: 'RESERVATION', referenceId: r.referenceNumber }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'reservation'));
    expect(audit.some((a) => a.entityId === String(r.id) && a.action === 'create')).toBe(true);

    const byRef = await t.api('GET', `/api/reservation/property/${SPA}/reference/${r.referenceNumber}`, {
      token: spa,
    });
    expect(byRef.json<Reservation>()).toMatchObject({
      id: r.id,
      customerName: expect.stringContaining('Ana') as string,
    });
  });

  it('answers a taken slot 409 with the next free slots, and a slot never offered the same way', async () => {
    const c = await createCatalogue(t, SPA);
    const date = DATE();
    await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '14:00')));
    const res = await post(reservationBody(c.offeringId, at(date, '14:00')));
    expect(res.statusCode, res.body).toBe(409);
    const err = res.json<SlotTakenError>();
    expect(err.message).toMatch(/no free slot|just taken/);
    expect(err.nextSlots?.[0]).toMatchObject({ localStart: '15:00' });
    const lunch = await post(reservationBody(c.offeringId, at(date, '12:15')));
    expect(lunch.statusCode).toBe(409);
  });

  it('seats a class of 10 and refuses the 11th; persons above the capacity are refused as input', async () => {
    const c = await createCatalogue(t, SPA, { capacity: 10 });
    const date = DATE();
    await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '10:00'), { persons: 6 }));
    await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '10:00'), { persons: 4 }));
    expect((await post(reservationBody(c.offeringId, at(date, '10:00')))).statusCode).toBe(409);
    const [hold] = await t.db
      .select()
      .from(reservationHold)
      .where(eq(reservationHold.resourceId, c.resourceIds[0]!));
    expect(hold).toMatchObject({ taken: 10, capacity: 10 });
    expectError(await post(reservationBody(c.offeringId, at(date, '11:00'), { persons: 11 })), 400, {
      message: /at most 10/,
    });
  });

  it('caps the discount at the user’s limit and refuses a Business Starter property with an upgrade hint', async () => {
    const c = await createCatalogue(t, SPA, { price: 200 });
    const date = DATE();
    expectError(
      await post(reservationBody(c.offeringId, at(date, '09:00'), { discountPercentage: 10 }), clerk),
      400,
      { message: /at most 5 %/ },
    );
    const r = await reserve(
      t,
      SPA,
      clerk,
      reservationBody(c.offeringId, at(date, '09:00'), { discountPercentage: 5 }),
    );
    expect(r).toMatchObject({ subtotal: 200, discountAmount: 10 });
    const nails = await createCatalogue(t, NAILS);
    const refused = await post(
      reservationBody(nails.offeringId, at(date, '09:00')),
      await session('nails.admin@bookone.demo'),
      NAILS,
    );
    expectError(refused, 403, { message: /Business Starter plan\. Upgrade your plan/ });
  });

  it('names each refused field with a message key the web translates', async () => {
    const c = await createCatalogue(t, SPA, { capacity: 2 });
    const other = await createCatalogue(t, BISTRO);
    const date = DATE();
    const body = {
      ...reservationBody(c.offeringId, at(date, '09:00')),
      lines: [
        { offeringId: c.offeringId, startsAt: at(date, '09:00'), persons: 3 },
        { offeringId: other.offeringId, startsAt: at(date, '10:00'), persons: 1 },
      ],
    };
    const tooMany = expectError(await post(body), 400, { fields: ['lines.0.persons'] });
    expect(tooMany.fields!['lines.0.persons']).toBe('At most 2 per session');
    expect(tooMany.fieldKeys).toEqual({ 'lines.0.persons': 'validation.atMostPerSession' });
    const foreign = expectError(await post({ ...body, lines: body.lines.slice(1) }), 400);
    expect(foreign.fieldKeys).toEqual({ 'lines.0.offeringId': 'validation.noSuchOffering' });
    const r = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '11:00')));
    const noLine = expectError(
      await t.api('POST', `/api/reservation/${r.id}/reschedule`, {
        token: spa,
        body: { lineId: 999999, startsAt: at(date, '13:00') },
      }),
      400,
    );
    expect(noLine).toMatchObject({
      fields: { lineId: 'No such line in this reservation' },
      fieldKeys: { lineId: 'validation.noSuchReservationLine' },
    });
  });

  it('refuses a customer of another property and both or neither customer', async () => {
    const c = await createCatalogue(t, SPA);
    expectError(
      await post({ ...reservationBody(c.offeringId, at(DATE(), '09:00'), { customerId: 999999 }) }),
      400,
    );
    const { customer: _c, ...none } = reservationBody(c.offeringId, at(DATE(), '09:00')) as Record<
      string,
      unknown
    >;
    expectError(await post(none), 400);
  });
});

describe('lifecycle and reschedule', () => {
  const act = (id: number, action: string, body?: unknown) =>
    t.api('POST', `/api/reservation/${id}/${action}`, { token: spa, ...(body ? { body } : {}) });

  it('confirms, checks in and completes; refuses a step out of order with 409', async () => {
    const c = await createCatalogue(t, SPA);
    const r = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(DATE(), '09:00')));
    expectError(await act(r.id, 'complete'), 409, { message: /booked cannot be completed/ });
    expect((await act(r.id, 'confirm')).json<Reservation>()).toMatchObject({
      status: 'CONFIRMED',
      confirmedAt: expect.any(String) as string,
    });
    expect((await act(r.id, 'check-in')).json<Reservation>().status).toBe('CHECKED_IN');
    expectError(await act(r.id, 'cancel', { reason: 'Too late' }), 409);
    expect((await act(r.id, 'complete')).json<Reservation>()).toMatchObject({ status: 'COMPLETED' });
  });

  it('a cancellation (with its reason) and a no-show give the slot back', async () => {
    const c = await createCatalogue(t, SPA);
    const date = DATE();
    const r = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '15:00')));
    expectError(await act(r.id, 'cancel', { reason: '' }), 400);
    expect((await act(r.id, 'cancel', { reason: 'Feeling unwell' })).json<Reservation>()).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Feeling unwell',
    });
    const again = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '15:00')));
    expect((await act(again.id, 'no-show')).json<Reservation>().status).toBe('NO_SHOW');
    expect((await slotsOf(c, date)).slots.map((s) => s.localStart)).toContain('15:00');
  });

  it('reschedules a line to a free slot (overlapping its own old place) and refuses a taken one with next slots', async () => {
    const c = await createCatalogue(t, SPA);
    const date = DATE();
    const r = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '09:00')));
    const moved = await act(r.id, 'reschedule', { lineId: r.lines[0]!.id, startsAt: at(date, '09:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Reservation>().lines[0]!.startsAt).toBe(at(date, '09:30'));
    const local = (await slotsOf(c, date)).slots.map((s) => s.localStart);
    expect(local).toContain('10:30');
    expect(local).not.toContain('09:00');
    await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '14:00')));
    const taken = await act(r.id, 'reschedule', { lineId: r.lines[0]!.id, startsAt: at(date, '14:00') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<SlotTakenError>().nextSlots!.length).toBeGreaterThan(0);
    // Still at 09:30: the refused move changed nothing.
    const kept = await t.api('GET', `/api/reservation/${r.id}`, { token: spa });
    expect(kept.json<Reservation>().lines[0]!.startsAt).toBe(at(date, '09:30'));
  });
});

describe('list and export', () => {
  it('filters by status, days, offering and search, and exports the same rows', async () => {
    const c = await createCatalogue(t, SPA);
    const date = DATE();
    const a = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '09:00')));
    const b = await reserve(t, SPA, spa, reservationBody(c.offeringId, at(date, '13:00')));
    await t.api('POST', `/api/reservation/${b.id}/confirm`, { token: spa });
    const list = async (q: string) => {
      const res = await t.api('GET', `/api/reservation/property/${SPA}?offeringId=${c.offeringId}${q}`, {
        token: spa,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ReservationPage>();
    };
    expect((await list('')).items.map((r) => r.referenceNumber)).toEqual([
      a.referenceNumber,
      b.referenceNumber,
    ]);
    expect((await list('&status=CONFIRMED')).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list(`&search=${a.referenceNumber}`)).items.map((r) => r.id)).toEqual([a.id]);
    expect((await list(`&from=${date}&to=${date}`)).total).toBe(2);
    expect((await list(`&from=${addDays(date, 1)}`)).total).toBe(0);
    expect((await list('&sort=startsAt&order=desc')).items[0]!.id).toBe(b.id);
    const xlsx = await t.api('GET', `/api/reservation/property/${SPA}/export?offeringId=${c.offeringId}`, {
      token: spa,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps other tenants and roles out', async () => {
    const rivalToken = await t.login(rival.propAdmin.username);
    expect((await t.api('GET', `/api/reservation/property/${SPA}`, { token: rivalToken })).statusCode).toBe(
      404,
    );
    const housekeeping = await session.housekeeping();
    expect((await t.api('GET', `/api/reservation/property/${SPA}`, { token: housekeeping })).statusCode).toBe(
      403,
    );
  });
});

describe('demo seed', () => {
  it('gives Lotus Day Spa about three hundred reservations around today, in every status, never double-booked', async () => {
    const page = await t.api(
      'GET',
      `/api/reservation/property/${SPA}?size=1&from=${day(-45)}&to=${day(45)}`,
      {
        token: spa,
      },
    );
    expect(page.json<ReservationPage>().total).toBeGreaterThan(250);
    for (const status of ['BOOKED', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'NO_SHOW'])
      expect(
        (
          await t.api('GET', `/api/reservation/property/${SPA}?size=1&status=${status}`, { token: spa })
        ).json<ReservationPage>().total,
        status,
      ).toBeGreaterThan(0);
    // No two sessions that still hold their places overlap on one resource lane (the buffer included).
    const overlaps = await t.db.execute(
      sql`select count(*)::int n from reservation_line a join reservation ra on ra.id = a.reservation_id
          join reservation_line b on b.resource_id = a.resource_id and b.lane = a.lane and b.id > a.id
            and b.starts_at < a.held_until and a.starts_at < b.held_until
            and not (b.starts_at = a.starts_at and b.offering_id = a.offering_id)
          join reservation rb on rb.id = b.reservation_id
          where ra.property_id = ${SPA} and ra.status not in ('CANCELLED', 'NO_SHOW')
            and rb.status not in ('CANCELLED', 'NO_SHOW')`,
    );
    expect((overlaps as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
