// The accommodation reports of the dashboard (issue 15): every figure checked against bookings, a cancellation, a
// no-show and a payment this test makes at Rival Inn (no seeded bookings) a month ahead, where nothing else stays.
import type { Booking, ReportResult, RoomType } from '@bookone/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { day, openForTests, today } from './demo-app';
import { openRivalInn, type RivalInn } from './rival-inn';
import { createBooking } from './stay-fixtures';
import { expectDenied, expectHidden, uniqueEmail } from './support';

let inn: RivalInn;
openForTests(openRivalInn, (app) => (inn = app));

const D = day(30);
const D1 = day(31);
const D2 = day(32);
const D3 = day(33);

let rt: RoomType;
let a: Booking; // D → D3, walk in, France, 100 paid
let b: Booking; // D1 → D2, phone, New Zealand
let cancelled: Booking;
let noShow: Booking;

async function token() {
  return inn.tokenOf(inn.rival.manager);
}
async function report(id: string, query: string) {
  const res = await inn.t.api('GET', `/api/report/${id}?propertyId=${inn.PROP}&${query}`, {
    token: await token(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResult>();
}
const money = (n: number) => Math.round(n * 100) / 100;
const col = (r: ReportResult, key: string) => r.rows.map((row) => row[key]);

beforeAll(async () => {
  rt = await inn.roomTypeWithRooms([{ number: 'A1' }, { number: 'A2' }, { number: 'A3' }]);
  const frontdesk = await inn.tokenOf(inn.rival.frontdesk);
  const guest = (firstName: string, country: string) => ({
    firstName,
    lastName: 'Report',
    email: uniqueEmail(firstName.toLowerCase()),
    country,
  });
  a = await createBooking(inn.t, inn.PROP, frontdesk, {
    roomTypeId: rt.id,
    arrival: D,
    departure: D3,
    customer: guest('Amelie', 'France'),
  });
  b = await createBooking(inn.t, inn.PROP, frontdesk, {
    roomTypeId: rt.id,
    arrival: D1,
    departure: D2,
    source: 'Phone',
    customer: guest('Bruce', 'New Zealand'),
  });
  cancelled = await createBooking(inn.t, inn.PROP, frontdesk, {
    roomTypeId: rt.id,
    arrival: D1,
    departure: D3,
    customer: guest('Chloe', 'France'),
  });
  noShow = await createBooking(inn.t, inn.PROP, frontdesk, {
    roomTypeId: rt.id,
    arrival: D2,
    departure: D3,
    customer: guest('Dev', 'India'),
  });
  const cancel = await inn.t.api('POST', `/api/booking/${cancelled.id}/cancel`, {
    token: frontdesk,
    body: { reason: 'Plans changed' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const gone = await inn.t.api('POST', `/api/booking/${noShow.id}/no-show`, { token: frontdesk });
  expect(gone.statusCode, gone.body).toBe(200);
  const paid = await inn.t.api('POST', `/api/payment/property/${inn.PROP}`, {
    token: frontdesk,
    body: { bookingId: a.id, date: today, amount: 100, mode: 'Cash', status: 'Paid' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
});

describe('accommodation reports', () => {
  it('night audit: the night’s stays with their money, the filters, and the total view', async () => {
    const all = await report('night-audit', `date=${D1}`);
    expect(col(all, 'bookingNumber').sort()).toEqual([a.bookingNumber, b.bookingNumber].sort());
    const rowA = all.rows.find((r) => r.bookingNumber === a.bookingNumber)!;
    expect(rowA).toMatchObject({ guest: 'Amelie Report', arrival: D, departure: D3, source: 'Walk In' });
    expect(rowA.roomRevenue).toBeCloseTo(money(a.subtotal / 3), 2);
    expect(rowA.paid).toBe(100);
    expect(rowA.due).toBeCloseTo(money(a.total - 100), 2);
    expect(all.totals?.roomRevenue).toBeCloseTo(money(a.subtotal / 3 + b.subtotal), 1);
    expect(all.totals?.due).toBeCloseTo(money(a.total - 100 + b.total), 2);

    expect(col(await report('night-audit', `date=${D1}&sources=Phone`), 'bookingNumber')).toEqual([
      b.bookingNumber,
    ]);
    // Leaving on D2: B; its night revenue is not D2's.
    const out = await report('night-audit', `date=${D2}&checkout=true`);
    expect(col(out, 'bookingNumber')).toEqual([b.bookingNumber]);
    expect(out.rows[0]!.roomRevenue).toBe(0);
    expect((await report('night-audit', `date=${D1}&sameDay=true`)).rows).toEqual([]);
    expect((await report('night-audit', `date=${D1}&checkedIn=true`)).rows).toEqual([]);
    expect((await report('night-audit', `date=${D1}&bookingDate=${today}`)).rows).toHaveLength(2);
    expect((await report('night-audit', `date=${D1}&roomTypeIds=${rt.id}&due=true`)).rows).toHaveLength(2);

    const total = await report('night-audit', `date=${D1}&view=total`);
    expect(total.columns[0]!.key).toBe('roomType');
    expect(total.rows).toEqual([
      expect.objectContaining({ roomType: rt.name, bookings: 2, rooms: 2, guests: 4 }),
    ]);
    expect(total.totals?.due).toBe(all.totals?.due);
  });

  it('occupancy, ADR and RevPAR by day and by room type', async () => {
    const byDay = await report('occupancy', `from=${D}&to=${D2}&roomTypeIds=${rt.id}`);
    expect(col(byDay, 'date')).toEqual([D, D1, D2]);
    expect(col(byDay, 'available')).toEqual([3, 3, 3]);
    // The cancelled booking and the no-show hold nothing.
    expect(col(byDay, 'sold')).toEqual([1, 2, 1]);
    expect(byDay.rows[1]!.occupancy).toBeCloseTo(66.7, 1);
    const nightD1 = a.subtotal / 3 + b.subtotal;
    expect(byDay.rows[1]!.revenue).toBeCloseTo(nightD1, 1);
    expect(byDay.rows[1]!.adr).toBeCloseTo(nightD1 / 2, 1);
    expect(byDay.rows[1]!.revpar).toBeCloseTo(nightD1 / 3, 1);
    expect(byDay.totals).toMatchObject({ available: 9, sold: 4 });

    const byType = await report('occupancy', `from=${D}&to=${D2}&roomTypeIds=${rt.id}&by=roomType`);
    expect(byType.rows).toEqual([expect.objectContaining({ roomType: rt.name, available: 9, sold: 4 })]);
    expect(byType.chart).toEqual({ kind: 'bar', x: 'roomType', series: ['occupancy'] });
  });

  it('revenue by source and by rate plan, nights inside the range only', async () => {
    const bySource = await report('revenue', `from=${D}&to=${D2}&roomTypeIds=${rt.id}`);
    const walkIn = bySource.rows.find((r) => r.source === 'Walk In')!;
    // A's third night (D2) is inside, so all three count: D, D1, D2.
    expect(walkIn).toMatchObject({ bookings: 1, roomNights: 3 });
    expect(walkIn.revenue).toBeCloseTo(a.subtotal, 1);
    expect(bySource.rows.find((r) => r.source === 'Phone')).toMatchObject({ bookings: 1, roomNights: 1 });
    // Only D: A's first night.
    const first = await report('revenue', `from=${D}&to=${D}&roomTypeIds=${rt.id}`);
    expect(first.rows).toEqual([expect.objectContaining({ source: 'Walk In', roomNights: 1, share: 100 })]);
    expect(first.rows[0]!.revenue).toBeCloseTo(a.subtotal / 3, 1);
    const byPlan = await report('revenue', `from=${D}&to=${D2}&roomTypeIds=${rt.id}&by=ratePlan`);
    expect(byPlan.columns[0]!.key).toBe('ratePlan');
    expect(byPlan.totals?.revenue).toBeCloseTo(bySource.totals?.revenue as number, 2);
  });

  it('arrivals, departures and in-house lists', async () => {
    const q = `roomTypeIds=${rt.id}`;
    expect(col(await report('movements', `from=${D}&to=${D2}&${q}`), 'bookingNumber')).toEqual([
      a.bookingNumber,
      b.bookingNumber,
    ]);
    expect(
      col(await report('movements', `from=${D2}&to=${D3}&list=departures&${q}`), 'bookingNumber'),
    ).toEqual([b.bookingNumber, a.bookingNumber]);
    const inHouse = await report('movements', `from=${D2}&to=${D2}&list=inHouse&${q}`);
    expect(col(inHouse, 'bookingNumber')).toEqual([a.bookingNumber]);
    expect(inHouse.totals).toMatchObject({ nights: 3, rooms: 1, guests: 2 });
  });

  it('cancellations by the day cancelled, no-shows by arrival', async () => {
    const today_ = await report('cancellations', `from=${today}&to=${today}`);
    expect(today_.rows).toEqual([expect.objectContaining({ date: today, cancellations: 1, noShows: 0 })]);
    expect(today_.rows[0]!.cancelledValue).toBeCloseTo(cancelled.total, 2);
    const arrival = await report('cancellations', `from=${D2}&to=${D2}`);
    expect(arrival.rows).toEqual([expect.objectContaining({ date: D2, cancellations: 0, noShows: 1 })]);
  });

  it('guests by nationality, payments by mode and operator, outstanding balances', async () => {
    const nations = await report('nationality', `from=${D}&to=${D2}`);
    expect(nations.rows).toEqual([
      expect.objectContaining({ country: 'France', bookings: 1, guests: 2, roomNights: 3 }),
      expect.objectContaining({ country: 'New Zealand', bookings: 1, guests: 2, roomNights: 1 }),
    ]);

    const byMode = await report('payments', `from=${today}&to=${today}`);
    expect(byMode.rows).toEqual([
      expect.objectContaining({ mode: 'Cash', payments: 1, received: 100, net: 100 }),
    ]);
    const byOperator = await report('payments', `from=${today}&to=${today}&by=operator`);
    expect(byOperator.rows).toEqual([
      expect.objectContaining({ operator: expect.any(String) as string, net: 100 }),
    ]);

    const owed = await report('balances', `from=${D}&to=${D3}`);
    expect(col(owed, 'bookingNumber').sort()).toEqual([a.bookingNumber, b.bookingNumber].sort());
    expect(owed.totals?.due).toBeCloseTo(money(a.total - 100 + b.total), 2);
  });

  it('the night audit workbook carries the rows and the totals', async () => {
    const res = await inn.t.api('GET', `/api/report/night-audit/export?propertyId=${inn.PROP}&date=${D1}`, {
      token: await token(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const dueAt = header.indexOf('Due') + 1;
    const last = sheet.getRow(4);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(dueAt).value).toBeCloseTo(money(a.total - 100 + b.total), 2);
  });

  it('is for management and finance, within their tenant', async () => {
    const url = `/api/report/night-audit?propertyId=${inn.PROP}&date=${D1}`;
    expectDenied(await inn.t.api('GET', url, { token: await inn.tokenOf(inn.rival.frontdesk) }));
    expect((await inn.t.api('GET', url, { token: await inn.tokenOf(inn.finance) })).statusCode).toBe(200);
    expectHidden(await inn.t.api('GET', url, { token: await inn.session('hotel.manager@bookone.demo') }));
  });
});
