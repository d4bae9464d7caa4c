import { SERVICE_TYPES, serviceInputSchema, type Booking } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { fieldErrorText } from '../../../lib/form-errors';
import { useAddService } from '../api/bookings';
import { currentProperty, money } from '../utils/property';

/** Where the server's field messages may land. */
const SERVICE_FIELDS = Object.keys(serviceInputSchema.shape);

/** Adds a service (breakfast, parking, late check-out…) to the guest's folio. */
type ServiceDialogProps = { booking: Booking; open: boolean; onClose: () => void };

export function ServiceDialog(props: ServiceDialogProps) {
  if (!props.open) return null;
  return <ServiceDialogOpen {...props} />;
}

function ServiceDialogOpen({ booking, onClose }: ServiceDialogProps) {
  const { t } = useTranslation('bookings');
  const { t: tr } = useTranslation();
  const add = useAddService(booking.id);
  const { today } = currentProperty();
  const { form, dialogProps } = useKitForm({
    emptyBoxes: 'asRead',
    schema: serviceInputSchema,
    defaultValues: {
      serviceType: 'Breakfast',
      description: '',
      // Inside the stay: today while in house, else the arrival.
      date: today >= booking.arrival && today < booking.departure ? today : booking.arrival,
      quantity: 1,
      unitPrice: Number.NaN,
      taxPercentage: 0,
    },
    fields: SERVICE_FIELDS,
    onSave: async (input) => {
      await add.mutateAsync(input);
      onClose();
    },
  });
  const { register, control, formState } = form;
  const [quantity, unitPrice, taxPercentage] = useWatch({
    control,
    name: ['quantity', 'unitPrice', 'taxPercentage'],
  });
  const amount = (quantity || 0) * (unitPrice || 0);
  const total = amount + (amount * (taxPercentage || 0)) / 100;
  const err = (name: keyof typeof formState.errors) => fieldErrorText(tr, formState.errors[name]);
  return (
    <FormDialog
      title={t('services.addTitle')}
      onClose={onClose}
      submitLabel={t('services.add')}
      {...dialogProps}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="serviceType"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                required
                label={t('services.type')}
                value={field.value}
                onChange={field.onChange}
                error={!!err('serviceType')}
                helperText={err('serviceType')}
              >
                {SERVICE_TYPES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`serviceTypes.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            type="date"
            label={t('services.date')}
            {...register('date')}
            error={!!err('date')}
            helperText={err('date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label={t('services.description')}
            {...register('description')}
            error={!!err('description')}
            helperText={err('description')}
          />
        </Grid>
        <Grid size={4}>
          <TextField
            fullWidth
            required
            type="number"
            label={t('services.quantity')}
            {...register('quantity', { valueAsNumber: true })}
            error={!!err('quantity')}
            helperText={err('quantity')}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </Grid>
        <Grid size={4}>
          <TextField
            fullWidth
            required
            type="number"
            label={t('services.unitPrice')}
            {...register('unitPrice', { valueAsNumber: true })}
            error={!!err('unitPrice')}
            helperText={err('unitPrice')}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
        </Grid>
        <Grid size={4}>
          <TextField
            fullWidth
            type="number"
            label={t('services.taxPercentage')}
            {...register('taxPercentage', { valueAsNumber: true })}
            error={!!err('taxPercentage')}
            helperText={err('taxPercentage')}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
        </Grid>
      </Grid>
      <Typography sx={{ mt: 2 }} aria-live="polite">
        {t('services.total', { amount: money(Math.round(total * 100) / 100, booking.currency) })}
      </Typography>
    </FormDialog>
  );
}
