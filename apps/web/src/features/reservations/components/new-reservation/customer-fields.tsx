import type { Customer } from '@bookone/domain';
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
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormTextField } from '../../../../components/form/form-text-field';
import { useCan } from '../../../../hooks/use-can';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { fieldErrorText } from '../../../../lib/form-errors';
import { useCustomer, useCustomerDuplicates, useCustomers } from '../../../../lib/queries/customers';
import type { NewReservationForm } from './types';

type Named = Pick<Customer, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>;

const customerLabel = (c: Omit<Named, 'id'>) =>
  [[c.firstName, c.lastName].filter(Boolean).join(' '), c.email, c.phone].filter(Boolean).join(' · ');

/**
 * The reservation's customer: one of the property's customers found by name, email or phone as the clerk types, or
 * a new one typed in, with the customers module's warning (and "Use this customer") when the email or phone
 * already belongs to someone. Without customer.read (service staff) only a new customer can be typed in.
 */
export function CustomerFields({
  form,
  propertyId,
  initialCustomerId,
}: {
  form: NewReservationForm;
  propertyId: number;
  initialCustomerId?: number;
}) {
  const { t } = useTranslation('reservations');
  const { t: tr } = useTranslation();
  const { control, setValue, getFieldState, formState } = form;
  // Service staff take reservations without reading the customer list: they type the customer in.
  const canFind = useCan('customer.read');
  const mode = useWatch({ control, name: 'customerMode' });
  const email = useWatch({ control, name: 'customer.email' }) ?? '';
  const phone = useWatch({ control, name: 'customer.phone' }) ?? '';

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 250);
  const customers = useCustomers(
    propertyId,
    { search: debouncedSearch || undefined, page: 0, size: 10, sort: 'name' },
    mode === 'existing',
  );
  const prefilled = useCustomer(initialCustomerId);
  // Undefined until the clerk picks: the prefilled customer shows meanwhile.
  const [chosen, setChosen] = useState<Named | null | undefined>(undefined);
  const picked = chosen === undefined ? (prefilled.data ?? null) : chosen;

  const dupEmail = useDebouncedValue(mode === 'new' ? email.trim() : '', 400);
  const dupPhone = useDebouncedValue(mode === 'new' ? phone.trim() : '', 400);
  const duplicates = useCustomerDuplicates(propertyId, {
    email: canFind && dupEmail.includes('@') ? dupEmail : undefined,
    phone: canFind && dupPhone.replace(/\D/g, '').length >= 6 ? dupPhone : undefined,
  });
  const pickedError = fieldErrorText(tr, getFieldState('customerId', formState).error);

  const pick = (c: Named | null) => {
    setChosen(c);
    setValue('customerId', c?.id ?? null, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <Box component="section" aria-labelledby="new-reservation-customer" sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="new-reservation-customer" component="h3" variant="subtitle2">
          {t('form.customer')}
        </Typography>
        {canFind && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_e, v: 'existing' | 'new' | null) =>
              v && setValue('customerMode', v, { shouldDirty: true })
            }
            aria-label={t('form.customer')}
          >
            <ToggleButton value="existing">{t('form.existingCustomer')}</ToggleButton>
            <ToggleButton value="new">{t('form.newCustomer')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {mode === 'existing' ? (
        <Autocomplete
          options={customers.data?.items ?? []}
          value={picked}
          loading={customers.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={customerLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_e, v, reason) => reason === 'input' && setSearch(v)}
          onChange={(_e, c) => pick(c)}
          noOptionsText={t('form.noCustomerFound')}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('form.findCustomer')}
              placeholder={t('form.findCustomerHint')}
              error={!!pickedError}
              helperText={pickedError ?? ' '}
            />
          )}
        />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="customer.firstName"
              label={t('form.firstName')}
              required
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="customer.lastName"
              label={t('form.lastName')}
              reads="optionalText"
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="customer.email"
              label={t('form.email')}
              type="email"
              reads="optionalText"
              autoComplete="off"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="customer.phone"
              label={t('form.phone')}
              type="tel"
              reads="optionalText"
              hint={t('form.phoneHelp')}
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
                      {customerLabel({ firstName: d.name, lastName: null, email: d.email, phone: d.phone })}
                    </span>
                    <Button
                      size="small"
                      onClick={() => {
                        pick({ id: d.id, firstName: d.name, lastName: null, email: d.email, phone: d.phone });
                        setValue('customerMode', 'existing');
                      }}
                    >
                      {t('form.useThisCustomer', { name: d.name })}
                    </Button>
                  </Box>
                ))}
              </Alert>
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  );
}
