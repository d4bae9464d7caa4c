import type { Booking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';

type CancelDialogProps = {
  booking: Booking | null;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Asks why a booking is cancelled (the reason is required and kept on the booking and in its history). */
export function CancelBookingDialog({ booking, onClose, onSubmit }: CancelDialogProps) {
  const { t } = useTranslation('bookings');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = !reason.trim();

  const close = () => {
    setReason('');
    setTouched(false);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={booking != null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cancel-booking-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="cancel-booking-title">
          {t('cancel.title', { number: booking?.bookingNumber ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('cancel.intro', { guest: booking?.guestName ?? '' })}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            required
            label={t('cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? t('cancel.reasonRequired') : t('cancel.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.keep')}</Button>
          <Button type="submit" color="error" variant="contained" loading={busy}>
            {t('cancel.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
