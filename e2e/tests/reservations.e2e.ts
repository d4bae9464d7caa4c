// Reservations (issue 11) end to end: the spa's admin opens the reservation list on the seeded demo (about three
// hundred reservations around today), narrows it by status tab and by number, both kept in the address; axe on
// the page. The seeded reservations are placed relative to the day of start, so every run finds each status.
// Then a front desk clerk of the spa (made by its admin) books a slot for a new customer, checks them in, takes
// payment and completes it; a full slot is not offered; the class of ten takes ten and refuses the eleventh. Those
// use days seven weeks ahead, past the seeded reservations, and each its own offering.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { signIn, test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, openAs, severeAxeViolations, usernameOf } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

describe('reservation list', () => {
  test('the spa admin lists reservations, filters by status and finds one by its number', async ({
    page,
  }) => {
    await openAs(page, 'spa.admin', '/master-service/reservation-list');
    await page.getByRole('heading', { name: 'Reservations', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const grid = page.getByRole('grid', { name: 'Reservations' });
    const rows = grid.getByRole('row').filter({ hasText: /RS-\d{6}/ });
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on the reservation list').toEqual([]);

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('CANCELLED');
    await expect
      .poll(async () => (await rows.first().textContent()) ?? '', { timeout: UI_TIMEOUT })
      .toContain('Cancelled');
    const reference = ((await rows.first().textContent()) ?? '').match(/RS-\d{6}/)![0];

    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: UI_TIMEOUT })
      .toBe(reference);
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBe(1);
    expect(await rows.first().textContent()).toContain(reference);
  });
});

// ------------------------------------------------------------------ booking, details, capacity

type Slot = { startsAt: string; endsAt: string; localStart: string; places: number };
type SlotDay = { date: string; slots: Slot[]; reason: string | null };
type Offering = { id: number; code: string; name: string; capacity: number };

/** The spa admin's API (Lotus Day Spa): its property, calls that must succeed, and calls whose answer is checked. */
async function spaApi(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: usernameOf('spa.admin'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, property } = (await login.json()) as { token: string; property: { id: number } };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const send = async (method: 'GET' | 'POST', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, data });
    return { status: res.status(), body: (await res.json()) as unknown };
  };
  const call = async <T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> => {
    const { status, body } = await send(method, url, data);
    expect(status, `${method} ${url}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body as T;
  };
  const p = property.id;
  const offerings = await call<{ items: Offering[] }>(
    'GET',
    `/api/service-catalogue/property/${p}/offerings?size=100&bookable=true&active=true`,
  );
  const offering = (code: string) => offerings.items.find((o) => o.code === code)!;
  const slots = (offeringId: number, date: string, persons = 1) =>
    call<SlotDay>(
      'GET',
      `/api/reservation/property/${p}/slots?offeringId=${offeringId}&date=${date}&persons=${persons}`,
    );
  /** The first day from `after` days ahead with a slot of `places` free places (the seed fills days near today). */
  const freeDay = async (offeringId: number, after: number, places = 1) => {
    const today = (await call<{ date: string }>('GET', `/api/reservation/property/${p}/today`)).date;
    for (let d = after; d < after + 12; d++) {
      const day = await slots(offeringId, plusDays(today, d));
      const slot = day.slots.find((s) => s.places >= places);
      if (slot) return { date: day.date, slot };
    }
    throw new Error(`no day with ${places} free places for offering ${offeringId}`);
  };
  const reserve = (offeringId: number, startsAt: string, persons: number, name: string) =>
    send('POST', `/api/reservation/property/${p}`, {
      lines: [{ offeringId, startsAt, persons }],
      customer: { firstName: name, lastName: 'E2E' },
    });
  return { propertyId: p, call, offering, slots, freeDay, reserve };
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const tag = () => Math.random().toString(36).slice(2, 7);

/** A front desk clerk of the spa, made by its admin (there is no such demo account), signed in. */
async function signInAsSpaClerk(page: Page) {
  const api = await spaApi(page.request);
  const email = `spa.desk.${tag()}@example.com`;
  await api.call('POST', '/api/user/signup', {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Tui',
    lastName: 'Desk',
    roles: ['PROP_FRONTDESK'],
    propertyId: api.propertyId,
  });
  await signIn(page, email, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: UI_TIMEOUT });
  return api;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New reservation' });

/** Opens New reservation from the list and sets the first line's offering and day. */
async function openNewReservation(page: Page, offeringName: string, date: string) {
  await page.goto('/master-service/reservation-list');
  await page.getByRole('button', { name: 'New reservation' }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole('combobox', { name: /^Offering/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${offeringName} ·`) }).click();
  await dialog.getByLabel(/^Day/).fill(date);
  return dialog;
}

/** The slot radio's labels the dialog offers, once it has them. */
async function offeredSlots(dialog: Locator): Promise<string[]> {
  const group = dialog.getByRole('radiogroup', { name: 'Free slots' });
  await expect.poll(() => group.getByRole('radio').count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(0);
  return group.locator('label').allTextContents();
}

const timeLabel = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Pacific/Auckland',
  }).format(new Date(iso));

describe('a spa clerk runs a reservation', () => {
  test('books a free slot for a new customer, checks them in, takes payment and completes it', async ({
    page,
  }) => {
    const api = await signInAsSpaClerk(page);
    const massage = api.offering('SWE60');
    const { date, slot } = await api.freeDay(massage.id, 50);
    const dialog = await openNewReservation(page, massage.name, date);
    const first = dialog.getByRole('radio', { name: new RegExp(`^${timeLabel(slot.startsAt)} –`) });
    await first.check();
    const surname = `Rata${tag()}`;
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Kiri');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(surname);
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+64 21 555 0199');
    expect(await severeAxeViolations(page), 'axe on the new reservation dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Reserve' }).click();

    // The new reservation's page: the customer, the service, a balance to pay.
    const heading = page.getByRole('heading', { name: /^Reservation RS-\d{6}$/, level: 1 });
    await heading.waitFor({ timeout: UI_TIMEOUT });
    expect(new URL(page.url()).pathname).toMatch(/^\/master-service\/reservation-details\/RS-\d{6}$/);
    await page.getByText(`Kiri ${surname}`).first().waitFor();
    await page.getByRole('table', { name: 'Services' }).getByText(massage.name).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on the reservation details').toEqual([]);

    const actions = page.getByRole('group', { name: 'What to do with this reservation' });
    await actions.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Customer checked in.').waitFor();
    await actions.getByRole('button', { name: 'Complete' }).waitFor();

    await page.getByRole('button', { name: 'Take payment' }).click();
    const pay = page.getByRole('dialog', { name: /^Take payment for RS-/ });
    await expect.poll(() => pay.getByRole('spinbutton', { name: /^Amount/ }).inputValue()).not.toBe('');
    await pay.getByRole('button', { name: 'Take payment' }).click();
    await page.getByText('Payment taken.').waitFor();
    const balance = page.locator('dt', { hasText: /^Balance$/ }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => balance.textContent(), { timeout: UI_TIMEOUT }).toMatch(/^\D*0\.00$/);
    expect(
      await page.getByRole('table', { name: 'Payments of this reservation' }).getByRole('row').count(),
    ).toBe(2);

    await actions.getByRole('button', { name: 'Complete' }).click();
    await page.getByText('Reservation completed.').waitFor();
    await expect.poll(() => actions.getByRole('button').count()).toBe(0);
    // Its history tells who did what.
    await expect
      .poll(() => page.getByText(/^Tui Desk, /).count(), { timeout: UI_TIMEOUT })
      .toBeGreaterThan(2);
  });

  test('a fully booked slot is not offered', async ({ page }) => {
    const api = await signInAsSpaClerk(page);
    // The express facial has one therapist: one reservation fills its slot.
    const facial = api.offering('FAC30');
    const { date, slot } = await api.freeDay(facial.id, 52);
    const taken = await api.reserve(facial.id, slot.startsAt, 1, 'Full');
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);

    const dialog = await openNewReservation(page, facial.name, date);
    const offered = await offeredSlots(dialog);
    expect(offered.some((label) => label.startsWith(`${timeLabel(slot.startsAt)} –`))).toBe(false);
  });

  test('the class of ten takes ten persons and refuses the eleventh', async ({ page }) => {
    const api = await signInAsSpaClerk(page);
    const yoga = api.offering('YOGA60');
    expect(yoga.capacity).toBe(10);
    const { date, slot } = await api.freeDay(yoga.id, 54, 10);
    for (let i = 1; i <= 9; i++) {
      const booked = await api.reserve(yoga.id, slot.startsAt, 1, `Yogi${i}`);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    }

    // The tenth place is offered as the last one and taken through the dialog.
    let dialog = await openNewReservation(page, yoga.name, date);
    const last = dialog.getByRole('radio', {
      name: `${timeLabel(slot.startsAt)} – ${timeLabel(slot.endsAt)} · 1 place`,
    });
    await last.check();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Tenth');
    await dialog.getByRole('button', { name: 'Reserve' }).click();
    await page
      .getByRole('heading', { name: /^Reservation RS-\d{6}$/, level: 1 })
      .waitFor({ timeout: UI_TIMEOUT });

    // The eleventh: the API answers 409 with the next free slots, and the dialog no longer offers the class.
    const eleventh = await api.reserve(yoga.id, slot.startsAt, 1, 'Eleventh');
    expect(eleventh.status).toBe(409);
    expect((eleventh.body as { nextSlots?: Slot[] }).nextSlots?.length).toBeGreaterThan(0);
    expect((await api.slots(yoga.id, date)).slots.some((s) => s.startsAt === slot.startsAt)).toBe(false);

    dialog = await openNewReservation(page, yoga.name, date);
    // The class's other sessions of the day are still offered: only the full one is gone.
    const offered = await offeredSlots(dialog);
    expect(offered.some((label) => label.startsWith(`${timeLabel(slot.startsAt)} –`))).toBe(false);
  });
});
