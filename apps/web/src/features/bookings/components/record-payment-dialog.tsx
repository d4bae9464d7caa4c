import type { Booking } from '@bookone/domain';

import { PaymentDialog } from '../../payments/components/payment-dialog';
import { useInvalidateBookings } from '../api/bookings';

type RecordPaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  booking: Booking | null;
  /** Called with the amount taken. */
  onDone?: (amount: number) => void;
};

/**
 * Takes a payment on a booking through the payments module's dialog, with the booking fixed and the balance as the
 * amount; the booking's balance, folio and lists refresh once it is saved.
 */
export function RecordPaymentDialog({ open, onClose, booking, onDone }: RecordPaymentDialogProps) {
  const invalidate = useInvalidateBookings();
  if (!booking) return null;
  return (
    <PaymentDialog
      open={open}
      onClose={onClose}
      propertyId={booking.propertyId}
      bookingId={booking.id}
      defaultAmount={booking.balance > 0 ? Math.round(booking.balance * 100) / 100 : undefined}
      currency={booking.currency}
      onSaved={(payment) => {
        void invalidate();
        onDone?.(payment.status === 'Paid' ? payment.amount : 0);
      }}
    />
  );
}
