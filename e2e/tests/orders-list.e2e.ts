// The order list and details (issue 12) as the Corner Bistro's admin uses them: two take-away orders of the test's
// own, taken through the API; the list filtered by status tab and delivery method keeps its filters over a reload
// and exports them to Excel (read back); a row opens an order, which moves one status forward; another is cancelled
// with its reason; the ORDER notification of a new order opens its details. Axe on both pages.
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };
type Order = { id: number; referenceNumber: string };

/** The bistro admin's API: its property, an outlet with products, and orders taken there. */
async function bistroApi(request: APIRequestContext) {
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
  const list = '?page=0&size=200&active=true';
  const { items: products } = await call<{
    items: { id: number; businessServiceId: number; outOfStock: boolean; maintainStock: boolean }[];
  }>('GET', `/api/product/property/${propertyId}/products${list}`);
  const sold = products.find((p) => !p.outOfStock && !p.maintainStock)!;
  const takeAway = () =>
    call<Order>('POST', `/api/order/property/${propertyId}`, {
      businessServiceId: sold.businessServiceId,
      deliveryMethod: 'TAKE_AWAY',
      lines: [{ productId: sold.id, quantity: 2 }],
    });
  return { takeAway };
}

/** The rows of the first sheet of a downloaded workbook, as text. */
async function sheetRows(page: Page, click: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join(' | ')));
  return rows;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('order list and details', () => {
  test('the bistro admin filters, reloads, exports, moves an order on and cancels another', async ({
    page,
  }) => {
    const api = await bistroApi(page.request);
    const moving = await api.takeAway();
    const cancelling = await api.takeAway();

    await openAs(page, 'bistro.admin', '/order/order-list');
    await heading(page, 'Orders').waitFor();
    await page.getByRole('tab', { name: 'New', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('status=NEW');
    await page.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Take away' }).click();
    await page.getByRole('link', { name: moving.referenceNumber }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toContain('status=NEW');
    expect(new URL(page.url()).search).toContain('method=TAKE_AWAY');

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await page.getByRole('link', { name: cancelling.referenceNumber }).waitFor();
    expect(await page.getByRole('tab', { name: 'New', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Method' }).textContent())
      .toContain('Take away');
    expect(await severeAxeViolations(page)).toEqual([]);

    const rows = await sheetRows(page, () => page.getByRole('button', { name: 'Export to Excel' }).click());
    expect(rows[0]).toContain('Number');
    const mine = rows.find((r) => r.includes(moving.referenceNumber));
    expect(mine).toContain('TAKE_AWAY');
    expect(mine).toContain('NEW');
    expect(rows.every((r, i) => i === 0 || (r.includes('TAKE_AWAY') && r.includes('NEW')))).toBe(true);

    // A row opens its order; it moves one status forward.
    await page.getByRole('link', { name: moving.referenceNumber }).click();
    await expectPath(page, '/order/order-details');
    await heading(page, `Order ${moving.referenceNumber}`).waitFor();
    await page.getByRole('table', { name: 'Items' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Order confirmed: its items went to the kitchen.').waitFor();
    await page.getByRole('button', { name: 'Start preparing' }).waitFor();
    await page.getByText('Confirmed', { exact: true }).first().waitFor();

    // Another is cancelled with its reason.
    await page.goto(`/order/order-details?data=${cancelling.referenceNumber}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${cancelling.referenceNumber}` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Customer left before paying');
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('The order is cancelled.').waitFor();
    await page.getByText('Customer left before paying').first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  test("an ORDER notification opens its order's details", async ({ page }) => {
    const api = await bistroApi(page.request);
    const order = await api.takeAway();
    await signInAs(page, 'bistro.admin');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: new RegExp(`Order ${order.referenceNumber}`) }).click();
    await expectPath(page, '/order/order-details');
    expect(new URL(page.url()).search).toBe(`?data=${encodeURIComponent(order.referenceNumber)}`);
    await heading(page, `Order ${order.referenceNumber}`).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('table', { name: 'Items' }).waitFor();
  });
});
