// Issue 13's Done-when in the browser: a clerk (the hotel's admin, the property role with the bell) invoices a
// CHECKED-OUT booking whose folio got a charge after departure (a broken lamp), issues it (its stay already paid,
// the invoice is partly paid), downloads the PDF and reads it back (number, lines, the 10 % tax line, the total on
// screen), sends a payment link from the invoice; the guest pays it in a fresh browser context through the test
// gateway; after a reload the invoice is PAID and the clerk's bell names the payment. Axe on the link dialogs.
// The test makes its own room type, room and booking through the API, and puts Harbour View on the test gateway
// itself (payment-gateways.e2e leaves it on Stripe).
import { readFile } from 'node:fs/promises';

import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { newContext, test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
type Booking = { id: number; bookingNumber: string; balance: number; status: string };

async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username, password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } | null };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { propertyId: property?.id ?? 0, call };
}

/** The property takes card payments through BookOne's test gateway, whatever another file chose. */
async function useTestGateway(request: APIRequestContext, propertyId: number) {
  const { call } = await apiAs(request, 'superadmin@bookone.demo');
  const { items } = await call<{ items: { id: number; kind: string }[] }>(
    'GET',
    '/api/payment-gateway?size=200',
  );
  const current = await call<{ version: number | null }>(
    'GET',
    `/api/payment-gateway/property/${propertyId}`,
  );
  await call('PUT', `/api/payment-gateway/property/${propertyId}`, {
    gatewayId: items.find((g) => g.kind === 'TEST')!.id,
    mode: 'TEST',
    version: current.version ?? 0,
  });
}

/**
 * A guest of tonight in a room of its own, laundry at 10 % tax, the folio paid and checked out; then a broken lamp
 * found in the room is charged to the folio (25, untaxed): 25 is owed.
 */
async function checkedOutWithLateCharge(request: APIRequestContext) {
  const { propertyId: p, call } = await apiAs(request, 'hotel.admin@bookone.demo');
  const tag = Math.random().toString(36).slice(2, 6).toUpperCase();
  const type = await call<{ id: number }>('POST', `/api/room/property/${p}/room-types`, {
    name: `Settle ${tag}`,
    maxOccupancy: 2,
    baseOccupancy: 2,
    basePrice: 160,
    noOfRooms: 1,
  });
  const room = await call<{ id: number }>('POST', `/api/room/property/${p}/rooms`, {
    roomTypeId: type.id,
    roomNumber: `S${tag}`,
  });
  const today = (await call<{ date: string }>('GET', `/api/booking/property/${p}/front-desk`)).date;
  const departure = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const booking = await call<Booking>('POST', `/api/booking/property/${p}`, {
    roomTypeId: type.id,
    arrival: today,
    departure,
    adults: 2,
    source: 'Walk In',
    customer: { firstName: 'Nina', lastName: `Settle${tag}` },
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
  const owed = (await call<Booking>('GET', `/api/booking/${booking.id}`)).balance;
  await call('POST', `/api/payment/property/${p}`, {
    bookingId: booking.id,
    date: today,
    amount: owed,
    mode: 'Card',
    status: 'Paid',
  });
  const out = await call<Booking>('POST', `/api/booking/${booking.id}/check-out`);
  expect(out.status).toBe('CHECKEDOUT');
  await call('POST', `/api/expense/property/${p}`, {
    date: today,
    type: 'Property Damage',
    description: 'Broken lamp found after departure',
    amount: 25,
    bookingId: booking.id,
  });
  expect((await call<Booking>('GET', `/api/booking/${booking.id}`)).balance).toBe(25);
  return { propertyId: p, booking, tag };
}

describe('invoice payment', () => {
  // A long journey through three browser contexts: more than the suite's minute on a busy machine.
  test(
    'a checked-out booking is invoiced, issued, read back as a PDF, and paid by the guest through a link',
    { timeout: 180_000 },
    async ({ page, browser, baseURL }) => {
      const { propertyId, booking, tag } = await checkedOutWithLateCharge(page.request);
      await useTestGateway(page.request, propertyId);
      await openAs(page, 'hotel.admin', '/invoice/invoice-create');
      await page.getByRole('heading', { level: 1, name: 'New invoice' }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('radio', { name: "A booking's folio" }).check();
      await page.getByRole('combobox', { name: 'Booking', exact: true }).fill(booking.bookingNumber);
      await page
        .getByRole('option', { name: new RegExp(booking.bookingNumber) })
        .click({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: 'Create the draft' }).click();

      const draft = page.getByRole('dialog', { name: 'Draft invoice' });
      await draft.getByText('Laundry: Suit pressed').waitFor({ timeout: UI_TIMEOUT });
      expect(await draft.getByText(/Broken lamp found after departure/).count()).toBe(1);
      expect(await draft.getByText(`Nina Settle${tag}`).count()).toBe(1);
      await draft.getByRole('button', { name: 'Issue' }).click();

      const issued = page.getByRole('dialog', { name: /^Invoice INV-\d{5}$/ });
      await issued.waitFor({ timeout: UI_TIMEOUT });
      const number = ((await issued.getByRole('heading').first().innerText()).match(/INV-\d{5}/) ?? [''])[0];
      expect(number).toMatch(/^INV-\d{5}$/);
      // The stay was paid before it was invoiced: only the lamp is left.
      await issued.getByText('Partly paid').waitFor({ timeout: UI_TIMEOUT });
      expect(await issued.getByRole('row', { name: /^Balance/ }).innerText()).toMatch(/25,00/);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        issued.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const text = await pdfText(await readFile(await download.path()));
      expect(text).toContain(number);
      expect(text).toContain('Laundry: Suit pressed');
      expect(text).toContain('Broken lamp found after departure');
      expect(text).toMatch(/Tax 10\.00% on 030,00 \$NZ/);
      expect(text).toContain('Total after tax');
      const onScreen = (await issued.getByRole('row', { name: /Total after tax/ }).innerText())
        .replace(/Total after tax\s*/, '')
        .replace(/\s/g, ' ')
        .trim();
      expect(text.replace(/\s/g, ' ')).toContain(onScreen);

      // Send payment link, from the invoice.
      await issued.getByRole('button', { name: 'Send payment link' }).click();
      const send = page.getByRole('dialog', { name: 'Send a payment link' });
      await send.waitFor();
      expect(await send.getByRole('spinbutton', { name: /Amount/ }).inputValue()).toMatch(/^25(\.0+)?$/);
      expect(await send.innerText()).toContain(number);
      expect(await severeAxeViolations(page), 'axe on the send dialog').toEqual([]);
      await send.getByRole('button', { name: 'Create link' }).click();
      const created = page.getByRole('dialog', { name: 'Payment link created' });
      const url = await created
        .getByRole('textbox', { name: 'Payment link' })
        .inputValue({ timeout: UI_TIMEOUT });
      expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
      expect(await severeAxeViolations(page), 'axe on the created-link dialog').toEqual([]);
      await created.getByRole('button', { name: 'Close' }).click();

      // The guest: a fresh browser context, never signed in.
      const guestContext = await newContext(browser, baseURL);
      try {
        const guest = await guestContext.newPage();
        await guest.goto(new URL(url).pathname);
        await guest.getByRole('heading', { name: 'Harbour View Hotel' }).waitFor({ timeout: UI_TIMEOUT });
        expect(await guest.getByRole('note').innerText()).toMatch(/Test mode/i);
        expect(await guest.getByText(`Invoice ${number}`).count()).toBe(1);
        await guest.getByRole('button', { name: /^Pay / }).click();
        const checkout = guest.getByRole('form', { name: 'Test checkout' });
        await checkout.waitFor();
        await checkout.getByRole('button', { name: /\(test\)$/ }).click();
        await guest.getByText('Paid, thank you').waitFor({ timeout: UI_TIMEOUT });
      } finally {
        await guestContext.close();
      }

      // The clerk reloads the list: the invoice is paid, nothing left on it.
      await page.goto(`/invoice/invoice-list?q=${encodeURIComponent(number)}`);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: number });
      await row.first().waitFor({ timeout: UI_TIMEOUT });
      await row.first().getByText(number).click();
      const paid = page.getByRole('dialog', { name: `Invoice ${number}` });
      // The status chip (the totals table has a "Paid" row too).
      await paid.locator('.MuiChip-label', { hasText: /^Paid$/ }).waitFor({ timeout: UI_TIMEOUT });
      expect(await paid.getByRole('row', { name: /^Balance/ }).innerText()).toMatch(/000,00|0,00/);
      expect(await paid.getByRole('button', { name: 'Send payment link' }).count()).toBe(0);
      await paid.getByRole('button', { name: 'Close' }).click();

      // The PAYMENT notification on the clerk's bell.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByText(new RegExp(`received online \\(Online \\(test gateway\\)\\) for invoice ${number}`))
        .first()
        .waitFor({ timeout: UI_TIMEOUT });
    },
  );
});
