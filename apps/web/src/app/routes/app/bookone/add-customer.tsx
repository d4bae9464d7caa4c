import { HistoryPanel } from '../../../../features/audit/components/history-panel';
import { NewBookingDialog } from '../../../../features/bookings/components/new-booking-dialog';
import { CustomerFormPage } from '../../../../features/customers/components/customer-form-page';

/**
 * /bookone/add-customer (issue 5): a new customer, or ?customerId=N for a customer's details, with a new booking
 * for the guest (the bookings feature's dialog) and the customer's History (the audit feature's panel), composed
 * here.
 */
export default function AddCustomerRoute() {
  return <CustomerFormPage NewBookingDialog={NewBookingDialog} HistoryPanel={HistoryPanel} />;
}
