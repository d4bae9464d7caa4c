// "Departing today" has one definition (domain DEPARTING_STATUSES): the dashboard's tile counts exactly the rows of
// the booking list's "Departing today" view. Before, the tile also counted bookings that never checked in and
// the list left out guests already checked out, so the desk saw 12 on the tile and 9 rows in the list.
import {
  addDays,
  todayIn,
  type Booking,
  type Page,
  type PropertyDashboard,
  type RoomType,
} from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { booking } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { createForeignTenant, sessions, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let tenant: ForeignTenant;
let token: string;
const today = todayIn('Pacific/Auckland');

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createForeignTenant(t);
  token = await sessions(t)(tenant.propAdmin.username);
});
afterAll(() => t.close());

async function ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await t.api(method, url, { token, ...(body ? { body } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<T>();
}

describe('departing today', () => {
  it('the dashboard tile and the list view count the same bookings: in house or checked out, leaving today', async () => {
    const P = tenant.propertyId;
    const before = await ok<PropertyDashboard>('GET', `/api/dashboard/property/${P}`);
    const rt = await ok<RoomType>('POST', `/api/room/property/${P}/room-types`, {
      name: `Departing ${Math.random().toString(36).slice(2, 8)}`,
      maxOccupancy: 2,
      baseOccupancy: 2,
      basePrice: 100,
      noOfRooms: 3,
    });
    const made: Booking[] = [];
    for (let i = 0; i < 3; i++)
      made.push(
        await ok<Booking>('POST', `/api/booking/property/${P}`, {
          roomTypeId: rt.id,
          arrival: today,
          departure: addDays(today, 1),
          adults: 1,
          source: 'Walk In',
          customer: { firstName: 'Dep', lastName: String(i), email: uniqueEmail('dep') },
        }),
      );
    // Leaving today: one still in house, one already checked out, one that never arrived.
    const [inHouse, checkedOut, neverArrived] = made as [Booking, Booking, Booking];
    const yesterday = addDays(today, -1);
    await t.db
      .update(booking)
      .set({ arrival: yesterday, departure: today, status: 'CHECKEDIN' })
      .where(eq(booking.id, inHouse.id));
    await t.db
      .update(booking)
      .set({ arrival: yesterday, departure: today, status: 'CHECKEDOUT' })
      .where(eq(booking.id, checkedOut.id));
    await t.db
      .update(booking)
      .set({ arrival: yesterday, departure: today, status: 'CONFIRMED' })
      .where(eq(booking.id, neverArrived.id));

    const after = await ok<PropertyDashboard>('GET', `/api/dashboard/property/${P}`);
    const list = await ok<Page<Booking>>(
      'GET',
      `/api/booking/property/${P}?view=departures&roomTypeId=${rt.id}&size=50`,
    );
    expect(list.items.map((b) => b.id).sort()).toEqual([inHouse.id, checkedOut.id].sort());
    expect(after.departures - before.departures).toBe(list.total);
  });
});
