// Enquiry → quote → paid booking (issue 15) end to end: a guest sends an enquiry through Harbour View's public form
// (a fresh browser context, never signed in) and reads its number; the desk clerk finds it in Manage Enquiries,
// quotes a stay priced live (a room type of the test's own), saves and sends it; the guest opens the deposit link
// from the email (read from the run's SMTP server), sees the quoted stay and pays through the test gateway in another fresh
// context; the booking then exists CONFIRMED with the deposit paid, and the enquiry is WON with it. Axe on the form,
// the quote dialog and the pay page.

import type { APIRequestContext } from 'playwright-core';
import { describe, expect } from 'vitest';

import { newContext, test, UI_TIMEOUT } from '../support/browser.ts';
import { emailedMatch } from '../support/mail.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
const HARBOUR = 1;
const isoPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/** Harbour View takes card payments through the test gateway (another file may have chosen Stripe). */
async function useTestGateway(request: APIRequestContext) {
  const call = await apiAs(request, 'superadmin@bookone.demo');
  const { items } = await call<{ items: { id: number; kind: string }[] }>(
    'GET',
    '/api/payment-gateway?size=200',
  );
  const current = await call<{ version: number | null }>('GET', `/api/payment-gateway/property/${HARBOUR}`);
  await call('PUT', `/api/payment-gateway/property/${HARBOUR}`, {
    gatewayId: items.find((g) => g.kind === 'TEST')!.id,
    mode: 'TEST',
    version: current.version ?? 0,
  });
}

/** The deposit link's path from the email sent to `email` (read from the run's SMTP server). */
async function emailedPayPath(email: string): Promise<string> {
  return emailedMatch(email, /(\/pay\/[A-Za-z0-9_-]{43})/);
}

describe('enquiry to paid booking', () => {
  test('a public enquiry is quoted, sent and paid: the booking is CONFIRMED with the deposit, the enquiry WON', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tag = Date.now().toString(36);
    const surname = `Quote${tag}`;
    const email = `ana.${tag}@example.com`;
    await useTestGateway(page.request);
    const admin = await apiAs(page.request, 'hotel.admin@bookone.demo');
    const roomType = await admin<{ id: number; name: string }>(
      'POST',
      `/api/room/property/${HARBOUR}/room-types`,
      {
        name: `Enquiry Suite ${tag}`,
        maxOccupancy: 2,
        baseOccupancy: 2,
        basePrice: 200,
        noOfRooms: 1,
      },
    );

    // The guest's enquiry, through the public form.
    let number: string;
    const guestContext = await newContext(browser, baseURL);
    try {
      const guest = await guestContext.newPage();
      await guest.goto('/enquire/harbour-view-hotel');
      await guest
        .getByRole('heading', { name: 'Enquire at Harbour View Hotel' })
        .waitFor({ timeout: UI_TIMEOUT });
      const form = guest.getByRole('form', { name: 'Enquiry form' });
      await form.getByRole('textbox', { name: /^First name/ }).fill('Ana');
      await form.getByRole('textbox', { name: /^Last name/ }).fill(surname);
      await form.getByRole('textbox', { name: /^Email/ }).fill(email);
      await form.getByLabel(/^Check-in/).fill(isoPlus(70));
      await form.getByLabel(/^Check-out/).fill(isoPlus(72));
      await form.getByRole('textbox', { name: /^Dietary requirement/ }).fill('Vegetarian');
      expect(await severeAxeViolations(guest), 'axe on the enquiry form').toEqual([]);
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const thanks = guest.getByTestId('enquiry-number');
      await thanks.waitFor({ timeout: UI_TIMEOUT });
      number = /ENQ-\d{5}/.exec(await thanks.innerText())![0];
    } finally {
      await guestContext.close();
    }

    // The clerk finds it, quotes the stay and sends it.
    await openAs(page, 'hotel.frontdesk', '/bookone-admin/manage-enquiries');
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(number);
    const row = page.getByRole('row', { name: new RegExp(surname) });
    await row.waitFor({ timeout: UI_TIMEOUT });
    await row.click();
    const details = page.getByRole('dialog', { name: new RegExp(`^${number}`) });
    await details.waitFor({ timeout: UI_TIMEOUT });
    await details.getByRole('button', { name: 'Quote', exact: true }).click();
    const quote = page.getByRole('dialog', { name: `Quote for enquiry ${number}` });
    await quote.getByRole('combobox', { name: /^Room type/ }).click();
    await page.getByRole('option', { name: roomType.name }).click();
    const preview = quote.getByTestId('quote-preview');
    await preview.waitFor({ timeout: UI_TIMEOUT });
    expect(await preview.innerText()).toMatch(/2 nights/);
    expect(await severeAxeViolations(page), 'axe on the quote dialog').toEqual([]);
    await quote.getByRole('button', { name: 'Save quote' }).click();
    await quote.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await details.getByText('Not sent yet').waitFor({ timeout: UI_TIMEOUT });
    await details.getByRole('button', { name: 'Send quote' }).click();
    const send = page.getByRole('dialog', { name: `Send quote ${number}` });
    expect(await send.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(email);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await details.getByText(new RegExp(`To ${email.replace('.', '\\.')}`)).waitFor({ timeout: UI_TIMEOUT });

    // The guest pays the deposit from the email's link, in a fresh browser.
    const payPath = await emailedPayPath(email);
    const payContext = await newContext(browser, baseURL);
    try {
      const guest = await payContext.newPage();
      await guest.goto(payPath);
      await guest.getByRole('heading', { name: 'Harbour View Hotel' }).waitFor({ timeout: UI_TIMEOUT });
      const stay = guest.getByRole('region', { name: 'Your stay' });
      expect(await stay.innerText()).toContain(number);
      expect(await stay.innerText()).toContain(roomType.name);
      expect(await severeAxeViolations(guest), 'axe on the pay page').toEqual([]);
      await guest.getByRole('button', { name: /^Pay / }).click();
      const checkout = guest.getByRole('form', { name: 'Test checkout' });
      await checkout.waitFor({ timeout: UI_TIMEOUT });
      await checkout.getByRole('button', { name: /\(test\)$/ }).click();
      await guest.getByText('Paid, thank you').waitFor({ timeout: UI_TIMEOUT });
    } finally {
      await payContext.close();
    }

    // The booking exists CONFIRMED with the deposit paid; the enquiry is WON with it.
    const desk = await apiAs(page.request, 'hotel.frontdesk@bookone.demo');
    const { organisationId } = await desk<{ organisationId: number }>('GET', `/api/property/${HARBOUR}`);
    const { items } = await desk<{
      items: { id: number; status: string; bookingId: number | null; quote: { deposit: number } | null }[];
    }>('GET', `/api/enquiry/organisation/${organisationId}?search=${number}`);
    expect(items).toHaveLength(1);
    const won = items[0]!;
    expect(won.status).toBe('WON');
    const booking = await desk<{ status: string; paid: number; roomTypeId: number; guestEmail: string }>(
      'GET',
      `/api/booking/${won.bookingId}`,
    );
    expect(booking).toMatchObject({ status: 'CONFIRMED', roomTypeId: roomType.id, guestEmail: email });
    expect(booking.paid).toBe(won.quote!.deposit);
  });
});
