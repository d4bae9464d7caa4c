import type { Permission } from '../permissions';

/**
 * The permission each page's main call needs, by route id. The launcher and header search offer a page only with
 * it (so that neither leads to a refusal), and a custom role (issue 10), which no route lists by name, opens the
 * pages whose permission it holds and sees them in its menu: menu, guard and server read the same permission.
 */
export const PAGE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // Every signed-in user's home and the section index: the baseline permission every role holds.
  masterService: 'self.read',
  home: 'self.read',
  accommodationDashboard: 'dashboard.read',
  manageBooking: 'booking.read',
  bookingDetails: 'booking.read',
  bookingCalendar: 'booking.read',
  customerList: 'customer.read',
  addCustomer: 'customer.write',
  managePayment: 'payment.read',
  manageExpense: 'expense.read',
  companyList: 'company.read',
  companyDetails: 'company.read',
  housekeeping: 'room.status',
  ratesAvailability: 'rates.read',
  manageProperty: 'room.read',
  businessProfile: 'property.setup',
  roomFacilities: 'facility.read',
  manageUser: 'user.readAll',
  createUser: 'user.create',
  organisationProperties: 'organisation.properties',
  manageOrganization: 'organisation.manage',
  createOrganization: 'organisation.manage',
  createRole: 'role.write',
  userRole: 'role.read',
  auditLog: 'audit.read',
};

export const pagePermission = (routeId: string): Permission | undefined => PAGE_PERMISSIONS[routeId];

/**
 * The menu of a custom role's holder, in this order: every page here whose permission the role holds (issue 10). The
 * entries are those of the built-in menus (spec §2.5), with their icons; the names are the pages' titles.
 */
export const CUSTOM_ROLE_MENU: readonly { routeId: string; icon: string }[] = [
  { routeId: 'accommodationDashboard', icon: 'dashboard' },
  { routeId: 'manageBooking', icon: 'book_online' },
  { routeId: 'bookingCalendar', icon: 'event_available' },
  { routeId: 'housekeeping', icon: 'bed' },
  { routeId: 'ratesAvailability', icon: 'tune' },
  { routeId: 'manageProperty', icon: 'hotel' },
  { routeId: 'customerList', icon: 'person' },
  { routeId: 'managePayment', icon: 'payments' },
  { routeId: 'manageExpense', icon: 'receipt_long' },
  { routeId: 'companyList', icon: 'business' },
  { routeId: 'businessProfile', icon: 'store' },
  { routeId: 'roomFacilities', icon: 'king_bed' },
  { routeId: 'manageUser', icon: 'people' },
  { routeId: 'organisationProperties', icon: 'apartment' },
  { routeId: 'manageOrganization', icon: 'corporate_fare' },
  { routeId: 'userRole', icon: 'admin_panel_settings' },
];
