// Dashboards (issue 5): the accommodation dashboard's figures, checked against bookings, payments and rooms this
// test creates in a property of its own (Rival Inn, which has no seeded bookings); tenant and role checks. The
// sales report (spec §7.5) is tested in report.test.ts.
import { addDays, type PropertyDashboard } from '@bookone/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, dailyRate, payment } from '../src/db/schema';
import { monthStart, occupancyPercent } from '../src/modules/dashboard/dashboard.service';
import { day, openForTests, today } from './demo-app';
import { openRivalInn, type RivalInn } from './rival-inn';
import { expectDenied, expectError, expectHidden, insertUser } from './support';

let inn: RivalInn;

openForTests(openRivalInn, (app) => (inn = app));

async function dashboard(token?: string, propertyId = inn.PROP) {
  const res = await inn.t.api('GET', `/api/dashboard/property/${propertyId}`, {
    token: token ?? (await inn.tokenOf(inn.rival.manager)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PropertyDashboard>();
}

const setStatus = (id: number, values: Partial<typeof booking.$inferInsert>) =>
  inn.t.db.update(booking).set(values).where(eq(booking.id, id));

describe('dashboard helpers', () => {
  it('finds month starts across year ends and rounds occupancy to one decimal', () => {
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(monthStart('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthStart('2026-03-01')).toBe('2026-03-01');
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(2, 2)).toBe(100);
    expect(occupancyPercent(0, 0)).toBe(0);
  });
});

describe('GET /api/dashboard/property/{id}', () => {
  it('counts today, occupancy, revenue by stay night, payments and room statuses from the data', async () => {
    const before = await dashboard();
    expect(before.date).toBe(today);
    expect(before.currency).toBe('NZD');
    expect(before.occupancy).toHaveLength(31);
    expect(before.occupancy[0]!.date).toBe(today);
    expect(before.occupancy[30]!.date).toBe(day(30));

    const rt = await inn.roomTypeWithRooms([
      { number: 'D1' },
      { number: 'D2', status: 'NOT_READY' },
      { number: 'D3', status: 'NOT_READY' },
      { number: 'D4', status: 'DO_NOT_DISTURB' },
    ]);
    // Today's arrival (two nights), a guest in house since yesterday leaving today, a cancelled arrival (counts
    // nowhere), an enquiry (takes no room), and a stay across the month end (its total split by night).
    const arrival = await inn.book(rt.id, today, day(2));
    const leaving = await inn.book(rt.id, today, day(1));
    // Moved back a night by hand (the API books no past nights): its night is now yesterday's, not tonight's.
    await setStatus(leaving.id, { arrival: day(-1), departure: today, status: 'CHECKEDIN' });
    await inn.t.db
      .update(dailyRate)
      .set({ booked: sql`${dailyRate.booked} - 1` })
      .where(and(eq(dailyRate.roomTypeId, rt.id), eq(dailyRate.date, today)));
    const cancelled = await inn.book(rt.id, today, day(1));
    const cancel = await inn.t.api('POST', `/api/booking/${cancelled.id}/cancel`, {
      token: await inn.tokenOf(inn.rival.frontdesk),
      body: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const lastOfMonth = addDays(monthStart(today, 1), -1);
    const split = await inn.book(rt.id, lastOfMonth, addDays(lastOfMonth, 2));
    // Last month: a three-night stay whose first night fell the month before that (a third of it is older).
    const past = await inn.book(rt.id, day(40), day(43));
    const pastArrival = addDays(monthStart(today, -1), -1);
    await setStatus(past.id, {
      arrival: pastArrival,
      departure: addDays(pastArrival, 3),
      status: 'CHECKEDOUT',
    });

    const [thisStart, lastStart] = [monthStart(today), monthStart(today, -1)];
    await inn.t.db.insert(payment).values([
      {
        propertyId: inn.PROP,
        bookingId: arrival.id,
        date: today,
        amount: 100,
        currency: 'NZD',
        mode: 'Cash',
        status: 'Paid',
      },
      {
        propertyId: inn.PROP,
        bookingId: arrival.id,
        date: today,
        amount: -20,
        currency: 'NZD',
        mode: 'Cash',
        status: 'Paid',
      },
      {
        propertyId: inn.PROP,
        bookingId: arrival.id,
        date: today,
        amount: 999,
        currency: 'NZD',
        mode: 'Card',
        status: 'NotPaid',
      },
      {
        propertyId: inn.PROP,
        bookingId: past.id,
        date: lastStart,
        amount: 70,
        currency: 'NZD',
        mode: 'Card',
        status: 'Paid',
      },
      {
        propertyId: inn.PROP,
        bookingId: past.id,
        date: addDays(lastStart, -1),
        amount: 5,
        currency: 'NZD',
        mode: 'Card',
        status: 'Paid',
      },
    ]);

    const after = await dashboard();
    const splitsHere = lastOfMonth === today;
    // Arrivals: today's arrival (and the cross-month stay when today is the month's last day); not the cancelled.
    expect(after.arrivals - before.arrivals).toBe(splitsHere ? 2 : 1);
    expect(after.departures - before.departures).toBe(1);
    expect(after.inHouse - before.inHouse).toBe(1);

    const sold = (d: PropertyDashboard, date: string) => d.occupancy.find((o) => o.date === date)!;
    // Tonight: the arrival (the leaving guest's last night was yesterday); four rooms more in service.
    const tonight = sold(after, today);
    expect(tonight.sold - sold(before, today).sold).toBe(1 + (splitsHere ? 1 : 0));
    expect(tonight.total - sold(before, today).total).toBe(4);
    expect(tonight.percent).toBe(occupancyPercent(tonight.sold, tonight.total));
    expect(sold(after, day(1)).sold - sold(before, day(1)).sold).toBe(
      1 + (addDays(lastOfMonth, 1) === day(1) || lastOfMonth === day(1) ? 1 : 0),
    );

    // Revenue by stay night: all of today's arrival if both its nights are this month, otherwise its share.
    const nightsThisMonth = (a: string, d: string) => {
      let n = 0;
      for (let x = a; x < d; x = addDays(x, 1)) if (x >= thisStart && x < monthStart(today, 1)) n += 1;
      return n;
    };
    const expectedThis =
      (arrival.total * nightsThisMonth(arrival.arrival, arrival.departure)) / 2 +
      leaving.total * nightsThisMonth(day(-1), today) +
      split.total / 2;
    expect(after.revenueThisMonth - before.revenueThisMonth).toBeCloseTo(expectedThis, 2);
    // Two of the past stay's three nights were last month; the leaving guest's night may have been too.
    const expectedLast = (past.total * 2) / 3 + (day(-1) < thisStart ? leaving.total : 0);
    expect(after.revenueLastMonth - before.revenueLastMonth).toBeCloseTo(expectedLast, 2);

    // Payments: Paid only, refunds netted, by payment date.
    expect(after.paymentsThisMonth - before.paymentsThisMonth).toBeCloseTo(80, 2);
    expect(after.paymentsLastMonth - before.paymentsLastMonth).toBeCloseTo(70, 2);

    const count = (d: PropertyDashboard, s: string) =>
      d.roomStatusCounts.find((r) => r.status === s)?.count ?? 0;
    expect(count(after, 'VACANT_READY') - count(before, 'VACANT_READY')).toBe(1);
    expect(count(after, 'NOT_READY') - count(before, 'NOT_READY')).toBe(2);
    expect(count(after, 'DO_NOT_DISTURB') - count(before, 'DO_NOT_DISTURB')).toBe(1);
  });

  it('is open to every role of the property and the organisation admin, but not to another tenant', async () => {
    for (const u of [
      inn.housekeeper,
      inn.finance,
      inn.rival.propAdmin,
      inn.rival.frontdesk,
      inn.rival.orgAdmin,
    ]) {
      const res = await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`, {
        token: await inn.tokenOf(u),
      });
      expect(res.statusCode, `${u.username}: ${res.body}`).toBe(200);
    }
    // Harbour View's staff and organisation admin reach only their own.
    for (const u of ['hotel.manager@bookone.demo', 'orgadmin@bookone.demo']) {
      expectHidden(
        await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`, { token: await inn.session(u) }),
        ['Rival'],
      );
    }
    // Organisation finance reads its organisation's properties' dashboards (from the organisation dashboard, issue
    // 10), another organisation's finance none.
    const finance = await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`, {
      token: await inn.tokenOf(inn.rival.orgFinance),
    });
    expect(finance.statusCode, finance.body).toBe(200);
    expectHidden(
      await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`, {
        token: await inn.session('orgfinance@bookone.demo'),
      }),
      ['Rival'],
    );
    // A platform customer (USER) has no dashboard permission at all.
    const customer = await insertUser(inn.t, { roles: ['USER'], organisationId: 1 });
    expectDenied(
      await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`, { token: await inn.tokenOf(customer) }),
    );
    const own = await dashboard(await inn.session('hotel.housekeeping@bookone.demo'), inn.HARBOUR);
    expect(own.roomStatusCounts.length).toBeGreaterThan(0);
    expectError(await inn.t.api('GET', `/api/dashboard/property/${inn.PROP}`), 401);
    expectError(
      await inn.t.api('GET', `/api/dashboard/property/999999`, {
        token: await inn.session('superadmin@bookone.demo'),
      }),
      404,
    );
  });
});
