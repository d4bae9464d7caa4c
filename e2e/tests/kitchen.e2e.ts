// The kitchen display and the live channel (issue 12) as the Corner Bistro uses them: the cook's display is open in
// one browser while an order is sent (through the API, as the till would); its ticket appears without a reload, the
// cook bumps it with one key twice (preparing, then ready). A new order's notification reaches the bell of another
// signed-in tab at once (the 300 s poll would take minutes). Axe on the display.
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { notificationCount, notificationsButtonName, openAs, severeAxeViolations } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
type Order = { id: number; referenceNumber: string };

/** The till: the bistro admin's API, sending a take-away order of a pizza to the kitchen. */
async function till(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    headers: APP,
    data: { username: 'bistro.admin@bookone.demo', password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { propertyId: number } };
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(url, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const propertyId = user.propertyId;
  const { items } = await call<{
    items: { id: number; code: string; businessServiceId: number }[];
  }>('GET', `/api/product/property/${propertyId}/products?page=0&size=200&active=true&search=Calzone`);
  const calzone = items.find((p) => p.code === 'CALZONE')!;
  return {
    take: () =>
      call<Order>('POST', `/api/order/property/${propertyId}`, {
        businessServiceId: calzone.businessServiceId,
        deliveryMethod: 'TAKE_AWAY',
        notes: 'Kitchen e2e',
        lines: [{ productId: calzone.id, quantity: 1, note: 'Extra crispy' }],
      }),
    confirm: (o: Order) => call<Order>('POST', `/api/order/${o.id}/confirm`),
  };
}

const ticketOf = (page: Page, reference: string) => page.getByRole('article').filter({ hasText: reference });

describe('kitchen display', () => {
  test('a sent order appears on the display without a reload; the cook bumps it to ready with one key', async ({
    page,
    browser,
    baseURL,
  }) => {
    await openAs(page, 'bistro.admin', '/order/kitchen-display?station=Pizza%20oven');
    await page.getByRole('heading', { level: 1, name: 'Kitchen display' }).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count()).toBe(1);

    // The till is another browser: its order reaches this page through the live channel.
    const other = await browser.newContext({ baseURL });
    try {
      const api = await till(other.request);
      const order = await api.confirm(await api.take());
      const ticket = ticketOf(page, order.referenceNumber);
      await ticket.waitFor({ timeout: UI_TIMEOUT });
      await expect.poll(() => ticket.textContent()).toMatch(/Calzone[\s\S]*Note: Extra crispy/);
      expect(await ticket.getByText('New', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Space or Enter moves it to its next status/).count()).toBe(1);
      expect(await severeAxeViolations(page)).toEqual([]);

      await ticket.focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => ticket.getByText('Preparing', { exact: true }).count(), { timeout: UI_TIMEOUT })
        .toBe(1);
      await ticket.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => ticket.getByText('Ready', { exact: true }).count(), { timeout: UI_TIMEOUT })
        .toBe(1);
      // Ready: the next key would serve it.
      expect(await ticket.getByRole('button', { name: 'Mark served' }).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  test('a new order’s notification reaches another signed-in tab’s bell without a reload', async ({
    page,
    context,
  }) => {
    await openAs(page, 'bistro.admin', '/master-service/home');
    await expect
      .poll(() => notificationsButtonName(page), { timeout: UI_TIMEOUT })
      .toMatch(/^Notifications \(\d+ new\)$/);
    const before = await notificationCount(page);
    const api = await till(context.request);
    await api.take();
    await expect.poll(() => notificationCount(page), { timeout: UI_TIMEOUT }).toBe(before + 1);
  });
});
