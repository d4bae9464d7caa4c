// The sales report (spec §7.5, issue 5): totals per account manager of the bookings they created, checked against
// bookings this test creates in a property of its own (Rival Inn, which has no seeded bookings); roles, tenants and
// bad dates.
import { addDays, todayIn, type Booking, type RoomType, type SalesReportRow } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import {
  createForeignTenant,
  demoIds,
  expectDenied,
  expectError,
  expectHidden,
  insertUser,
  sessions,
  uniqueEmail,
  type ForeignTenant,
  type TestUser,
} from './support';

let t: TestApp;
let session: ReturnType<typeof sessions>;
let rival: ForeignTenant;
let housekeeper: TestUser;
let finance: TestUser;
let HARBOUR: number;
let PROP: number;
// Rival Inn keeps the default time zone, so "today" is Auckland's.
const today = todayIn('Pacific/Auckland');
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  session = sessions(t);
  HARBOUR = (await demoIds(t)).property('Harbour View Hotel');
  rival = await createForeignTenant(t);
  PROP = rival.propertyId;
  const atProp = { organisationId: rival.organisationId, propertyId: PROP };
  [housekeeper, finance] = await Promise.all([
    insertUser(t, { roles: ['PROP_HOUSEKEEPING'], ...atProp }),
    insertUser(t, { roles: ['PROP_FINANCE'], ...atProp }),
  ]);
});
afterAll(() => t.close());

const tokenOf = (u: TestUser) => session(u.username);

async function roomTypeWithRooms(rooms: { number: string; status?: string }[]) {
  const token = await tokenOf(rival.propAdmin);
  const res = await t.api('POST', `/api/room/property/${PROP}/room-types`, {
    token,
    body: {
      name: `Dashboard ${Math.random().toString(36).slice(2, 8)}`,
      maxOccupancy: 4,
      baseOccupancy: 2,
      basePrice: 150,
      noOfRooms: rooms.length,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const rt = res.json<RoomType>();
  for (const r of rooms) {
    const made = await t.api('POST', `/api/room/property/${PROP}/rooms`, {
      token,
      body: { roomTypeId: rt.id, roomNumber: r.number, ...(r.status ? { status: r.status } : {}) },
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  return rt;
}

async function book(roomTypeId: number, arrival: string, departure: string, by: TestUser = rival.frontdesk) {
  const res = await t.api('POST', `/api/booking/property/${PROP}`, {
    token: await tokenOf(by),
    body: {
      roomTypeId,
      arrival,
      departure,
      adults: 2,
      source: 'Walk In',
      customer: { firstName: 'Ana', lastName: 'Tane', email: uniqueEmail('ana') },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

describe('GET /api/report/property/{id}/sales', () => {
  const report = async (fromDate: string, toDate: string, by: TestUser = rival.manager) => {
    const res = await t.api(
      'GET',
      `/api/report/property/${PROP}/sales?fromDate=${fromDate}&toDate=${toDate}`,
      {
        token: await tokenOf(by),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SalesReportRow[]>();
  };
  const amountOf = (rows: SalesReportRow[], u: TestUser) =>
    rows.find((r) => r.accountManager === u.username)?.totalAmount ?? 0;

  it('sums the totals of the bookings each user created in the range, sold ones only', async () => {
    const before = await report(today, today);
    const rt = await roomTypeWithRooms([{ number: 'S1' }, { number: 'S2' }, { number: 'S3' }]);
    const a = await book(rt.id, day(5), day(7), rival.propAdmin);
    const b = await book(rt.id, day(8), day(9), rival.propAdmin);
    const c = await book(rt.id, day(5), day(6), rival.frontdesk);
    // Neither counts: a cancelled booking and an enquiry.
    const gone = await book(rt.id, day(10), day(11), rival.frontdesk);
    await t.api('POST', `/api/booking/${gone.id}/cancel`, {
      token: await tokenOf(rival.frontdesk),
      body: { reason: 'No longer needed' },
    });
    const enquiry = await t.api('POST', `/api/booking/property/${PROP}`, {
      token: await tokenOf(rival.frontdesk),
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
    expect(amountOf(after, rival.propAdmin) - amountOf(before, rival.propAdmin)).toBeCloseTo(
      a.total + b.total,
      2,
    );
    expect(amountOf(after, rival.frontdesk) - amountOf(before, rival.frontdesk)).toBeCloseTo(c.total, 2);
    // Largest first.
    const totals = after.map((r) => r.totalAmount);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    // Made today: a range that ends yesterday has none of them.
    const yesterday = await report(day(-30), day(-1));
    expect(amountOf(yesterday, rival.propAdmin)).toBe(0);
    expect(amountOf(yesterday, rival.frontdesk)).toBe(0);
    // The other property's bookings stay out of this property's report.
    const harbour = await t.api(
      'GET',
      `/api/report/property/${HARBOUR}/sales?fromDate=${today}&toDate=${today}`,
      {
        token: await session('hotel.manager@bookone.demo'),
      },
    );
    expect(harbour.statusCode).toBe(200);
    expect(harbour.json<SalesReportRow[]>().map((r) => r.accountManager)).not.toContain(
      rival.propAdmin.username,
    );
  });

  it('refuses bad dates with field messages', async () => {
    const token = await tokenOf(rival.manager);
    const url = (q: string) => `/api/report/property/${PROP}/sales?${q}`;
    expectError(await t.api('GET', url(`fromDate=2026-13-01&toDate=${today}`), { token }), 400, {
      fields: ['fromDate'],
    });
    expectError(await t.api('GET', url(`fromDate=${today}&toDate=${day(-1)}`), { token }), 400, {
      fields: ['toDate'],
    });
    expectError(await t.api('GET', url(`fromDate=${today}`), { token }), 400, { fields: ['toDate'] });
  });

  it('is for the roles that sell and the admins, within their tenant', async () => {
    const url = `/api/report/property/${PROP}/sales?fromDate=${today}&toDate=${today}`;
    for (const u of [housekeeper, finance, rival.orgFinance])
      expectDenied(await t.api('GET', url, { token: await tokenOf(u) }));
    for (const u of [rival.propAdmin, rival.frontdesk, rival.orgAdmin])
      expect((await t.api('GET', url, { token: await tokenOf(u) })).statusCode).toBe(200);
    expectHidden(await t.api('GET', url, { token: await session('hotel.manager@bookone.demo') }), [
      rival.propAdmin.username,
    ]);
    expectHidden(await t.api('GET', url, { token: await session('orgadmin@bookone.demo') }));
  });
});
