import { useBookingActions } from '../../../../features/bookings/components/use-booking-actions';
import { refundBookingCredit } from '../../../../features/payments/api/refund-credit';
import { PaymentDialog } from '../../../../features/payments/components/payment-dialog';

/**
 * A booking's lifecycle actions as the desk uses them on any page (list, details, dashboards): the bookings
 * feature's actions with the payments feature's dialog for "settle the balance first" and its refund of a credit
 * at check-out. Assembled here because features do not import each other.
 */
export function useDeskActions(
  options: Omit<Parameters<typeof useBookingActions>[0], 'PaymentDialog' | 'refundCredit'> = {},
) {
  return useBookingActions({ ...options, PaymentDialog, refundCredit: refundBookingCredit });
}
