import {
  CURRENCIES,
  formatCurrency,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  paymentInputSchema,
  type Payment,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { getSessionProperty } from '../../../lib/session';
import { propertyToday } from '../../../lib/dates';
import { useCan } from '../../../hooks/use-can';
import { useCreatePayment, useUpdatePayment } from '../api/payments';
import { BookingPicker, type PickedBooking } from './booking-picker';

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
  // Mounted while open: each opening starts from a fresh form.
  return props.open ? <PaymentForm {...props} key={props.payment?.id ?? 'new'} /> : null;
}

function PaymentForm(props: PaymentDialogProps) {
  const { onClose, propertyId, bookingId, onSaved, payment } = props;
  const { t } = useTranslation('payments');
  const canWrite = useCan('payment.write');
  const canPickBooking = useCan('booking.read');
  const readOnly = !canWrite || payment?.status === 'Paid';
  const create = useCreatePayment(propertyId);
  const update = useUpdatePayment(propertyId);
  const [booking, setBooking] = useState<PickedBooking | null>(
    payment?.bookingId != null
      ? {
          id: payment.bookingId,
          bookingNumber: payment.bookingNumber ?? '',
          guestName: payment.guestName ?? '',
        }
      : null,
  );
  const { form, dialogProps } = useKitForm({
    schema: paymentInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(props),
    onSave: async (input) => {
      const saved = payment
        ? await update.mutateAsync({ id: payment.id, input })
        : await create.mutateAsync(input);
      onSaved?.(saved);
      onClose();
    },
  });
  const { control, setValue } = form;

  const modeOptions = PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }));
  const statusOptions = PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
  const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
  const title = payment
    ? readOnly
      ? t('dialog.viewTitle', { id: payment.id })
      : t('dialog.editTitle', { id: payment.id })
    : t('dialog.newTitle');

  return (
    <FormDialog {...dialogProps} onClose={onClose} title={title} readOnly={readOnly}>
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
          <DayField control={control} name="date" label={t('fields.date')} required disabled={readOnly} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="amount"
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
          <FormTextField
            control={control}
            name="currency"
            label={t('fields.currency')}
            options={currencyOptions}
            disabled={readOnly || bookingId != null}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="mode"
            label={t('fields.mode')}
            options={modeOptions}
            required
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="status"
            label={t('fields.status')}
            options={statusOptions}
            required
            disabled={readOnly}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="reference"
            label={t('fields.reference')}
            hint={t('dialog.referenceHint')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('fields.description')}
            multiline
            minRows={2}
            disabled={readOnly}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
