import { PAYMENT_MODES, reservationPaymentInputSchema, type Reservation } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../../components/form/money-field';
import { propertyToday } from '../../../../lib/dates';
import { useReservationPayment } from '../../api/reservation-actions';
import { formatMoney } from '../../utils/reservation-time';

type Values = z.input<typeof reservationPaymentInputSchema>;

/**
 * "Take payment": a Paid payment of the payments module linked to the reservation, in its currency, the balance
 * proposed. The server refuses more than the balance, or a cancelled reservation, with its message.
 */
export function TakePaymentDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: Reservation;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const pay = useReservationPayment(reservation.propertyId);
  const { form, dialogProps } = useKitForm({
    schema: reservationPaymentInputSchema,
    fields: ['amount', 'mode', 'reference', 'date'],
    defaultValues: {
      amount: reservation.balance > 0 ? reservation.balance : (undefined as never),
      mode: 'Cash',
      reference: null,
      date: propertyToday(),
    } satisfies Partial<Values>,
    onSave: async (input) => {
      await pay.mutateAsync({ id: reservation.id, input });
      onDone();
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialogProps}
      title={t('takePayment.title', { reference: reservation.referenceNumber })}
      onClose={onClose}
      submitLabel={t('takePayment.submit')}
      submittingLabel={t('takePayment.submitting')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            control={control}
            name="amount"
            label={`${t('payment.amount')} (${reservation.currency})`}
            required
            autoFocus
            hint={t('takePayment.balanceHint', {
              amount: formatMoney(reservation.balance, reservation.currency, i18n.language),
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="mode"
            label={t('payment.mode')}
            required
            options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`paymentModes.${m}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="date" label={t('payment.date')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="reference"
            label={t('payment.reference')}
            reads="optionalText"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
