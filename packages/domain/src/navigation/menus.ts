import { ORG_ROLES, PROPERTY_ROLES, type Role } from '../roles';
import type { MenuItem, MenuKey } from './menu-types';
import { CUSTOM_ROLE_MENU, pagePermission } from './page-permissions';
import { APP_ROUTES, routeUrl } from './routes';

/*
 * The menus of spec §2.5 as data. Paths are relative (no leading slash); names are i18n keys under `menu.`.
 * Where the spec names a menu but not its items, the foundation issues decided: premium = the full business-admin
 * menu; essentials = business-admin without User Management, Manage Expense and Business Promotion; an
 * accommodation PROP_ADMIN gets business-admin plus a Front Office group after Dashboard.
 */

const PA: readonly Role[] = ['PROP_ADMIN'];
const OA: readonly Role[] = ['ORG_ADMIN'];
const SA: readonly Role[] = ['SUPER_ADMIN'];

const link = (
  name: string,
  state: string,
  icon: string,
  roles: readonly string[],
  extra: Partial<MenuItem> = {},
) => ({ name, type: 'link', state, icon, roles, ...extra }) satisfies MenuItem;
const group = (name: string, state: string, icon: string, roles: readonly string[], sub: MenuItem[]) =>
  ({ name, type: 'dropDown', state, icon, roles, sub }) satisfies MenuItem;
const child = (name: string, state: string, roles?: readonly string[]) =>
  ({ name, type: 'link', state, ...(roles ? { roles } : {}) }) satisfies MenuItem;

// ---------------------------------------------------------------- business admin (PROP_ADMIN)

const dashboard = link('menu.dashboard', 'master-service/home', 'dashboard', PROPERTY_ROLES);
const userManagement = group('menu.userManagement', 'bookone-admin', 'people', PA, [
  child('menu.addUser', 'create-user/0/0/0'),
  child('menu.manageUser', 'manage-user'),
]);
const businessProfile = link(
  'menu.businessProfile',
  'master-service/business-dashboard/profile',
  'store',
  PA,
);
const serviceManagement = link('menu.serviceManagement', 'master-service/service-list', 'room_service', PA);
const managePayment = link('menu.managePayment', 'bookone/manage-payment', 'payments', PA);
const manageExpense = link('menu.manageExpense', 'bookone/manage-expense', 'receipt_long', PA);
const order = group('menu.order', 'order', 'shopping_cart', PA, [
  child('menu.createOrder', 'create-order'),
  child('menu.orderList', 'order-list'),
]);
const reservation = group('menu.reservation', 'master-service', 'event_available', PA, [
  child('menu.reservationDashboard', 'service'),
  child('menu.reservationList', 'reservation-list'),
]);
const product = group('menu.product', 'product', 'inventory_2', PA, [
  child('menu.productGroups', 'product-group-list'),
  child('menu.productList', 'list'),
]);
const customer = group('menu.customer', 'bookone', 'person', PA, [
  child('menu.addCustomer', 'add-customer'),
  child('menu.customerList', 'customer-list'),
]);
const invoice = group('menu.invoice', 'invoice', 'request_quote', PA, [
  child('menu.createInvoice', 'invoice-create'),
  child('menu.invoiceList', 'invoice-list'),
]);
const businessPromotion = group('menu.businessPromotion', 'business-promotion', 'campaign', PA, [
  child('menu.addPromotion', 'add'),
  child('menu.promotionList', 'list'),
]);
const businessReview = link('menu.businessReview', 'review/list', 'reviews', PA);

/** The names kept in the Front Office submenu for an accommodation property (spec §6: PROPERTY MANAGEMENT). */
export const PROPERTY_MANAGEMENT = 'PROPERTY MANAGEMENT';
export const BUSINESS_PROFILE = 'BUSINESS_PROFILE';

const frontOffice: MenuItem = {
  ...group('menu.frontOffice', 'bookone', 'hotel', PA, [
    child('menu.accommodationDashboard', 'dashboard', [PROPERTY_MANAGEMENT]),
    child('menu.manageBooking', 'manage-booking/list', [PROPERTY_MANAGEMENT]),
    child('menu.bookingCalendar', 'booking-calendar', [PROPERTY_MANAGEMENT]),
    child('menu.ratesAvailability', 'manage-rates-availability', [PROPERTY_MANAGEMENT]),
    child('menu.propertyRooms', 'manage-property', [PROPERTY_MANAGEMENT]),
  ]),
  subscriptionGated: true,
};

const businessAdmin: MenuItem[] = [
  dashboard,
  userManagement,
  businessProfile,
  serviceManagement,
  managePayment,
  manageExpense,
  order,
  reservation,
  product,
  customer,
  invoice,
  businessPromotion,
  businessReview,
];

// ---------------------------------------------------------------- organisation admin

const ORG_DASHBOARD = ORG_ROLES;
const organisation: MenuItem[] = [
  link('menu.dashboard', 'bookone/su-dashboard', 'dashboard', ORG_DASHBOARD),
  group('menu.userManagement', 'bookone-admin', 'people', OA, [
    child('menu.addUser', 'create-user/0/0/0'),
    child('menu.manageUser', 'manage-user'),
  ]),
  link('menu.b2b', 'bookone-admin/companyList', 'business', OA),
  link('menu.partnerProperties', 'bookone-admin/eglobe-property-list', 'holiday_village', OA),
  link('menu.otaChannelManagement', 'bookone-admin/channel-configure/0/0/0', 'hub', OA),
  link('menu.propertyManagement', 'bookone-admin/organisation-property-list', 'apartment', OA),
  link('menu.msgTracker', 'bookone-admin/msg-tracker', 'sms', OA),
  link('menu.businessTypeConfig', 'bookone-admin/service-config', 'tune', OA),
  link('menu.businessPromotion', 'business-promotion/list', 'campaign', OA),
  link('menu.businessCampaign', 'Campaign/list', 'mark_email_read', OA),
  link('menu.businessReview', 'review/list', 'reviews', OA),
  link('menu.order', 'order/order-list', 'shopping_cart', OA),
  link('menu.roomFacilities', 'bookone-admin/room-facilities', 'king_bed', OA),
  link('menu.manageBooking', 'bookone/manage-booking/list', 'book_online', OA),
  link('menu.manageEnquiries', 'bookone-admin/manage-enquiries', 'contact_support', [
    'ORG_ADMIN',
    'ORG_CUST_SUPPORT',
    'ORG_SALES',
  ]),
  link('menu.manageInvoice', 'invoice/invoice-list', 'request_quote', ['ORG_ADMIN', 'ORG_FINANCE']),
  link('menu.report', 'report/report-dashboard', 'assessment', ['ORG_ADMIN', 'ORG_FINANCE']),
];

// ---------------------------------------------------------------- super admin

const superAdmin: MenuItem[] = [
  { name: 'menu.dashboardGroup', type: 'separator', roles: SA },
  link('menu.dashboard', 'bookone/su-dashboard', 'dashboard', SA),
  { name: 'menu.superAdminGroup', type: 'separator', roles: SA },
  group('menu.superAdmin', 'bookone-admin', 'admin_panel_settings', SA, [
    {
      ...group('menu.userManagement', '', 'people', SA, [
        child('menu.addUser', 'create-user/0/0/0', SA),
        child('menu.manageUser', 'manage-user', SA),
      ]),
    },
    group('menu.b2b', '', 'business', SA, [child('menu.addCompany', 'companyList', SA)]),
    group('menu.roleManagement', '', 'badge', SA, [
      child('menu.addRole', 'create-role', SA),
      child('menu.manageRole', 'user-role', SA),
    ]),
    group('menu.organizationManagement', '', 'corporate_fare', SA, [
      child('menu.addOrganization', 'create-organization/0/0', SA),
      child('menu.manageOrganization', 'manage-organization', SA),
    ]),
    group('menu.otaChannelManagement', '', 'hub', SA, [
      child('menu.manageOtaChannel', 'manage-channel', SA),
      child('menu.addOtaChannel', 'manage-channel/channel-create/0/0', SA),
    ]),
    group('menu.addressSetup', 'address-setup', 'map', SA, [
      child('menu.countrySetup', 'country', SA),
      child('menu.stateSetup', 'state', SA),
      child('menu.citySetup', 'city', SA),
      child('menu.suburbSetup', 'subrub', SA),
      child('menu.streetSetup', 'steet', SA),
    ]),
    group('menu.paymentGateway', '', 'account_balance', SA, [
      child('menu.manageGateway', 'manage-payment-getway', SA),
    ]),
    // Spec §2.5: subscription management exists in the menu but is disabled (so hidden).
    { ...group('menu.subscriptionManagement', '', 'card_membership', SA, []), disabled: true },
  ]),
];

// ---------------------------------------------------------------- the rest

const customerSupport: MenuItem[] = [
  link('menu.dashboard', 'bookone/su-dashboard', 'dashboard', ['ORG_CUST_SUPPORT']),
  link('menu.manageEnquiries', 'bookone-admin/manage-enquiries', 'contact_support', ['ORG_CUST_SUPPORT']),
];

/** Property staff: only the Dashboard link is active (spec §2.5); the rest of the business menu stays disabled. */
const propertyStaff: MenuItem[] = businessAdmin.map((item) =>
  item === dashboard ? item : { ...item, disabled: true },
);

const without = (items: MenuItem[], ...drop: MenuItem[]) => items.filter((i) => !drop.includes(i));

/**
 * The custom-role menu (issue 10): the pages of CUSTOM_ROLE_MENU, each shown when the holder has its permission.
 * Paths are the route table's, so menu, guard and server agree on each page.
 */
const custom: MenuItem[] = CUSTOM_ROLE_MENU.flatMap(({ routeId, name, icon }) => {
  const route = APP_ROUTES.find((r) => r.id === routeId);
  const permission = pagePermission(routeId);
  if (!route || !permission) return [];
  return [link(name, routeUrl(route).slice(1), icon, [], { permission })];
});

export const MENUS: Record<MenuKey, MenuItem[]> = {
  custom,
  superAdmin,
  organisation,
  customerSupport,
  propertyStaff,
  businessAdmin,
  accommodation: [dashboard, frontOffice, ...businessAdmin.slice(1)],
  premium: businessAdmin,
  essentials: without(businessAdmin, userManagement, manageExpense, businessPromotion),
  starter: [
    businessProfile,
    serviceManagement,
    reservation,
    { ...managePayment, name: 'menu.payments' },
    businessReview,
  ],
  onboardingProperty: [
    link('menu.addProperty', 'bookone-onboarding/property/{userId}/{organizationId}', 'add_business', PA),
  ],
  onboardingBusiness: [
    link('menu.businessDetailsSetup', 'bookone-onboarding/on-boarding-property/0/0/0', 'storefront', PA),
  ],
  onboardingRoom: [link('menu.addRoom', 'bookone-onboarding/room', 'bed', PA)],
  // Spec §2.5: the separator and plain menus have one Dashboard link to master-service, for every role.
  separator: [
    { name: 'menu.mainSeparator', type: 'separator' },
    { name: 'menu.dashboard', type: 'link', state: 'master-service', icon: 'dashboard' },
  ],
  plain: [{ name: 'menu.dashboard', type: 'link', state: 'master-service', icon: 'dashboard' }],
};
