import { ManageBookingsPage } from '../../../../features/bookings/components/manage-bookings-page';
import { refundBookingCredit } from '../../../../features/payments/api/refund-credit';
import { PaymentDialog } from '../../../../features/payments/components/payment-dialog';

/** /bookone/manage-booking/list (issue 5): the bookings list with filters, row actions, new booking and export. */
export default function ManageBookingRoute() {
  return <ManageBookingsPage PaymentDialog={PaymentDialog} refundCredit={refundBookingCredit} />;
}
