import {
  APP_ROUTES,
  canOpen,
  isPropertyRole,
  routeUrl,
  type AppRoute,
  type Permission,
} from '@bookone/domain';

import { getSessionPermissions, sessionCan } from './session';

/**
 * The pages a user may reach, for the home launcher (grouped by the task they serve) and the header search (by
 * title): every page of the domain route table that is built, needs no id, and that the user may open. It is data,
 * not a list per role: a page counts when its route admits one of the user's roles (the role guard's rule) and,
 * when it names one, the user holds the permission its main call needs (the server's rule), so neither ever offers
 * a page that would refuse or show an error.
 */

export const LAUNCHER_GROUPS = [
  'frontDesk',
  'guests',
  'money',
  'housekeeping',
  'rates',
  'property',
  'sales',
  'administration',
  'other',
] as const;
export type LauncherGroup = (typeof LAUNCHER_GROUPS)[number];

/** A page's task and the permission its main call needs (pages not listed go to 'other', needing none). */
const PAGE_TASKS: Record<string, { group: LauncherGroup; permission?: Permission }> = {
  accommodationDashboard: { group: 'frontDesk', permission: 'dashboard.read' },
  manageBooking: { group: 'frontDesk', permission: 'booking.read' },
  bookingCalendar: { group: 'frontDesk', permission: 'booking.read' },
  reservationDashboard: { group: 'frontDesk' },
  reservationList: { group: 'frontDesk', permission: 'reservation.read' },
  customerList: { group: 'guests', permission: 'customer.read' },
  addCustomer: { group: 'guests', permission: 'customer.write' },
  manageEnquiries: { group: 'guests' },
  managePayment: { group: 'money', permission: 'payment.read' },
  manageExpense: { group: 'money', permission: 'expense.read' },
  invoiceCreate: { group: 'money' },
  invoiceList: { group: 'money' },
  companyList: { group: 'money', permission: 'company.read' },
  partnerProperties: { group: 'sales', permission: 'partner.read' },
  housekeeping: { group: 'housekeeping', permission: 'room.status' },
  ratesAvailability: { group: 'rates', permission: 'rates.read' },
  manageProperty: { group: 'property', permission: 'room.read' },
  businessProfile: { group: 'property', permission: 'property.setup' },
  roomFacilities: { group: 'property', permission: 'facility.read' },
  serviceList: { group: 'property', permission: 'services.read' },
  productGroupList: { group: 'property', permission: 'product.read' },
  productList: { group: 'property', permission: 'product.read' },
  createOrder: { group: 'sales' },
  orderList: { group: 'sales' },
  kitchenDisplay: { group: 'sales', permission: 'kitchen.read' },
  addPromotion: { group: 'sales' },
  promotionList: { group: 'sales' },
  reviewList: { group: 'sales' },
  campaignList: { group: 'sales' },
  businessLeads: { group: 'sales' },
  reportDashboard: { group: 'sales' },
  createUser: { group: 'administration' },
  manageUser: { group: 'administration' },
  serviceConfig: { group: 'administration', permission: 'businessType.write' },
  auditLog: { group: 'administration', permission: 'audit.read' },
  upgradePlan: { group: 'administration' },
  manageChannel: { group: 'administration', permission: 'channel.manage' },
};

/**
 * Pages the launcher leaves out: the homes themselves, and the order details, which needs an order's reference in
 * its address (`?data=`) and is reached from the order list, the POS or a notification.
 */
const NOT_LAUNCHED = new Set(['masterService', 'home', 'suDashboard', 'orderDetails']);

/** The owner the route table gives to pages no issue has built yet: a launcher tile would lead to a stub. */
const NOT_BUILT = 'not yet planned';

export type LauncherLink = { id: string; title: string; path: string; group: LauncherGroup };
export type LauncherSection = { group: LauncherGroup; links: LauncherLink[] };

const launchable = (route: AppRoute) =>
  !NOT_LAUNCHED.has(route.id) &&
  route.owner !== NOT_BUILT &&
  route.section !== 'bookone-onboarding' &&
  // A page that needs an id (booking details) is reached from its list, not from home.
  !route.path.includes(':');

/** The launcher of a user with these roles: non-empty groups in task order, pages in route-table order. */
export function launcherFor(
  roles: readonly string[],
  routes: readonly AppRoute[] = APP_ROUTES,
): LauncherSection[] {
  const seen = new Set<string>();
  const byGroup = new Map<LauncherGroup, LauncherLink[]>();
  for (const route of routes) {
    if (!launchable(route) || seen.has(route.id) || !canOpen(route, roles, getSessionPermissions())) continue;
    // A property's dashboard is the home of its staff; organisation and platform roles open one from the organisation
    // dashboard's property switcher, so a tile without a property would lead to a "choose a property" page.
    if (route.id === 'accommodationDashboard' && !roles.some(isPropertyRole)) continue;
    const task = PAGE_TASKS[route.id] ?? { group: 'other' };
    if (task.permission && !sessionCan(task.permission, roles)) continue;
    seen.add(route.id);
    const links = byGroup.get(task.group) ?? [];
    links.push({ id: route.id, title: route.title, path: routeUrl(route), group: task.group });
    byGroup.set(task.group, links);
  }
  return LAUNCHER_GROUPS.flatMap((group) => {
    const links = byGroup.get(group);
    return links ? [{ group, links }] : [];
  });
}

/** The reachable pages as one list, in task order (the header search matches their titles). */
export const reachablePages = (roles: readonly string[]): LauncherLink[] =>
  launcherFor(roles).flatMap((section) => section.links);
