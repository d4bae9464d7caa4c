import { CURRENCIES, organisationInputSchema, type Organisation } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveOrganisation } from '../api/organisations';

type FormValues = z.input<typeof organisationInputSchema>;

/** The fields in the form's order, grouped as the dialog shows them. */
const GROUPS = {
  identity: ['name', 'ownerName', 'email', 'address', 'mobile', 'landline'],
  country: ['countryCode', 'countryName', 'currency', 'currencySymbol'],
  brand: ['logoUrl', 'websiteUrl', 'themePrimary', 'themeSecondary', 'fontFamily'],
  support: ['supportName', 'supportEmail', 'supportPhone'],
  social: ['facebook', 'twitter', 'instagram'],
} as const satisfies Record<string, readonly (keyof FormValues)[]>;
const FIELDS = Object.values(GROUPS).flat();

function defaultsOf(o: Organisation | null): FormValues {
  const values = {} as Record<(typeof FIELDS)[number], string>;
  for (const f of FIELDS) values[f] = o?.[f] ?? '';
  return values as FormValues;
}

export type OrganisationDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this organisation; without it, a new one. */
  organisation?: Organisation | null;
  onSaved?: (o: Organisation) => void;
};

/** Add or edit an organisation: the original's GroupUser fields, only the name required. */
export function OrganisationDialog(props: OrganisationDialogProps) {
  return props.open ? <OrganisationForm {...props} key={props.organisation?.id ?? 'new'} /> : null;
}

function OrganisationForm({ onClose, organisation = null, onSaved }: OrganisationDialogProps) {
  const { t } = useTranslation('organisations');
  const save = useSaveOrganisation();
  const { form, dialogProps } = useKitForm({
    schema: organisationInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(organisation),
    onSave: async (input) => {
      const saved = await save.mutateAsync({ id: organisation?.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const currencyOptions = [
    { value: '', label: t('common.none') },
    ...CURRENCIES.map((c) => ({ value: c, label: c })),
  ];
  const field = (name: (typeof FIELDS)[number], wide = false) => (
    <Grid key={name} size={{ xs: 12, sm: wide ? 12 : 6 }}>
      <FormTextField
        control={control}
        name={name}
        required={name === 'name'}
        label={t(`fields.${name}`)}
        hint={
          name === 'themePrimary' || name === 'themeSecondary' ? t('organisations.colourHint') : undefined
        }
        options={name === 'currency' ? currencyOptions : undefined}
      />
    </Grid>
  );

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={
        organisation ? t('organisations.editTitle', { name: organisation.name }) : t('organisations.newTitle')
      }
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {field('name', true)}
        {GROUPS.identity.slice(1).map((f) => field(f, f === 'address'))}
        <SectionTitle>{t('organisations.sections.country')}</SectionTitle>
        {GROUPS.country.map((f) => field(f))}
        <SectionTitle>{t('organisations.sections.brand')}</SectionTitle>
        {GROUPS.brand.map((f) => field(f))}
        <SectionTitle>{t('organisations.sections.support')}</SectionTitle>
        {GROUPS.support.map((f) => field(f))}
        <SectionTitle>{t('organisations.sections.social')}</SectionTitle>
        {GROUPS.social.map((f) => field(f))}
      </Grid>
    </FormDialog>
  );
}
