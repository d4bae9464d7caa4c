import {
  CURRENCIES,
  formatCurrency,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  paymentInputSchema,
  type Payment,
  type PaymentInput,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { applyServerFieldErrors, domainResolver } from '../../../lib/form-errors';
import { getSessionProperty } from '../../../lib/session';
import { propertyToday } from '../../../lib/dates';
import { useCan } from '../../../hooks/use-can';
import { useCreatePayment, useUpdatePayment } from '../api/payments';
import { BookingPicker, type PickedBooking } from './booking-picker';
import { MoneyFormField } from './money-field';

type FormValues = z.input<typeof paymentInputSchema>;

export type PaymentDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** A payment for this booking (the booking folio): the booking is fixed. */
  bookingId?: number;
  /** What to take, e.g. the booking's balance. */
  defaultAmount?: number;
  /** The booking's currency; without it the property's. */
  currency?: string;
  onSaved?: (payment: Payment) => void;
  /** Edit this payment instead of recording a new one; a Paid payment is only shown. */
  payment?: Payment | null;
};

const FIELDS = [
  'date',
  'amount',
  'currency',
  'mode',
  'status',
  'reference',
  'description',
  'bookingId',
] as const;

function defaultsOf(props: PaymentDialogProps): FormValues {
  const { payment } = props;
  const fallbackCurrency = (props.currency ?? getSessionProperty()?.localCurrency ?? 'NZD').toUpperCase();
  if (payment)
    return {
      date: payment.date,
      amount: payment.amount,
      currency: payment.currency.toUpperCase() as FormValues['currency'],
      mode: payment.mode as FormValues['mode'],
      status: payment.status,
      reference: payment.reference ?? '',
      description: payment.description ?? '',
      bookingId: payment.bookingId,
    };
  return {
    date: propertyToday(),
    amount:
      props.defaultAmount != null && props.defaultAmount > 0 ? props.defaultAmount : (undefined as never),
    currency: (CURRENCIES as readonly string[]).includes(fallbackCurrency)
      ? (fallbackCurrency as FormValues['currency'])
      : undefined,
    mode: 'Cash',
    status: 'Paid',
    reference: '',
    description: '',
    bookingId: props.bookingId ?? null,
  };
}

/**
 * "Transaction details": record a payment (on a booking or on its own) or edit one that is still NotPaid. A Paid
 * payment is read-only (the server refuses to change it); it is shown with a Close button only. Reused by the
 * booking folio with `bookingId`, `defaultAmount` (the balance) and `currency`.
 */
export function PaymentDialog(props: PaymentDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* Mounted while open: each opening starts from a fresh form. */}
      {props.open && <PaymentForm {...props} titleId={titleId} key={props.payment?.id ?? 'new'} />}
    </Dialog>
  );
}

function PaymentForm(props: PaymentDialogProps & { titleId: string }) {
  const { onClose, propertyId, bookingId, onSaved, payment, titleId } = props;
  const { t } = useTranslation('payments');
  const canWrite = useCan('payment.write');
  const canPickBooking = useCan('booking.read');
  const readOnly = !canWrite || payment?.status === 'Paid';
  const create = useCreatePayment(propertyId);
  const update = useUpdatePayment(propertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const [booking, setBooking] = useState<PickedBooking | null>(
    payment?.bookingId != null
      ? {
          id: payment.bookingId,
          bookingNumber: payment.bookingNumber ?? '',
          guestName: payment.guestName ?? '',
        }
      : null,
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues, unknown, PaymentInput>(
    { resolver: domainResolver(paymentInputSchema), defaultValues: defaultsOf(props) },
  );

  const onSubmit: SubmitHandler<PaymentInput> = async (input) => {
    setFormError(null);
    try {
      const saved = payment
        ? await update.mutateAsync({ id: payment.id, input })
        : await create.mutateAsync(input);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const placed = applyServerFieldErrors(error, setError, (p) =>
        (FIELDS as readonly string[]).includes(p),
      );
      if (placed === 0) setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  const modeOptions = PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }));
  const statusOptions = PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
  const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
  const title = payment
    ? readOnly
      ? t('dialog.viewTitle', { id: payment.id })
      : t('dialog.editTitle', { id: payment.id })
    : t('dialog.newTitle');

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {payment?.status === 'Paid' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('dialog.paidReadOnly')}
          </Alert>
        )}
        {payment && payment.amount < 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('dialog.isRefund', { reason: payment.refundReason ?? '' })}
          </Alert>
        )}
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {formError}
          </Alert>
        )}
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {bookingId != null ? (
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary">
                {t('dialog.forBooking')}
              </Typography>
            </Grid>
          ) : canPickBooking && !readOnly ? (
            <Grid size={12}>
              <BookingPicker
                propertyId={propertyId}
                value={booking}
                label={t('fields.booking')}
                helperText={t('dialog.bookingHint')}
                onChange={(b) => {
                  setBooking(b);
                  setValue('bookingId', b?.id ?? null, { shouldDirty: true });
                }}
              />
            </Grid>
          ) : payment?.bookingNumber ? (
            <Grid size={12}>
              <Typography variant="body2">
                {t('fields.booking')}: {payment.bookingNumber}
              </Typography>
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyFormField
              control={control}
              name="date"
              type="date"
              label={t('fields.date')}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyFormField
              control={control}
              name="amount"
              numeric
              label={t('fields.amount')}
              required
              disabled={readOnly}
              hint={
                props.defaultAmount != null && !payment
                  ? t('dialog.balanceHint', {
                      amount: formatCurrency(props.defaultAmount, props.currency ?? null),
                    })
                  : undefined
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyFormField
              control={control}
              name="currency"
              label={t('fields.currency')}
              options={currencyOptions}
              disabled={readOnly || bookingId != null}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyFormField
              control={control}
              name="mode"
              label={t('fields.mode')}
              options={modeOptions}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyFormField
              control={control}
              name="status"
              label={t('fields.status')}
              options={statusOptions}
              required
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>
            <MoneyFormField
              control={control}
              name="reference"
              label={t('fields.reference')}
              hint={t('dialog.referenceHint')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>
            <MoneyFormField
              control={control}
              name="description"
              label={t('fields.description')}
              multiline
              minRows={2}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? t('common.close') : t('common.cancel')}</Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
