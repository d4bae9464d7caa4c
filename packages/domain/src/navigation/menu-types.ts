import type { Role } from '../roles';

/** Menu item types of spec §3. */
export type MenuItemType = 'link' | 'extLink' | 'dropDown' | 'icon' | 'separator';

export interface MenuBadge {
  value: string;
  color: 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
}

/**
 * A menu entry as data. `name` and `tooltip` are i18n keys. A link's address is built from `state` and, for
 * entries under a dropDown, from the parents' states: `/{group.state}/{child.state}` (spec §2.3). `roles` lists who
 * sees the entry; on subscription-gated submenus it holds upper-case subscription names instead (spec §6).
 */
export interface MenuItem {
  name: string;
  type: MenuItemType;
  state?: string;
  /** For extLink: the external address. */
  href?: string;
  /** A Material icon name (the web app maps it to a component). */
  icon?: string;
  svgIcon?: string;
  tooltip?: string;
  sub?: MenuItem[];
  roles?: readonly string[];
  badges?: MenuBadge[];
  disabled?: boolean;
  /** The children of this dropDown are filtered by subscription names, not by role (spec §6). */
  subscriptionGated?: boolean;
  /** Shown only to a user holding this permission (the custom-role menu, issue 10), whatever their roles. */
  permission?: string;
}

export type MenuKey =
  | 'superAdmin'
  | 'organisation'
  | 'customerSupport'
  | 'propertyStaff'
  | 'businessAdmin'
  | 'accommodation'
  | 'starter'
  | 'premium'
  | 'essentials'
  | 'onboardingProperty'
  | 'onboardingBusiness'
  | 'onboardingRoom'
  | 'separator'
  | 'plain'
  /** A custom role's holder (issue 10): the pages its permissions open. */
  | 'custom';

export type SideMenuType = 'default-menu' | 'separator-menu' | 'icon-menu';
export const SIDE_MENU_TYPES: readonly SideMenuType[] = ['default-menu', 'separator-menu', 'icon-menu'];

export type { Role };
