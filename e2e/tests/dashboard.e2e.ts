// The dashboards (issue 5) as hotel staff use them: the front desk checks today's arrival in from the dashboard's
// panel; the manager's home page shows the target and the amount achieved, which grows with a booking they make;
// housekeeping staff get the way to their board. Each test makes its own bookings through the API (a fresh room
// type of Harbour View Hotel, so no seeded booking gets in the way).
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { signIn, signOutButton, test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations } from '../support/shell.ts';

const PASSWORD = 'Demo@2026';
const HOTEL_ADMIN = 'hotel.admin@bookone.demo';
const HOTEL_MANAGER = 'hotel.manager@bookone.demo';
const HOTEL_FRONTDESK = 'hotel.frontdesk@bookone.demo';
const HOTEL_HOUSEKEEPING = 'hotel.housekeeping@bookone.demo';
const APP = { APP_ID: 'BOOKONE_WEB_APP' };

type Booking = { id: number; bookingNumber: string; total: number; guestName: string; arrival: string };

/** Signs in through the API; every later call of the returned helper carries the token. */
async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } | null };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  return {
    propertyId: property!.id,
    async post<T>(url: string, data: unknown, status = 201): Promise<T> {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(status);
      return (await res.json()) as T;
    },
    async get<T>(url: string): Promise<T> {
      const res = await request.get(url, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as T;
    },
  };
}

const suffix = () => Math.random().toString(36).slice(2, 7);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A room type of its own with one clean room, so a booking for tonight always has its room. */
async function freshRoomType(request: APIRequestContext) {
  const admin = await apiAs(request, HOTEL_ADMIN);
  const p = admin.propertyId;
  const rt = await admin.post<{ id: number; name: string }>(`/api/room/property/${p}/room-types`, {
    name: `Dash Test ${suffix()}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 180,
    noOfRooms: 1,
  });
  const room = await admin.post<{ roomNumber: string }>(`/api/room/property/${p}/rooms`, {
    roomTypeId: rt.id,
    roomNumber: `E${suffix()}`,
  });
  const today = (await admin.get<{ date: string }>(`/api/dashboard/property/${p}`)).date;
  return { propertyId: p, roomTypeId: rt.id, roomNumber: room.roomNumber, today };
}

async function book(
  request: APIRequestContext,
  username: string,
  stay: { propertyId: number; roomTypeId: number; arrival: string; departure: string },
  lastName: string,
) {
  const api = await apiAs(request, username);
  return api.post<Booking>(`/api/booking/property/${stay.propertyId}`, {
    roomTypeId: stay.roomTypeId,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Dana', lastName },
  });
}

async function openAs(page: Page, username: string, path: string) {
  await signIn(page, username, PASSWORD);
  await signOutButton(page).waitFor();
  await page.goto(path);
}

/** The amount in "Achieved: 1 234,56 $NZ" as a number. */
async function achievedAmount(page: Page): Promise<number> {
  const text = await page.getByTestId('target-achieved').innerText();
  const digits = text
    .replace(/^[^\d-]*/, '')
    .replace(/[^\d,-]/g, '')
    .replace(',', '.');
  return Number(digits);
}

describe('dashboards', () => {
  test("the front desk checks today's arrival in from the dashboard", async ({ page }) => {
    const stay = await freshRoomType(page.request);
    const guest = `Arrival${suffix()}`;
    const b = await book(
      page.request,
      HOTEL_FRONTDESK,
      { ...stay, arrival: stay.today, departure: plusDays(stay.today, 1) },
      guest,
    );

    await openAs(page, HOTEL_FRONTDESK, '/bookone/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Front Office Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Arrivals today' }).waitFor();
    const arrivals = page.getByRole('list', { name: 'Arrivals to check in' });
    await arrivals.getByText(`Dana ${guest}`).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await arrivals.getByRole('button', { name: `Check in Dana ${guest} (${b.bookingNumber})` }).click();
    const dialog = page.getByRole('dialog', { name: `Check in ${b.bookingNumber}` });
    await dialog.getByRole('checkbox', { name: new RegExp(stay.roomNumber) }).check();
    await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The guest moves from the arrivals to the guests in house, with their room.
    const inHouse = page.getByRole('list', { name: 'Guests in house' });
    await inHouse.getByText(`Dana ${guest}`).waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => arrivals.getByText(`Dana ${guest}`).count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await inHouse.getByText(new RegExp(`Room ${stay.roomNumber}`)).count()).toBe(1);
  });

  test('the manager sees the target and the achieved amount, which grows with their booking', async ({
    page,
  }) => {
    const stay = await freshRoomType(page.request);
    await openAs(page, HOTEL_MANAGER, '/master-service/home');
    await page.getByRole('heading', { name: 'Your target' }).waitFor();
    await page.getByText(/250\s000,00/).waitFor();
    await page.getByTestId('target-achieved').waitFor();
    const before = await achievedAmount(page);
    expect(await page.getByRole('progressbar', { name: 'Progress towards the target' }).count()).toBe(1);

    const b = await book(
      page.request,
      HOTEL_MANAGER,
      { ...stay, arrival: plusDays(stay.today, 3), departure: plusDays(stay.today, 5) },
      `Target${suffix()}`,
    );
    expect(b.total).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('target-achieved').waitFor();
    await expect.poll(() => achievedAmount(page), { timeout: UI_TIMEOUT }).toBeCloseTo(before + b.total, 2);
    // Property staff do their daily work on the home page: the desk's panels are there.
    await page
      .getByRole('list', { name: 'Arrivals to check in' })
      .or(page.getByText('No arrivals left to check in today.'))
      .first()
      .waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('housekeeping staff get the housekeeping board link instead of the booking actions', async ({
    page,
  }) => {
    await openAs(page, HOTEL_HOUSEKEEPING, '/master-service/home');
    const section = page.getByRole('region', { name: 'Housekeeping' });
    await section.waitFor();
    const link = section.getByRole('link', { name: 'Open the housekeeping board' });
    expect(await link.getAttribute('href')).toBe('/bookone/housekeeping');
    expect(await page.getByRole('button', { name: /^Check in / }).count()).toBe(0);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
