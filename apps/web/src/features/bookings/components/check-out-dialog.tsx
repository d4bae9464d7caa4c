import type { Booking, CheckOutPreview } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, propertyToday } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';
import { useBookingTransition, useInvalidateBookings } from '../api/bookings';
import { useCheckOutPreview } from '../api/check-out';
import { owes } from '../utils/booking-actions';
import { money } from '../utils/property';

/**
 * The payments feature's refund of a booking's credit, passed in by the route (features do not import each other):
 * answers the amount refunded.
 */
export type RefundCredit = (input: {
  propertyId: number;
  bookingId: number;
  amount: number;
  reason: string;
}) => Promise<number>;

/** How a check-out ended, for the caller's notice. */
export type CheckOutOutcome = { refunded: number; credit: number; refundError: string | null };

export type CheckOutDialogProps = {
  booking: Booking | null;
  onClose: () => void;
  onDone: (booking: Booking, outcome: CheckOutOutcome) => void;
  /** Money is still owed after the check-out's re-pricing: take it first (the amount owed). */
  onSettle: (balance: number) => void;
  refundCredit?: RefundCredit;
};

/** What a check-out on the booked departure day changes: nothing but the status, so no call is needed. */
function onTimePreview(b: Booking): CheckOutPreview {
  const charges = b.total + b.servicesTotal + b.expensesTotal;
  return {
    checkOutDate: b.departure,
    departure: b.departure,
    nights: b.nights,
    nightsRemoved: 0,
    charges,
    newCharges: charges,
    paid: b.paid,
    balance: b.balance,
    currency: b.currency,
  };
}

/**
 * Checking a guest out, with what it changes said first: leaving early, the nights removed and the re-priced
 * charges (the server's preview, computed as the check-out computes them); then the balance. Money still owed is
 * taken first; a credit (paid more than the new charges) can be refunded right away or left on the booking.
 */
export function CheckOutDialog(props: CheckOutDialogProps) {
  if (!props.booking) return null;
  return <CheckOutDialogOpen {...props} booking={props.booking} key={props.booking.id} />;
}

function CheckOutDialogOpen({
  booking,
  onClose,
  onDone,
  onSettle,
  refundCredit,
}: CheckOutDialogProps & { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const titleId = useId();
  // Only a stay cut short is re-priced; on (or after) the departure day the booking's own amounts hold.
  const early = booking.departure > propertyToday();
  const remote = useCheckOutPreview(booking.id, early);
  const preview = early ? remote.data : onTimePreview(booking);
  const checkOut = useBookingTransition();
  const invalidate = useInvalidateBookings();
  const [choice, setChoice] = useState<'refund' | 'credit'>(refundCredit ? 'refund' : 'credit');
  const [error, setError] = useState<string | null>(null);

  const owed = preview != null && owes(preview.balance);
  const credit = preview != null && preview.balance < -0.004 ? -preview.balance : 0;
  const amount = (n: number) => money(n, preview?.currency ?? booking.currency);
  const day = (d: string) => formatDay(d, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let next: Booking;
    try {
      next = await checkOut.mutateAsync({ action: 'check-out', bookingId: booking.id });
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    // The booking as checked out is the truth: its credit is what may go back.
    const left = next.balance < -0.004 ? -next.balance : 0;
    const outcome: CheckOutOutcome = { refunded: 0, credit: left, refundError: null };
    if (left > 0 && choice === 'refund' && refundCredit) {
      try {
        outcome.refunded = await refundCredit({
          propertyId: booking.propertyId,
          bookingId: booking.id,
          amount: left,
          reason: t('checkOut.refundReason', { number: booking.bookingNumber }),
        });
      } catch (e) {
        outcome.refundError = errorMessage(e);
      }
      // The refunds change the booking's paid and the payment lists.
      void invalidate();
    }
    onDone(next, outcome);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>
          {owed ? t('settle.title') : t('confirmAction.CHECK_OUT.title', { number: booking.bookingNumber })}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {early && remote.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorMessage(remote.error)}
            </Alert>
          )}
          {!preview && !remote.isError && (
            <CircularProgress
              size={24}
              aria-label={t('checkOut.loading')}
              sx={{ display: 'block', mx: 'auto' }}
            />
          )}
          {preview && (
            <>
              {preview.nightsRemoved > 0 && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('checkOut.early', {
                    count: preview.nightsRemoved,
                    date: day(preview.checkOutDate),
                    departure: day(preview.departure),
                  })}
                </Alert>
              )}
              <Table size="small" aria-label={t('checkOut.summary')} sx={{ mb: 2 }}>
                <TableBody>
                  {preview.nightsRemoved > 0 ? (
                    <>
                      <SummaryRow label={t('checkOut.chargesBooked')} value={amount(preview.charges)} />
                      <SummaryRow label={t('checkOut.newCharges')} value={amount(preview.newCharges)} />
                    </>
                  ) : (
                    <SummaryRow label={t('checkOut.charges')} value={amount(preview.charges)} />
                  )}
                  <SummaryRow label={t('checkOut.paid')} value={amount(preview.paid)} />
                  <SummaryRow
                    label={
                      owed ? t('checkOut.owed') : credit > 0 ? t('checkOut.credit') : t('checkOut.balance')
                    }
                    value={amount(owed ? preview.balance : credit)}
                    strong
                  />
                </TableBody>
              </Table>
              {owed ? (
                <DialogContentText>
                  {t('settle.message', { guest: booking.guestName, amount: amount(preview.balance) })}
                </DialogContentText>
              ) : credit > 0 ? (
                <FormControl>
                  <FormLabel id={`${titleId}-credit`}>
                    {t('checkOut.creditQuestion', { guest: booking.guestName, amount: amount(credit) })}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={`${titleId}-credit`}
                    value={choice}
                    onChange={(e) => setChoice(e.target.value as 'refund' | 'credit')}
                  >
                    {refundCredit && (
                      <FormControlLabel
                        value="refund"
                        control={<Radio />}
                        label={t('checkOut.refundNow', { amount: amount(credit) })}
                      />
                    )}
                    <FormControlLabel
                      value="credit"
                      control={<Radio />}
                      label={t('checkOut.keepCredit', { amount: amount(credit) })}
                    />
                  </RadioGroup>
                </FormControl>
              ) : (
                <DialogContentText>
                  {t('confirmAction.CHECK_OUT.message', { guest: booking.guestName })}
                </DialogContentText>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.back')}</Button>
          {owed ? (
            <Button variant="contained" autoFocus onClick={() => onSettle(preview.balance)}>
              {t('settle.recordPayment')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" autoFocus disabled={!preview || checkOut.isPending}>
              {t('actions.CHECK_OUT')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : undefined, pl: 0 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: strong ? 700 : undefined, pr: 0 }}>
        {value}
      </TableCell>
    </TableRow>
  );
}
