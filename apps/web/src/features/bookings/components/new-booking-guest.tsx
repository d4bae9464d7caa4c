import type { BookingCreateInput } from '@bookone/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  CustomerSearchField,
  DuplicateCustomers,
  useCustomerChoice,
} from '../../../components/customer-choice';
import type { NewBookingValues } from '../utils/quote-form';

export type BookingForm = UseFormReturn<NewBookingValues, unknown, BookingCreateInput>;

/**
 * The guest of a new booking: an existing guest picked by search (or the caller's prefilled guest), or a new one
 * typed in, with a warning (and "use this guest") when the email or phone already belongs to someone.
 */
export function GuestFields({
  form,
  err,
  propertyId,
  initialCustomerId,
}: {
  form: BookingForm;
  err: (name: string) => string | undefined;
  propertyId: number;
  initialCustomerId?: number;
}) {
  const { t } = useTranslation('bookings');
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control }) as NewBookingValues;
  const choice = useCustomerChoice({
    propertyId,
    mode: values.customerMode,
    email: values.customer.email,
    phone: values.customer.phone,
    initialCustomerId,
  });

  // The new guest's boxes: each registered as customer.<name>, its error (or hint) under it.
  const guestField = (
    name: 'firstName' | 'lastName' | 'email' | 'phone',
    { required = false, type, hint }: { required?: boolean; type?: string; hint?: string } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        required={required}
        type={type}
        label={t(`form.${name}`)}
        {...register(`customer.${name}`)}
        error={!!err(`customer.${name}`)}
        helperText={err(`customer.${name}`) ?? hint}
        autoComplete="off"
      />
    </Grid>
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle2">
          {t('form.guest')}
        </Typography>
        <Controller
          control={control}
          name="customerMode"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={field.value}
              onChange={(_e, v: 'existing' | 'new' | null) => v && field.onChange(v)}
              aria-label={t('form.guest')}
            >
              <ToggleButton value="existing">{t('form.existingGuest')}</ToggleButton>
              <ToggleButton value="new">{t('form.newGuest')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
      </Box>
      {values.customerMode === 'existing' ? (
        <CustomerSearchField
          choice={choice}
          onPick={(c) => {
            choice.setChosen(c);
            setValue('customerId', c?.id ?? null, { shouldValidate: formState.isSubmitted });
          }}
          label={t('form.findGuest')}
          placeholder={t('form.findGuestHint')}
          noOptionsText={t('form.noGuestFound')}
          error={!!err('customerId')}
          helperText={err('customerId') && t('form.pickGuest')}
        />
      ) : (
        <Grid container spacing={2}>
          {guestField('firstName', { required: true })}
          {guestField('lastName')}
          {guestField('email', { type: 'email' })}
          {guestField('phone', { type: 'tel', hint: t('form.phoneHelp') })}
          <DuplicateCustomers
            duplicates={choice.duplicates}
            intro={t('form.duplicateIntro')}
            takeLabel={() => t('form.useThisGuest')}
            onUse={(c) => {
              choice.setChosen(c);
              setValue('customerId', c.id);
              setValue('customerMode', 'existing');
            }}
          />
        </Grid>
      )}
    </>
  );
}
