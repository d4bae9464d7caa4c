// Notifications as a user sees them (spec §2.2, §2.4, §4, §6, §9): the count on the bell for the admin of a
// COMPLETED property, the panel (New only, newest first), a click that marks one Read and goes where its type
// leads, and no count (and no polling) for everyone else. Clicking changes the database the whole run shares, so
// the tests read the count before and after instead of assuming the seed's numbers.
import { describe, expect } from 'vitest';

import { expectPath, test, UI_TIMEOUT } from '../support/browser.ts';
import { notificationCount, notificationsButtonName, signInAs, type DemoUser } from '../support/shell.ts';
import type { Page } from 'playwright-core';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panelList = (page: Page) =>
  page.getByRole('dialog', { name: 'Notifications' }).getByRole('list', { name: 'Notifications' });
const panelItems = (page: Page) => panelList(page).getByRole('listitem');

/**
 * New notifications of Harbour View Hotel in the seed (apps/server/src/modules/notification/notification.seed.ts),
 * with the page their type leads to (spec §2.4). The reservation ones name reservations the seed made, so their
 * reference (and address) is read from the message. The test clicks the first one still New, so that it also works
 * against a server whose earlier runs have read some.
 */
const CLICKABLE: { message: RegExp; path: (reference: string) => string; search: string }[] = [
  {
    message: /New reservation (RS-\d{6})/,
    path: (ref) => `/master-service/reservation-details/${ref}`,
    search: '',
  },
  {
    message: /New order ORD-10262 from room 118: breakfast for 2 at 7:00 am/,
    path: () => '/order/order-details',
    search: '?data=10262',
  },
  {
    message: /Reservation (RS-\d{6}) cancelled/,
    path: (ref) => `/master-service/reservation-details/${ref}`,
    search: '',
  },
  {
    message: /Order ORD-10251 \(minibar restock, room 311\) cancelled/,
    path: () => '/order/order-details',
    search: '?data=10251',
  },
  {
    message: /Payment link sent for booking BK-240955 \(NZD 398\.00\), awaiting payment/,
    path: () => '/bookone/manage-payment',
    search: '',
  },
  {
    message: /Invoice INV-2026-0423 created for group booking BK-240930 \(NZD 3,960\.00\)/,
    path: () => '/invoice/invoice-list',
    search: '',
  },
];

/** 'dd/MM/yyyy HH:mm' (spec §3) to a sortable number. */
function sortable(date: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(date);
  expect(match, `a date shown as dd/MM/yyyy HH:mm, got "${date}"`).not.toBeNull();
  const [, dd, mm, yyyy, hh, min] = match!;
  return Number(`${yyyy}${mm}${dd}${hh}${min}`);
}

async function openPanel(page: Page): Promise<void> {
  await bell(page).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
}

/** Waits for the bell to announce a count (the first fetch), then answers it. */
async function settledCount(page: Page): Promise<number> {
  await expect
    .poll(() => notificationsButtonName(page), { timeout: UI_TIMEOUT, message: 'the bell announces a count' })
    .toMatch(/^Notifications \(\d+ new\)$/);
  return notificationCount(page);
}

describe('notifications of the hotel admin (PROP_ADMIN of a COMPLETED property)', () => {
  test('the bell shows the count of New notifications; the panel lists them newest first with dd/MM/yyyy HH:mm dates', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    const count = await settledCount(page);
    expect(count).toBeGreaterThan(0);
    // The badge on the bell shows the same number. It grows in from scale(0) when the count arrives, so it is
    // waited for rather than sampled at the instant the label changes.
    await bell(page)
      .getByText(String(count), { exact: true })
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT });

    await openPanel(page);
    expect(await panelItems(page).count()).toBe(count);
    const dates = await panelList(page).locator('time').allInnerTexts();
    expect(dates).toHaveLength(count);
    const times = dates.map(sortable);
    expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
    // Only New ones: a seeded notification that is already Read is not listed.
    expect(
      await panelList(page).getByText('Payment of NZD 642.00 received for booking BK-240871').count(),
    ).toBe(0);
  });

  test('clicking a notification marks it Read (count −1, gone after a reload) and opens the page of its type', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    const before = await settledCount(page);
    await openPanel(page);
    await panelItems(page).first().waitFor();
    const shown = await panelItems(page).allInnerTexts();
    const target = CLICKABLE.flatMap((c) => {
      const found = shown.map((text) => c.message.exec(text)).find((m) => m !== null);
      return found ? [{ ...c, text: found[0], reference: found[1] ?? '' }] : [];
    })[0];
    expect(target, 'one of the seeded New notifications is still New').toBeDefined();

    await panelList(page).getByRole('button', { name: target!.text }).click();
    await expectPath(page, target!.path(target!.reference));
    expect(new URL(page.url()).search).toBe(target!.search);
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => notificationCount(page), { timeout: UI_TIMEOUT, message: 'count after the click' })
      .toBe(before - 1);

    // Saved on the server: a reload (a fresh fetch) still counts one less and no longer lists it.
    await page.reload();
    await expect
      .poll(() => notificationCount(page), { timeout: UI_TIMEOUT, message: 'count after a reload' })
      .toBe(before - 1);
    await openPanel(page);
    if (before - 1 > 0) await panelItems(page).first().waitFor();
    expect(await panelList(page).getByText(target!.text).count()).toBe(0);
  });
});

describe('no count for anyone else', () => {
  const others: { user: DemoUser; why: string }[] = [
    { user: 'hotel.frontdesk', why: 'another role at the same hotel, whose notifications are New' },
    { user: 'lodge.admin', why: 'the admin of a property whose status is NEW' },
  ];
  for (const { user, why } of others) {
    test(`${user} (${why}): the bell shows no count and nothing is fetched`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/notification')) fetched.push(request.url());
      });
      await signInAs(page, user);
      // Give the shell time to start its queries (the menu arrives after the header).
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .and(page.locator('[aria-busy="false"]'))
        .waitFor();
      await page.waitForTimeout(500);

      expect(await notificationsButtonName(page)).toBe('Notifications');
      expect(await bell(page).getByText(/\d/).isVisible(), 'no count badge').toBe(false);
      expect(fetched, 'notification requests').toEqual([]);
      await openPanel(page);
      await page.getByText('No new notifications').waitFor();
    });
  }
});
