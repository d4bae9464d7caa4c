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
  reportDashboard: 'report.read',
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
  msgTracker: 'message.read',
  reservationList: 'reservation.read',
  productGroupList: 'product.read',
  productList: 'product.read',
  createOrder: 'order.write',
  orderList: 'order.read',
  orderDetails: 'order.read',
  serviceConfig: 'businessType.write',
  partnerProperties: 'partner.read',
  suDashboard: 'dashboard.organisation',
  reviewList: 'review.read',
  businessLeads: 'lead.read',
  manageChannel: 'channel.manage',
  createChannel: 'channel.manage',
  channelConfigure: 'channel.read',
};

export const pagePermission = (routeId: string): Permission | undefined => PAGE_PERMISSIONS[routeId];

/**
 * The menu of a custom role's holder, in this order: every page here whose permission the role holds (issue 10). The
 * entries are named and drawn as in the built-in menus (spec §2.5: `menu.` keys of the shell's texts).
 */
export const CUSTOM_ROLE_MENU: readonly { routeId: string; name: string; icon: string }[] = [
  { routeId: 'accommodationDashboard', name: 'menu.accommodationDashboard', icon: 'dashboard' },
  { routeId: 'manageBooking', name: 'menu.manageBooking', icon: 'book_online' },
  { routeId: 'bookingCalendar', name: 'menu.bookingCalendar', icon: 'event_available' },
  { routeId: 'housekeeping', name: 'menu.housekeeping', icon: 'bed' },
  { routeId: 'ratesAvailability', name: 'menu.ratesAvailability', icon: 'tune' },
  { routeId: 'manageProperty', name: 'menu.propertyRooms', icon: 'hotel' },
  { routeId: 'customerList', name: 'menu.customerList', icon: 'person' },
  { routeId: 'managePayment', name: 'menu.managePayment', icon: 'payments' },
  { routeId: 'manageExpense', name: 'menu.manageExpense', icon: 'receipt_long' },
  { routeId: 'companyList', name: 'menu.companyList', icon: 'business' },
  { routeId: 'businessProfile', name: 'menu.businessProfile', icon: 'store' },
  { routeId: 'roomFacilities', name: 'menu.roomFacilities', icon: 'king_bed' },
  { routeId: 'manageUser', name: 'menu.manageUser', icon: 'people' },
  { routeId: 'organisationProperties', name: 'menu.organisationProperties', icon: 'apartment' },
  { routeId: 'manageOrganization', name: 'menu.manageOrganization', icon: 'corporate_fare' },
  { routeId: 'partnerProperties', name: 'menu.partnerProperties', icon: 'hub' },
  { routeId: 'msgTracker', name: 'menu.msgTracker', icon: 'sms' },
  { routeId: 'userRole', name: 'menu.userRole', icon: 'admin_panel_settings' },
];
