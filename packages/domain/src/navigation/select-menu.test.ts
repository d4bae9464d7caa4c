import { describe, expect, it } from 'vitest';

import { PROPERTY_ROLES } from '../roles';
import type { MenuItem, MenuKey } from './menu-types';
import { BUSINESS_PROFILE, MENUS, PROPERTY_MANAGEMENT } from './menus';
import {
  buildMenu,
  FREQUENTLY_ACCESSED_COUNT,
  homePath,
  menuKeyFor,
  menuPath,
  menuPaths,
  splitTopMenu,
  subscriptionNames,
  TOP_MENU_MAX,
  topMenu,
  type MenuContext,
} from './select-menu';

// ------------------------------------------------------------------------------------------------ fixtures

type Property = NonNullable<MenuContext['property']>;

const USER_ID = 7;
const ORG_ID = 3;

const ctx = (
  roles: string[],
  property: MenuContext['property'] = null,
  extra: Partial<MenuContext> = {},
): MenuContext => ({ roles, userId: USER_ID, organizationId: ORG_ID, property, ...extra });

const accommodation = (over: Partial<Property> = {}): Property => ({
  businessType: 'Accommodation',
  propertyStatus: 'COMPLETED',
  plan: null,
  noOfRoomType: 2,
  subscriptionList: [],
  ...over,
});

const business = (plan: string | null, over: Partial<Property> = {}): Property => ({
  businessType: 'Services',
  propertyStatus: 'COMPLETED',
  plan,
  subscriptionList: [],
  ...over,
});

/** The side menu without the 'Frequently Accessed' row and separators: what the top sidebar shows. */
const shown = (c: MenuContext) => topMenu(buildMenu(c));
const names = (items: readonly MenuItem[]) => items.map((i) => i.name);
const paths = (c: MenuContext) => menuPaths(shown(c));

/** Swap one menu's data for the length of a test (menu selection reads MENUS at call time). */
function withMenu<T>(key: MenuKey, items: MenuItem[], run: () => T): T {
  const saved = MENUS[key];
  MENUS[key] = items;
  try {
    return run();
  } finally {
    MENUS[key] = saved;
  }
}

// ------------------------------------------------------------------------------------------------ expectations (spec §2.5)

const STAFF_ROLES = [
  'PROP_MANAGER',
  'PROP_FRONTDESK',
  'PROP_SERVICE',
  'PROP_FINANCE',
  'PROP_HOUSEKEEPING',
  'PROP_MARKETING',
];

const BUSINESS_ADMIN_NAMES = [
  'menu.dashboard',
  'menu.userManagement',
  'menu.businessProfile',
  'menu.serviceManagement',
  'menu.managePayment',
  'menu.manageExpense',
  'menu.order',
  'menu.reservation',
  'menu.product',
  'menu.customer',
  'menu.invoice',
  'menu.businessPromotion',
  'menu.businessReview',
];

const BUSINESS_ADMIN_PATHS = [
  '/master-service/home',
  '/bookone-admin/create-user/0/0/0',
  '/bookone-admin/manage-user',
  '/master-service/business-dashboard/profile',
  '/master-service/service-list',
  '/bookone/manage-payment',
  '/bookone/manage-expense',
  '/order/create-order',
  '/order/order-list',
  '/master-service/service',
  '/master-service/reservation-list',
  '/product/product-group-list',
  '/product/list',
  '/bookone/add-customer',
  '/bookone/customer-list',
  '/invoice/invoice-create',
  '/invoice/invoice-list',
  '/business-promotion/add',
  '/business-promotion/list',
  '/review/list',
];

const FRONT_OFFICE_PATHS = [
  '/bookone/dashboard',
  '/bookone/manage-booking/list',
  '/bookone/booking-calendar',
  '/bookone/manage-rates-availability',
  '/bookone/manage-property',
];

const ESSENTIALS_DROPPED_PATHS = [
  '/bookone-admin/create-user/0/0/0',
  '/bookone-admin/manage-user',
  '/bookone/manage-expense',
  '/business-promotion/add',
  '/business-promotion/list',
];

const STARTER_NAMES = [
  'menu.businessProfile',
  'menu.serviceManagement',
  'menu.reservation',
  'menu.payments',
  'menu.businessReview',
];
const STARTER_PATHS = [
  '/master-service/business-dashboard/profile',
  '/master-service/service-list',
  '/master-service/service',
  '/master-service/reservation-list',
  '/bookone/manage-payment',
  '/review/list',
];

const ORGANISATION_PATHS = [
  '/bookone/su-dashboard',
  '/bookone-admin/create-user/0/0/0',
  '/bookone-admin/manage-user',
  '/bookone-admin/companyList',
  '/bookone-admin/eglobe-property-list',
  '/bookone-admin/channel-configure/0/0/0',
  '/bookone-admin/organisation-property-list',
  '/bookone-admin/msg-tracker',
  '/bookone-admin/service-config',
  '/business-promotion/list',
  '/Campaign/list',
  '/review/list',
  '/order/order-list',
  '/bookone-admin/room-facilities',
  '/bookone/manage-booking/list',
  '/bookone-admin/manage-enquiries',
  '/invoice/invoice-list',
  '/report/report-dashboard',
];

const SUPER_ADMIN_PATHS = [
  '/bookone/su-dashboard',
  '/bookone-admin/create-user/0/0/0',
  '/bookone-admin/manage-user',
  '/bookone-admin/companyList',
  '/bookone-admin/create-role',
  '/bookone-admin/user-role',
  '/bookone-admin/create-organization/0/0',
  '/bookone-admin/manage-organization',
  '/bookone-admin/manage-channel',
  '/bookone-admin/manage-channel/channel-create/0/0',
  '/bookone-admin/address-setup/country',
  '/bookone-admin/address-setup/state',
  '/bookone-admin/address-setup/city',
  '/bookone-admin/address-setup/subrub',
  '/bookone-admin/address-setup/steet',
  '/bookone-admin/manage-payment-getway',
];

// ------------------------------------------------------------------------------------------------ menuKeyFor

describe('menuKeyFor (spec §6 menu selection)', () => {
  it.each<[string, MenuContext, MenuKey]>([
    ['SUPER_ADMIN', ctx(['SUPER_ADMIN']), 'superAdmin'],
    ['ORG_ADMIN', ctx(['ORG_ADMIN']), 'organisation'],
    ['ORG_FINANCE', ctx(['ORG_FINANCE']), 'organisation'],
    ['ORG_SALES', ctx(['ORG_SALES']), 'organisation'],
    ['ORG_CUST_SUPPORT', ctx(['ORG_CUST_SUPPORT']), 'customerSupport'],
    ['PROP_MANAGER', ctx(['PROP_MANAGER'], accommodation()), 'propertyStaff'],
    ['PROP_MARKETING', ctx(['PROP_MARKETING'], business('Business Premium')), 'propertyStaff'],
    ['USER', ctx(['USER']), 'plain'],
    ['CUST_SUPPORT', ctx(['CUST_SUPPORT']), 'plain'],
    ['no role', ctx([]), 'plain'],
    ['PROP_ADMIN, no property', ctx(['PROP_ADMIN']), 'onboardingBusiness'],
    [
      'PROP_ADMIN, accommodation NEW',
      ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'NEW' })),
      'onboardingProperty',
    ],
    [
      'PROP_ADMIN, accommodation no status',
      ctx(['PROP_ADMIN'], accommodation({ propertyStatus: null })),
      'onboardingProperty',
    ],
    [
      'PROP_ADMIN, business NEW',
      ctx(['PROP_ADMIN'], business('Business Premium', { propertyStatus: 'NEW' })),
      'onboardingBusiness',
    ],
    [
      'PROP_ADMIN, business no status',
      ctx(['PROP_ADMIN'], business(null, { propertyStatus: null })),
      'onboardingBusiness',
    ],
    [
      'PROP_ADMIN, accommodation 0 room types',
      ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: 0 })),
      'onboardingRoom',
    ],
    [
      'PROP_ADMIN, accommodation room types missing',
      ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: undefined })),
      'accommodation',
    ],
    [
      'PROP_ADMIN, accommodation room types null',
      ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: null })),
      'accommodation',
    ],
    ['PROP_ADMIN, accommodation COMPLETED', ctx(['PROP_ADMIN'], accommodation()), 'accommodation'],
    [
      'PROP_ADMIN, accommodation INACTIVE',
      ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'INACTIVE' })),
      'accommodation',
    ],
    [
      'PROP_ADMIN, accommodation INACTIVE 0 rooms',
      ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'INACTIVE', noOfRoomType: 0 })),
      'accommodation',
    ],
    [
      'PROP_ADMIN, accommodation on a business plan',
      ctx(['PROP_ADMIN'], accommodation({ plan: 'Business Starter' })),
      'accommodation',
    ],
    ['PROP_ADMIN, business Starter', ctx(['PROP_ADMIN'], business('Business Starter')), 'starter'],
    ['PROP_ADMIN, business without plan', ctx(['PROP_ADMIN'], business(null)), 'starter'],
    ['PROP_ADMIN, business unknown plan', ctx(['PROP_ADMIN'], business('Gold')), 'starter'],
    ['PROP_ADMIN, business Premium', ctx(['PROP_ADMIN'], business('Business Premium')), 'premium'],
    ['PROP_ADMIN, business Essentials', ctx(['PROP_ADMIN'], business('Business Essentials')), 'essentials'],
    [
      'PROP_ADMIN, business INACTIVE',
      ctx(['PROP_ADMIN'], business('Business Starter', { propertyStatus: 'INACTIVE' })),
      'businessAdmin',
    ],
    [
      'PROP_ADMIN, restaurant Premium',
      ctx(['PROP_ADMIN'], business('Business Premium', { businessType: 'Restaurant' })),
      'premium',
    ],
  ])('%s -> %s', (_label, context, key) => {
    expect(menuKeyFor(context)).toBe(key);
  });

  it.each<[string[], MenuKey]>([
    [['PROP_MANAGER', 'PROP_ADMIN'], 'propertyStaff'],
    [['PROP_ADMIN', 'SUPER_ADMIN'], 'accommodation'],
    [['ORG_CUST_SUPPORT', 'ORG_ADMIN'], 'customerSupport'],
    [['ORG_ADMIN', 'SUPER_ADMIN'], 'organisation'],
    [['USER', 'SUPER_ADMIN'], 'plain'],
    [['SUPER_ADMIN', 'USER'], 'superAdmin'],
  ])('the first stored role decides: %j -> %s', (roles, key) => {
    expect(menuKeyFor(ctx(roles, accommodation()))).toBe(key);
  });
});

// ------------------------------------------------------------------------------------------------ buildMenu, by role

describe('buildMenu: super admin', () => {
  const menu = buildMenu(ctx(['SUPER_ADMIN']));

  it('has a dashboard group and a Super Admin group', () => {
    expect(menu.map((i) => [i.name, i.type])).toEqual([
      ['menu.dashboardGroup', 'separator'],
      ['menu.dashboard', 'link'],
      ['menu.superAdminGroup', 'separator'],
      ['menu.superAdmin', 'dropDown'],
    ]);
  });

  it('lists the Super Admin sub-groups of spec §2.5, without the disabled Subscription Management', () => {
    const superAdmin = menu.find((i) => i.name === 'menu.superAdmin');
    expect(names(superAdmin?.sub ?? [])).toEqual([
      'menu.userManagement',
      'menu.b2b',
      'menu.roleManagement',
      'menu.organizationManagement',
      'menu.otaChannelManagement',
      'menu.addressSetup',
      'menu.paymentGateway',
    ]);
    // The data does hold it, disabled: it is the filtering that hides it.
    const data = MENUS.superAdmin.find((i) => i.name === 'menu.superAdmin')?.sub ?? [];
    expect(data.find((i) => i.name === 'menu.subscriptionManagement')?.disabled).toBe(true);
  });

  it('links to the super-admin pages, three levels deep', () => {
    expect(menuPaths(menu)).toEqual(SUPER_ADMIN_PATHS);
  });

  it('gets no Frequently Accessed row: it has a single top-level link', () => {
    expect(menu.some((i) => i.name === 'menu.frequentlyAccessed' || i.type === 'icon')).toBe(false);
  });
});

describe('buildMenu: organisation roles', () => {
  it('ORG_ADMIN gets the whole organisation menu of spec §2.5, in order', () => {
    expect(paths(ctx(['ORG_ADMIN']))).toEqual(ORGANISATION_PATHS);
  });

  it('ORG_CUST_SUPPORT gets Dashboard (bookone/su-dashboard) and Manage Enquiries only', () => {
    const menu = shown(ctx(['ORG_CUST_SUPPORT']));
    expect(names(menu)).toEqual(['menu.dashboard', 'menu.manageEnquiries']);
    expect(menuPaths(menu)).toEqual(['/bookone/su-dashboard', '/bookone-admin/manage-enquiries']);
  });

  it('ORG_FINANCE sees the organisation menu filtered to its role', () => {
    expect(paths(ctx(['ORG_FINANCE']))).toEqual([
      '/bookone/su-dashboard',
      '/invoice/invoice-list',
      '/report/report-dashboard',
    ]);
  });

  it('ORG_SALES sees the organisation menu filtered to its role', () => {
    expect(paths(ctx(['ORG_SALES']))).toEqual(['/bookone/su-dashboard', '/bookone-admin/manage-enquiries']);
  });

  it('hides a group the role may not open (User Management for ORG_FINANCE)', () => {
    expect(names(shown(ctx(['ORG_FINANCE'])))).not.toContain('menu.userManagement');
  });
});

describe('buildMenu: property staff', () => {
  it.each(STAFF_ROLES)('%s sees only the Dashboard link to master-service/home', (role) => {
    for (const property of [
      null,
      accommodation(),
      business('Business Premium'),
      business('Business Starter'),
    ]) {
      const menu = buildMenu(ctx([role], property));
      expect(menu).toHaveLength(1);
      expect(menu[0]).toMatchObject({ name: 'menu.dashboard', type: 'link', state: 'master-service/home' });
    }
  });

  it('keeps the rest of the business menu in the data, disabled', () => {
    const [first, ...rest] = MENUS.propertyStaff;
    expect(first?.disabled).toBeUndefined();
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((i) => i.disabled === true)).toBe(true);
  });

  it.each(['USER', 'CUST_SUPPORT'])('%s (no menu of its own) gets the plain Dashboard link', (role) => {
    expect(menuPaths(buildMenu(ctx([role])))).toEqual(['/master-service']);
  });

  it('a user without roles gets the plain Dashboard link', () => {
    expect(menuPaths(buildMenu(ctx([])))).toEqual(['/master-service']);
  });
});

describe('buildMenu: property admin onboarding (spec §2.5)', () => {
  it('accommodation with status NEW: only Add Property, with the user and organisation ids filled in', () => {
    const menu = buildMenu(ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'NEW' })));
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ name: 'menu.addProperty', type: 'link' });
    expect(menuPaths(menu)).toEqual([`/bookone-onboarding/property/${USER_ID}/${ORG_ID}`]);
  });

  it('accommodation without a status: only Add Property', () => {
    for (const propertyStatus of [null, '']) {
      expect(paths(ctx(['PROP_ADMIN'], accommodation({ propertyStatus })))).toEqual([
        `/bookone-onboarding/property/${USER_ID}/${ORG_ID}`,
      ]);
    }
  });

  it('fills string ids too, and 0 for a missing id', () => {
    const property = accommodation({ propertyStatus: 'NEW' });
    expect(paths({ ...ctx(['PROP_ADMIN'], property), userId: 'u-9', organizationId: '12' })).toEqual([
      '/bookone-onboarding/property/u-9/12',
    ]);
    expect(paths({ ...ctx(['PROP_ADMIN'], property), userId: null, organizationId: null })).toEqual([
      '/bookone-onboarding/property/0/0',
    ]);
  });

  it('does not change the menu data when filling the ids', () => {
    buildMenu(ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'NEW' })));
    expect(MENUS.onboardingProperty[0]?.state).toBe('bookone-onboarding/property/{userId}/{organizationId}');
  });

  it.each(['Services', 'Restaurant', 'Other'])(
    '%s with status NEW: only Business Details Setup',
    (businessType) => {
      const menu = shown(
        ctx(['PROP_ADMIN'], business('Business Premium', { businessType, propertyStatus: 'NEW' })),
      );
      expect(names(menu)).toEqual(['menu.businessDetailsSetup']);
      expect(menuPaths(menu)).toEqual(['/bookone-onboarding/on-boarding-property/0/0/0']);
    },
  );

  it('no stored property: only Business Details Setup (the business type is unknown, so not accommodation)', () => {
    expect(names(shown(ctx(['PROP_ADMIN'], null)))).toEqual(['menu.businessDetailsSetup']);
  });

  it('accommodation COMPLETED with no room types: only Add Room', () => {
    const menu = shown(ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: 0 })));
    expect(names(menu)).toEqual(['menu.addRoom']);
    expect(menuPaths(menu)).toEqual(['/bookone-onboarding/room']);
  });

  it('accommodation COMPLETED with noOfRoomType missing counts as 1: the full accommodation menu', () => {
    const full = paths(ctx(['PROP_ADMIN'], accommodation()));
    expect(paths(ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: undefined })))).toEqual(full);
    expect(paths(ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: null })))).toEqual(full);
  });
});

describe('buildMenu: property admin, full menus', () => {
  it('accommodation COMPLETED: the business-admin menu with Front Office right after Dashboard', () => {
    const menu = shown(ctx(['PROP_ADMIN'], accommodation()));
    expect(names(menu)).toEqual([
      BUSINESS_ADMIN_NAMES[0],
      'menu.frontOffice',
      ...BUSINESS_ADMIN_NAMES.slice(1),
    ]);
    expect(menuPaths(menu)).toEqual([
      BUSINESS_ADMIN_PATHS[0],
      ...FRONT_OFFICE_PATHS,
      ...BUSINESS_ADMIN_PATHS.slice(1),
    ]);
    expect(names(menu[1]?.sub ?? [])).toEqual([
      'menu.accommodationDashboard',
      'menu.manageBooking',
      'menu.bookingCalendar',
      'menu.ratesAvailability',
      'menu.propertyRooms',
    ]);
  });

  it('accommodation INACTIVE: still the accommodation menu', () => {
    expect(names(shown(ctx(['PROP_ADMIN'], accommodation({ propertyStatus: 'INACTIVE' }))))).toContain(
      'menu.frontOffice',
    );
  });

  it.each<[string, string | null]>([
    ['Business Starter', 'Business Starter'],
    ['no plan', null],
  ])('business COMPLETED on %s: the starter menu', (_label, plan) => {
    const menu = shown(ctx(['PROP_ADMIN'], business(plan)));
    expect(names(menu)).toEqual(STARTER_NAMES);
    expect(menuPaths(menu)).toEqual(STARTER_PATHS);
  });

  it('business COMPLETED on Business Premium: the full business-admin menu', () => {
    const menu = shown(ctx(['PROP_ADMIN'], business('Business Premium')));
    expect(names(menu)).toEqual(BUSINESS_ADMIN_NAMES);
    expect(menuPaths(menu)).toEqual(BUSINESS_ADMIN_PATHS);
  });

  it('business COMPLETED on Business Essentials: without User Management, Manage Expense, Business Promotion', () => {
    const menu = shown(ctx(['PROP_ADMIN'], business('Business Essentials')));
    expect(names(menu)).toEqual(
      BUSINESS_ADMIN_NAMES.filter(
        (n) => !['menu.userManagement', 'menu.manageExpense', 'menu.businessPromotion'].includes(n),
      ),
    );
    expect(menuPaths(menu)).toEqual(
      BUSINESS_ADMIN_PATHS.filter((p) => !ESSENTIALS_DROPPED_PATHS.includes(p)),
    );
  });

  it('business INACTIVE: the business-admin (property) menu, whatever the plan', () => {
    for (const plan of ['Business Starter', 'Business Essentials', null]) {
      expect(paths(ctx(['PROP_ADMIN'], business(plan, { propertyStatus: 'INACTIVE' })))).toEqual(
        BUSINESS_ADMIN_PATHS,
      );
    }
  });

  it('the first stored role decides: a manager who is also an admin sees only Dashboard', () => {
    expect(paths(ctx(['PROP_MANAGER', 'PROP_ADMIN'], accommodation()))).toEqual(['/master-service/home']);
  });

  it('the first stored role decides: an admin who is also a manager gets the admin menu', () => {
    expect(paths(ctx(['PROP_ADMIN', 'PROP_MANAGER'], business('Business Premium')))).toEqual(
      BUSINESS_ADMIN_PATHS,
    );
  });
});

// ------------------------------------------------------------------------------------------------ menu data rules (spec §6)

describe('menu data: item roles (spec §6)', () => {
  it('the business-admin Dashboard is for every PROP_ role, marketing included', () => {
    const dashboard = MENUS.businessAdmin[0];
    expect(dashboard?.name).toBe('menu.dashboard');
    expect([...(dashboard?.roles ?? [])].sort()).toEqual([...PROPERTY_ROLES].sort());
    expect(dashboard?.roles).toContain('PROP_MARKETING');
  });

  it('every other business-admin item is for PROP_ADMIN only', () => {
    for (const item of MENUS.businessAdmin.slice(1)) expect(item.roles, item.name).toEqual(['PROP_ADMIN']);
  });

  it('every super-admin item is tagged SUPER_ADMIN', () => {
    const walk = (items: readonly MenuItem[]): void => {
      for (const item of items) {
        expect(item.roles, item.name).toContain('SUPER_ADMIN');
        walk(item.sub ?? []);
      }
    };
    walk(MENUS.superAdmin);
  });

  it('the Front Office submenu is subscription-gated and tagged PROPERTY MANAGEMENT', () => {
    const frontOffice = MENUS.accommodation.find((i) => i.name === 'menu.frontOffice');
    expect(frontOffice?.subscriptionGated).toBe(true);
    expect(frontOffice?.sub?.every((i) => i.roles?.includes(PROPERTY_MANAGEMENT))).toBe(true);
  });
});

describe('role filtering', () => {
  const items: MenuItem[] = [
    { name: 'untagged', type: 'link', state: 'a' },
    { name: 'emptyRoles', type: 'link', state: 'b', roles: [] },
    { name: 'forUser', type: 'link', state: 'c', roles: ['USER'] },
    { name: 'forAdmin', type: 'link', state: 'd', roles: ['PROP_ADMIN'] },
    { name: 'forEither', type: 'link', state: 'e', roles: ['PROP_ADMIN', 'USER'] },
    {
      name: 'group',
      type: 'dropDown',
      state: 'g',
      roles: ['USER'],
      sub: [
        { name: 'childForUser', type: 'link', state: 'x', roles: ['USER'] },
        { name: 'childForAdmin', type: 'link', state: 'y', roles: ['PROP_ADMIN'] },
        { name: 'childUntagged', type: 'link', state: 'z' },
      ],
    },
    {
      name: 'groupLeftEmpty',
      type: 'dropDown',
      state: 'h',
      roles: ['USER'],
      sub: [{ name: 'onlyForAdmin', type: 'link', state: 'x', roles: ['PROP_ADMIN'] }],
    },
  ];

  it('shows untagged items and items tagged with one of the user roles; drops a group left empty', () => {
    const menu = withMenu('plain', items, () => buildMenu(ctx(['USER'])));
    expect(names(topMenu(menu))).toEqual(['untagged', 'emptyRoles', 'forUser', 'forEither', 'group']);
    expect(names(topMenu(menu).find((i) => i.name === 'group')?.sub ?? [])).toEqual([
      'childForUser',
      'childUntagged',
    ]);
  });
});

describe('disabled items', () => {
  it('are hidden, at any level', () => {
    const items: MenuItem[] = [
      { name: 'on', type: 'link', state: 'a' },
      { name: 'off', type: 'link', state: 'b', disabled: true },
      {
        name: 'group',
        type: 'dropDown',
        state: 'g',
        sub: [
          { name: 'childOn', type: 'link', state: 'x' },
          { name: 'childOff', type: 'link', state: 'y', disabled: true },
        ],
      },
      {
        name: 'groupOff',
        type: 'dropDown',
        state: 'h',
        disabled: true,
        sub: [{ name: 'c', type: 'link', state: 'z' }],
      },
      { name: 'on2', type: 'link', state: 'c', disabled: false },
    ];
    const menu = topMenu(withMenu('plain', items, () => buildMenu(ctx(['USER']))));
    expect(names(menu)).toEqual(['on', 'group', 'on2']);
    expect(names(menu[1]?.sub ?? [])).toEqual(['childOn']);
  });

  it("super admin's Subscription Management is nowhere in the built menu", () => {
    const all: string[] = [];
    const walk = (items: readonly MenuItem[]) =>
      items.forEach((i) => {
        all.push(i.name);
        walk(i.sub ?? []);
      });
    walk(buildMenu(ctx(['SUPER_ADMIN'])));
    expect(all).not.toContain('menu.subscriptionManagement');
  });
});

// ------------------------------------------------------------------------------------------------ subscriptions (spec §6)

describe('subscriptionNames', () => {
  it('PROP_ADMIN of an accommodation: PROPERTY MANAGEMENT plus each subscription, upper-cased and trimmed', () => {
    const property = accommodation({
      subscriptionList: [{ name: ' Booking Engine ' }, { name: 'sms host' }],
    });
    expect(subscriptionNames(ctx(['PROP_ADMIN'], property))).toEqual([
      PROPERTY_MANAGEMENT,
      'BOOKING ENGINE',
      'SMS HOST',
    ]);
  });

  it('PROP_ADMIN of another business: BUSINESS_PROFILE plus each subscription', () => {
    const property = business('Business Premium', { subscriptionList: [{ name: 'Payment Link' }] });
    expect(subscriptionNames(ctx(['PROP_ADMIN'], property))).toEqual([BUSINESS_PROFILE, 'PAYMENT LINK']);
  });

  it('PROP_ADMIN without subscriptions or property: the base name only', () => {
    expect(subscriptionNames(ctx(['PROP_ADMIN'], accommodation({ subscriptionList: null })))).toEqual([
      PROPERTY_MANAGEMENT,
    ]);
    expect(subscriptionNames(ctx(['PROP_ADMIN'], accommodation({ subscriptionList: undefined })))).toEqual([
      PROPERTY_MANAGEMENT,
    ]);
    expect(subscriptionNames(ctx(['PROP_ADMIN'], null))).toEqual([BUSINESS_PROFILE]);
  });

  it.each(['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_MANAGER', 'PROP_MARKETING', 'USER'])(
    '%s: its own role name, whatever the property holds',
    (role) => {
      const property = accommodation({ subscriptionList: [{ name: 'Booking Engine' }] });
      expect(subscriptionNames(ctx([role], property))).toEqual([role]);
    },
  );

  it('uses the first role only', () => {
    expect(subscriptionNames(ctx(['ORG_ADMIN', 'PROP_ADMIN'], accommodation()))).toEqual(['ORG_ADMIN']);
    expect(subscriptionNames(ctx(['PROP_ADMIN', 'ORG_ADMIN'], accommodation()))).toEqual([
      PROPERTY_MANAGEMENT,
    ]);
  });

  it('a user without roles keeps nothing', () => {
    expect(subscriptionNames(ctx([]))).toEqual([]);
  });
});

describe('subscription-gated submenus', () => {
  const gated = (sub: MenuItem[]): MenuItem => ({
    name: 'gated',
    type: 'dropDown',
    state: 'bookone',
    roles: ['PROP_ADMIN', 'PROP_MANAGER'],
    subscriptionGated: true,
    sub,
  });
  const entries: MenuItem[] = [
    { name: 'propertyManagement', type: 'link', state: 'pm', roles: [PROPERTY_MANAGEMENT] },
    { name: 'businessProfile', type: 'link', state: 'bp', roles: [BUSINESS_PROFILE] },
    // Tags are compared in upper case.
    { name: 'bookingEngine', type: 'link', state: 'be', roles: ['booking engine'] },
    { name: 'paymentLink', type: 'link', state: 'pl', roles: ['PAYMENT LINK'] },
    { name: 'forManager', type: 'link', state: 'mgr', roles: ['PROP_MANAGER'] },
    { name: 'forAdmin', type: 'link', state: 'adm', roles: ['PROP_ADMIN'] },
    { name: 'untagged', type: 'link', state: 'none' },
  ];
  const keptBy = (key: MenuKey, c: MenuContext) =>
    names(topMenu(withMenu(key, [gated(entries)], () => buildMenu(c)))[0]?.sub ?? []);

  it('PROP_ADMIN of an accommodation keeps PROPERTY MANAGEMENT and its subscriptions, not its role', () => {
    const property = accommodation({ subscriptionList: [{ name: '  Booking Engine ' }] });
    expect(keptBy('accommodation', ctx(['PROP_ADMIN'], property))).toEqual([
      'propertyManagement',
      'bookingEngine',
    ]);
  });

  it('PROP_ADMIN of another business keeps BUSINESS_PROFILE and its subscriptions', () => {
    const property = business('Business Starter', {
      propertyStatus: 'INACTIVE',
      subscriptionList: [{ name: 'payment link' }],
    });
    expect(keptBy('businessAdmin', ctx(['PROP_ADMIN'], property))).toEqual([
      'businessProfile',
      'paymentLink',
    ]);
  });

  it('another role keeps the entries tagged with its role name, ignoring the subscriptions', () => {
    const property = accommodation({ subscriptionList: [{ name: 'Booking Engine' }] });
    expect(keptBy('propertyStaff', ctx(['PROP_MANAGER'], property))).toEqual(['forManager']);
  });

  it('a gated group left empty disappears; it shows once a matching subscription exists', () => {
    const channel: MenuItem[] = [
      { name: 'channel', type: 'link', state: 'ch', roles: ['CHANNEL MANAGEMENT'] },
    ];
    const build = (subscriptionList: { name: string }[]) =>
      withMenu('accommodation', [{ name: 'dash', type: 'link', state: 'd' }, gated(channel)], () =>
        buildMenu(ctx(['PROP_ADMIN'], accommodation({ subscriptionList }))),
      );
    expect(names(topMenu(build([])))).toEqual(['dash']);
    expect(names(topMenu(build([{ name: 'Channel Management' }])))).toEqual(['dash', 'gated']);
  });

  it('the real Front Office keeps its five entries without any subscription', () => {
    const menu = shown(ctx(['PROP_ADMIN'], accommodation({ subscriptionList: [] })));
    expect(menu.find((i) => i.name === 'menu.frontOffice')?.sub).toHaveLength(5);
  });
});

// ------------------------------------------------------------------------------------------------ side menu types (spec §2.3)

describe('side menu types', () => {
  const premium = ctx(['PROP_ADMIN'], business('Business Premium'));

  it('icon-menu is the default', () => {
    expect(buildMenu(premium)).toEqual(buildMenu({ ...premium, sideMenuType: 'icon-menu' }));
  });

  it("icon-menu opens with a 'Frequently Accessed' separator and icon items for the first top-level links", () => {
    const menu = buildMenu(premium);
    expect(menu[0]).toEqual({ name: 'menu.frequentlyAccessed', type: 'separator' });
    const icons = menu.slice(1, 1 + FREQUENTLY_ACCESSED_COUNT);
    expect(icons.map((i) => [i.type, i.name, i.tooltip, i.state])).toEqual([
      ['icon', 'menu.dashboard', 'menu.dashboard', 'master-service/home'],
      ['icon', 'menu.businessProfile', 'menu.businessProfile', 'master-service/business-dashboard/profile'],
      ['icon', 'menu.serviceManagement', 'menu.serviceManagement', 'master-service/service-list'],
      ['icon', 'menu.managePayment', 'menu.managePayment', 'bookone/manage-payment'],
    ]);
    expect(names(menu.slice(1 + FREQUENTLY_ACCESSED_COUNT))).toEqual(BUSINESS_ADMIN_NAMES);
  });

  it('icon items skip dropDowns (accommodation: Front Office is not an icon)', () => {
    const icons = buildMenu(ctx(['PROP_ADMIN'], accommodation())).filter((i) => i.type === 'icon');
    expect(names(icons)).toEqual([
      'menu.dashboard',
      'menu.businessProfile',
      'menu.serviceManagement',
      'menu.managePayment',
    ]);
  });

  it('a menu with fewer than two top-level links gets no Frequently Accessed row', () => {
    for (const c of [ctx(['PROP_MANAGER']), ctx(['PROP_ADMIN'], accommodation({ noOfRoomType: 0 }))]) {
      expect(buildMenu(c).some((i) => i.type === 'icon' || i.type === 'separator')).toBe(false);
    }
  });

  it.each(['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'PROP_ADMIN', 'PROP_FRONTDESK', 'USER'])(
    'separator-menu gives %s a separator and the single Dashboard link to master-service',
    (role) => {
      const menu = buildMenu(ctx([role], business('Business Premium'), { sideMenuType: 'separator-menu' }));
      expect(menu.map((i) => i.type)).toEqual(['separator', 'link']);
      expect(menu[1]?.name).toBe('menu.dashboard');
      expect(menuPaths(menu)).toEqual(['/master-service']);
    },
  );

  it.each(['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'PROP_ADMIN', 'PROP_FRONTDESK', 'USER'])(
    'default-menu gives %s the single Dashboard link to master-service',
    (role) => {
      const menu = buildMenu(ctx([role], accommodation(), { sideMenuType: 'default-menu' }));
      expect(menu).toEqual([
        { name: 'menu.dashboard', type: 'link', state: 'master-service', icon: 'dashboard' },
      ]);
    },
  );
});

// ------------------------------------------------------------------------------------------------ top menu (spec §2.3, §9)

describe('topMenu', () => {
  it('removes icon and separator items and keeps the rest in order', () => {
    const side = buildMenu(ctx(['PROP_ADMIN'], business('Business Premium')));
    const top = topMenu(side);
    expect(top.some((i) => i.type === 'icon' || i.type === 'separator')).toBe(false);
    expect(names(top)).toEqual(BUSINESS_ADMIN_NAMES);
  });

  it("drops the super admin's group separators", () => {
    expect(names(topMenu(buildMenu(ctx(['SUPER_ADMIN']))))).toEqual(['menu.dashboard', 'menu.superAdmin']);
  });

  it('keeps links, external links and dropDowns', () => {
    const items: MenuItem[] = [
      { name: 's', type: 'separator' },
      { name: 'l', type: 'link', state: 'l' },
      { name: 'i', type: 'icon', state: 'l' },
      { name: 'e', type: 'extLink', href: 'https://example.com' },
      { name: 'd', type: 'dropDown', state: 'd', sub: [] },
    ];
    expect(names(topMenu(items))).toEqual(['l', 'e', 'd']);
  });
});

describe('splitTopMenu', () => {
  const items = (n: number): MenuItem[] =>
    Array.from({ length: n }, (_, i) => ({ name: `item${i}`, type: 'link', state: `s${i}` }));

  it.each([0, 1, 3, 4])('%d items: all in main, none in more', (n) => {
    const { main, more } = splitTopMenu(items(n));
    expect(main).toEqual(items(n));
    expect(more).toEqual([]);
  });

  it.each([5, 6, 13])('%d items: 4 in main, the rest in more, none dropped', (n) => {
    const all = items(n);
    const { main, more } = splitTopMenu(all);
    expect(main).toEqual(all.slice(0, TOP_MENU_MAX));
    expect(more).toHaveLength(n - TOP_MENU_MAX);
    expect([...main, ...more]).toEqual(all);
  });

  it('keeps every entry of the full business-admin top menu reachable', () => {
    const top = topMenu(buildMenu(ctx(['PROP_ADMIN'], business('Business Premium'))));
    const { main, more } = splitTopMenu(top);
    expect(TOP_MENU_MAX).toBe(4);
    expect(main).toHaveLength(4);
    expect(names([...main, ...more])).toEqual(BUSINESS_ADMIN_NAMES);
  });

  it('returns new arrays', () => {
    const all = items(3);
    expect(splitTopMenu(all).main).not.toBe(all);
  });
});

// ------------------------------------------------------------------------------------------------ paths

describe('menuPath', () => {
  const link = (state?: string): MenuItem => ({
    name: 'x',
    type: 'link',
    ...(state !== undefined ? { state } : {}),
  });

  it('a top-level link is its own state', () => {
    expect(menuPath([], link('master-service/home'))).toBe('/master-service/home');
  });

  it('joins the group state and the child state', () => {
    expect(menuPath(['bookone-admin'], link('create-user/0/0/0'))).toBe('/bookone-admin/create-user/0/0/0');
  });

  it('skips empty and missing states', () => {
    expect(menuPath(['bookone-admin', '', undefined, 'address-setup'], link('country'))).toBe(
      '/bookone-admin/address-setup/country',
    );
    expect(menuPath(['order'], link())).toBe('/order');
    expect(menuPath([], link(''))).toBe('/');
  });

  it('collapses doubled slashes', () => {
    expect(menuPath(['order/'], link('/order-list'))).toBe('/order/order-list');
  });
});

describe('menuPaths', () => {
  it('walks three levels for the super admin, skipping empty group states', () => {
    const all = menuPaths(buildMenu(ctx(['SUPER_ADMIN'])));
    expect(all).toContain('/bookone-admin/create-user/0/0/0');
    expect(all).toContain('/bookone-admin/address-setup/country');
    expect(all).not.toContain('/bookone-admin');
  });

  it('skips separators and external links, and lists icon items', () => {
    const items: MenuItem[] = [
      { name: 's', type: 'separator', state: 'nowhere' },
      { name: 'e', type: 'extLink', state: 'ext', href: 'https://example.com' },
      { name: 'i', type: 'icon', state: 'a/b' },
      { name: 'l', type: 'link', state: 'c' },
      { name: 'n', type: 'link' },
      {
        name: 'd',
        type: 'dropDown',
        state: 'g',
        sub: [
          { name: 'c1', type: 'link', state: 'one' },
          { name: 'd2', type: 'dropDown', state: '', sub: [{ name: 'c2', type: 'link', state: 'two' }] },
        ],
      },
    ];
    expect(menuPaths(items)).toEqual(['/a/b', '/c', '/g/one', '/g/two']);
  });

  it('lists the icon items of the Frequently Accessed row too', () => {
    const all = menuPaths(buildMenu(ctx(['PROP_ADMIN'], business('Business Premium'))));
    expect(all.filter((p) => p === '/master-service/home')).toHaveLength(2);
  });
});

// ------------------------------------------------------------------------------------------------ home (spec §2.1)

describe('homePath', () => {
  it.each<[string, MenuContext['property'], string]>([
    ['no property', null, '/master-service/home'],
    ['accommodation', accommodation(), '/master-service/home'],
    [
      'accommodation on Business Starter',
      accommodation({ plan: 'Business Starter' }),
      '/master-service/home',
    ],
    [
      'business on Business Starter',
      business('Business Starter'),
      '/master-service/business-dashboard/profile',
    ],
    [
      'restaurant on Business Starter',
      business('Business Starter', { businessType: 'Restaurant' }),
      '/master-service/business-dashboard/profile',
    ],
    ['business on Business Premium', business('Business Premium'), '/master-service/home'],
    ['business on Business Essentials', business('Business Essentials'), '/master-service/home'],
    // §2.1 names the plan Business Starter; a business without a plan goes to the home page.
    ['business without plan', business(null), '/master-service/home'],
  ])('%s -> %s', (_label, property, path) => {
    expect(homePath(property)).toBe(path);
  });

  it.each(['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES'])(
    '%s goes to the organisation dashboard, the Dashboard of its menu',
    (role) => {
      expect(homePath(null, [role])).toBe('/bookone/su-dashboard');
      expect(homePath(accommodation(), [role])).toBe('/bookone/su-dashboard');
    },
  );

  it.each(['PROP_FRONTDESK', 'PROP_HOUSEKEEPING', 'USER', 'CUST_SUPPORT'])(
    '%s goes to master-service/home',
    (role) => {
      expect(homePath(accommodation(), [role])).toBe('/master-service/home');
    },
  );
});
