// An early check-out as the desk does it (issue 8): the dialog says what changes (nights removed, new charges, the
// credit) before anything happens, and the credit is refunded right away through the payments module. Then the
// tape chart and the housekeeping board are checked for axe's label-content-name-mismatch (an experimental rule,
// not in the default run): every named widget's name holds the text it shows. The test makes its own room type,
// room and booking through the API, so no seeded booking gets in the way.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

type Booking = { id: number; bookingNumber: string; status: string; balance: number; departure: string };
type Payment = { id: number; amount: number; refundOf: number | null };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function hotelAdminApi(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: 'hotel.admin@bookone.demo', password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { propertyId: property.id, call };
}

/** A room type of its own with one clean room, and a guest in it from today for three nights, paid in full. */
async function paidThreeNightStay(request: APIRequestContext) {
  const { propertyId: p, call } = await hotelAdminApi(request);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const type = await call<{ id: number }>('POST', `/api/room/property/${p}/room-types`, {
    name: `Early ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 150,
    noOfRooms: 1,
  });
  const room = await call<{ id: number }>('POST', `/api/room/property/${p}/rooms`, {
    roomTypeId: type.id,
    roomNumber: `E${tag}`,
  });
  const today = (await call<{ date: string }>('GET', `/api/booking/property/${p}/front-desk`)).date;
  const booking = await call<Booking>('POST', `/api/booking/property/${p}`, {
    roomTypeId: type.id,
    arrival: today,
    departure: plusDays(today, 3),
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Rua', lastName: `Early${tag}` },
  });
  await call('POST', `/api/booking/${booking.id}/check-in`, { rooms: [{ roomId: room.id, bed: 0 }] });
  await call('POST', `/api/payment/property/${p}`, {
    bookingId: booking.id,
    date: today,
    amount: booking.balance,
    mode: 'Card',
    status: 'Paid',
  });
  return { propertyId: p, booking, call };
}

/** axe's label-content-name-mismatch alone (experimental: the default run leaves it out). */
async function nameMismatches(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

describe('front desk: early check-out', () => {
  test('says what changes, then refunds the credit right away', async ({ page }) => {
    const { propertyId, booking, call } = await paidThreeNightStay(page.request);
    await openAs(page, 'hotel.frontdesk', `/bookone/manage-booking/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Booking ${booking.bookingNumber}` }).waitFor();
    await page
      .getByRole('group', { name: 'Booking actions' })
      .getByRole('button', { name: 'Check out' })
      .click();

    const dialog = page.getByRole('dialog', { name: `Check out ${booking.bookingNumber}?` });
    // Arrived today: one night is kept, two are removed; paid for three, so a credit is left.
    await dialog.getByText(/Leaving early/).waitFor({ timeout: UI_TIMEOUT });
    expect(await dialog.getByText(/Leaving early/).innerText()).toMatch(/2 nights are removed/);
    const summary = dialog.getByRole('table', { name: 'What the guest pays' });
    expect(await summary.getByRole('row', { name: /Credit/ }).innerText()).toMatch(/\d+,\d{2}/);
    const refund = dialog.getByRole('radio', { name: /^Refund .* now, the way it was paid$/ });
    expect(await refund.isChecked()).toBe(true);
    expect(await severeAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Check out' }).click();
    await page.getByText(new RegExp(`^${booking.bookingNumber} checked out; .+ refunded$`)).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const after = await call<Booking>('GET', `/api/booking/${booking.id}`);
    expect(after).toMatchObject({ status: 'CHECKEDOUT', balance: 0 });
    const payments = await call<{ items: Payment[] }>(
      'GET',
      `/api/payment/property/${propertyId}?bookingId=${booking.id}`,
    );
    const refunds = payments.items.filter((p) => p.refundOf != null);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBeLessThan(0);
  });

  test('the tape chart and the housekeeping board name their widgets after what they show', async ({
    page,
  }) => {
    // A guest in house gives the chart a bar (a cell with text) to check.
    await paidThreeNightStay(page.request);
    await signInAs(page, 'hotel.frontdesk');
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto('/bookone/booking-calendar');
    await page.getByRole('grid', { name: 'Booking calendar' }).getByRole('button').first().waitFor();
    expect(await nameMismatches(page)).toEqual([]);

    await page.goto('/bookone/housekeeping');
    await page.getByRole('heading', { level: 1, name: 'Housekeeping' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await nameMismatches(page)).toEqual([]);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
