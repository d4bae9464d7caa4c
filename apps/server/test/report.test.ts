// The sales report (spec §7.5, issue 5): totals per account manager of the bookings they created, checked against
// bookings this test creates in a property of its own (Rival Inn, which has no seeded bookings); roles, tenants and
// bad dates.
import type { Booking, SalesReportRow } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { day, openForTests, today } from './demo-app';
import { openRivalInn, type RivalInn } from './rival-inn';
import { expectDenied, expectError, expectHidden, type TestUser } from './support';

let inn: RivalInn;

openForTests(openRivalInn, (app) => (inn = app));

describe('GET /api/report/property/{id}/sales', () => {
  const report = async (fromDate: string, toDate: string, by: TestUser = inn.rival.manager) => {
    const res = await inn.t.api(
      'GET',
      `/api/report/property/${inn.PROP}/sales?fromDate=${fromDate}&toDate=${toDate}`,
      {
        token: await inn.tokenOf(by),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SalesReportRow[]>();
  };
  const amountOf = (rows: SalesReportRow[], u: TestUser) =>
    rows.find((r) => r.accountManager === u.username)?.totalAmount ?? 0;

  it('sums the totals of the bookings each user created in the range, sold ones only', async () => {
    const before = await report(today, today);
    const rt = await inn.roomTypeWithRooms([{ number: 'S1' }, { number: 'S2' }, { number: 'S3' }]);
    const a = await inn.book(rt.id, day(5), day(7), inn.rival.propAdmin);
    const b = await inn.book(rt.id, day(8), day(9), inn.rival.propAdmin);
    const c = await inn.book(rt.id, day(5), day(6), inn.rival.frontdesk);
    // Neither counts: a cancelled booking and an enquiry.
    const gone = await inn.book(rt.id, day(10), day(11), inn.rival.frontdesk);
    await inn.t.api('POST', `/api/booking/${gone.id}/cancel`, {
      token: await inn.tokenOf(inn.rival.frontdesk),
      body: { reason: 'No longer needed' },
    });
    const enquiry = await inn.t.api('POST', `/api/booking/property/${inn.PROP}`, {
      token: await inn.tokenOf(inn.rival.frontdesk),
      body: {
        roomTypeId: rt.id,
        arrival: day(12),
        departure: day(13),
        adults: 2,
        source: 'Walk In',
        status: 'ENQUIRY',
        customer: { firstName: 'Eru', lastName: 'Pene' },
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    expect(enquiry.json<Booking>().status).toBe('ENQUIRY');

    const after = await report(today, today);
    expect(amountOf(after, inn.rival.propAdmin) - amountOf(before, inn.rival.propAdmin)).toBeCloseTo(
      a.total + b.total,
      2,
    );
    expect(amountOf(after, inn.rival.frontdesk) - amountOf(before, inn.rival.frontdesk)).toBeCloseTo(
      c.total,
      2,
    );
    // Largest first.
    const totals = after.map((r) => r.totalAmount);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    // Made today: a range that ends yesterday has none of them.
    const yesterday = await report(day(-30), day(-1));
    expect(amountOf(yesterday, inn.rival.propAdmin)).toBe(0);
    expect(amountOf(yesterday, inn.rival.frontdesk)).toBe(0);
    // The other property's bookings stay out of this property's report.
    const harbour = await inn.t.api(
      'GET',
      `/api/report/property/${inn.HARBOUR}/sales?fromDate=${today}&toDate=${today}`,
      {
        token: await inn.session('hotel.manager@bookone.demo'),
      },
    );
    expect(harbour.statusCode).toBe(200);
    expect(harbour.json<SalesReportRow[]>().map((r) => r.accountManager)).not.toContain(
      inn.rival.propAdmin.username,
    );
  });

  it('refuses bad dates with field messages', async () => {
    const token = await inn.tokenOf(inn.rival.manager);
    const url = (q: string) => `/api/report/property/${inn.PROP}/sales?${q}`;
    expectError(await inn.t.api('GET', url(`fromDate=2026-13-01&toDate=${today}`), { token }), 400, {
      fields: ['fromDate'],
    });
    expectError(await inn.t.api('GET', url(`fromDate=${today}&toDate=${day(-1)}`), { token }), 400, {
      fields: ['toDate'],
    });
    expectError(await inn.t.api('GET', url(`fromDate=${today}`), { token }), 400, { fields: ['toDate'] });
  });

  it('is for the roles that sell and the admins, within their tenant', async () => {
    const url = `/api/report/property/${inn.PROP}/sales?fromDate=${today}&toDate=${today}`;
    for (const u of [inn.housekeeper, inn.finance, inn.rival.orgFinance])
      expectDenied(await inn.t.api('GET', url, { token: await inn.tokenOf(u) }));
    for (const u of [inn.rival.propAdmin, inn.rival.frontdesk, inn.rival.orgAdmin])
      expect((await inn.t.api('GET', url, { token: await inn.tokenOf(u) })).statusCode).toBe(200);
    expectHidden(await inn.t.api('GET', url, { token: await inn.session('hotel.manager@bookone.demo') }), [
      inn.rival.propAdmin.username,
    ]);
    expectHidden(await inn.t.api('GET', url, { token: await inn.session('orgadmin@bookone.demo') }));
  });
});
