import type { BookingCreateInput, Customer } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCustomer, useCustomerDuplicates, useCustomers } from '../../../lib/queries/customers';
import type { NewBookingValues } from '../utils/quote-form';

export type BookingForm = UseFormReturn<NewBookingValues, unknown, BookingCreateInput>;

const customerLabel = (c: Pick<Customer, 'firstName' | 'lastName' | 'email' | 'phone'>) =>
  [[c.firstName, c.lastName].filter(Boolean).join(' '), c.email, c.phone].filter(Boolean).join(' · ');

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
  // Guest picker: search as the clerk types; the prefilled guest is loaded by id.
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 250);
  const customers = useCustomers(
    propertyId,
    { search: debouncedSearch || undefined, page: 0, size: 10, sort: 'name' },
    values.customerMode === 'existing',
  );
  const prefilled = useCustomer(initialCustomerId);
  // Undefined until the clerk picks: the prefilled guest shows meanwhile.
  const [chosen, setPicked] = useState<Customer | null | undefined>(undefined);
  const picked = chosen === undefined ? (prefilled.data ?? null) : chosen;

  const dupEmail = useDebouncedValue(values.customerMode === 'new' ? values.customer.email.trim() : '', 400);
  const dupPhone = useDebouncedValue(values.customerMode === 'new' ? values.customer.phone.trim() : '', 400);
  const duplicates = useCustomerDuplicates(propertyId, {
    email: dupEmail.includes('@') ? dupEmail : undefined,
    phone: dupPhone.replace(/\D/g, '').length >= 6 ? dupPhone : undefined,
  });

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
        <Autocomplete
          options={customers.data?.items ?? []}
          value={picked}
          loading={customers.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={customerLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
          onChange={(_e, c) => {
            setPicked(c);
            setValue('customerId', c?.id ?? null, { shouldValidate: formState.isSubmitted });
          }}
          noOptionsText={t('form.noGuestFound')}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('form.findGuest')}
              placeholder={t('form.findGuestHint')}
              error={!!err('customerId')}
              helperText={err('customerId') && t('form.pickGuest')}
            />
          )}
        />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              required
              label={t('form.firstName')}
              {...register('customer.firstName')}
              error={!!err('customer.firstName')}
              helperText={err('customer.firstName')}
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('form.lastName')}
              {...register('customer.lastName')}
              error={!!err('customer.lastName')}
              helperText={err('customer.lastName')}
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="email"
              label={t('form.email')}
              {...register('customer.email')}
              error={!!err('customer.email')}
              helperText={err('customer.email')}
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="tel"
              label={t('form.phone')}
              {...register('customer.phone')}
              error={!!err('customer.phone')}
              helperText={err('customer.phone') ?? t('form.phoneHelp')}
              autoComplete="off"
            />
          </Grid>
          {(duplicates.data?.length ?? 0) > 0 && (
            <Grid size={12}>
              <Alert severity="warning">
                {t('form.duplicateIntro')}
                {duplicates.data!.map((d) => (
                  <Box key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <span>
                      {customerLabel({
                        firstName: d.name,
                        lastName: null,
                        email: d.email,
                        phone: d.phone,
                      })}
                    </span>
                    <Button
                      size="small"
                      onClick={() => {
                        setPicked({
                          id: d.id,
                          firstName: d.name,
                          lastName: null,
                          email: d.email,
                          phone: d.phone,
                        } as Customer);
                        setValue('customerId', d.id);
                        setValue('customerMode', 'existing');
                      }}
                    >
                      {t('form.useThisGuest')}
                    </Button>
                  </Box>
                ))}
              </Alert>
            </Grid>
          )}
        </Grid>
      )}
    </>
  );
}
