// Helpers for the signed-in shell: the demo accounts, signing in as one of them, and reading what the user sees of
// the side menu, the breadcrumb, the access-denied snackbar and axe's findings. Locators go by role and accessible
// name (the English labels of apps/web/public/locales/en/*.json) wherever the page offers one.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { SIGN_IN_PATH, pathOf, signIn, UI_TIMEOUT } from './browser.ts';

/** The password of every demo account (apps/server/src/modules/user/user.seed.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts of the seed, by their short name (the part before @bookone.demo). */
export type DemoUser =
  | 'superadmin'
  | 'orgadmin'
  | 'orgsupport'
  | 'orgfinance'
  | 'sales'
  | 'hotel.admin'
  | 'hotel.manager'
  | 'hotel.frontdesk'
  | 'hotel.housekeeping'
  | 'hotel.marketing'
  | 'spa.admin'
  | 'barber.admin'
  | 'bistro.admin'
  | 'bistro.waiter'
  | 'lodge.admin'
  | 'motel.admin'
  | 'nails.admin';

export const usernameOf = (user: DemoUser) => `${user}@bookone.demo`;

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/**
 * A link of the side menu by its label. The "Frequently Accessed" row repeats the first links as icon buttons with
 * the same accessible name; the menu entry is the one that shows the label as text.
 */
export const menuLink = (page: Page, name: string) =>
  mainNavigation(page).getByRole('link', { name, exact: true }).filter({ hasText: name });
export const sidebarSignOut = (page: Page) => page.getByRole('button', { name: 'Sign Out', exact: true });
export const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
export const upgradeNow = (page: Page) => page.getByRole('link', { name: 'Upgrade Now', exact: true });
export const accessDenied = (page: Page) =>
  page.getByText('You do not have access to this page!', { exact: true });
export const customizerHandle = (page: Page) => page.getByRole('button', { name: 'Open layout settings' });

/**
 * Signs in as a demo account through the sign-in form and waits until the signed-in shell is there: off the
 * sign-in page, with the header's account menu shown.
 */
export async function signInAs(page: Page, user: DemoUser): Promise<void> {
  await signIn(page, usernameOf(user), DEMO_PASSWORD);
  await expect
    .poll(() => pathOf(page), { timeout: UI_TIMEOUT, message: `${user} should leave the sign-in page` })
    .not.toBe(SIGN_IN_PATH);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** An entry of the side menu as shown: its label, and its address when it is a link (null for a group). */
export type MenuEntry = readonly [label: string, href: string | null];

/**
 * The entries (links and groups) of one level of the side menu, in order, as shown: the top level of the menu, or
 * the entries of an open group. Entries inside an open sub-group (the element an expanded group's `aria-controls`
 * names) and the "Frequently Accessed" icon row (a `group`) are not entries of this level.
 */
export async function menuEntries(level: Locator): Promise<MenuEntry[]> {
  return level.evaluate((root) => {
    const openGroups = Array.from(root.querySelectorAll('[aria-expanded="true"][aria-controls]'))
      .map((button) => document.getElementById(button.getAttribute('aria-controls') ?? ''))
      .filter((list): list is HTMLElement => list != null && list !== root && root.contains(list));
    return Array.from(root.querySelectorAll<HTMLElement>('a[href], [role="button"]'))
      .filter((entry) => !openGroups.some((list) => list.contains(entry)))
      .filter((entry) => {
        const group = entry.closest('[role="group"]');
        return group == null || !root.contains(group);
      })
      .filter((entry) => entry.checkVisibility({ visibilityProperty: true }))
      .map((entry): [string, string | null] => [
        entry.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        entry instanceof HTMLAnchorElement ? new URL(entry.href).pathname : null,
      ]);
  });
}

/** The labels of the top-level entries of the side menu, once the menu has loaded. */
export async function topLevelMenu(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  await nav.and(page.locator('[aria-busy="false"]')).waitFor();
  return (await menuEntries(nav)).map(([label]) => label);
}

/** Opens a group of the side menu (if closed) and answers the list of its entries. */
export async function openMenuGroup(page: Page, name: string): Promise<Locator> {
  const button = mainNavigation(page).getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded'), { message: `${name} open` }).toBe('true');
  const id = await button.getAttribute('aria-controls');
  expect(id, `${name} names the list it controls`).toBeTruthy();
  // The group slides open (MUI Collapse): a click on one of its links while it still moves can miss (seen once on a
  // loaded machine), so the caller gets the list once it has settled.
  await page.locator(`.MuiCollapse-entered:has([id="${id}"])`).waitFor({ timeout: UI_TIMEOUT });
  return page.locator(`[id="${id}"]`);
}

/** The section titles (separators) of the side menu. */
export function menuSectionTitles(page: Page): Promise<string[]> {
  return mainNavigation(page)
    .locator('.MuiListSubheader-root')
    .evaluateAll((titles) => titles.map((title) => title.textContent?.trim() ?? ''));
}

/** The breadcrumb trail as shown: the text of each part, in order (separators are not parts). */
export async function breadcrumbParts(page: Page): Promise<string[]> {
  return breadcrumb(page).getByRole('listitem').allInnerTexts();
}

/** The accessible name of the notifications bell in the header. */
export async function notificationsButtonName(page: Page): Promise<string> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();
  return (await bell.getAttribute('aria-label')) ?? '';
}

/** The New count the bell announces ("Notifications (15 new)"), 0 when it announces none. */
export async function notificationCount(page: Page): Promise<number> {
  const match = /\((\d+) new\)/.exec(await notificationsButtonName(page));
  return match ? Number(match[1]) : 0;
}

/**
 * The serious and critical axe violations of the page, one line each, once its transitions (a menu fading in, a
 * drawer sliding) have ended: colours measured mid-fade are not what the user reads. Endless animations (spinners)
 * are not waited for.
 */
export async function severeAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Opens `path` as a demo account that is already signed in, without the sign-in form: for tests whose subject is a
 * page, not signing in (the form has its tests in auth.e2e.ts; signInAs stays for tests that start from the home).
 * It signs in through the API (a session of its own, as the form gets) and stores what the web app's saveSession
 * (apps/web/src/lib/session.ts) stores, under the key names of spec §3, on a blank page of the origin, so the app's
 * first load is `path`. The sign-in page and the home it leads to cost ~5 s of the browser's processor time per test,
 * and the tests that used them went to another page at once (decision 0041).
 */
export async function openAs(page: Page, user: DemoUser, path: string): Promise<void> {
  const response = await page.request.post('/api/user/login', {
    headers: { APP_ID: 'BOOKONE_WEB_APP' },
    data: { username: usernameOf(user), password: DEMO_PASSWORD },
  });
  expect(response.status(), `${user} signs in through the API`).toBe(200);
  const login = (await response.json()) as SignedIn;
  // A blank document of the app's origin, answered here: sessionStorage belongs to the tab and the origin.
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page.goto(BLANK_PAGE);
  await page.unroute(BLANK_PAGE);
  await page.evaluate(({ token, user, property }) => {
    sessionStorage.setItem('AuthToken', token);
    sessionStorage.setItem('UserId', String(user.id));
    sessionStorage.setItem('Roles', JSON.stringify(user.roles));
    sessionStorage.setItem('UserName', user.username);
    if (user.organisationId != null) sessionStorage.setItem('OrganizationId', String(user.organisationId));
    if (property) {
      sessionStorage.setItem('PropertyId', String(property.id));
      sessionStorage.setItem('PropertyDetails', JSON.stringify(property));
    }
  }, login);
  await page.goto(path);
  // As signInAs: the signed-in shell is there. This first load of the app in the context is uncached: it gets as long
  // as a navigation (newContext), not the UI's 15 s (at load ~21 it took longer).
  await page.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 30_000 });
}

const BLANK_PAGE = '/e2e-blank-page';

/** What POST /api/user/login answers, as far as the session keeps it. */
type SignedIn = {
  token: string;
  user: { id: number; roles: string[]; username: string; organisationId: number | null };
  property: { id: number } | null;
};
