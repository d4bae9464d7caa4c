// Roles as data (issue 10), as the super admin and a property admin use them: the super admin creates a custom role
// "Night auditor" with three permissions on the Roles page; the hotel's admin invites a colleague with it; the holder
// signs in to a menu of exactly the pages those permissions open, reaches them, is refused the others (page and API),
// and the User Role page lists them. Names are unique per run, so the seeded data decides nothing.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, signIn, test, UI_TIMEOUT } from '../support/browser.ts';
import { accessDenied, openAs, severeAxeViolations, signInAs, topLevelMenu } from '../support/shell.ts';

const PASSWORD = 'Night#Audit2026';
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const THREE_PERMISSIONS = ["See a property's dashboard", 'See bookings and the calendar', 'See payments'];

/** The super admin creates the role on the Roles page and sees it listed. */
async function createRole(page: Page, name: string): Promise<void> {
  await page.goto('/bookone-admin/create-role');
  await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('table', { name: 'Roles' }).getByText('Front desk').waitFor({ timeout: UI_TIMEOUT });
  expect(await severeAxeViolations(page), 'axe on Roles').toEqual([]);
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  for (const permission of THREE_PERMISSIONS)
    await dialog.getByRole('checkbox', { name: new RegExp(`^${permission}`) }).check();
  expect(await severeAxeViolations(page), 'axe on the role dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect.poll(() => row.textContent(), { timeout: UI_TIMEOUT }).toContain('3 permissions');
}

/** The hotel's admin invites a colleague with the role; answers the set-password link shown once. */
async function inviteWithRole(
  page: Page,
  roleName: string,
  lastName: string,
  email: string,
): Promise<string> {
  await page.goto('/bookone-admin/create-user/0/0/0');
  await page.getByRole('heading', { name: 'Add User', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('textbox', { name: /^First name/ }).fill('Nina');
  await page.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^Email \(username\)/ }).fill(email);
  await page.getByRole('checkbox', { name: roleName, exact: true }).check({ timeout: UI_TIMEOUT });
  await page.getByRole('button', { name: 'Save and invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invitation for Nina ${lastName}` });
  await dialog.waitFor({ timeout: UI_TIMEOUT });
  const link = await dialog.getByTestId('password-link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

/** The status of an API call made with the signed-in session's token (what a script in the browser could do). */
function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('AuthToken')}`, APP_ID: 'BOOKONE_WEB_APP' },
    });
    return res.status;
  }, path);
}

describe('custom roles', () => {
  test('the super admin creates "Night auditor" with three permissions; its holder sees and reaches exactly those', async ({
    page,
  }) => {
    const roleName = unique('Night auditor');
    await signInAs(page, 'superadmin');
    await createRole(page, roleName);

    const lastName = unique('Audit').replace(' ', '');
    const email = `${lastName.toLowerCase()}@example.com`;
    await page.evaluate(() => sessionStorage.clear());
    await signInAs(page, 'hotel.admin');
    const link = await inviteWithRole(page, roleName, lastName, email);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Type it again/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click({ timeout: UI_TIMEOUT });
    await signIn(page, email, PASSWORD);

    // The menu: the pages the three permissions open, nothing more.
    await expect
      .poll(() => topLevelMenu(page), { timeout: UI_TIMEOUT, message: 'the night auditor menu' })
      .toEqual(['Accommodation Dashboard', 'Manage Booking', 'Booking Calendar', 'Manage Payment']);

    // Its pages open…
    await page.goto('/bookone/manage-payment');
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page), 'axe on the holder’s payments page').toEqual([]);
    // …and another page is refused (the guard sends the user home with the access-denied message).
    await page.getByRole('link', { name: 'Manage Booking' }).first().click();
    await expectPath(page, '/bookone/manage-booking/list');
    await page.goto('/bookone/manage-expense');
    await accessDenied(page).waitFor({ timeout: UI_TIMEOUT });

    // The API agrees with the menu.
    const propertyId = await page.evaluate(() => sessionStorage.getItem('PropertyId'));
    expect(await apiStatus(page, `/api/payment/property/${propertyId}`)).toBe(200);
    expect(await apiStatus(page, `/api/booking/property/${propertyId}`)).toBe(200);
    expect(await apiStatus(page, `/api/expense/property/${propertyId}`)).toBe(403);
    expect(await apiStatus(page, `/api/customer/property/${propertyId}`)).toBe(403);

    // The super admin's User Role page lists the holder under the role.
    await page.evaluate(() => sessionStorage.clear());
    await openAs(page, 'superadmin', '/bookone-admin/user-role');
    await page.getByRole('heading', { name: 'User roles', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: new RegExp(`^${roleName}`) }).click();
    await page
      .getByRole('table', { name: `Users holding ${roleName}` })
      .getByRole('link', { name: `Nina ${lastName}` })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page), 'axe on User Role').toEqual([]);
  });
});
