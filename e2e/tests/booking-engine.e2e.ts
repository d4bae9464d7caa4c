// A guest books two nights online (issue 16's Done-when): on a phone-sized screen, at /book/harbour-view-hotel with no
// sign-in, they search the stay, choose a room type priced for it, give their details, pay the whole stay through
// the test gateway and read the confirmation with the booking number; the desk clerk then finds the booking on the
// tape chart and, opening it, its source Website. Axe on the search results, the details and the confirmation.
import { addDays, todayIn } from '@bookone/domain';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, openAs, severeAxeViolations } from '../support/shell.ts';

const HARBOUR = 1;
const APP_HEADERS = { APP_ID: 'BOOKONE_WEB_APP' };

/** Signed-in API calls of a demo user, for the test's own setup (its room type, the property's gateway). */
async function signedIn(request: APIRequestContext, username: string) {
  const login = await request.post('/api/user/login', {
    headers: APP_HEADERS,
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = {
    ...APP_HEADERS,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  return async <T>(method: string, url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

describe('booking engine: rooms', () => {
  test('a guest books two nights on a phone and pays on the test gateway; the clerk sees it on the tape chart', async ({
    browser,
    baseURL,
    page: deskPage,
  }) => {
    const tag = Date.now().toString(36);
    const surname = `Online${tag}`;
    // The demo property takes cards through the test gateway (another file may have chosen Stripe).
    const platform = await signedIn(deskPage.request, 'superadmin@bookone.demo');
    const gateways = await platform<{ items: { id: number; kind: string }[] }>(
      'GET',
      '/api/payment-gateway?size=200',
    );
    const setting = await platform<{ version: number | null }>(
      'GET',
      `/api/payment-gateway/property/${HARBOUR}`,
    );
    await platform('PUT', `/api/payment-gateway/property/${HARBOUR}`, {
      gatewayId: gateways.items.find((g) => g.kind === 'TEST')!.id,
      mode: 'TEST',
      version: setting.version ?? 0,
    });
    // A room type of the test's own: no other test's bookings take its room.
    const admin = await signedIn(deskPage.request, 'hotel.admin@bookone.demo');
    const roomType = await admin<{ id: number; name: string }>(
      'POST',
      `/api/room/property/${HARBOUR}/room-types`,
      {
        name: `Web Suite ${tag}`,
        maxOccupancy: 2,
        baseOccupancy: 2,
        basePrice: 180,
        noOfRooms: 1,
      },
    );
    const arrival = addDays(todayIn('Pacific/Auckland'), 3);

    const phone = await browser.newContext({
      baseURL,
      locale: 'en-NZ',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    phone.setDefaultTimeout(UI_TIMEOUT);
    const page = await phone.newPage();
    let bookingNumber: string;
    try {
      await page.goto('/book/harbour-view-hotel');
      await page.getByRole('heading', { level: 1, name: 'Harbour View Hotel' }).waitFor();
      await page.getByLabel('Arrival').fill(arrival);
      await page.getByLabel('Departure').fill(addDays(arrival, 2));
      await page.getByLabel('Adults').fill('2');
      await page.getByRole('button', { name: 'See rooms and prices' }).click();
      const choose = page.getByRole('button', { name: `Choose ${roomType.name}, Standard rate` });
      await choose.waitFor();
      await page.getByRole('heading', { name: /^2 nights,/ }).waitFor();
      expect(await severeAxeViolations(page), 'axe on the rooms and prices').toEqual([]);
      await choose.click();

      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.getByLabel('First name').fill('Mere');
      await page.getByLabel('Last name').fill(surname);
      await page.getByLabel('Email').fill(`mere.${tag}@example.com`);
      await page.getByRole('radio', { name: /^Pay the whole stay now/ }).check();
      expect(await severeAxeViolations(page), 'axe on the details').toEqual([]);
      await page.getByRole('button', { name: 'Continue to payment' }).click();

      await page.getByText(/^Test mode: no money moves/).waitFor();
      await page.getByRole('button', { name: /^Pay NZ\$/ }).click();
      await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
      expect(page.url()).toMatch(/\/book\/harbour-view-hotel\/confirmation\/[A-Za-z0-9_-]{43}/);
      const summary = page.getByRole('definition');
      bookingNumber = (await summary.first().innerText()).trim();
      expect(bookingNumber).toMatch(/\d/);
      expect(await page.getByRole('region', { name: 'Your booking is confirmed' }).innerText()).toMatch(
        /\(2 nights\)/,
      );
      expect(await severeAxeViolations(page), 'axe on the confirmation').toEqual([]);
    } finally {
      await phone.close();
    }

    // The clerk finds it on the tape chart, unallocated in the test's room type, and opens it: source WebSite.
    await deskPage.setViewportSize({ width: 1400, height: 1300 });
    await openAs(deskPage, 'hotel.frontdesk', '/bookone/booking-calendar');
    const grid = deskPage.getByRole('grid', { name: 'Booking calendar' });
    const bar = grid.getByRole('button', { name: new RegExp(`^Mere ${surname}`) });
    await bar.waitFor({ timeout: UI_TIMEOUT });
    await bar.click();
    await deskPage.waitForURL(/\/bookone\/manage-booking\/\d+$/, { timeout: UI_TIMEOUT });
    await deskPage.getByText(bookingNumber).first().waitFor({ timeout: UI_TIMEOUT });
    await deskPage.getByText('Website', { exact: true }).first().waitFor({ timeout: UI_TIMEOUT });
  });
});
