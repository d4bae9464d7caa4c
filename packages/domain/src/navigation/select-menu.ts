import { ACCOMMODATION } from '../constants';
import { PREMIUM_PLAN, ESSENTIALS_PLAN, STARTER_PLAN } from '../plans';
import { isCustomRole, isPropertyRole, isSuperOrOrg } from '../roles';
import type { MenuItem, MenuKey, SideMenuType } from './menu-types';
import { BUSINESS_PROFILE, MENUS, PROPERTY_MANAGEMENT } from './menus';

/** What menu selection reads from the session (spec §6). */
export interface MenuContext {
  /** As stored: the first entry decides the menu. */
  roles: readonly string[];
  userId: number | string | null;
  organizationId: number | string | null;
  property: {
    /** A BusinessType value; any other string counts as not accommodation. */
    businessType: string;
    /** A PropertyStatus value (NEW, COMPLETED, INACTIVE) as stored. */
    propertyStatus: string | null;
    /** A Plan name as stored. */
    plan: string | null;
    /** Missing counts as 1 (spec §3). */
    noOfRoomType?: number | null;
    subscriptionList?: readonly { name: string }[] | null;
  } | null;
  sideMenuType?: SideMenuType;
  /** The permissions the user's roles hold (the server's role table); the custom-role menu is filtered by them. */
  permissions?: readonly string[];
}

export const isAccommodation = (businessType: string | null | undefined) => businessType === ACCOMMODATION;

/** Which menu a user gets, by the rules of spec §6 and the onboarding rules of §2.5. */
export function menuKeyFor(ctx: MenuContext): MenuKey {
  const role = ctx.roles[0] ?? '';
  if (isCustomRole(role)) return 'custom';
  switch (role) {
    case 'SUPER_ADMIN':
      return 'superAdmin';
    case 'ORG_ADMIN':
    case 'ORG_FINANCE':
    case 'ORG_SALES':
      return 'organisation';
    case 'ORG_CUST_SUPPORT':
      return 'customerSupport';
    case 'PROP_ADMIN':
      return propertyAdminMenu(ctx.property);
    default:
      return role.startsWith('PROP_') ? 'propertyStaff' : 'plain';
  }
}

function propertyAdminMenu(property: MenuContext['property']): MenuKey {
  const accommodation = isAccommodation(property?.businessType);
  const status = property?.propertyStatus;
  if (!property || !status || status === 'NEW')
    return accommodation ? 'onboardingProperty' : 'onboardingBusiness';
  if (accommodation && status === 'COMPLETED' && (property.noOfRoomType ?? 1) === 0) return 'onboardingRoom';
  if (!accommodation && status === 'COMPLETED') {
    if (property.plan === PREMIUM_PLAN) return 'premium';
    if (property.plan === ESSENTIALS_PLAN) return 'essentials';
    return 'starter';
  }
  return accommodation ? 'accommodation' : 'businessAdmin';
}

/** The names a subscription-gated submenu keeps (spec §6). */
export function subscriptionNames(ctx: MenuContext): string[] {
  if (ctx.roles[0] !== 'PROP_ADMIN') return ctx.roles[0] ? [ctx.roles[0].toUpperCase()] : [];
  const base = isAccommodation(ctx.property?.businessType) ? PROPERTY_MANAGEMENT : BUSINESS_PROFILE;
  return [base, ...(ctx.property?.subscriptionList ?? []).map((s) => s.name.trim().toUpperCase())];
}

const visibleTo = (item: MenuItem, roles: readonly string[]) =>
  !item.roles || item.roles.length === 0 || item.roles.some((r) => roles.includes(r));

function fill(state: string | undefined, ctx: MenuContext) {
  return state
    ?.replace('{userId}', String(ctx.userId ?? 0))
    .replace('{organizationId}', String(ctx.organizationId ?? 0));
}

function filterItems(items: readonly MenuItem[], ctx: MenuContext, kept: string[] | null): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.disabled) continue;
    const visible = item.permission
      ? (ctx.permissions ?? []).includes(item.permission)
      : kept
        ? (item.roles ?? []).some((r) => kept.includes(r.toUpperCase()))
        : visibleTo(item, ctx.roles);
    if (!visible) continue;
    const copy: MenuItem = { ...item };
    const state = fill(item.state, ctx);
    if (state !== undefined) copy.state = state;
    if (item.sub) {
      copy.sub = filterItems(item.sub, ctx, item.subscriptionGated ? subscriptionNames(ctx) : null);
      // A group left with nothing to open is not shown.
      if (item.type === 'dropDown' && copy.sub.length === 0) continue;
    }
    out.push(copy);
  }
  return out;
}

/** How many top-level links the icon menu shows as quick icons under "Frequently Accessed". */
export const FREQUENTLY_ACCESSED_COUNT = 4;

/**
 * The menu a user sees: chosen by role, business type, status and plan; filtered by roles, disabled flags and
 * subscriptions. The side menu type of the layout customizer (spec §2.3) picks the variant: the icon menu (default)
 * adds a 'Frequently Accessed' row of icon items; the separator and plain menus are the single Dashboard link.
 */
export function buildMenu(ctx: MenuContext): MenuItem[] {
  const type = ctx.sideMenuType ?? 'icon-menu';
  if (type === 'separator-menu') return filterItems(MENUS.separator, ctx, null);
  if (type === 'default-menu') return filterItems(MENUS.plain, ctx, null);
  const menu = filterItems(MENUS[menuKeyFor(ctx)], ctx, null);
  const quick = menu.filter((i) => i.type === 'link').slice(0, FREQUENTLY_ACCESSED_COUNT);
  if (quick.length < 2) return menu;
  return [
    { name: 'menu.frequentlyAccessed', type: 'separator' },
    ...quick.map((i): MenuItem => ({ ...i, type: 'icon', tooltip: i.name })),
    ...menu,
  ];
}

/** The top sidebar shows the menu without icon and separator items (spec §2.3). */
export function topMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.filter((i) => i.type !== 'icon' && i.type !== 'separator');
}

/**
 * Top menu: at most 4 entries, the rest under 'More' (spec §9). The original also dropped the last entry from
 * 'More' (an off-by-one); we keep it, so that every page of the side menu stays reachable from the top menu.
 */
export const TOP_MENU_MAX = 4;
export function splitTopMenu(menu: readonly MenuItem[]): { main: MenuItem[]; more: MenuItem[] } {
  if (menu.length <= TOP_MENU_MAX) return { main: [...menu], more: [] };
  return { main: menu.slice(0, TOP_MENU_MAX), more: menu.slice(TOP_MENU_MAX) };
}

/** The absolute address of an entry, from its own state and its parents' states. */
export function menuPath(parentStates: readonly (string | undefined)[], item: MenuItem): string {
  const parts = [...parentStates, item.state].filter((s): s is string => !!s);
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

/** Every internal address a menu links to, for guards and tests. */
export function menuPaths(menu: readonly MenuItem[], parents: string[] = []): string[] {
  return menu.flatMap((item) => {
    if (item.type === 'separator' || item.type === 'extLink') return [];
    if (item.sub && item.sub.length > 0)
      return menuPaths(item.sub, [...parents, ...(item.state ? [item.state] : [])]);
    return item.state ? [menuPath(parents, item)] : [];
  });
}

/**
 * Home action (spec §2.1): master-service/home, or the business profile for a non-accommodation business on the
 * Business Starter plan; for organisation and platform roles their Dashboard, bookone/su-dashboard (spec §2.5).
 */
export function homePath(
  property: MenuContext['property'],
  roles: readonly string[] = ['PROP_ADMIN'],
): string {
  // Organisation and platform roles work across properties: their menus' Dashboard is bookone/su-dashboard (§2.5).
  if (isSuperOrOrg(roles) && !roles.some(isPropertyRole)) return '/bookone/su-dashboard';
  // Only the admin may open the business profile; staff of a starter business go to the dashboard.
  if (
    roles[0] === 'PROP_ADMIN' &&
    property &&
    !isAccommodation(property.businessType) &&
    property.plan === STARTER_PLAN
  ) {
    return '/master-service/business-dashboard/profile';
  }
  return '/master-service/home';
}
