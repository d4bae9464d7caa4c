import { PAYMENT_MODES } from '@bookone/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { BookingForm } from './new-booking-guest';

/** An advance payment taken with the booking: amount, mode and reference, shown once ticked. */
export function AdvancePaymentFields({
  form,
  err,
}: {
  form: BookingForm;
  err: (name: string) => string | undefined;
}) {
  const { t } = useTranslation('bookings');
  const { register, control } = form;
  const takePayment = useWatch({ control, name: 'takePayment' });
  return (
    <>
      <Controller
        control={control}
        name="takePayment"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('form.takeAdvance')}
          />
        )}
      />
      {takePayment && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              required
              type="number"
              label={t('form.advanceAmount')}
              {...register('advancePayment.amount', { valueAsNumber: true })}
              error={!!err('advancePayment.amount')}
              helperText={err('advancePayment.amount')}
              slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="advancePayment.mode"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t('payment.mode')}
                  value={field.value}
                  onChange={field.onChange}
                >
                  {PAYMENT_MODES.map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`paymentModes.${m}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              fullWidth
              label={t('payment.reference')}
              {...register('advancePayment.reference')}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
