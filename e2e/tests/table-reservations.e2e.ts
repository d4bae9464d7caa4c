// Table reservations at the Corner Bistro (issue 12, tables) end to end. The bistro's host books a table for four at a free evening time in
// the New reservation dialog, where only the tables seating four are offered, smallest first; 20:30, where every
// such table is taken, is not offered; the booking shows on the scheduler's table row. A table taken by another
// host while the dialog is open answers 409 in the dialog. Days three weeks ahead, past the seeded bookings.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, severeAxeViolations, signInAs, usernameOf, type DemoUser } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

type Slot = { startsAt: string; endsAt: string; localStart: string; resourceIds: number[] };
type Offering = { id: number; name: string; resources: { id: number; name: string; capacity: number }[] };

async function login(request: APIRequestContext, user: DemoUser) {
  const res = await request.post('/api/user/login', {
    headers: APP,
    data: { username: usernameOf(user), password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; property: { id: number } | null };
  return { headers: { ...APP, Authorization: `Bearer ${body.token}` }, propertyId: body.property?.id };
}

/** The bistro's host's API for the checks. */
async function bistroApi(request: APIRequestContext) {
  const host = await login(request, 'bistro.admin');
  const p = host.propertyId!;
  const call = async <T>(method: 'GET' | 'POST', url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers: host.headers, data });
    return { status: res.status(), body: (await res.json()) as T };
  };
  const offerings = await call<{ items: Offering[] }>(
    'GET',
    `/api/service-catalogue/property/${p}/offerings?size=100&bookable=true&active=true`,
  );
  const table = offerings.body.items.find((o) => o.name === 'Table reservation')!;
  const seats = new Map(table.resources.map((r) => [r.id, r]));
  const slots = async (date: string, persons: number) =>
    (
      await call<{ slots: Slot[] }>(
        'GET',
        `/api/reservation/property/${p}/slots?offeringId=${table.id}&date=${date}&persons=${persons}`,
      )
    ).body.slots;
  const reserve = (startsAt: string, persons: number, resourceId: number, name: string) =>
    call<unknown>('POST', `/api/reservation/property/${p}`, {
      lines: [{ offeringId: table.id, startsAt, persons, resourceId }],
      customer: { firstName: name, lastName: 'E2E' },
    });
  const today = (await call<{ date: string }>('GET', `/api/reservation/property/${p}/today`)).body.date;
  return { table, seats, slots, reserve, today };
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A Wednesday at least three weeks ahead: open, and past the seeded bookings. */
function quietWednesday(today: string) {
  let d = plusDays(today, 21);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 3) d = plusDays(d, 1);
  return d;
}
const timeLabel = (iso: string) =>
  new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Pacific/Auckland',
  }).format(new Date(iso));
async function openTableDialog(page: Page, date: string, covers: number) {
  await page.goto('/master-service/reservation-list');
  await page.getByRole('button', { name: 'New reservation' }).click({ timeout: UI_TIMEOUT });
  const dialog = page.getByRole('dialog', { name: 'New reservation' });
  await dialog.getByRole('combobox', { name: /^Offering/ }).click();
  await page.getByRole('option', { name: /^Table reservation ·/ }).click();
  await dialog.getByLabel(/^Day/).fill(date);
  await dialog.getByRole('spinbutton', { name: /^Covers/ }).fill(String(covers));
  return dialog;
}

describe('table reservations at the bistro', () => {
  test('the host books a table for four at a free evening time; a full time is not offered; a taken table is refused', async ({
    page,
  }) => {
    const api = await bistroApi(page.request);
    const date = quietWednesday(api.today);
    const at = (hhmm: string) => (s: Slot) => s.localStart === hhmm;

    // 20:30 full for four: every table seating four taken by other parties (until 22:15 with the reset time).
    const evening = await api.slots(date, 4);
    const eight = evening.find(at('20:30'))!;
    expect(eight, `${date}: ${evening.map((s) => s.localStart).join(' ')}`).toBeDefined();
    for (const id of eight.resourceIds) {
      const r = await api.reserve(eight.startsAt, 4, id, `Full${id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const seven = (await api.slots(date, 4)).find(at('18:30'))!;
    expect(seven.resourceIds.length).toBeGreaterThan(0);

    await signInAs(page, 'bistro.admin');
    const dialog = await openTableDialog(page, date, 4);
    // Only the tables seating four, the smallest first.
    await dialog.getByRole('combobox', { name: /^Table/ }).click();
    const options = (await page.getByRole('option').allTextContents()).slice(1);
    const fitting = [...api.seats.values()].filter((t) => t.capacity >= 4);
    expect(options).toHaveLength(fitting.length);
    const offeredSeats = options.map((o) => Number(/(\d+) seats$/.exec(o)![1]));
    expect(offeredSeats).toEqual([...offeredSeats].sort((a, b) => a - b));
    expect(offeredSeats[0]).toBe(4);
    await page.getByRole('option', { name: 'Any table that seats the party' }).click();

    const group = dialog.getByRole('radiogroup', { name: 'Free slots' });
    await expect.poll(() => group.getByRole('radio').count(), { timeout: UI_TIMEOUT }).toBeGreaterThan(0);
    const labels = await group.locator('label').allTextContents();
    expect(labels.some((l) => l.startsWith(`${timeLabel(eight.startsAt)} –`))).toBe(false);
    await dialog.getByRole('radio', { name: new RegExp(`^${timeLabel(seven.startsAt)} –`) }).check();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Hemi');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Table');
    expect(await severeAxeViolations(page), 'axe on the table booking dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Reserve' }).click();

    const heading = page.getByRole('heading', { name: /^Reservation RS-\d{6}$/, level: 1 });
    await heading.waitFor({ timeout: UI_TIMEOUT });
    const reference = /RS-\d{6}/.exec((await heading.textContent()) ?? '')![0];
    // The smallest fitting table: a four-seat one.
    const tableName = [...api.seats.values()].find((t) => t.id === seven.resourceIds[0])!.name;
    await page.getByRole('table', { name: 'Services' }).getByText(tableName).waitFor();

    // On the scheduler: the table's row (named with its seats) holds Hemi's bar.
    await page.setViewportSize({ width: 2200, height: 1300 });
    await page.goto(`/master-service/service?view=day&date=${date}`);
    const grid = page.getByRole('grid', { name: 'Reservation scheduler' });
    await grid.waitFor({ timeout: UI_TIMEOUT });
    await grid.getByText(`${tableName} · 4 seats`).waitFor({ timeout: UI_TIMEOUT });
    await grid
      .getByText(/Hemi Table · Table reservation/)
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(reference).toMatch(/^RS-/);

    // Another host takes the chosen table while the dialog is open: Reserve answers 409 in the dialog.
    const six = (await api.slots(date, 2)).find(at('18:00'))!;
    const chosen = six.resourceIds[0]!;
    const again = await openTableDialog(page, date, 2);
    await again.getByRole('combobox', { name: /^Table/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${api.seats.get(chosen)!.name} ·`) }).click();
    await again.getByRole('radio', { name: new RegExp(`^${timeLabel(six.startsAt)} –`) }).check();
    await again.getByRole('textbox', { name: /^First name/ }).fill('Late');
    const taken = await api.reserve(six.startsAt, 2, chosen, 'Quick');
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    await again.getByRole('button', { name: 'Reserve' }).click();
    await again
      .getByText(/Table reservation (has no free slot|was just taken)/)
      .waitFor({ timeout: UI_TIMEOUT });
    await again.getByText('Next free slots of this offering:').waitFor();
  });
});
