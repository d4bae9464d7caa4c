// Payment gateways (issue 13) end to end: the super admin sees the catalogue (the test gateway labelled as such);
// Harbour View's admin saves Stripe test keys from the business profile's Payments tab, sees the secret masked
// (•••• and its last four), and the value never comes back: not on the page, not in any answer of the API, not
// after a reload. Axe on the catalogue, the settings list, the tab and the dialog.
import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';

import { test, UI_TIMEOUT } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

const settled = (page: Page) =>
  expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);

/** Every answer of the payment gateway API the page receives, as text. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (res: Response) => {
    if (res.url().includes('/api/payment-gateway'))
      void res.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  return bodies;
}

describe('payment gateways', () => {
  test('the super admin sees the catalogue and the properties’ settings', async ({ page }) => {
    await openAs(page, 'superadmin', '/bookone-admin/manage-payment-getway');
    await page.getByRole('heading', { name: 'Payment gateways', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    // The test gateway's row names it twice: its name, and the warning chip of the adapter it runs on.
    const testRow = page.getByRole('row').filter({ hasText: 'BookOne test gateway' });
    await expect.poll(() => testRow.count(), { timeout: UI_TIMEOUT }).toBe(1);
    expect(await testRow.getByText('BookOne test gateway').count()).toBe(2);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Stripe' }).count()).toBeGreaterThan(0);
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the catalogue').toEqual([]);

    await page.getByRole('tab', { name: 'Property settings' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('settings');
    await page
      .getByRole('grid', { name: "Properties' payment gateway settings" })
      .waitFor({ timeout: UI_TIMEOUT });
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the settings list').toEqual([]);
  });

  test('the hotel admin saves a Stripe test key, sees it masked, and never gets it back', async ({
    page,
  }) => {
    const secret = `sk_test_e2e${Date.now().toString(36)}Secret4242`;
    const answers = recordAnswers(page);
    await openAs(page, 'hotel.admin', '/master-service/business-dashboard/profile');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('heading', { name: 'Online payments' }).waitFor({ timeout: UI_TIMEOUT });
    await settled(page);
    expect(await severeAxeViolations(page), 'axe on the Payments tab').toEqual([]);

    await page.getByRole('button', { name: /^(Set up payments|Edit payment setting)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment setting' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole('combobox', { name: /^Gateway/ }).click();
    await page.getByRole('option', { name: 'Stripe', exact: true }).click();
    await dialog.getByRole('combobox', { name: /^Mode/ }).click();
    await page.getByRole('option', { name: 'Test mode' }).click();
    await dialog.getByText('Test mode: no real card is charged.').waitFor();
    await dialog.getByRole('textbox', { name: 'Publishable key' }).fill('pk_test_e2ePublic');
    const replace = dialog.getByRole('button', { name: 'Replace: Secret key' });
    if (await replace.count()) await replace.click();
    await dialog.getByLabel('Secret key').fill(secret);
    expect(await severeAxeViolations(page), 'axe on the payment setting dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    await page.getByText('Payment setting saved.').waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('•••• 4242').first().waitFor();
    await page.getByText('Test mode: no real card is charged.').waitFor();
    expect(await page.content()).not.toContain(secret);

    // After a reload the setting still shows masked, and the edit form offers Replace rather than the value.
    await page.reload();
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByText('•••• 4242').first().waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Edit payment setting' }).click();
    await dialog.getByRole('button', { name: 'Replace: Secret key' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await dialog.locator('input[name="secretKey"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect(await page.content()).not.toContain(secret);
    await expect.poll(() => answers.length).toBeGreaterThan(2);
    for (const body of answers) expect(body).not.toContain(secret);
  });
});
