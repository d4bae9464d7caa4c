// The audit log (issue 10) end to end: the property's admin changes a customer's phone on the customer's page, the
// customer's History shows the old → new phone with who made it, "See all" opens the Audit page filtered to that
// customer, where the action filter narrows it in the address; axe on both pages. The customer is one no other run
// uses, so the seeded data decides nothing.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations, signInAs } from '../support/shell.ts';

const PROPERTY_ID = 1;
const unique = (what: string) => `${what}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const phoneNumber = () => `+64 21 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;

/** Creates a customer as the signed-in user (the token the app keeps in sessionStorage). */
async function createCustomer(page: Page, body: Record<string, string>): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const response = await page.request.fetch(`/api/customer/property/${PROPERTY_ID}`, {
    method: 'POST',
    data: body,
    headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { customer: { id: number } }).customer.id;
}

describe('audit log', () => {
  test("an admin changes a customer's phone, sees old → new in its History and on the Audit page", async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    const last = unique('Audit');
    const before = phoneNumber();
    const after = phoneNumber();
    const id = await createCustomer(page, { firstName: 'Rewi', lastName: last, phone: before });

    await page.goto(`/bookone/add-customer?customerId=${id}`);
    await page.getByRole('heading', { level: 1, name: `Customer: Rewi ${last}` }).waitFor();
    const history = page.getByRole('region', { name: 'History', exact: true });
    await history.getByText(`phone: — → ${before}`).waitFor({ timeout: UI_TIMEOUT });

    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await phone.fill(after);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const change = history.getByText(`phone: ${before} → ${after}`);
    await change.waitFor({ timeout: UI_TIMEOUT });
    // Who made it, as people read the name (the demo's hotel admin), and what it was.
    await expect.poll(() => history.innerText()).toMatch(/ · .+ · Changed/);
    expect(await severeAxeViolations(page)).toEqual([]);

    await history.getByRole('link', { name: 'See all in the audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/bookone-admin/audit-log');
    expect(url.searchParams.get('entity')).toBe('customer');
    expect(url.searchParams.get('record')).toBe(String(id));
    const grid = page.getByRole('grid', { name: 'Audit log' });
    await grid.getByText(`phone: ${before} → ${after}`).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('2 changes').waitFor();

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Created' }).click();
    await page.getByText('1 change').waitFor({ timeout: UI_TIMEOUT });
    expect(new URL(page.url()).searchParams.get('action')).toBe('create');
    await grid.getByText(`phone: — → ${before}`).waitFor();
    expect(await grid.getByText(`phone: ${before} → ${after}`).count()).toBe(0);
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
