// Payment links (issue 13) end to end: Harbour View on the BookOne test gateway; the desk clerk sends a payment link
// for a booking's balance from the booking's page; the guest opens it in a fresh browser context (no session), sees
// the property, the amount and the test-mode banner, pays through the test gateway; the link then says paid, the
// booking's balance is zero, the clerk's list of links shows it paid and the hotel admin's notifications show the
// payment. Axe on the dialog, the guest's page and the list.
// The test makes its own room type and booking through the API, so no seeded booking gets in the way.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { newContext, test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

type Booking = { id: number; bookingNumber: string; balance: number; currency: string };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username, password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

/** Harbour View (property 1) takes card payments through the test gateway (another file may have chosen Stripe). */
async function useTestGateway(request: APIRequestContext, propertyId: number) {
  const call = await apiAs(request, 'superadmin@bookone.demo');
  const { items } = await call<{ items: { id: number; kind: string }[] }>(
    'GET',
    '/api/payment-gateway?size=200',
  );
  const testGateway = items.find((g) => g.kind === 'TEST')!;
  const current = await call<{ version: number | null }>(
    'GET',
    `/api/payment-gateway/property/${propertyId}`,
  );
  await call('PUT', `/api/payment-gateway/property/${propertyId}`, {
    gatewayId: testGateway.id,
    mode: 'TEST',
    version: current.version ?? 0,
  });
}

/** A stay of its own, two nights far ahead, not paid. */
async function unpaidStay(request: APIRequestContext, propertyId: number): Promise<Booking> {
  const call = await apiAs(request, 'hotel.admin@bookone.demo');
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const type = await call<{ id: number }>('POST', `/api/room/property/${propertyId}/room-types`, {
    name: `Link ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 180,
    noOfRooms: 1,
  });
  const today = (await call<{ date: string }>('GET', `/api/booking/property/${propertyId}/front-desk`)).date;
  return call<Booking>('POST', `/api/booking/property/${propertyId}`, {
    roomTypeId: type.id,
    arrival: plusDays(today, 60),
    departure: plusDays(today, 62),
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Mere', lastName: `Payer${tag}` },
  });
}

describe('payment links', () => {
  test('the desk sends a link for a booking balance; the guest pays it through the test gateway', async ({
    page,
    browser,
    baseURL,
  }) => {
    const propertyId = 1;
    await useTestGateway(page.request, propertyId);
    const booking = await unpaidStay(page.request, propertyId);
    expect(booking.balance).toBeGreaterThan(0);

    await openAs(page, 'hotel.frontdesk', `/bookone/manage-booking/${booking.id}`);
    await page.getByRole('button', { name: 'Send payment link' }).click({ timeout: UI_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Send a payment link' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Guest's email/ }).fill(`mere.${booking.id}@example.com`);
    expect(await severeAxeViolations(page), 'axe on the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const created = page.getByRole('dialog', { name: 'Payment link created' });
    const url = await created
      .getByRole('textbox', { name: 'Payment link' })
      .inputValue({ timeout: UI_TIMEOUT });
    expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    expect(await created.innerText()).toContain(`mere.${booking.id}@example.com`);

    // The guest: another browser context, never signed in.
    const guestContext = await newContext(browser, baseURL);
    try {
      const guest = await guestContext.newPage();
      await guest.goto(new URL(url).pathname);
      await guest.getByRole('heading', { name: 'Harbour View Hotel' }).waitFor({ timeout: UI_TIMEOUT });
      expect(await guest.getByRole('note').innerText()).toMatch(/Test mode/i);
      expect(await guest.getByText(`Booking ${booking.bookingNumber}`).count()).toBe(1);
      expect(await severeAxeViolations(guest), 'axe on the payment page').toEqual([]);
      await guest.getByRole('button', { name: /^Pay / }).click();
      const checkout = guest.getByRole('form', { name: 'Test checkout' });
      await checkout.waitFor();
      await checkout.getByRole('button', { name: /\(test\)$/ }).click();
      await guest.getByText('Paid, thank you').waitFor({ timeout: UI_TIMEOUT });
      expect(await severeAxeViolations(guest), 'axe on the paid page').toEqual([]);
      // Opened again later, the link still says it is paid.
      await guest.reload();
      await guest.getByText('Paid, thank you').waitFor({ timeout: UI_TIMEOUT });
    } finally {
      await guestContext.close();
    }

    const call = await apiAs(page.request, 'hotel.frontdesk@bookone.demo');
    const after = await call<Booking>('GET', `/api/booking/${booking.id}`);
    expect(after.balance).toBe(0);

    // The clerk's list of links (Manage Payment's second tab) shows it paid.
    await page.goto('/bookone/manage-payment?tab=links&status=PAID');
    await page.getByRole('heading', { level: 1, name: 'Payment links' }).waitFor({ timeout: UI_TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: `Booking ${booking.bookingNumber}` });
    await expect.poll(() => row.count(), { timeout: UI_TIMEOUT }).toBe(1);
    expect(await row.innerText()).toContain('Paid');
    expect(await severeAxeViolations(page), 'axe on the payment links list').toEqual([]);

    // The hotel admin's notifications name the payment.
    const adminContext = await newContext(browser, baseURL);
    try {
      const admin = await adminContext.newPage();
      await signInAs(admin, 'hotel.admin');
      await admin.getByRole('button', { name: /^Notifications/ }).click();
      const panel = admin.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByText(
          new RegExp(`received online \\(Online \\(test gateway\\)\\) for booking ${booking.bookingNumber}`),
        )
        .waitFor({ timeout: UI_TIMEOUT });
    } finally {
      await adminContext.close();
    }
  });
});
