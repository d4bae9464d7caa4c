// Users (issue 10) as a property admin works with them: a front-desk user invited from Add User (no password typed),
// the set-password link shown once, the new user choosing a password through it and signing in with exactly the
// property-staff menu of spec §2.5; the link refused a second time; the user listed and then disabled from Manage
// User; forgot password reached from sign-in; axe on the pages and the dialog. Names are unique per run, so the seeded data decides nothing.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, signIn, test, UI_TIMEOUT } from '../support/browser.ts';
import {
  mainNavigation,
  menuEntries,
  severeAxeViolations,
  signInAs,
  topLevelMenu,
} from '../support/shell.ts';

const NEW_PASSWORD = 'Desk#Start2026';
const unique = (what: string) => `${what}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills and saves Add User for a front-desk user; answers the set-password link the dialog shows once. */
async function inviteFrontDesk(page: Page, lastName: string, email: string): Promise<string> {
  await page.goto('/bookone-admin/create-user/0/0/0');
  await page.getByRole('heading', { name: 'Add User', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('textbox', { name: /^First name/ }).fill('Fiona');
  await page.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^Email \(username\)/ }).fill(email);
  await page.getByRole('textbox', { name: /^Mobile/ }).fill('+64 21 555 0199');
  await page.getByRole('checkbox', { name: 'Front desk', exact: true }).check();
  expect(await severeAxeViolations(page), 'axe on Add User').toEqual([]);
  await page.getByRole('button', { name: 'Save and invite' }).click();
  const dialog = page.getByRole('dialog', { name: `Invitation for Fiona ${lastName}` });
  await dialog.waitFor({ timeout: UI_TIMEOUT });
  const link = await dialog.getByTestId('password-link').inputValue();
  expect(link).toMatch(/\/sessions\/set-password\/[\w-]{43}$/);
  expect(await severeAxeViolations(page), 'axe on the invitation dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expectPath(page, '/bookone-admin/manage-user');
  return link;
}

/** The row of the Manage User grid (or card) holding this text. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('users', () => {
  test('a property admin invites a front desk, who sets a password through the link and sees the desk menu', async ({
    page,
  }) => {
    const lastName = unique('Desk');
    const email = `${lastName.toLowerCase()}@example.com`;
    await signInAs(page, 'hotel.admin');
    const link = await inviteFrontDesk(page, lastName, email);

    // Manage User lists the new user as invited, found by the server-side search.
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await expect.poll(() => rowOf(page, lastName).count(), { timeout: UI_TIMEOUT }).toBe(1);
    await expect.poll(() => rowOf(page, lastName).textContent()).toContain('Invited');
    // Axe once the list has settled: the list kit's loading bar has no accessible name (reported, not ours).
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: UI_TIMEOUT }).toBe(0);
    expect(await severeAxeViolations(page), 'axe on Manage User').toEqual([]);

    // The new user, on their own: the link, the password twice, then sign-in.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(`Welcome, Fiona. Choose the password of your account ${email}.`).waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Type it again/).fill('Desk#Start2027');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await page.getByLabel(/^Type it again/).fill(NEW_PASSWORD);
    expect(await severeAxeViolations(page), 'axe on the set-password page').toEqual([]);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page
      .getByText(`Your password is set. Sign in as ${email} with it.`)
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('link', { name: 'Go to sign in' }).click();

    await signIn(page, email, NEW_PASSWORD);
    await expect
      .poll(() => topLevelMenu(page), { timeout: UI_TIMEOUT, message: 'the desk menu' })
      .toEqual(['Dashboard']);
    expect(await menuEntries(mainNavigation(page))).toEqual([['Dashboard', '/master-service/home']]);

    // The link worked once.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await page
      .getByText('This link is not valid, was already used or has expired. Ask for a new one.')
      .waitFor({ timeout: UI_TIMEOUT });
  });

  test('disabling a user from Manage User keeps them out', async ({ page }) => {
    const lastName = unique('Gone');
    const email = `${lastName.toLowerCase()}@example.com`;
    await signInAs(page, 'hotel.admin');
    const link = await inviteFrontDesk(page, lastName, email);
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await expect.poll(() => rowOf(page, lastName).count(), { timeout: UI_TIMEOUT }).toBe(1);
    await rowOf(page, lastName)
      .getByRole('button', { name: `Disable Fiona ${lastName}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Disable this user?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect
      .poll(() => rowOf(page, lastName).textContent(), { timeout: UI_TIMEOUT })
      .toContain('Disabled');

    // A disabled user's invitation no longer opens.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(link);
    await page
      .getByText('This link is not valid, was already used or has expired. Ask for a new one.')
      .waitFor({ timeout: UI_TIMEOUT });
  });

  test('forgot password: from sign-in, the same answer for any address', async ({ page }) => {
    await page.goto('/sessions/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/sessions/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('textbox', { name: /^Email/ }).fill(`${unique('nobody')}@example.com`);
    expect(await severeAxeViolations(page), 'axe on Forgot password').toEqual([]);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByText('If this address has an account, a link to reset the password is on its way.', {
        exact: false,
      })
      .waitFor({ timeout: UI_TIMEOUT });
  });
});
