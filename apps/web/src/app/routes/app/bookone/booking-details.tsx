import { auditLogUrl } from '../../../../features/audit/utils/audit-format';
import { BookingDetailsPage } from '../../../../features/bookings/components/booking-details-page';
import { refundBookingCredit } from '../../../../features/payments/api/refund-credit';
import { PaymentDialog } from '../../../../features/payments/components/payment-dialog';

/** The Audit page on one booking: its History's "See all". */
const bookingAudit = (bookingId: number) => auditLogUrl({ entity: 'booking', entityId: bookingId });

/** /bookone/manage-booking/:bookingId (issue 5): one booking, its rooms, folio, group and history. */
export default function BookingDetailsRoute() {
  return (
    <BookingDetailsPage
      PaymentDialog={PaymentDialog}
      refundCredit={refundBookingCredit}
      auditLogUrl={bookingAudit}
    />
  );
}
