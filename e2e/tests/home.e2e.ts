// Staff reach their work (issue 8): every demo account lands on its own home after sign-in (never an empty page),
// the front desk (whose menu is only the Dashboard, spec §2.5) opens bookings, the tape chart, payments and
// customers from its home in one click, and the header search finds a seeded guest and a booking number.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, newContext, test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, severeAxeViolations, signInAs, usernameOf, type DemoUser } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

const DEMO_USERS: DemoUser[] = [
  'superadmin',
  'orgadmin',
  'orgsupport',
  'orgfinance',
  'hotel.admin',
  'hotel.manager',
  'hotel.frontdesk',
  'hotel.housekeeping',
  'hotel.marketing',
  'spa.admin',
  'barber.admin',
  'bistro.admin',
  'lodge.admin',
  'motel.admin',
];

/** Signs in through the API and reads what the server says: the home path and a seeded booking with its guest. */
async function apiAs(request: APIRequestContext, user: DemoUser) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: usernameOf(user), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } | null };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const get = async <T>(url: string): Promise<T> => {
    const res = await request.get(url, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  return { propertyId: property?.id ?? null, get };
}

const launcher = (page: Page) => page.getByRole('region', { name: 'Your work' });
/** The header's search box (the results page has a second one below its heading). */
const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search pages, bookings, guests, users and properties' }).first();

describe('every demo account lands on its home', () => {
  // Fourteen sign-ins in fresh contexts: longer than one test's usual minute.
  test(
    'after sign-in, each account is on the home its navigation names, with a page heading',
    { timeout: 300_000 },
    async ({ browser, baseURL, page }) => {
      for (const user of DEMO_USERS) {
        const api = await apiAs(page.request, user);
        const { homePath } = await api.get<{ homePath: string }>('/api/me/navigation');
        if (user.startsWith('org') || user === 'superadmin') expect(homePath).toBe('/bookone/su-dashboard');
        // A context of its own per account: a fresh session, as a new user would come.
        const context = await newContext(browser, baseURL);
        try {
          const fresh = await context.newPage();
          await signInAs(fresh, user);
          await expectPath(fresh, homePath);
          await fresh.getByRole('heading', { level: 1 }).waitFor({ timeout: UI_TIMEOUT });
          expect(
            await fresh.getByText('not built yet', { exact: false }).count(),
            `${user} on ${homePath}`,
          ).toBe(0);
        } finally {
          await context.close();
        }
      }
    },
  );
});

describe('the front desk reaches its work from home', () => {
  test('bookings, tape chart, payments and customers are one click from home; axe finds nothing serious', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.frontdesk');
    await expectPath(page, '/master-service/home');
    await launcher(page).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    for (const [name, path] of [
      ['Manage Bookings', '/bookone/manage-booking/list'],
      ['Booking Calendar', '/bookone/booking-calendar'],
      ['Manage Payments', '/bookone/manage-payment'],
      ['Customer List', '/bookone/customer-list'],
      ['Housekeeping', '/bookone/housekeeping'],
    ] as const) {
      await launcher(page).getByRole('link', { name, exact: true }).click();
      await expectPath(page, path);
      await page.goBack();
      await expectPath(page, '/master-service/home');
      await launcher(page).waitFor();
    }
    // Not the desk's: no tile for expenses.
    expect(await launcher(page).getByRole('link', { name: 'Manage Expenses' }).count()).toBe(0);
  });
});

describe('the header search', () => {
  test('finds a seeded guest by name and a booking by its number, and opens them', async ({ page }) => {
    const api = await apiAs(page.request, 'hotel.frontdesk');
    const list = await api.get<unknown>(`/api/booking/property/${api.propertyId}?size=5`);
    const rows = (Array.isArray(list) ? list : Object.values(list as object).find(Array.isArray)) as {
      id: number;
      bookingNumber: string;
      guestName: string;
    }[];
    const booking = rows.find((row) => row.guestName.trim().includes(' '));
    expect(booking, 'a seeded booking with a guest').toBeDefined();

    await signInAs(page, 'hotel.frontdesk');
    await searchBox(page).fill(booking!.guestName);
    await page
      .getByRole('option', { name: new RegExp(booking!.guestName) })
      .first()
      .waitFor();
    await searchBox(page).press('Enter');
    await expectPath(page, '/search');
    const guests = page.getByRole('table', { name: 'Guests' });
    await guests.getByRole('link', { name: booking!.guestName }).first().waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await searchBox(page).fill(booking!.bookingNumber.toLowerCase());
    await page.getByRole('option', { name: new RegExp(booking!.bookingNumber) }).click();
    await expectPath(page, `/bookone/manage-booking/${booking!.id}`);

    // Pages are found by title too, in the interface language.
    await searchBox(page).fill('calendar');
    await page.getByRole('option', { name: /Booking Calendar/ }).click();
    await expectPath(page, '/bookone/booking-calendar');
  });

  test('an organisation admin lands on the organisation dashboard with its pages; axe finds nothing serious', async ({
    page,
  }) => {
    await signInAs(page, 'orgadmin');
    await expectPath(page, '/bookone/su-dashboard');
    await launcher(page).getByRole('link', { name: 'Room Facilities' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
