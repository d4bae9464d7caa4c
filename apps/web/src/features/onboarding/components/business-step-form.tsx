import { CURRENCIES, businessStepSchema, type BusinessStepInput } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { GridField } from '../../../components/form/grid-field';
import { fieldErrorText } from '../../../lib/form-errors';
import { inLanguage, useOfferedBusinessTypes } from '../../../lib/queries/business-types';
import { StepForm } from './step-form';

export type BusinessStepValues = BusinessStepInput;

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** Step 1: business details. The short name prefixes booking numbers (e.g. KL-0001). */
export function BusinessStepForm({
  defaultValues,
  onSave,
}: {
  defaultValues: BusinessStepValues;
  onSave: (values: BusinessStepInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('setup');
  const { t: tc, i18n } = useTranslation();
  const zones = useMemo(() => timeZones(), []);
  const offered = useOfferedBusinessTypes();
  const kit = useKitForm({
    schema: businessStepSchema,
    defaultValues,
    onSave,
    alwaysShowServerMessage: true,
  });
  const { control } = kit.form;
  const shortName = useWatch({ control, name: 'shortName' });
  const prefixExample = (shortName || 'XX').trim().toUpperCase();
  // The organisation's active types (Business Type Config), named in the interface language; the property's own
  // type stays choosable even when it is no longer offered to new properties.
  const chosen = defaultValues.businessType;
  const typeOptions = (offered.data ?? [])
    .filter((type) => type.active || type.key === chosen)
    .map((type) => ({ value: type.key, label: inLanguage(i18n.language, type.labelEn, type.labelFr) }));

  return (
    <StepForm label={t('steps.business')} kit={kit}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('business.identity')}
      </Typography>
      <Grid container spacing={2}>
        <GridField control={control} name="name" label={t('fields.name')} required />
        <GridField
          control={control}
          name="businessType"
          label={t('fields.businessType')}
          required
          options={typeOptions}
          hint={offered.isError ? t('business.typesUnavailable') : undefined}
        />
        <GridField
          control={control}
          name="shortName"
          label={t('fields.shortName')}
          required
          hint={t('business.shortNameHint', { example: `${prefixExample}-0001` })}
        />
        <GridField
          md={3}
          control={control}
          name="localCurrency"
          label={t('fields.localCurrency')}
          required
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Grid size={{ xs: 12, md: 3 }}>
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => {
              const error = fieldErrorText(tc, fieldState.error);
              return (
                <Autocomplete
                  options={zones}
                  value={field.value || null}
                  onChange={(_, value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  autoHighlight
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      name={field.name}
                      label={t('fields.timezone')}
                      required
                      error={error != null}
                      helperText={error ?? ' '}
                    />
                  )}
                />
              );
            }}
          />
        </Grid>
      </Grid>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('business.contact')}
      </Typography>
      <Grid container spacing={2}>
        <GridField control={control} name="email" type="email" label={t('fields.email')} required />
        <GridField control={control} name="phone" type="tel" label={t('fields.phone')} required />
        <GridField control={control} name="mobile" type="tel" label={t('fields.mobile')} />
        <GridField control={control} name="whatsApp" type="tel" label={t('fields.whatsApp')} />
        <GridField
          md={12}
          control={control}
          name="website"
          type="url"
          label={t('fields.website')}
          hint={t('business.websiteHint')}
        />
      </Grid>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('business.address')}
      </Typography>
      <Grid container spacing={2}>
        <GridField control={control} name="address.addressLine1" label={t('fields.addressLine1')} required />
        <GridField control={control} name="address.addressLine2" label={t('fields.addressLine2')} />
        <GridField md={4} control={control} name="address.suburb" label={t('fields.suburb')} />
        <GridField md={4} control={control} name="address.city" label={t('fields.city')} required />
        <GridField md={4} control={control} name="address.state" label={t('fields.state')} />
        <GridField control={control} name="address.country" label={t('fields.country')} required />
        <GridField control={control} name="address.postcode" label={t('fields.postcode')} />
      </Grid>
    </StepForm>
  );
}
