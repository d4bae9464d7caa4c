import type { Booking } from '@bookone/domain';
import type { ComponentType } from 'react';

import { useInvalidateBookings } from '../api/bookings';

/**
 * The payments feature's dialog, as the bookings feature needs it: the route that assembles a bookings page passes
 * it in (features do not import each other).
 */
export type TakePaymentDialog = ComponentType<{
  open: boolean;
  onClose: () => void;
  propertyId: number;
  bookingId: number;
  defaultAmount?: number;
  currency: string;
  onSaved: (payment: { status: string; amount: number }) => void;
}>;

type RecordPaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  booking: Booking | null;
  /** Called with the amount taken. */
  onDone?: (amount: number) => void;
  PaymentDialog: TakePaymentDialog;
};

/**
 * Takes a payment on a booking through the payments module's dialog, with the booking fixed and the balance as the
 * amount; the booking's balance, folio and lists refresh once it is saved.
 */
export function RecordPaymentDialog({
  open,
  onClose,
  booking,
  onDone,
  PaymentDialog,
}: RecordPaymentDialogProps) {
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
