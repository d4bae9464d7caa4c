// The pages moved onto the form kit (issue 8): the payments and expenses lists with their dialogs, and the business
// profile's details and images, have no serious axe violation; the payment dialog refuses an empty amount in the
// browser before anything is sent.
import { describe, expect } from 'vitest';

import { test } from '../support/browser.ts';
import { openAs, severeAxeViolations } from '../support/shell.ts';

describe('forms on the kit', () => {
  test('payments: the list and the new payment dialog pass axe; an empty amount is refused before sending', async ({
    page,
  }) => {
    await openAs(page, 'hotel.admin', '/bookone/manage-payment');
    await page.getByRole('grid', { name: 'Payments' }).getByRole('row').nth(1).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New payment' });
    await dialog.waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/payment/')) posted = true;
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter an amount').waitFor();
    expect(posted).toBe(false);
  });

  test('expenses: the list and the new expense dialog pass axe', async ({ page }) => {
    await openAs(page, 'hotel.admin', '/bookone/manage-expense');
    await page.getByRole('grid', { name: 'Expenses' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New expense' }).click();
    await page.getByRole('dialog', { name: 'New expense' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('business profile: the details form and the image gallery pass axe', async ({ page }) => {
    await openAs(page, 'bistro.admin', '/master-service/business-dashboard/profile');
    await page.getByRole('heading', { name: 'Business Profile', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Logo and images' }).click();
    await page.getByText(/ of \d+ images used/).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
