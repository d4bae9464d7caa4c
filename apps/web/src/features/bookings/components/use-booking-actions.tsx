import type { Booking, BookingAction } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useBookingTransition } from '../api/bookings';
import { owes } from '../utils/booking-actions';
import { money } from '../utils/property';
import { CancelBookingDialog } from './cancel-dialog';
import { CheckInDialog } from './check-in-dialog';
import { RecordPaymentDialog, type TakePaymentDialog } from './record-payment-dialog';
import { errorMessage } from '../../../lib/form-errors';

type Notice = { message: string; severity: 'success' | 'error' };

/**
 * The lifecycle actions of a booking with everything they need: the reason dialog of a cancellation, the room pick
 * of a check-in, a confirmation for the others, and, for a check-out with money still owed, "settle the balance
 * first" with the payment dialog one click away. Render `dialogs` once; call `run(action, booking)`.
 * The dashboard and the tape chart reuse it; their routes give the payments feature's dialog.
 */
export function useBookingActions({
  onDone,
  PaymentDialog,
}: {
  onDone?: (action: BookingAction, booking: Booking) => void;
  /** The payments feature's dialog, passed in by the route (see record-payment-dialog). */
  PaymentDialog: TakePaymentDialog;
}) {
  const { t } = useTranslation('bookings');
  const confirm = useConfirm();
  const transition = useBookingTransition();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [checkingIn, setCheckingIn] = useState<Booking | null>(null);
  const [settling, setSettling] = useState<Booking | null>(null);
  const [paying, setPaying] = useState<Booking | null>(null);
  /** The payment was asked for by a check-out: once the balance is paid, the check-out continues. */
  const [thenCheckOut, setThenCheckOut] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const done = (action: BookingAction, booking: Booking) => {
    setNotice({ message: t(`done.${action}`, { number: booking.bookingNumber }), severity: 'success' });
    onDone?.(action, booking);
  };
  const fail = (e: unknown) => setNotice({ message: errorMessage(e), severity: 'error' });

  const simple = async (
    action: 'CONFIRM' | 'VOID' | 'NO_SHOW' | 'CHECK_OUT' | 'UNDO_CHECK_OUT',
    booking: Booking,
  ) => {
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
      CHECK_OUT: 'check-out',
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
        // The server refuses a check-out with money owed: say so before asking, and offer to take the payment.
        if (owes(booking.balance)) setSettling(booking);
        else void simple('CHECK_OUT', booking);
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
      <Dialog open={settling != null} onClose={() => setSettling(null)} aria-labelledby="settle-title">
        <DialogTitle id="settle-title">{t('settle.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {settling &&
              t('settle.message', {
                guest: settling.guestName,
                amount: money(settling.balance, settling.currency),
              })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSettling(null)}>{t('common.back')}</Button>
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              setPaying(settling);
              setThenCheckOut(true);
              setSettling(null);
            }}
          >
            {t('settle.recordPayment')}
          </Button>
        </DialogActions>
      </Dialog>
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
          if (thenCheckOut && !owes(booking.balance - amount))
            void simple('CHECK_OUT', { ...booking, balance: booking.balance - amount });
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
