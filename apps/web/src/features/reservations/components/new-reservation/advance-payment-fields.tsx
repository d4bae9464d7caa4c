import { PAYMENT_MODES } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { MoneyField } from '../../../../components/form/money-field';
import type { NewReservationForm } from './types';

/** An advance payment taken with the reservation (a Paid payment of the payments module): shown once ticked. */
export function AdvancePaymentFields({ form }: { form: NewReservationForm }) {
  const { t } = useTranslation('reservations');
  const { control } = form;
  const take = useWatch({ control, name: 'takePayment' });
  return (
    <>
      <CheckboxField control={control} name="takePayment" label={t('form.takeAdvance')} />
      {take && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <MoneyField control={control} name="advancePayment.amount" label={t('payment.amount')} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="advancePayment.mode"
              label={t('payment.mode')}
              options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`paymentModes.${m}`) }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="advancePayment.reference"
              label={t('payment.reference')}
              reads="optionalText"
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
