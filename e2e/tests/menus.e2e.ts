// The side menu each demo account sees (spec §2.5, §6 and the decisions of issue 3 for the premium, essentials and
// accommodation menus), the header buttons that depend on role, plan and status (Upgrade Now §2.3/§6, Home §2.3),
// and the page titles and breadcrumbs of a page of every section (§2.1, §2.2). Expectations are written out here
// from the spec and the seed (apps/server/src/modules/{user,property}/*.seed.ts), not computed by the domain code.
import { describe, expect } from 'vitest';

import { expectPath, expectTitle, test, UI_TIMEOUT } from '../support/browser.ts';
import {
  breadcrumbParts,
  mainNavigation,
  menuLink,
  menuEntries,
  menuSectionTitles,
  openMenuGroup,
  severeAxeViolations,
  signInAs,
  topLevelMenu,
  upgradeNow,
  type DemoUser,
  type MenuEntry,
} from '../support/shell.ts';
import type { Page } from 'playwright-core';

/** An entry with no address of its own: a group that opens a submenu. */
const GROUP = null;
type Entry = MenuEntry;

async function expectTopLevelMenu(page: Page, expected: readonly Entry[]): Promise<void> {
  // The menu is fetched (and refreshed once after 3 s): wait for the expected labels, then compare everything.
  await expect
    .poll(() => topLevelMenu(page), { timeout: UI_TIMEOUT, message: 'top-level entries of the side menu' })
    .toEqual(expected.map(([label]) => label));
  expect(await menuEntries(mainNavigation(page))).toEqual(expected);
}

// --- The menus, written out from spec §2.5 --------------------------------------------------------------------

/** Business-admin menu (PROP_ADMIN), §2.5, as the premium menu (issue 3: premium = the full business-admin menu). */
const BUSINESS_ADMIN: Entry[] = [
  ['Dashboard', '/master-service/home'],
  ['User Management', GROUP],
  ['Business Profile', '/master-service/business-dashboard/profile'],
  ['Service Management', '/master-service/service-list'],
  ['Manage Payment', '/bookone/manage-payment'],
  ['Manage Expense', '/bookone/manage-expense'],
  ['Order', GROUP],
  ['Reservation', GROUP],
  ['Product', GROUP],
  ['Customer', GROUP],
  ['Invoice', GROUP],
  ['Business Promotion', GROUP],
  ['Business Review', '/review/list'],
];

/** Issue 3: an accommodation property's admin gets the business-admin menu plus "Front Office" after Dashboard. */
const ACCOMMODATION_ADMIN: Entry[] = [
  ['Dashboard', '/master-service/home'],
  ['Front Office', GROUP],
  ['User Management', GROUP],
  ['Business Profile', '/master-service/business-dashboard/profile'],
  ['Service Management', '/master-service/service-list'],
  ['Manage Payment', '/bookone/manage-payment'],
  ['Manage Expense', '/bookone/manage-expense'],
  ['Order', GROUP],
  ['Reservation', GROUP],
  ['Product', GROUP],
  ['Customer', GROUP],
  ['Invoice', GROUP],
  ['Business Promotion', GROUP],
  ['Business Review', '/review/list'],
];

/** Issue 3: essentials = business-admin without User Management, Manage Expense and Business Promotion. */
const ESSENTIALS: Entry[] = [
  ['Dashboard', '/master-service/home'],
  ['Business Profile', '/master-service/business-dashboard/profile'],
  ['Service Management', '/master-service/service-list'],
  ['Manage Payment', '/bookone/manage-payment'],
  ['Order', GROUP],
  ['Reservation', GROUP],
  ['Product', GROUP],
  ['Customer', GROUP],
  ['Invoice', GROUP],
  ['Business Review', '/review/list'],
];

/** §2.5: the starter menu has Business Profile, Service Management, Reservation, Payments, Business Review. */
const STARTER: Entry[] = [
  ['Business Profile', '/master-service/business-dashboard/profile'],
  ['Service Management', '/master-service/service-list'],
  ['Reservation', GROUP],
  ['Payments', '/bookone/manage-payment'],
  ['Business Review', '/review/list'],
];

/** §2.5 organisation-admin menu. */
const ORGANISATION_ADMIN: Entry[] = [
  ['Dashboard', '/bookone/su-dashboard'],
  ['User Management', GROUP],
  ['B2B', '/bookone-admin/companyList'],
  ['Partner Properties', '/bookone-admin/eglobe-property-list'],
  ['OTA Channel Management', '/bookone-admin/channel-configure/0/0/0'],
  ['Property Management', '/bookone-admin/organisation-property-list'],
  ['Msg Tracker', '/bookone-admin/msg-tracker'],
  ['Business Type Config', '/bookone-admin/service-config'],
  ['Business Promotion', '/business-promotion/list'],
  ['Business Campaign', '/Campaign/list'],
  ['Business Review', '/review/list'],
  ['Order', '/order/order-list'],
  ['Room Facilities', '/bookone-admin/room-facilities'],
  ['Manage Booking', '/bookone/manage-booking/list'],
  ['Manage Enquiries', '/bookone-admin/manage-enquiries'],
  ['Manage Invoice', '/invoice/invoice-list'],
  ['Report', '/report/report-dashboard'],
];

/** §2.5: property staff get only the Dashboard link (§6: the Dashboard is for all PROP_ roles). */
const PROPERTY_STAFF: Entry[] = [['Dashboard', '/master-service/home']];

type MenuCase = {
  user: DemoUser;
  why: string;
  menu: Entry[];
  /** §2.3, §6: Upgrade Now for a property admin whose plan is not Business Premium. */
  upgrade: boolean;
  /** §2.3: the Home button only when the property status is COMPLETED. */
  home: boolean;
};

const MENU_CASES: MenuCase[] = [
  {
    user: 'superadmin',
    why: 'super-admin menu',
    menu: [
      ['Dashboard', '/bookone/su-dashboard'],
      ['Super Admin', GROUP],
    ],
    upgrade: false,
    home: false,
  },
  { user: 'orgadmin', why: 'organisation menu', menu: ORGANISATION_ADMIN, upgrade: false, home: false },
  {
    user: 'orgsupport',
    why: 'customer-support menu: Dashboard and Manage Enquiries only',
    menu: [
      ['Dashboard', '/bookone/su-dashboard'],
      ['Manage Enquiries', '/bookone-admin/manage-enquiries'],
    ],
    upgrade: false,
    home: false,
  },
  {
    user: 'orgfinance',
    why: 'organisation items tagged for finance',
    menu: [
      ['Dashboard', '/bookone/su-dashboard'],
      ['Manage Invoice', '/invoice/invoice-list'],
      ['Report', '/report/report-dashboard'],
    ],
    upgrade: false,
    home: false,
  },
  {
    user: 'hotel.admin',
    why: 'accommodation, COMPLETED, Business Essentials',
    menu: ACCOMMODATION_ADMIN,
    upgrade: true,
    home: true,
  },
  { user: 'hotel.frontdesk', why: 'property staff', menu: PROPERTY_STAFF, upgrade: false, home: true },
  { user: 'hotel.marketing', why: 'property staff', menu: PROPERTY_STAFF, upgrade: false, home: true },
  { user: 'spa.admin', why: 'services, Business Premium', menu: BUSINESS_ADMIN, upgrade: false, home: true },
  { user: 'barber.admin', why: 'services, Business Essentials', menu: ESSENTIALS, upgrade: true, home: true },
  { user: 'nails.admin', why: 'services, Business Starter', menu: STARTER, upgrade: true, home: true },
  {
    user: 'motel.admin',
    why: 'accommodation, COMPLETED, no room types: only Add Room',
    menu: [['Add Room', '/bookone-onboarding/room']],
    upgrade: true,
    home: true,
  },
];

describe('each demo account sees exactly its menu', () => {
  for (const { user, why, menu, upgrade, home } of MENU_CASES) {
    test(`${user} (${why}): ${menu.length} entries; Upgrade Now ${upgrade ? 'shown' : 'hidden'}; Home ${home ? 'shown' : 'hidden'}`, async ({
      page,
    }) => {
      await signInAs(page, user);
      await expectTopLevelMenu(page, menu);
      expect(await upgradeNow(page).isVisible(), 'Upgrade Now').toBe(upgrade);
      expect(await page.getByRole('link', { name: 'Home', exact: true }).isVisible(), 'Home button').toBe(
        home,
      );
    });
  }

  test('lodge.admin (accommodation, status NEW): only Add Property, to its onboarding address; no Home button', async ({
    page,
  }) => {
    await signInAs(page, 'lodge.admin');
    const session = await page.evaluate(() => ({
      userId: sessionStorage.getItem('UserId'),
      organizationId: sessionStorage.getItem('OrganizationId'),
    }));
    expect(session.userId).toMatch(/^\d+$/);
    expect(session.organizationId).toMatch(/^\d+$/);
    // §2.1: the onboarding address shape is property/{userId}/{organizationId}.
    await expectTopLevelMenu(page, [
      ['Add Property', `/bookone-onboarding/property/${session.userId}/${session.organizationId}`],
    ]);
    // §2.3, §6: the plan is not Business Premium (there is none), so the admin may upgrade; no Home before COMPLETED.
    expect(await upgradeNow(page).isVisible(), 'Upgrade Now').toBe(true);
    expect(await page.getByRole('link', { name: 'Home', exact: true }).count(), 'Home button').toBe(0);
  });

  test('superadmin: the Dashboard and Super Admin section titles; the Super Admin group and its nested groups', async ({
    page,
  }) => {
    await signInAs(page, 'superadmin');
    await expect.poll(() => menuSectionTitles(page)).toEqual(['Dashboard', 'Super Admin']);
    const superAdmin = await openMenuGroup(page, 'Super Admin');
    // §2.5; Subscription management is disabled, so not shown.
    expect(await menuEntries(superAdmin)).toEqual([
      ['User Management', GROUP],
      ['B2B', GROUP],
      ['Role Management', GROUP],
      ['Organization Management', GROUP],
      ['OTA Channel Management', GROUP],
      ['Address Setup', GROUP],
      ['Payment Gateway', GROUP],
    ]);
    expect(await menuEntries(await openMenuGroup(page, 'Address Setup'))).toEqual([
      ['Country Setup', '/bookone-admin/address-setup/country'],
      ['State or Region Setup', '/bookone-admin/address-setup/state'],
      ['City Setup', '/bookone-admin/address-setup/city'],
      ['Suburb Setup', '/bookone-admin/address-setup/subrub'],
      ['Street Setup', '/bookone-admin/address-setup/steet'],
    ]);
    expect(await menuEntries(await openMenuGroup(page, 'Role Management'))).toEqual([
      ['Add Role', '/bookone-admin/create-role'],
      ['Manage Role', '/bookone-admin/user-role'],
    ]);
  });

  test('hotel.admin: the Front Office group holds the five front-office pages (subscription PROPERTY MANAGEMENT)', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    expect(await menuEntries(await openMenuGroup(page, 'Front Office'))).toEqual([
      ['Accommodation Dashboard', '/bookone/dashboard'],
      ['Manage Booking', '/bookone/manage-booking/list'],
      ['Booking Calendar', '/bookone/booking-calendar'],
      ['Rates & Availability', '/bookone/manage-rates-availability'],
      ['Property & Rooms', '/bookone/manage-property'],
    ]);
    expect(await menuEntries(await openMenuGroup(page, 'User Management'))).toEqual([
      ['Add User', '/bookone-admin/create-user/0/0/0'],
      ['Manage User', '/bookone-admin/manage-user'],
    ]);
  });

  test('nails.admin: the starter Reservation group links the reservation dashboard and list', async ({
    page,
  }) => {
    await signInAs(page, 'nails.admin');
    expect(await menuEntries(await openMenuGroup(page, 'Reservation'))).toEqual([
      ['Reservation Dashboard', '/master-service/service'],
      ['Reservation List', '/master-service/reservation-list'],
    ]);
  });
});

describe('Upgrade Now', () => {
  test('hotel.admin (Business Essentials): Upgrade Now opens /master-service/Upgrade-Plan', async ({
    page,
  }) => {
    await signInAs(page, 'hotel.admin');
    await upgradeNow(page).click();
    await expectPath(page, '/master-service/Upgrade-Plan');
    await expectTitle(page, 'BookOne Services > Upgrade Plan | BookOne');
    await page.getByRole('heading', { name: 'Upgrade your plan' }).waitFor();
    await page.getByRole('list', { name: 'Features of Business Premium' }).waitFor();
    // The Upgrade page belongs to the shell (issue 3): no serious or critical axe violations either.
    expect(await severeAxeViolations(page)).toEqual([]);
  });
});

// --- Titles and breadcrumbs ---------------------------------------------------------------------------------------

type PageCase = {
  /** Where to go: menu labels to click in order (in-app), or an address to load. */
  via: string[] | string;
  path: string;
  title: string;
  crumbs: string[];
};

/** Follows menu entries by their labels, opening groups on the way. */
async function followMenu(page: Page, labels: string[]): Promise<void> {
  for (const [i, label] of labels.entries()) {
    if (i < labels.length - 1) await openMenuGroup(page, label);
    else await menuLink(page, label).click();
  }
}

const TITLE_CASES: { user: DemoUser; pages: PageCase[] }[] = [
  {
    user: 'orgadmin',
    pages: [
      {
        via: ['User Management', 'Manage User'],
        path: '/bookone-admin/manage-user',
        title: 'BookOne Admin > Manage Users | BookOne',
        crumbs: ['BookOne Admin', 'Manage Users'],
      },
      {
        via: ['Business Promotion'],
        path: '/business-promotion/list',
        title: 'Business Promotion > Promotion List | BookOne',
        crumbs: ['Business Promotion', 'Promotion List'],
      },
      {
        via: ['Business Review'],
        path: '/review/list',
        title: 'Business Review > Business Reviews | BookOne',
        crumbs: ['Business Review', 'Business Reviews'],
      },
      {
        via: ['Business Campaign'],
        path: '/Campaign/list',
        title: 'Business Campaign > Business Campaigns | BookOne',
        crumbs: ['Business Campaign', 'Business Campaigns'],
      },
      {
        via: ['Manage Invoice'],
        path: '/invoice/invoice-list',
        title: 'Invoice > Invoice List | BookOne',
        crumbs: ['Invoice', 'Invoice List'],
      },
    ],
  },
  {
    user: 'orgfinance',
    pages: [
      {
        via: ['Report'],
        path: '/report/report-dashboard',
        title: 'Report > Report Dashboard | BookOne',
        crumbs: ['Report', 'Report Dashboard'],
      },
    ],
  },
  {
    user: 'hotel.admin',
    pages: [
      {
        via: ['Service Management'],
        path: '/master-service/service-list',
        title: 'BookOne Services > Service Management | BookOne',
        crumbs: ['BookOne Services', 'Service Management'],
      },
      {
        via: ['Front Office', 'Manage Booking'],
        path: '/bookone/manage-booking/list',
        title: 'BookOne > Manage Bookings | BookOne',
        crumbs: ['BookOne', 'Manage Bookings'],
      },
      {
        via: ['Order', 'Order List'],
        path: '/order/order-list',
        title: 'Order > Order List | BookOne',
        crumbs: ['Order', 'Order List'],
      },
      {
        via: ['Product', 'Product List'],
        path: '/product/list',
        title: 'Product > Product List | BookOne',
        crumbs: ['Product', 'Product List'],
      },
      {
        // §2.2: breadcrumb placeholders ({{referenceId}}) are replaced by the route parameters.
        via: '/master-service/reservation-details/5521',
        path: '/master-service/reservation-details/5521',
        title: 'BookOne Services > Reservation Details | BookOne',
        crumbs: ['BookOne Services', 'Reservation 5521'],
      },
    ],
  },
  {
    user: 'hotel.marketing',
    pages: [
      {
        // §6: PROP_MARKETING is the leads management user; the page is not in the property-staff menu.
        via: '/business-lead/list',
        path: '/business-lead/list',
        title: 'Business Lead > Business Leads | BookOne',
        crumbs: ['Business Lead', 'Business Leads'],
      },
    ],
  },
  {
    user: 'motel.admin',
    pages: [
      {
        via: ['Add Room'],
        path: '/bookone-onboarding/room',
        title: 'BookOne Onboarding > Add Room | BookOne',
        crumbs: ['BookOne Onboarding', 'Add Room'],
      },
    ],
  },
];

describe('titles and breadcrumbs on a page of each section', () => {
  for (const { user, pages } of TITLE_CASES) {
    test(`${user}: ${pages.map((p) => p.path).join(', ')}`, async ({ page }) => {
      await signInAs(page, user);
      for (const { via, path, title, crumbs } of pages) {
        if (typeof via === 'string') await page.goto(via);
        else await followMenu(page, via);
        await expectPath(page, path);
        await expectTitle(page, title);
        await expect.poll(() => breadcrumbParts(page), { message: `breadcrumb of ${path}` }).toEqual(crumbs);
        // The page itself rendered inside the shell (not an error page).
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
      }
    });
  }

  test('nails.admin (starter): the Home button goes to the business profile (§2.1), titled and breadcrumbed', async ({
    page,
  }) => {
    await signInAs(page, 'nails.admin');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expectPath(page, '/master-service/business-dashboard/profile');
    await expectTitle(page, 'BookOne Services > Business Profile | BookOne');
    await expect.poll(() => breadcrumbParts(page)).toEqual(['BookOne Services', 'Business Profile']);
  });
});
