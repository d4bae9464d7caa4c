// The shell as a signed-in user meets it (spec §2.1–§2.3, §4, §6, §8, §9): the role guard and its snackbar, the
// lock screen, the interface language, the layout customizer, the mobile sidebar, and axe on the signed-in shell.
import { describe, expect } from 'vitest';

import {
  ARTIFACTS_DIR,
  expectPath,
  expectTitle,
  pathOf,
  SIGN_IN_PATH,
  test,
  UI_TIMEOUT,
} from '../support/browser.ts';
import {
  accessDenied,
  customizerHandle,
  DEMO_PASSWORD,
  mainNavigation,
  menuLink,
  menuEntries,
  openMenuGroup,
  severeAxeViolations,
  sidebarSignOut,
  signInAs,
  topLevelMenu,
  usernameOf,
} from '../support/shell.ts';
import type { Page } from 'playwright-core';

const LOCK_SCREEN_PATH = '/sessions/lockscreen';
const snackbarOk = (page: Page) => page.getByRole('button', { name: 'OK', exact: true });

describe('role guard', () => {
  test('in-app navigation to a forbidden page (Back to a page of the previous user) shows the snackbar and stays put', async ({
    page,
  }) => {
    // The organisation admin opens Manage User, then signs out in the same tab.
    await signInAs(page, 'orgadmin');
    await openMenuGroup(page, 'User Management');
    await menuLink(page, 'Manage User').click();
    await expectPath(page, '/bookone-admin/manage-user');
    await sidebarSignOut(page).click();
    await expectPath(page, SIGN_IN_PATH);

    // The front desk signs in and lands on its home (issue 8: `/` is the user's home, the sign-in entry is
    // replaced); Back leads to Manage User, which PROP_FRONTDESK may not open (spec §6, §8): the navigation is
    // blocked with the snackbar.
    await signInAs(page, 'hotel.frontdesk');
    await expectPath(page, '/master-service/home');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await accessDenied(page).isVisible(), 'no snackbar for an allowed page').toBe(false);

    await page.goBack({ waitUntil: 'commit' });
    await accessDenied(page).waitFor();
    await snackbarOk(page).waitFor();
    await expectPath(page, '/master-service/home');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Manage Users' }).count()).toBe(0);

    // Only OK closes it (spec §8).
    await page.mouse.click(640, 400);
    expect(await accessDenied(page).isVisible(), 'a click elsewhere keeps the snackbar').toBe(true);
    await snackbarOk(page).click();
    await accessDenied(page).waitFor({ state: 'hidden' });
    await expectPath(page, '/master-service/home');
  });

  test('a direct load of a forbidden page lands on the user’s home (front desk: the dashboard)', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.frontdesk');
    await page.goto('/bookone-admin/manage-user');
    await expectPath(page, '/master-service/home');
    await expectTitle(page, 'BookOne Services > Dashboard | BookOne');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await accessDenied(page).waitFor();
    await snackbarOk(page).click();
    await accessDenied(page).waitFor({ state: 'hidden' });
  });

  test('a direct load of a forbidden page lands on the user’s home (starter business: the business profile)', async ({
    page,
  }) => {
    await signInAs(page, 'nails.admin');
    // PROP_ADMIN may not open the super admin's role management.
    await page.goto('/bookone-admin/create-role');
    await expectPath(page, '/master-service/business-dashboard/profile');
    await expectTitle(page, 'BookOne Services > Business Profile | BookOne');
    await accessDenied(page).waitFor();
  });
});

describe('lock screen', () => {
  test('lock from the sidebar, guarded pages lead to the lock screen, a wrong password is refused, the right one returns', async ({
    page,
  }) => {
    await signInAs(page, 'orgsupport');
    await menuLink(page, 'Manage Enquiries').click();
    await expectPath(page, '/bookone-admin/manage-enquiries');

    await page.getByRole('link', { name: 'Lock screen', exact: true }).click();
    await expectPath(page, LOCK_SCREEN_PATH);
    await page.getByRole('heading', { name: 'Mia Thompson' }).waitFor();
    await page.getByText('Your session is locked. Enter your password to continue.').waitFor();
    await expectTitle(page, 'Lock screen | BookOne');

    // While locked, every guarded page leads back here; a reload does not unlock.
    for (const guarded of ['/bookone/su-dashboard', '/', '/bookone-admin/manage-enquiries']) {
      await page.goto(guarded);
      await expectPath(page, LOCK_SCREEN_PATH);
      await page.getByLabel(/^Password/).waitFor();
    }
    await page.reload();
    await expectPath(page, LOCK_SCREEN_PATH);

    await page.getByLabel(/^Password/).fill('Wrong@2026');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts(), { timeout: UI_TIMEOUT, message: 'alerts' })
      .toContainEqual(expect.stringContaining('Invalid username or password'));
    await expectPath(page, LOCK_SCREEN_PATH);

    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expectPath(page, '/bookone-admin/manage-enquiries');
    await expectTitle(page, 'BookOne Admin > Manage Enquiries | BookOne');
    expect(await topLevelMenu(page)).toEqual(['Dashboard', 'Manage Enquiries']);

    // Unlocked: guarded pages open again.
    await page.goto('/bookone/su-dashboard');
    await expectPath(page, '/bookone/su-dashboard');
  });
});

describe('language', () => {
  test('a French browser gets the sign-in page and the shell in French, with <html lang="fr">', async ({
    browser,
    baseURL,
  }) => {
    const french = await browser.newContext({
      baseURL,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 800 },
    });
    french.setDefaultTimeout(UI_TIMEOUT);
    const page = await french.newPage();
    try {
      await page.goto(SIGN_IN_PATH);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      await expectTitle(page, 'Connexion | BookOne');

      await page.getByRole('textbox', { name: /^Nom d'utilisateur/ }).fill(usernameOf('hotel.admin'));
      await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      // Sign-in lands on the user's home (issue 8), greeted in French.
      await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT }).toBe('/master-service/home');
      await page.getByText('Bon retour, Hana. Voici où en sont les choses.').waitFor();

      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      await nav.and(page.locator('[aria-busy="false"]')).waitFor();
      await expect
        .poll(async () => (await menuEntries(nav)).map(([label]) => label))
        .toEqual([
          'Tableau de bord',
          'Réception',
          'Gestion des utilisateurs',
          'Profil de l’entreprise',
          'Gestion des services',
          'Gérer les paiements',
          'Gérer les dépenses',
          'Commandes',
          'Réservations',
          'Produits',
          'Clients',
          'Factures',
          'Promotions',
          'Avis clients',
        ]);
      await page.getByRole('button', { name: 'Se déconnecter', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Passer à l’offre supérieure', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Langue', exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');

      await nav
        .getByRole('link', { name: 'Tableau de bord', exact: true })
        .filter({ hasText: 'Tableau de bord' })
        .click();
      await expectTitle(page, 'Services BookOne > Tableau de bord | BookOne');
      expect(
        await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem').allInnerTexts(),
      ).toEqual(['Services BookOne', 'Tableau de bord']);
      // The English label is gone.
      expect(await page.getByRole('button', { name: 'Sign Out', exact: true }).count()).toBe(0);
    } catch (error) {
      // This test has its own (French) context, so it leaves its own screenshot.
      await page.screenshot({ path: `${ARTIFACTS_DIR}shell--french.png`, fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await french.close();
    }
  });

  test('the language menu switches an English shell to French', async ({ page }) => {
    await signInAs(page, 'orgadmin');
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // The organisation admin's home (issue 10: the organisation dashboard), in French with its figures' labels.
    await page.getByRole('heading', { name: "Tableau de bord de l'organisation", level: 1 }).waitFor();
    await page.getByText("Taux d'occupation").waitFor();
  });
});

describe('layout customizer', () => {
  test('switching to the top layout moves the menu into the header (4 entries + More) and survives a reload', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.waitFor();

    await customizerHandle(page).click();
    const navigation = page.getByRole('radiogroup', { name: 'Navigation' });
    await navigation.getByRole('radio', { name: 'Top' }).check();

    const expectTopLayout = async () => {
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
      await nav.waitFor();
      // Spec §9: at most 4 entries, the rest under More; §2.3: no icon or separator items.
      await expect
        .poll(() =>
          nav.evaluate((root) =>
            Array.from(root.querySelectorAll('a[href], button'), (e) => e.textContent?.trim() ?? ''),
          ),
        )
        .toEqual(['Dashboard', 'Front Office', 'User Management', 'Business Profile', 'More']);
      expect(await sidebar.count(), 'no side sidebar in the top layout').toBe(0);
    };
    await expectTopLayout();

    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expectTopLayout();
    expect(await page.getByRole('radio', { name: 'Top' }).count(), 'customizer closed after reload').toBe(0);
    await customizerHandle(page).click();
    expect(
      await page
        .getByRole('radiogroup', { name: 'Navigation' })
        .getByRole('radio', { name: 'Top' })
        .isChecked(),
    ).toBe(true);

    // "More" holds the rest of the menu.
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Business Review' }).click();
    await expectPath(page, '/review/list');
  });
});

describe('mobile', () => {
  test('at 390×800 the sidebar starts closed; opening it shows the overlay; a click on the overlay closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'hotel.admin');
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const nav = mainNavigation(page);
    const overlay = page.locator('.MuiBackdrop-root');

    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible(), 'sidebar closed on load').toBe(false);

    await toggle.click();
    await nav.waitFor();
    await overlay.waitFor();
    // The overlay covers the page beside the open sidebar: a click there closes it.
    await page.mouse.click(375, 400);
    await nav.waitFor({ state: 'hidden' });
    await overlay.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // Spec §2.2: following a menu entry closes the mobile sidebar too.
    await toggle.click();
    await nav.waitFor();
    await menuLink(page, 'Business Review').click();
    await expectPath(page, '/review/list');
    await nav.waitFor({ state: 'hidden' });
  });
});

describe('accessibility of the signed-in shell', () => {
  test('hotel.admin dashboard (side layout, notifications badge): no serious or critical axe violations', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    await menuLink(page, 'Dashboard').click();
    await expectPath(page, '/master-service/home');
    await page.getByRole('heading', { name: 'Quick links' }).waitFor();
    await page.getByRole('button', { name: /^Notifications \(\d+ new\)$/ }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('hotel.admin in the top layout with the More menu open: no serious or critical axe violations', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    // §2.1: the layout can be set by the query parameter `layout`.
    await page.goto('/master-service/home?layout=top');
    const more = page.getByRole('banner').getByRole('button', { name: 'More' });
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Create Order' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('superadmin with the Super Admin group open: no serious or critical axe violations', async ({
    page,
  }) => {
    await signInAs(page, 'superadmin');
    await openMenuGroup(page, 'Super Admin');
    await openMenuGroup(page, 'Address Setup');
    await menuLink(page, 'Country Setup').click();
    await expectPath(page, '/bookone-admin/address-setup/country');
    await page.getByRole('heading', { level: 1, name: 'Country Setup' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('the lock screen: no serious or critical axe violations', async ({ page }) => {
    await signInAs(page, 'orgfinance');
    await page.getByRole('link', { name: 'Lock screen', exact: true }).click();
    await expectPath(page, LOCK_SCREEN_PATH);
    await page.getByRole('heading', { name: 'Lucas Wright' }).waitFor();
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});
