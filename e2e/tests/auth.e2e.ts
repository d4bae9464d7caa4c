// Sign-in, the guard, sign-out, the session keys, the 404 page and page titles, as a user in a browser sees them.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect } from 'vitest';
import {
  SIGN_IN_PATH,
  expectPath,
  expectTitle,
  passwordField,
  sessionStorageOf,
  signIn,
  signInButton,
  signOutButton,
  test,
  UI_TIMEOUT,
  usernameField,
} from '../support/browser.ts';

const PASSWORD = 'Demo@2026';
const SUPER_ADMIN = 'superadmin@bookone.demo';
const HOTEL_ADMIN = 'hotel.admin@bookone.demo';
/** The hotel admin's first and last name, from the demo seed (apps/server/src/modules/user/user.seed.ts). */
const HOTEL_ADMIN_NAME = /Hana\s+Walker/;
const GUARDED_PATH = '/master-service/home';

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

describe('guard', () => {
  test('a guarded page without a session redirects to sign-in with the wanted path in `return`', async ({
    page,
  }) => {
    await page.goto(GUARDED_PATH);
    await expectPath(page, SIGN_IN_PATH);
    expect(new URL(page.url()).search).toBe('?return=%2Fmaster-service%2Fhome');
    await usernameField(page).waitFor();
    expect(await signOutButton(page).count()).toBe(0);
  });

  test('`return` keeps the query string of the wanted page', async ({ page }) => {
    await page.goto(`${GUARDED_PATH}?view=week&q=a%20b`);
    await expectPath(page, SIGN_IN_PATH);
    const wanted = new URL(page.url()).searchParams.get('return');
    expect(wanted).toBe(`${GUARDED_PATH}?view=week&q=a%20b`);
  });

  test('signing in from the redirect lands on the wanted page', async ({ page }) => {
    await page.goto(GUARDED_PATH);
    await expectPath(page, SIGN_IN_PATH);
    await signIn(page, SUPER_ADMIN, PASSWORD);
    await expectPath(page, GUARDED_PATH);
    await signOutButton(page).waitFor();
    await expectTitle(page, 'BookOne Services > Dashboard | BookOne');
  });
});

describe('sign-in', () => {
  test('a wrong password shows "Invalid username or password" and stays on sign-in', async ({ page }) => {
    await page.goto(SIGN_IN_PATH);
    await signIn(page, HOTEL_ADMIN, 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), {
        timeout: UI_TIMEOUT,
        message: 'alerts on the page',
      })
      .toContainEqual(expect.stringContaining('Invalid username or password'));
    await expectPath(page, SIGN_IN_PATH);
    await expect.poll(() => usernameField(page).inputValue()).toBe(HOTEL_ADMIN);
    expect(await signOutButton(page).count()).toBe(0);
    expect((await sessionStorageOf(page)).AuthToken ?? '').toBe('');
  });

  test('without `return`, sign-in lands on the user\'s home (/ leads there) showing their name and "Sign Out"', async ({
    page,
  }) => {
    await signIn(page, HOTEL_ADMIN, PASSWORD);
    await expectPath(page, '/master-service/home');
    await signOutButton(page).waitFor();
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: UI_TIMEOUT, message: 'signed-in layout' })
      .toMatch(HOTEL_ADMIN_NAME);
  });

  test('after sign-in the session keys are set: AuthToken, UserId, Roles (a JSON list) and PropertyId', async ({
    page,
  }) => {
    await signIn(page, HOTEL_ADMIN, PASSWORD);
    await expectPath(page, '/master-service/home');
    await signOutButton(page).waitFor();

    const session = await sessionStorageOf(page);
    expect(session.AuthToken, 'AuthToken').toMatch(/\S/);
    expect(session.UserId, 'UserId').toMatch(/\S/);
    expect(session.PropertyId, 'PropertyId of the hotel admin').toMatch(/\S/);
    expect(parseJson(session.Roles), `Roles should be a JSON list, got ${session.Roles}`).toEqual(
      expect.arrayContaining(['PROP_ADMIN']),
    );
  });

  test('Sign Out clears sessionStorage and goes to sign-in; guarded pages are closed again', async ({
    page,
  }) => {
    await signIn(page, SUPER_ADMIN, PASSWORD);
    await expectPath(page, '/bookone/su-dashboard');
    await signOutButton(page).click();
    await expectPath(page, SIGN_IN_PATH);
    await signInButton(page).waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await page.goto(GUARDED_PATH);
    await expectPath(page, SIGN_IN_PATH);
  });
});

describe('navigation', () => {
  test('an unknown path redirects to /sessions/404 with "Page not found"', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectPath(page, '/sessions/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  test('titles: "Sign in | BookOne", "BookOne > Dashboard | BookOne" on the platform home and "BookOne Services > Dashboard | BookOne"', async ({
    page,
  }) => {
    await page.goto(SIGN_IN_PATH);
    await expectTitle(page, 'Sign in | BookOne');

    await signIn(page, SUPER_ADMIN, PASSWORD);
    await expectPath(page, '/bookone/su-dashboard');
    await signOutButton(page).waitFor();
    await expectTitle(page, 'BookOne > Dashboard | BookOne');

    await page.goto(GUARDED_PATH);
    await expectPath(page, GUARDED_PATH);
    await expectTitle(page, 'BookOne Services > Dashboard | BookOne');
  });
});

describe('accessibility', () => {
  test('the sign-in page has no serious or critical axe violations', async ({ page }) => {
    await page.goto(SIGN_IN_PATH);
    await passwordField(page).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
});
