import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  CustomerSearchField,
  DuplicateCustomers,
  useCustomerChoice,
  type NamedCustomer,
} from '../../../../components/customer-choice';
import { GridField } from '../../../../components/form/grid-field';
import { useCan } from '../../../../hooks/use-can';
import { fieldErrorText } from '../../../../lib/form-errors';
import type { NewReservationForm } from './types';

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

  const choice = useCustomerChoice({
    propertyId,
    mode,
    email,
    phone,
    initialCustomerId,
    checkDuplicates: canFind,
  });
  const pickedError = fieldErrorText(tr, getFieldState('customerId', formState).error);

  const pick = (c: NamedCustomer | null) => {
    choice.setChosen(c);
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
        <CustomerSearchField
          choice={choice}
          onPick={pick}
          label={t('form.findCustomer')}
          placeholder={t('form.findCustomerHint')}
          noOptionsText={t('form.noCustomerFound')}
          error={!!pickedError}
          helperText={pickedError ?? ' '}
        />
      ) : (
        <Grid container spacing={2}>
          <GridField
            sm={6}
            control={control}
            name="customer.firstName"
            label={t('form.firstName')}
            required
            autoComplete="off"
          />
          <GridField
            sm={6}
            control={control}
            name="customer.lastName"
            label={t('form.lastName')}
            reads="optionalText"
            autoComplete="off"
          />
          <GridField
            sm={6}
            control={control}
            name="customer.email"
            label={t('form.email')}
            type="email"
            reads="optionalText"
            autoComplete="off"
          />
          <GridField
            sm={6}
            control={control}
            name="customer.phone"
            label={t('form.phone')}
            type="tel"
            reads="optionalText"
            hint={t('form.phoneHelp')}
            autoComplete="off"
          />
          <DuplicateCustomers
            duplicates={choice.duplicates}
            intro={t('form.duplicateIntro')}
            takeLabel={(d) => t('form.useThisCustomer', { name: d.name })}
            onUse={(c) => {
              pick(c);
              setValue('customerMode', 'existing');
            }}
          />
        </Grid>
      )}
    </Box>
  );
}
