import { isCustomRole, ORG_ROLES, PROPERTY_ROLES, ROLES, type Role } from '../roles';
import { pagePermission } from './page-permissions';

/**
 * Every address of the signed-in app that a menu (spec §2.5) or a notification (§2.4) links to, with its title
 * (an i18n key under `routes.`), breadcrumb and allowed roles. The web router is generated from this table and
 * the role guard reads `roles`; a page whose module is not built yet renders the shared "not built yet" page, and
 * `owner` names the issue that builds it.
 */

export type SectionKey =
  | 'master-service'
  | 'bookone-admin'
  | 'business-lead'
  | 'invoice'
  | 'bookone'
  | 'bookone-onboarding'
  | 'order'
  | 'product'
  | 'business-promotion'
  | 'review'
  | 'Campaign'
  | 'report';

export interface Section {
  key: SectionKey;
  /** i18n key; `{{appName}}` in the translation is replaced by the app name. */
  title: string;
}

export const SECTIONS: readonly Section[] = [
  { key: 'master-service', title: 'routes.section.masterService' },
  { key: 'bookone-admin', title: 'routes.section.bookoneAdmin' },
  { key: 'business-lead', title: 'routes.section.businessLead' },
  { key: 'invoice', title: 'routes.section.invoice' },
  { key: 'bookone', title: 'routes.section.bookone' },
  { key: 'bookone-onboarding', title: 'routes.section.bookoneOnboarding' },
  { key: 'order', title: 'routes.section.order' },
  { key: 'product', title: 'routes.section.product' },
  { key: 'business-promotion', title: 'routes.section.businessPromotion' },
  { key: 'review', title: 'routes.section.review' },
  { key: 'Campaign', title: 'routes.section.campaign' },
  { key: 'report', title: 'routes.section.report' },
];

export interface AppRoute {
  /** Stable identifier, used by the web app to attach the page module. */
  id: string;
  section: SectionKey;
  /** Path inside the section, React Router syntax (`:param`). */
  path: string;
  /** i18n key of the page title. */
  title: string;
  /** i18n key of the breadcrumb when it differs from the title; may hold `{{param}}` placeholders. */
  breadcrumb?: string;
  roles: readonly Role[];
  /** The issue whose module builds the page; until then the shared "not built yet" page shows. */
  owner: string;
}

const PA: Role[] = ['PROP_ADMIN'];
const OA: Role[] = ['ORG_ADMIN'];
const SA: Role[] = ['SUPER_ADMIN'];
const SUPER_OR_ORG: Role[] = ['SUPER_ADMIN', ...ORG_ROLES];
const AUDIT_READERS: Role[] = ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER'];
const SHELL = 'shell (issue 3)';
const SETUP = 'property setup (issue 4)';
const FRONT = 'front office (issue 5)';
const ORGS = 'organisations and properties (issue 10)';
const USERS = 'users (issue 10)';
const B2B = 'B2B companies (issue 10)';
const ADDRESS = 'address setup (issue 10)';
const BUSINESS_TYPES_OWNER = 'business types and partners (issue 10)';
const ROLES_OWNER = 'roles as data (issue 10)';
const CHANNELS = 'channels (issue 16)';
/** A property's channel connections: its admin, and the organisation admin above (spec §2.5's menu entry). */
const CHANNEL_ADMINS: Role[] = ['ORG_ADMIN', 'PROP_ADMIN'];
const INVOICES = 'invoices (issue 13)';
/** Who makes invoices (issue 13); the list also for the organisation's admin and finance (Manage Invoice). */
const INVOICE_PAGES: Role[] = ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FINANCE', 'PROP_FRONTDESK'];
const RESERVATIONS = 'reservations (issue 11)';
const RESERVATION_PAGES: Role[] = ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK', 'PROP_SERVICE'];
const PRODUCTS = 'products (issue 12)';
const ORDERS = 'orders (issue 12)';
/** Who takes orders at the point of sale (issue 12, order.write): management, the service staff and the desk. */
const ORDER_PAGES: Role[] = ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_SERVICE', 'PROP_FRONTDESK'];
const PRODUCT_PAGES: Role[] = ['PROP_ADMIN', 'PROP_MANAGER'];

const r = (
  id: string,
  section: SectionKey,
  path: string,
  roles: readonly Role[],
  owner: string,
  breadcrumb?: string,
): AppRoute => ({
  id,
  section,
  path,
  title: `routes.page.${id}`,
  roles,
  owner,
  ...(breadcrumb ? { breadcrumb } : {}),
});

export const APP_ROUTES: readonly AppRoute[] = [
  // master-service
  // The section's index: the single Dashboard link of the separator and plain menus (spec §2.5), which every role
  // sees, so every role may open it; the shell sends the user on to their own dashboard.
  r('masterService', 'master-service', '', ROLES, SHELL),
  // Every signed-in user may open the dashboard: it is where Home and sign-in land when nothing else applies.
  r('home', 'master-service', 'home', ROLES, SHELL),
  r('businessProfile', 'master-service', 'business-dashboard/profile', PA, SETUP),
  r('serviceList', 'master-service', 'service-list', PA, 'services catalogue (issue 11)'),
  // The issue gives reservations to the desk and service staff as well as the admin (spec: role lists not shown).
  r('reservationDashboard', 'master-service', 'service', RESERVATION_PAGES, RESERVATIONS),
  r('reservationList', 'master-service', 'reservation-list', RESERVATION_PAGES, RESERVATIONS),
  r(
    'reservationDetails',
    'master-service',
    'reservation-details/:referenceId',
    RESERVATION_PAGES,
    RESERVATIONS,
    'routes.crumb.reservationDetails',
  ),
  r('upgradePlan', 'master-service', 'Upgrade-Plan', PA, SHELL),
  // bookone-admin
  r(
    'createUser',
    'bookone-admin',
    'create-user/:userId/:organizationId/:propertyId',
    ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
    USERS,
  ),
  r('manageUser', 'bookone-admin', 'manage-user', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'], USERS),
  r('companyList', 'bookone-admin', 'companyList', ['SUPER_ADMIN', 'ORG_ADMIN'], B2B),
  r(
    'companyDetails',
    'bookone-admin',
    'companyList/:companyId',
    ['SUPER_ADMIN', 'ORG_ADMIN'],
    B2B,
    'routes.crumb.companyDetails',
  ),
  r('partnerProperties', 'bookone-admin', 'eglobe-property-list', OA, BUSINESS_TYPES_OWNER),
  r('channelConfigure', 'bookone-admin', 'channel-configure/:a/:b/:c', CHANNEL_ADMINS, CHANNELS),
  r(
    'organisationProperties',
    'bookone-admin',
    'organisation-property-list',
    ['SUPER_ADMIN', 'ORG_ADMIN'],
    ORGS,
  ),
  r('msgTracker', 'bookone-admin', 'msg-tracker', OA, 'message outbox (issue 13)'),
  r('serviceConfig', 'bookone-admin', 'service-config', OA, BUSINESS_TYPES_OWNER),
  r('roomFacilities', 'bookone-admin', 'room-facilities', ['ORG_ADMIN', 'SUPER_ADMIN'], SETUP),
  // The audit log (issue 10): in no menu (spec §2.5 is exact); reached from the launcher and the History panels.
  r('auditLog', 'bookone-admin', 'audit-log', AUDIT_READERS, 'audit log (issue 10)'),
  r(
    'manageEnquiries',
    'bookone-admin',
    'manage-enquiries',
    ['ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_SALES', 'PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK'],
    'enquiries (issue 15)',
  ),
  r('createRole', 'bookone-admin', 'create-role', SA, ROLES_OWNER),
  r('userRole', 'bookone-admin', 'user-role', SA, ROLES_OWNER),
  r('createOrganization', 'bookone-admin', 'create-organization/:a/:b', SA, ORGS),
  r('manageOrganization', 'bookone-admin', 'manage-organization', SA, ORGS),
  r('manageChannel', 'bookone-admin', 'manage-channel', SA, CHANNELS),
  r('createChannel', 'bookone-admin', 'manage-channel/channel-create/:a/:b', SA, CHANNELS),
  r('countrySetup', 'bookone-admin', 'address-setup/country', SA, ADDRESS),
  r('stateSetup', 'bookone-admin', 'address-setup/state', SA, ADDRESS),
  r('citySetup', 'bookone-admin', 'address-setup/city', SA, ADDRESS),
  r('suburbSetup', 'bookone-admin', 'address-setup/subrub', SA, ADDRESS),
  r('streetSetup', 'bookone-admin', 'address-setup/steet', SA, ADDRESS),
  r('paymentGateway', 'bookone-admin', 'manage-payment-getway', SA, 'payment gateways (issue 13)'),
  // bookone
  // Organisation and platform roles open a property's dashboard from the organisation dashboard (?propertyId=).
  r('accommodationDashboard', 'bookone', 'dashboard', [...PROPERTY_ROLES, ...SUPER_OR_ORG], FRONT),
  r('suDashboard', 'bookone', 'su-dashboard', SUPER_OR_ORG, SHELL),
  r('manageBooking', 'bookone', 'manage-booking/list', [...PROPERTY_ROLES, 'ORG_ADMIN'], FRONT),
  r('bookingCalendar', 'bookone', 'booking-calendar', PROPERTY_ROLES, FRONT),
  // Not in the spec's route list: a booking's own page (linked from the list, the tape chart, notifications) and the
  // housekeeping board, which housekeeping staff reach from their dashboard.
  r(
    'bookingDetails',
    'bookone',
    'manage-booking/:bookingId',
    [...PROPERTY_ROLES, 'ORG_ADMIN'],
    FRONT,
    'routes.crumb.bookingDetails',
  ),
  r(
    'housekeeping',
    'bookone',
    'housekeeping',
    ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK', 'PROP_HOUSEKEEPING'],
    FRONT,
  ),
  // The front desk reads the grid (availability for walk-ins and calls); only the admin and manager edit it.
  r(
    'ratesAvailability',
    'bookone',
    'manage-rates-availability',
    ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK'],
    SETUP,
  ),
  r('manageProperty', 'bookone', 'manage-property', ['PROP_ADMIN', 'PROP_MANAGER'], SETUP),
  // The desk takes payments all day (payment.write), so it may open the payments page too.
  r(
    'managePayment',
    'bookone',
    'manage-payment',
    ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK', 'PROP_FINANCE'],
    FRONT,
  ),
  r('manageExpense', 'bookone', 'manage-expense', ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FINANCE'], FRONT),
  r('addCustomer', 'bookone', 'add-customer', ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK'], FRONT),
  r('customerList', 'bookone', 'customer-list', ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK'], FRONT),
  // invoice, order, product, promotion, review, campaign, report
  r('invoiceCreate', 'invoice', 'invoice-create', INVOICE_PAGES, INVOICES),
  r('invoiceList', 'invoice', 'invoice-list', [...INVOICE_PAGES, 'ORG_ADMIN', 'ORG_FINANCE'], INVOICES),
  r('createOrder', 'order', 'create-order', ORDER_PAGES, ORDERS),
  // The order list and details (issue 12): whoever takes orders, and the organisation admin (spec §2.5).
  r('orderList', 'order', 'order-list', [...ORDER_PAGES, 'ORG_ADMIN'], ORDERS),
  r('orderDetails', 'order', 'order-details', [...ORDER_PAGES, 'ORG_ADMIN'], ORDERS),
  // The kitchen display (issue 12, kitchen.read): a station's live tickets, for the cooks and whoever takes orders.
  r('kitchenDisplay', 'order', 'kitchen-display', ORDER_PAGES, ORDERS),
  // Products (issue 12): kept by the property's admin and manager (product.write).
  r('productGroupList', 'product', 'product-group-list', PRODUCT_PAGES, PRODUCTS),
  r('productList', 'product', 'list', PRODUCT_PAGES, PRODUCTS),
  // Promotions (issue 14): kept by the property's admin and marketing user (promotion.write); the organisation
  // admin lists every property's.
  r('addPromotion', 'business-promotion', 'add', ['PROP_ADMIN', 'PROP_MARKETING'], 'promotions (issue 14)'),
  r(
    'promotionList',
    'business-promotion',
    'list',
    ['PROP_ADMIN', 'PROP_MARKETING', 'ORG_ADMIN'],
    'promotions (issue 14)',
  ),
  // Guest reviews (issue 14): the property's admin and marketing user, the organisation admin (property picker).
  r(
    'reviewList',
    'review',
    'list',
    ['PROP_ADMIN', 'PROP_MARKETING', 'ORG_ADMIN'],
    'guest reviews (issue 14)',
  ),
  // Marketing campaigns (issue 14): the property's admin and marketing user, the organisation admin (its campaigns).
  r(
    'campaignList',
    'Campaign',
    'list',
    ['PROP_ADMIN', 'PROP_MARKETING', 'ORG_ADMIN'],
    'marketing campaigns (issue 14)',
  ),
  // Reports (issue 15): the org admin's menu item (spec §2.5), and management, finance and the sales users who reach
  // it from the launcher; each sees the reports whose permission it holds (report.read lists them).
  r(
    'reportDashboard',
    'report',
    'report-dashboard',
    [
      'ORG_ADMIN',
      'ORG_FINANCE',
      'PROP_ADMIN',
      'PROP_MANAGER',
      'PROP_FINANCE',
      'PROP_FRONTDESK',
      'PROP_MARKETING',
    ],
    'reports (issue 15)',
  ),
  // Business leads (issue 15): in no menu of §2.5; the leads management user of §6 and the organisation's sales.
  r('businessLeads', 'business-lead', 'list', ['PROP_MARKETING', 'ORG_SALES'], 'business leads (issue 15)'),
  // onboarding (spec §2.1 address shapes)
  r('onboardingProperty', 'bookone-onboarding', 'property/:userId/:organizationId', PA, SETUP),
  r('onboardingBusiness', 'bookone-onboarding', 'on-boarding-property/:a/:b/:c', PA, SETUP),
  r('onboardingRoom', 'bookone-onboarding', 'room', PA, SETUP),
];

/** Pages outside the sections, open to every signed-in role. */
export const SHELL_ROUTES = {
  search: { path: 'search', title: 'routes.page.search', roles: ROLES },
  examples: { path: 'examples/:id', title: 'routes.page.examples', roles: ROLES },
} as const;

export const routeUrl = (route: Pick<AppRoute, 'section' | 'path'>) =>
  route.path ? `/${route.section}/${route.path}` : `/${route.section}`;

/** Does a concrete address match a route pattern (`:param` matches one segment)? */
export function matchRoute(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('?')[0]!.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

export function findRoute(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchRoute(routeUrl(route), pathname));
}

/**
 * The role guard's rule (spec §6): the route's allowed roles must include the user's role. A user with several
 * roles may open what any of them allows, as the menu filter shows items for any of them and the server grants
 * permissions for any of them: menu, guard and server agree.
 */
export function canOpen(
  route: Pick<AppRoute, 'roles'> & { id?: string },
  roles: readonly string[],
  permissions: readonly string[] = [],
): boolean {
  if (roles.some((role) => (route.roles as readonly string[]).includes(role))) return true;
  // A custom role (issue 10) is named by no route: it opens the pages whose main permission it holds.
  const needed = route.id === undefined ? undefined : pagePermission(route.id);
  return needed !== undefined && roles.some(isCustomRole) && permissions.includes(needed);
}

/** §2.4: where a notification leads, by its type. */
export const NOTIFICATION_TYPES = [
  'ORDER',
  'INVOICE',
  'BOOKING',
  'PAYMENT',
  'RESERVATION',
  'RATES_AVAILABILITY',
  'DASHBOARD',
  // A guest's enquiry from the public form, a quote refused at payment (issue 15).
  'ENQUIRY',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function notificationTarget(type: NotificationType, referenceId: string | number | null): string {
  switch (type) {
    case 'ORDER':
      return `/order/order-details?data=${encodeURIComponent(String(referenceId ?? ''))}`;
    case 'INVOICE':
      return '/invoice/invoice-list';
    case 'BOOKING':
      return '/bookone/manage-booking/list';
    case 'PAYMENT':
      return '/bookone/manage-payment';
    case 'RESERVATION':
      return referenceId == null || referenceId === ''
        ? '/master-service/reservation-list'
        : `/master-service/reservation-details/${encodeURIComponent(String(referenceId))}`;
    case 'RATES_AVAILABILITY':
      return '/bookone/manage-rates-availability';
    case 'DASHBOARD':
      return '/bookone/dashboard';
    case 'ENQUIRY':
      return '/bookone-admin/manage-enquiries';
  }
}
