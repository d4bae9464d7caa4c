import type { SectionModule } from '../../../route-module';
import * as addCustomer from '../bookone/add-customer';
import * as bookingCalendar from '../bookone/booking-calendar';
import * as bookingDetails from '../bookone/booking-details';
import * as customerList from '../bookone/customer-list';
import * as accommodationDashboard from '../bookone/dashboard';
import * as housekeeping from '../bookone/housekeeping';
import * as manageBooking from '../bookone/manage-booking';
import * as manageExpense from '../bookone/manage-expense';
import * as managePayment from '../bookone/manage-payment';
import * as manageProperty from '../bookone/manage-property';
import * as ratesAvailability from '../bookone/manage-rates-availability';

/**
 * The lazily loaded 'bookone' section (front office, customers, payments and expenses, property setup): the pages
 * built so far, by route id (domain APP_ROUTES). The other routes of the section show the shared "not built yet"
 * page until their module adds the page here.
 */
export const pages: SectionModule['pages'] = {
  manageProperty,
  ratesAvailability,
  bookingCalendar,
  housekeeping,
  manageBooking,
  bookingDetails,
  accommodationDashboard,
  managePayment,
  manageExpense,
  customerList,
  addCustomer,
};
