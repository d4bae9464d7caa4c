// Organisations and properties (issue 10) as their administrators use them: the organisation admin adds a property
// (it starts in onboarding), a user of it signs in; the admin deactivates the property, the user's open session is
// refused and signing in shows the subscription message (original-app §1.1); after re-activation the user signs in
// again. The super admin's Manage Organization page lists the demo organisation with its properties by plan. Axe on
// both pages. The property and its user are made by this test with names no other run uses.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, pathOf, signIn, SIGN_IN_PATH, test, UI_TIMEOUT } from '../support/browser.ts';
import { DEMO_PASSWORD, openAs, severeAxeViolations, signInAs } from '../support/shell.ts';

const LIST_PATH = '/bookone-admin/organisation-property-list';
const EXPIRED = 'Your current subscription has expired, please pay your subscription fee to sign in again';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API as the signed-in user (the token the app keeps in sessionStorage). */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { APP_ID: 'BOOKONE_WEB_APP', Authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** Confirms the row action's dialog ("Deactivate the property?") with its OK button. */
async function confirmAction(page: Page, title: string, ok: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: ok, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('organisation admin: property management', () => {
  test('a deactivated property keeps its users out with the message until it is activated again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await openAs(page, 'orgadmin', LIST_PATH);
    await page.getByRole('heading', { name: 'Property Management', level: 1 }).waitFor();
    const grid = page.getByRole('grid', { name: 'Properties' });
    await grid.getByRole('row', { name: /Harbour View Hotel/ }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    // Add a property: it starts in onboarding.
    const name = unique('Ridge Lodge');
    await page.getByRole('button', { name: 'Add property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Accommodation', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = grid.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Onboarding').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    // Its administrator (created through the API: the user pages are another module's).
    const organisationId = await page.evaluate(() => sessionStorage.getItem('OrganizationId'));
    const list = await apiCall<{ items: { id: number; name: string }[] }>(
      page,
      'GET',
      `/api/organisation/${organisationId}/properties?search=${encodeURIComponent(name)}`,
    );
    const propertyId = list.body.items[0]?.id;
    expect(propertyId, JSON.stringify(list.body)).toBeDefined();
    const email = `${unique('ridge').replace(/\s/g, '')}@example.com`;
    const created = await apiCall(page, 'POST', '/api/user/signup', {
      email,
      password: DEMO_PASSWORD,
      firstName: 'Rangi',
      lastName: 'Ridge',
      roles: ['PROP_ADMIN'],
      propertyId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // The user signs in (in their own browser).
    const theirs = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
    await signIn(theirs, email, DEMO_PASSWORD);
    await expect
      .poll(() => pathOf(theirs), { timeout: UI_TIMEOUT, message: 'the user should be signed in' })
      .not.toBe(SIGN_IN_PATH);

    // The organisation admin deactivates the property.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await confirmAction(page, 'Deactivate the property?', 'Deactivate');
    await row.getByText('Inactive', { exact: true }).waitFor();

    // The user's open session is refused: a reload checks the token and sends them to sign in.
    await theirs.reload();
    await expectPath(theirs, SIGN_IN_PATH);
    await signIn(theirs, email, DEMO_PASSWORD);
    await theirs.getByRole('alert').filter({ hasText: EXPIRED }).waitFor();
    expect(pathOf(theirs)).toBe(SIGN_IN_PATH);

    // Activated again, the user signs in.
    await row.getByRole('button', { name: `Activate ${name}` }).click();
    await confirmAction(page, 'Activate the property?', 'Activate');
    await row.getByText('Active', { exact: true }).waitFor();
    await signIn(theirs, email, DEMO_PASSWORD);
    await expect
      .poll(() => pathOf(theirs), { timeout: UI_TIMEOUT, message: 'the user should be signed in again' })
      .not.toBe(SIGN_IN_PATH);
    await theirs.context().close();
  });
});

describe('super admin: organisations', () => {
  test('Add Organization: a wrong colour is named on its field, then the organisation is listed', async ({
    page,
  }) => {
    // Through the form and the home, not openAs: this address opens a modal dialog at once, which hides the rest of
    // the page (the Account menu openAs waits for) from the accessibility tree.
    await signInAs(page, 'superadmin');
    await page.goto('/bookone-admin/create-organization/0/0');
    const dialog = page.getByRole('dialog', { name: 'Add organisation' });
    const name = unique('Tui Stays');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Owner/ }).fill('Aroha Tui');
    await dialog.getByRole('textbox', { name: /^Primary colour/ }).fill('blue');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Use a colour such as #1A73E8').waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: /^Primary colour/ }).fill('#0B8043');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/bookone-admin/manage-organization');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = page
      .getByRole('grid', { name: 'Organisations' })
      .getByRole('row', { name: new RegExp(name) });
    await row.getByText('Aroha Tui').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
  });

  test('Manage Organization lists the organisations with their properties by plan', async ({ page }) => {
    await openAs(page, 'superadmin', '/bookone-admin/manage-organization');
    await page.getByRole('heading', { name: 'Organisations', level: 1 }).waitFor();
    const row = page
      .getByRole('grid', { name: 'Organisations' })
      .getByRole('row', { name: /Demo Hospitality Group/ });
    await row.getByText(/Business (Starter|Premium|Essentials) \d+/).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);

    // The organisation's properties, from its row.
    await row.getByRole('button', { name: 'Properties of Demo Hospitality Group' }).click();
    await expectPath(page, LIST_PATH);
    await page
      .getByRole('grid', { name: 'Properties' })
      .getByRole('row', { name: /Harbour View Hotel/ })
      .waitFor();
  });
});
