import type { Booking } from '@bookone/domain';

import { auditLogUrl } from '../../../../features/audit/utils/audit-format';
import { BookingDetailsPage } from '../../../../features/bookings/components/booking-details-page';
import { refundBookingCredit } from '../../../../features/payments/api/refund-credit';
import { PaymentDialog } from '../../../../features/payments/components/payment-dialog';
import { SendPaymentLinkButton } from '../../../../features/payment-links/components/send-payment-link-dialog';

/** The Audit page on one booking: its History's "See all". */
const bookingAudit = (bookingId: number) => auditLogUrl({ entity: 'booking', entityId: bookingId });

/** Send payment link (issue 13) beside Record payment: the guest pays the balance online. */
const paymentLinkAction = (b: Booking) => (
  <SendPaymentLinkButton
    subject={{
      purpose: 'BOOKING',
      id: b.id,
      propertyId: b.propertyId,
      reference: b.bookingNumber,
      balance: b.balance,
      currency: b.currency,
      email: b.guestEmail,
      payerName: b.guestName,
    }}
  />
);

/** /bookone/manage-booking/:bookingId (issue 5): one booking, its rooms, folio, group and history. */
export default function BookingDetailsRoute() {
  return (
    <BookingDetailsPage
      PaymentDialog={PaymentDialog}
      refundCredit={refundBookingCredit}
      auditLogUrl={bookingAudit}
      moreActions={paymentLinkAction}
    />
  );
}
