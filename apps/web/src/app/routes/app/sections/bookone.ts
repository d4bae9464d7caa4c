import type { SectionModule } from '../../../route-module';

/**
 * The lazily loaded 'bookone' section (front office, customers, payments and expenses, property setup): the pages
 * built so far, by route id (domain APP_ROUTES). The other routes of the section show the shared "not built yet"
 * page until their module adds the page here.
 */
export const pages: SectionModule['pages'] = {
  manageProperty: () => import('../bookone/manage-property'),
  ratesAvailability: () => import('../bookone/manage-rates-availability'),
  bookingCalendar: () => import('../bookone/booking-calendar'),
  housekeeping: () => import('../bookone/housekeeping'),
  manageBooking: () => import('../bookone/manage-booking'),
  bookingDetails: () => import('../bookone/booking-details'),
  accommodationDashboard: () => import('../bookone/dashboard'),
  suDashboard: () => import('../bookone/su-dashboard'),
  managePayment: () => import('../bookone/manage-payment'),
  manageExpense: () => import('../bookone/manage-expense'),
  customerList: () => import('../bookone/customer-list'),
  addCustomer: () => import('../bookone/add-customer'),
};
