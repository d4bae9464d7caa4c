// Invoices (issue 13) as the property's manager makes them: a draft from an in-house booking's folio (its part
// payment already on it), issued (its number shown), the PDF downloaded and read back (totals and the tax line),
// the rest of the balance recorded and the invoice PAID; axe on the list, the new invoice page and the invoice.
// A checked-out booking's folio is settled, so its invoice is PAID as soon as it is issued: the API test covers it.
import { readFile } from 'node:fs/promises';

import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
type Booking = { id: number; bookingNumber: string; balance: number };

async function adminApi(request: APIRequestContext) {
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

/** A room type of its own with one room, a guest in it tonight with laundry at 10 % tax, 50 paid. */
async function inHouseGuest(request: APIRequestContext) {
  const { propertyId: p, call } = await adminApi(request);
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const type = await call<{ id: number }>('POST', `/api/room/property/${p}/room-types`, {
    name: `Invoice ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 180,
    noOfRooms: 1,
  });
  const room = await call<{ id: number }>('POST', `/api/room/property/${p}/rooms`, {
    roomTypeId: type.id,
    roomNumber: `I${tag}`,
  });
  const today = (await call<{ date: string }>('GET', `/api/booking/property/${p}/front-desk`)).date;
  const departure = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const booking = await call<Booking>('POST', `/api/booking/property/${p}`, {
    roomTypeId: type.id,
    arrival: today,
    departure,
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Iris', lastName: `Billing${tag}` },
  });
  await call('POST', `/api/booking/${booking.id}/check-in`, { rooms: [{ roomId: room.id, bed: 0 }] });
  await call('POST', `/api/booking/${booking.id}/services`, {
    serviceType: 'Laundry',
    description: 'Suit pressed',
    date: today,
    quantity: 1,
    unitPrice: 30,
    taxPercentage: 10,
  });
  await call('POST', `/api/payment/property/${p}`, {
    bookingId: booking.id,
    date: today,
    amount: 50,
    mode: 'Card',
    status: 'Paid',
  });
  return { booking, tag };
}

describe('invoices', () => {
  test('a draft from a folio is issued, its PDF read back, paid in full', async ({ page }) => {
    const { booking, tag } = await inHouseGuest(page.request);
    await openAs(page, 'hotel.manager', '/invoice/invoice-list');
    await page.getByRole('heading', { level: 1, name: 'Invoices' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New invoice' }).click();
    await page.getByRole('heading', { level: 1, name: 'New invoice' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: "A booking's folio" }).check();
    await page.getByRole('combobox', { name: 'Booking', exact: true }).fill(booking.bookingNumber);
    await page
      .getByRole('option', { name: new RegExp(booking.bookingNumber) })
      .click({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Create the draft' }).click();

    const draft = page.getByRole('dialog', { name: 'Draft invoice' });
    await draft.getByText('Laundry: Suit pressed').waitFor({ timeout: UI_TIMEOUT });
    expect(await draft.getByText(`Iris Billing${tag}`).count()).toBe(1);
    expect(await severeAxeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'Issue' }).click();

    const issued = page.getByRole('dialog', { name: /^Invoice INV-\d{5}$/ });
    await issued.waitFor({ timeout: UI_TIMEOUT });
    const number = ((await issued.getByRole('heading').first().innerText()).match(/INV-\d{5}/) ?? [''])[0];
    await page.getByText(`Invoice ${number} issued`).waitFor();
    expect(await issued.getByText('Partly paid').count()).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      issued.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(number);
    expect(text).toContain('Laundry: Suit pressed');
    expect(text).toMatch(/Tax 10\.00% on 030,00 \$NZ/);
    expect(text).toContain('Total after tax');
    // The total on the PDF is the one on screen.
    const totalRow = issued.getByRole('row', { name: /Total after tax/ });
    const onScreen = (await totalRow.innerText())
      .replace(/Total after tax\s*/, '')
      .replace(/\s/g, ' ')
      .trim();
    expect(text.replace(/\s/g, ' ')).toContain(onScreen.replace(/\s/g, ' '));

    await issued.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Payment of invoice ${number}` });
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Payment recorded').waitFor({ timeout: UI_TIMEOUT });
    // The status chip moves from partly paid to paid and nothing is left to pay.
    await issued.getByText('Partly paid').waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(await issued.getByRole('row', { name: /^Balance/ }).innerText()).toMatch(/000,00/);
    expect(await issued.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
