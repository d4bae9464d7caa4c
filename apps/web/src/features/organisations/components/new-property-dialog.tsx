import {
  BUSINESS_TYPES,
  CURRENCIES,
  organisationPropertyInputSchema,
  PLANS,
  type OrganisationProperty,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { useCreateProperty } from '../api/organisation-properties';
import { SubscriptionsField } from './subscriptions-field';

type FormValues = z.input<typeof organisationPropertyInputSchema>;
const FIELDS = [
  'name',
  'businessType',
  'plan',
  'localCurrency',
  'timezone',
  'email',
  'mobile',
  'city',
  'country',
  'subscriptionIds',
] as const;

export type NewPropertyDialogProps = {
  open: boolean;
  organisationId: number;
  /** The organisation's currency, the new property's default. */
  currency?: string | null;
  onClose: () => void;
  onSaved?: (p: OrganisationProperty) => void;
};

/** A new property of the organisation: it starts NEW, and its administrator completes it through onboarding. */
export function NewPropertyDialog(props: NewPropertyDialogProps) {
  return props.open ? <NewPropertyForm {...props} /> : null;
}

function NewPropertyForm({ organisationId, currency, onClose, onSaved }: NewPropertyDialogProps) {
  const { t } = useTranslation('organisations');
  const create = useCreateProperty(organisationId);
  const defaults: FormValues = {
    name: '',
    businessType: '' as FormValues['businessType'],
    plan: '' as unknown as FormValues['plan'],
    localCurrency: ((CURRENCIES as readonly string[]).includes(currency ?? '')
      ? currency
      : 'NZD') as FormValues['localCurrency'],
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    email: '',
    mobile: '',
    city: '',
    country: '',
    subscriptionIds: [],
  };
  const { form, dialogProps } = useKitForm({
    schema: organisationPropertyInputSchema,
    fields: FIELDS,
    defaultValues: defaults,
    onSave: async (input) => {
      const saved = await create.mutateAsync(input);
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const text = (name: Exclude<(typeof FIELDS)[number], 'subscriptionIds'>, required = false) => (
    <FormTextField control={control} name={name} required={required} label={t(`fields.${name}`)} />
  );
  return (
    <FormDialog {...dialogProps} onClose={onClose} title={t('properties.newTitle')}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Alert severity="info">{t('properties.onboardingHint')}</Alert>
        </Grid>
        <Grid size={12}>{text('name', true)}</Grid>
        <GridField
          sm={6}
          control={control}
          name="businessType"
          required
          label={t('fields.businessType')}
          options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="plan"
          label={t('fields.plan')}
          options={[
            { value: '', label: t('plans.none') },
            ...PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) })),
          ]}
        />
        <GridField
          sm={6}
          control={control}
          name="localCurrency"
          required
          label={t('fields.localCurrency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <Grid size={{ xs: 12, sm: 6 }}>{text('timezone', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('mobile')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('city')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('country')}</Grid>
        <Grid size={12}>
          <SubscriptionsField control={control} name="subscriptionIds" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
