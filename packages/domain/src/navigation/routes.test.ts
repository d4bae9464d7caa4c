import { describe, expect, it } from 'vitest';

import { BUSINESS_TYPES, PROPERTY_STATUSES } from '../constants';
import { PLANS } from '../plans';
import { isRole, PROPERTY_ROLES, ROLES, type Role } from '../roles';
import { SIDE_MENU_TYPES, type MenuItem, type MenuKey } from './menu-types';
import { MENUS } from './menus';
import { pagePermission } from './page-permissions';
import {
  APP_ROUTES,
  canOpen,
  findRoute,
  matchRoute,
  NOTIFICATION_TYPES,
  notificationTarget,
  routeUrl,
  SECTIONS,
  SHELL_ROUTES,
  type AppRoute,
} from './routes';
import { buildMenu, homePath, menuPath, menuPaths, type MenuContext } from './select-menu';

// ------------------------------------------------------------------------------------------------ every menu a user can get

type Property = NonNullable<MenuContext['property']>;

/** Every property situation menu selection distinguishes (spec §2.5, §6), for every business type. */
function propertyCases(): { label: string; property: Property | null }[] {
  const cases: { label: string; property: Property | null }[] = [{ label: 'no property', property: null }];
  const subscriptionLists = [[], [{ name: 'Booking Engine' }, { name: ' sms host ' }]];
  for (const businessType of BUSINESS_TYPES) {
    for (const propertyStatus of [...PROPERTY_STATUSES, null]) {
      for (const plan of [...PLANS, null]) {
        for (const noOfRoomType of [0, 3, undefined]) {
          for (const subscriptionList of subscriptionLists) {
            cases.push({
              label: `${businessType}/${propertyStatus}/${plan}/${noOfRoomType}/${subscriptionList.length}subs`,
              property: { businessType, propertyStatus, plan, noOfRoomType, subscriptionList },
            });
          }
        }
      }
    }
  }
  return cases;
}

/** Every (role, property, side menu type) a signed-in user can be in, one role at a time. */
const CONTEXTS: { label: string; ctx: MenuContext }[] = ROLES.flatMap((role) =>
  propertyCases().flatMap(({ label, property }) =>
    [undefined, ...SIDE_MENU_TYPES].map((sideMenuType) => ({
      label: `${role} ${label} ${sideMenuType ?? 'default'}`,
      ctx: {
        roles: [role],
        userId: 42,
        organizationId: 9,
        property,
        ...(sideMenuType ? { sideMenuType } : {}),
      },
    })),
  ),
);

/** Every address the built menus link to, by the (single) role of the user who sees it; built once. */
let linked: Map<string, Set<string>> | undefined;
function linkedByRole(): Map<string, Set<string>> {
  if (!linked) {
    linked = new Map();
    for (const { ctx } of CONTEXTS) {
      const role = ctx.roles[0] ?? '';
      const set = linked.get(role) ?? new Set<string>();
      for (const path of menuPaths(buildMenu(ctx))) set.add(path);
      linked.set(role, set);
    }
  }
  return linked;
}

/** Each internal address of the menu data, with the roles that can see the entry (tags inherited from groups). */
function menuDataLinks(): { menu: MenuKey; name: string; path: string; roles: readonly Role[] }[] {
  const out: { menu: MenuKey; name: string; path: string; roles: readonly Role[] }[] = [];
  const walk = (menu: MenuKey, items: readonly MenuItem[], parents: string[], inherited: readonly Role[]) => {
    for (const item of items) {
      if (item.disabled || item.type === 'separator' || item.type === 'extLink') continue;
      // Subscription names on gated entries are not roles: such an entry is seen by whoever sees its group.
      const own = (item.roles ?? []).filter(isRole);
      const roles = own.length > 0 ? own.filter((r) => inherited.includes(r)) : inherited;
      if (item.sub && item.sub.length > 0) {
        walk(menu, item.sub, [...parents, ...(item.state ? [item.state] : [])], roles);
      } else if (item.state) {
        const path = menuPath(parents, item).replace('{userId}', '42').replace('{organizationId}', '9');
        out.push({ menu, name: item.name, path, roles });
      }
    }
  };
  // The custom-role menu names no role: its entries are checked against their permissions below.
  for (const [menu, items] of Object.entries(MENUS) as [MenuKey, MenuItem[]][])
    if (menu !== 'custom') walk(menu, items, [], ROLES);
  return out;
}

/** A concrete address for a route pattern: every `:param` becomes a value. */
const sample = (route: AppRoute) => routeUrl(route).replace(/:[^/]+/g, '123');

// ------------------------------------------------------------------------------------------------ the key invariant

describe('every menu link has a route', () => {
  it('covers a large set of menu contexts', () => {
    expect(CONTEXTS.length).toBeGreaterThan(1000);
  });

  it('every address any built menu links to matches a route of APP_ROUTES', () => {
    const missing = new Set<string>();
    for (const paths of linkedByRole().values()) {
      for (const path of paths) {
        if (!APP_ROUTES.some((route) => matchRoute(routeUrl(route), path))) missing.add(path);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('every address in the menu data (disabled entries aside) matches a route', () => {
    const links = menuDataLinks();
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((l) => !findRoute(l.path)).map((l) => `${l.menu}: ${l.path}`)).toEqual([]);
  });

  it('reaches the addresses of every menu kind', () => {
    const seen = new Set([...linkedByRole().values()].flatMap((paths) => [...paths]));
    for (const path of [
      '/master-service',
      '/master-service/home',
      '/bookone/su-dashboard',
      '/bookone-admin/address-setup/country',
      '/bookone-onboarding/property/42/9',
      '/bookone-onboarding/on-boarding-property/0/0/0',
      '/bookone-onboarding/room',
      '/bookone/manage-rates-availability',
      '/report/report-dashboard',
    ]) {
      expect(seen.has(path), path).toBe(true);
    }
  });
});

describe('a user is never shown a menu entry whose route the guard would refuse', () => {
  it('for every built menu, the role guard lets the user open every linked address', () => {
    const refused: string[] = [];
    for (const [role, paths] of linkedByRole()) {
      for (const path of paths) {
        const route = findRoute(path);
        if (!route || !canOpen(route, [role])) refused.push(`${role} -> ${path}`);
      }
    }
    expect(linkedByRole().size).toBe(ROLES.length);
    expect(refused).toEqual([]);
  });

  it("every route's allowed roles include the roles the menu data shows its entries to", () => {
    const gaps = menuDataLinks().flatMap(({ menu, path, roles }) => {
      const route = findRoute(path);
      const missing = roles.filter((r) => !route?.roles.includes(r));
      return missing.length > 0 ? [`${menu}: ${path} refuses ${missing.join(', ')}`] : [];
    });
    expect(gaps).toEqual([]);
  });

  it('each custom-role menu entry leads to a page its permission opens for a custom role, and only with it', () => {
    expect(MENUS.custom.length).toBeGreaterThan(5);
    for (const item of MENUS.custom) {
      const route = findRoute(`/${item.state}`);
      expect(route, item.state).toBeDefined();
      expect(item.permission, item.state).toBe(pagePermission(route!.id));
      expect(canOpen(route!, ['CUSTOM_PROPERTY_NIGHT_AUDITOR'], [item.permission!]), item.state).toBe(true);
      expect(canOpen(route!, ['CUSTOM_PROPERTY_NIGHT_AUDITOR'], []), item.state).toBe(false);
      // A permission does not open pages for a built-in role: the spec's role lists stay exact for them.
      expect(canOpen(route!, ['USER'], [item.permission!]), item.state).toBe(false);
    }
  });

  it('the separator and plain menus, shown to every role, lead to a route open to every role', () => {
    const route = findRoute('/master-service');
    expect(route?.id).toBe('masterService');
    expect([...(route?.roles ?? [])].sort()).toEqual([...ROLES].sort());
  });
});

// ------------------------------------------------------------------------------------------------ §2.1 and §2.4 addresses

describe('notificationTarget (spec §2.4)', () => {
  it.each<[(typeof NOTIFICATION_TYPES)[number], string]>([
    ['ORDER', '/order/order-details?data=R-17'],
    ['INVOICE', '/invoice/invoice-list'],
    ['BOOKING', '/bookone/manage-booking/list'],
    ['PAYMENT', '/bookone/manage-payment'],
    ['RESERVATION', '/master-service/reservation-details/R-17'],
    ['RATES_AVAILABILITY', '/bookone/manage-rates-availability'],
    ['DASHBOARD', '/bookone/dashboard'],
    ['ENQUIRY', '/bookone-admin/manage-enquiries'],
  ])('%s -> %s', (type, target) => {
    expect(notificationTarget(type, 'R-17')).toBe(target);
  });

  // The seven of §2.4 and the enquiries' (issue 15: a public enquiry, a quote refused at payment).
  it('covers the seven targets of §2.4 and the enquiries, one per type', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(8);
    expect(new Set(NOTIFICATION_TYPES.map((t) => notificationTarget(t, 1).split('?')[0])).size).toBe(8);
  });

  it('encodes the reference id', () => {
    expect(notificationTarget('ORDER', 'a/b c')).toBe('/order/order-details?data=a%2Fb%20c');
    expect(notificationTarget('RESERVATION', 'a/b')).toBe('/master-service/reservation-details/a%2Fb');
    expect(notificationTarget('RESERVATION', 55)).toBe('/master-service/reservation-details/55');
    expect(notificationTarget('ORDER', null)).toBe('/order/order-details?data=');
  });

  it.each(NOTIFICATION_TYPES)('the %s target matches a route', (type) => {
    for (const referenceId of ['R-17', 123, 'a/b c']) {
      expect(findRoute(notificationTarget(type, referenceId)), `${type} ${referenceId}`).toBeDefined();
    }
  });

  it.each(NOTIFICATION_TYPES)(
    'a property admin (the only one polled, spec §4) may open the %s target',
    (type) => {
      const route = findRoute(notificationTarget(type, 5));
      expect(route && canOpen(route, ['PROP_ADMIN'])).toBe(true);
    },
  );
});

describe('addresses of spec §2.1', () => {
  it('the home action leads to a route a property admin may open, for every property', () => {
    for (const { property } of propertyCases()) {
      const route = findRoute(homePath(property));
      expect(route && canOpen(route, ['PROP_ADMIN']), homePath(property)).toBe(true);
    }
  });

  it('the home page is open to every PROP_ role', () => {
    const route = findRoute('/master-service/home');
    for (const role of PROPERTY_ROLES) expect(route && canOpen(route, [role]), role).toBe(true);
  });

  it('the Upgrade Now button leads to /master-service/Upgrade-Plan, open to a property admin', () => {
    const route = findRoute('/master-service/Upgrade-Plan');
    expect(route?.id).toBe('upgradePlan');
    expect(route && canOpen(route, ['PROP_ADMIN'])).toBe(true);
  });

  it.each([
    ['/bookone-onboarding/property/42/9', 'onboardingProperty'],
    ['/bookone-onboarding/on-boarding-property/0/0/0', 'onboardingBusiness'],
    ['/bookone-onboarding/room', 'onboardingRoom'],
    ['/master-service/business-dashboard/profile', 'businessProfile'],
  ])('%s is the %s route', (path, id) => {
    expect(findRoute(path)?.id).toBe(id);
  });
});

// ------------------------------------------------------------------------------------------------ the table itself

describe('APP_ROUTES', () => {
  it('has unique ids', () => {
    const ids = APP_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique addresses, and no route is shadowed by an earlier one', () => {
    const urls = APP_ROUTES.map(routeUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of APP_ROUTES) expect(findRoute(sample(route))?.id, sample(route)).toBe(route.id);
  });

  it('places every route in a known section', () => {
    const keys = SECTIONS.map((s) => s.key);
    for (const route of APP_ROUTES) expect(keys, route.id).toContain(route.section);
  });

  it('gives every route a title key, an owner and at least one valid role', () => {
    for (const route of APP_ROUTES) {
      expect(route.title).toBe(`routes.page.${route.id}`);
      expect(route.owner.length, route.id).toBeGreaterThan(0);
      expect(route.roles.length, route.id).toBeGreaterThan(0);
      expect(route.roles.every(isRole), route.id).toBe(true);
      expect(new Set(route.roles).size, route.id).toBe(route.roles.length);
    }
  });

  it('keeps paths relative, without a leading or trailing slash', () => {
    for (const route of APP_ROUTES) expect(route.path, route.id).not.toMatch(/^\/|\/$/);
  });

  it('has a breadcrumb for the reservation details page', () => {
    expect(APP_ROUTES.find((r) => r.id === 'reservationDetails')?.breadcrumb).toBe(
      'routes.crumb.reservationDetails',
    );
  });
});

describe('SECTIONS', () => {
  it('includes the six lazily loaded sections of spec §2.1', () => {
    const keys = SECTIONS.map((s) => s.key);
    for (const key of [
      'master-service',
      'bookone-admin',
      'business-lead',
      'invoice',
      'bookone',
      'bookone-onboarding',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('has unique keys and a title for each', () => {
    expect(new Set(SECTIONS.map((s) => s.key)).size).toBe(SECTIONS.length);
    for (const s of SECTIONS) expect(s.title).toMatch(/^routes\.section\./);
  });

  it('every section holds at least one route', () => {
    for (const s of SECTIONS)
      expect(
        APP_ROUTES.some((r) => r.section === s.key),
        s.key,
      ).toBe(true);
  });
});

describe('SHELL_ROUTES', () => {
  it('are open to every role', () => {
    for (const route of Object.values(SHELL_ROUTES)) expect(route.roles).toEqual(ROLES);
  });
});

// ------------------------------------------------------------------------------------------------ helpers

describe('routeUrl', () => {
  it('joins the section and the path', () => {
    expect(routeUrl({ section: 'bookone', path: 'manage-booking/list' })).toBe(
      '/bookone/manage-booking/list',
    );
  });

  it('is the section alone for its index', () => {
    expect(routeUrl({ section: 'master-service', path: '' })).toBe('/master-service');
  });
});

describe('matchRoute', () => {
  it('matches literal segments exactly (case-sensitive)', () => {
    expect(matchRoute('/master-service/Upgrade-Plan', '/master-service/Upgrade-Plan')).toBe(true);
    expect(matchRoute('/master-service/Upgrade-Plan', '/master-service/upgrade-plan')).toBe(false);
  });

  it('lets a :param match any one segment', () => {
    expect(matchRoute('/a/:id', '/a/17')).toBe(true);
    expect(matchRoute('/a/:id', '/a')).toBe(false);
    expect(matchRoute('/a/:id', '/a/17/more')).toBe(false);
  });

  it('ignores the query string and leading, trailing or doubled slashes', () => {
    expect(matchRoute('/order/order-details', '/order/order-details?data=5')).toBe(true);
    expect(matchRoute('/order/order-details', 'order//order-details/')).toBe(true);
  });
});

describe('findRoute', () => {
  it('finds a route by a concrete address', () => {
    expect(findRoute('/bookone-admin/create-user/0/0/0')?.id).toBe('createUser');
    expect(findRoute('/bookone-admin/manage-channel/channel-create/0/0')?.id).toBe('createChannel');
    expect(findRoute('/bookone-admin/manage-channel')?.id).toBe('manageChannel');
  });

  it('finds nothing for an unknown address', () => {
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/bookone-admin/create-user/0/0')).toBeUndefined();
  });
});

describe('canOpen (role guard, spec §6)', () => {
  const route = { roles: ['PROP_ADMIN', 'PROP_MANAGER'] as const };

  it('lets in a user whose role is allowed', () => {
    expect(canOpen(route, ['PROP_MANAGER'])).toBe(true);
  });

  it('lets in a user when any of their roles is allowed, as the menu filter and the server do', () => {
    expect(canOpen(route, ['PROP_ADMIN', 'SUPER_ADMIN'])).toBe(true);
    expect(canOpen(route, ['SUPER_ADMIN', 'PROP_ADMIN'])).toBe(true);
    expect(canOpen(route, ['SUPER_ADMIN', 'ORG_ADMIN'])).toBe(false);
  });

  it('refuses a user without roles or with an unknown role', () => {
    expect(canOpen(route, [])).toBe(false);
    expect(canOpen(route, ['prop_admin'])).toBe(false);
  });

  it('applies to real routes', () => {
    const createRole = findRoute('/bookone-admin/create-role');
    expect(createRole && canOpen(createRole, ['SUPER_ADMIN'])).toBe(true);
    expect(createRole && canOpen(createRole, ['ORG_ADMIN'])).toBe(false);
    expect(createRole && canOpen(createRole, ['ORG_ADMIN', 'SUPER_ADMIN'])).toBe(true);
  });
});
