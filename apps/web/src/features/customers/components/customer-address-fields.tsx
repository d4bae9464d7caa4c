import type { AddressChoice, CustomerInput, customerInputSchema } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { memo } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { AddressAutocompleteField, fillAddress } from '../../../components/form/address-autocomplete-field';
import { FormTextField } from '../../../components/form/form-text-field';

type FormValues = z.input<typeof customerInputSchema>;

/**
 * The customer's address: street, city, state and country offer the address setup's places as they are typed (free
 * text stays allowed) and a pick fills the boxes around it. Its own component, memoised, so that typing elsewhere in
 * the form (the duplicate check watches email and phone) does not redraw its type-ahead boxes.
 */
export const CustomerAddressFields = memo(function CustomerAddressFields({
  control,
  setValue,
  readOnly,
}: {
  control: Control<FormValues, unknown, CustomerInput>;
  setValue: UseFormSetValue<FormValues>;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation('customers');
  const [country, state, city] = useWatch({ control, name: ['country', 'state', 'city'] });
  const pickPlace = (c: AddressChoice) =>
    fillAddress(setValue, c, i18n.language, {
      city: 'city',
      state: 'state',
      country: 'country',
      postcode: 'postcode',
    });
  const place = (name: 'addressLine1' | 'city' | 'state' | 'country', level: AddressChoice['level']) => (
    <AddressAutocompleteField
      control={control}
      name={name}
      level={level}
      within={{ country, state, city }}
      onPick={pickPlace}
      label={t(`fields.${name}`)}
      disabled={readOnly}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{place('addressLine1', 'street')}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="addressLine2"
          label={t('fields.addressLine2')}
          disabled={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{place('city', 'city')}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{place('state', 'state')}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name="postcode" label={t('fields.postcode')} disabled={readOnly} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{place('country', 'country')}</Grid>
    </Grid>
  );
});
