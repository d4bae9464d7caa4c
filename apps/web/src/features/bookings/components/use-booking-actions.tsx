import type { Booking, BookingAction } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useBookingTransition } from '../api/bookings';
import { owes } from '../utils/booking-actions';
import { money } from '../utils/property';
import { CancelBookingDialog } from './cancel-dialog';
import { CheckInDialog } from './check-in-dialog';
import { CheckOutDialog, type CheckOutOutcome, type RefundCredit } from './check-out-dialog';
import { RecordPaymentDialog, type TakePaymentDialog } from './record-payment-dialog';
import { errorMessage } from '../../../lib/form-errors';

type Notice = { message: string; severity: 'success' | 'error' };

/**
 * The lifecycle actions of a booking with everything they need: the reason dialog of a cancellation, the room pick
 * of a check-in, a confirmation for the others, and the check-out dialog (what an early departure changes; money
 * still owed taken first with the payment dialog one click away; a credit refunded or left on the booking). Render
 * `dialogs` once; call `run(action, booking)`. The dashboard and the tape chart reuse it; their routes give the
 * payments feature's dialog and refund.
 */
export function useBookingActions({
  onDone,
  PaymentDialog,
  refundCredit,
}: {
  onDone?: (action: BookingAction, booking: Booking) => void;
  /** The payments feature's dialog, passed in by the route (see record-payment-dialog). */
  PaymentDialog: TakePaymentDialog;
  /** The payments feature's refund of a credit; without it a credit can only be left on the booking. */
  refundCredit?: RefundCredit;
}) {
  const { t } = useTranslation('bookings');
  const confirm = useConfirm();
  const transition = useBookingTransition();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [checkingIn, setCheckingIn] = useState<Booking | null>(null);
  const [checkingOut, setCheckingOut] = useState<Booking | null>(null);
  const [paying, setPaying] = useState<Booking | null>(null);
  /** The payment was asked for by a check-out: once the balance is paid, the check-out continues. */
  const [thenCheckOut, setThenCheckOut] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const done = (action: BookingAction, booking: Booking) => {
    setNotice({ message: t(`done.${action}`, { number: booking.bookingNumber }), severity: 'success' });
    onDone?.(action, booking);
  };
  const fail = (e: unknown) => setNotice({ message: errorMessage(e), severity: 'error' });

  const checkedOut = (booking: Booking, outcome: CheckOutOutcome) => {
    const number = booking.bookingNumber;
    const amount = (n: number) => money(n, booking.currency);
    if (outcome.refundError)
      setNotice({
        message: t('checkOut.refundFailed', { number, error: outcome.refundError }),
        severity: 'error',
      });
    else if (outcome.refunded > 0)
      setNotice({
        message: t('checkOut.refunded', { number, amount: amount(outcome.refunded) }),
        severity: 'success',
      });
    else if (outcome.credit > 0)
      setNotice({
        message: t('checkOut.creditKept', { number, amount: amount(outcome.credit) }),
        severity: 'success',
      });
    else setNotice({ message: t('done.CHECK_OUT', { number }), severity: 'success' });
    onDone?.('CHECK_OUT', booking);
  };

  const simple = async (action: 'CONFIRM' | 'VOID' | 'NO_SHOW' | 'UNDO_CHECK_OUT', booking: Booking) => {
    const ok = await confirm({
      title: t(`confirmAction.${action}.title`, { number: booking.bookingNumber }),
      message: t(`confirmAction.${action}.message`, { guest: booking.guestName }),
      okText: t(`actions.${action}`),
      cancelText: t('common.back'),
    });
    if (!ok) return;
    const path = {
      CONFIRM: 'confirm',
      VOID: 'void',
      NO_SHOW: 'no-show',
      UNDO_CHECK_OUT: 'undo-check-out',
    } as const;
    try {
      const next = await transition.mutateAsync({ action: path[action], bookingId: booking.id });
      done(action, next);
    } catch (e) {
      fail(e);
    }
  };

  const run = (action: BookingAction, booking: Booking) => {
    switch (action) {
      case 'CANCEL':
        setCancelling(booking);
        return;
      case 'CHECK_IN':
        setCheckingIn(booking);
        return;
      case 'CHECK_OUT':
        // The dialog says what changes; the server refuses a check-out with money owed, so it is taken first.
        setCheckingOut(booking);
        return;
      case 'CONFIRM':
      case 'VOID':
      case 'NO_SHOW':
      case 'UNDO_CHECK_OUT':
        void simple(action, booking);
    }
  };

  const dialogs: ReactNode = (
    <>
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onSubmit={async (reason) => {
          const booking = cancelling!;
          const next = await transition.mutateAsync({ action: 'cancel', bookingId: booking.id, reason });
          done('CANCEL', next);
        }}
      />
      <CheckInDialog
        open={checkingIn != null}
        booking={checkingIn}
        onClose={() => setCheckingIn(null)}
        onDone={(next) => done('CHECK_IN', next)}
      />
      <CheckOutDialog
        booking={checkingOut}
        onClose={() => setCheckingOut(null)}
        onDone={checkedOut}
        refundCredit={refundCredit}
        onSettle={(balance) => {
          // The payment dialog starts at what the check-out leaves owed (an early one is re-priced).
          setPaying({ ...checkingOut!, balance });
          setThenCheckOut(true);
          setCheckingOut(null);
        }}
      />
      <RecordPaymentDialog
        PaymentDialog={PaymentDialog}
        open={paying != null}
        booking={paying}
        onClose={() => {
          setPaying(null);
          setThenCheckOut(false);
        }}
        onDone={(amount) => {
          const booking = paying!;
          setNotice({
            message: t('payment.recorded', { number: booking.bookingNumber }),
            severity: 'success',
          });
          // Asked for by a check-out: back to it with the new balance (an early stay's is read again).
          if (thenCheckOut && !owes(booking.balance - amount))
            setCheckingOut({ ...booking, balance: booking.balance - amount, paid: booking.paid + amount });
        }}
      />
      <Snackbar
        open={notice != null}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );

  return { run, dialogs, pending: transition.isPending, openPayment: (b: Booking) => setPaying(b) };
}
