import { COMPANY_STATUSES, companyInputSchema, type AddressChoice, type Company } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { AddressAutocompleteField, fillAddress } from '../../../components/form/address-autocomplete-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { useCompanyRatePlans, useCreateCompany, useUpdateCompany } from '../api/companies';

type FormValues = z.input<typeof companyInputSchema>;

const TEXT_FIELDS = [
  'name',
  'taxNumber',
  'email',
  'phone',
  'contactName',
  'contactEmail',
  'contactPhone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'country',
  'postcode',
  'notes',
] as const;
const FIELDS = [...TEXT_FIELDS, 'creditLimit', 'paymentTermsDays', 'ratePlanId', 'status'] as const;

function defaultsOf(company: Company | null): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, company?.[f] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    creditLimit: company?.creditLimit ?? null,
    paymentTermsDays: company?.paymentTermsDays ?? 30,
    ratePlanId: company?.ratePlanId ?? null,
    status: company?.status ?? 'ACTIVE',
  };
}

/** A select's '' is "none" (null); any other value is the plan's id. */
const readId = (v: string): unknown => (v === '' ? null : Number(v));

export type CompanyDialogProps = {
  open: boolean;
  onClose: () => void;
  organisationId: number;
  /** Edit this company; without it, a new one. */
  company?: Company | null;
  onSaved?: (company: Company) => void;
};

/**
 * A corporate client: name, tax number, the company's and its contact's email and phone, address, credit limit
 * (blank: no limit), payment terms in days, the negotiated rate plan (one of the organisation's), status, notes.
 */
export function CompanyDialog(props: CompanyDialogProps) {
  return props.open ? <CompanyForm {...props} key={props.company?.id ?? 'new'} /> : null;
}

function CompanyForm({ onClose, organisationId, company = null, onSaved }: CompanyDialogProps) {
  const { t, i18n } = useTranslation('companies');
  const create = useCreateCompany(organisationId);
  const update = useUpdateCompany();
  const plans = useCompanyRatePlans(organisationId, true);
  const { form, dialogProps } = useKitForm({
    schema: companyInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(company),
    onSave: async (input) => {
      const saved = company
        ? await update.mutateAsync({ id: company.id, input })
        : await create.mutateAsync(input);
      onSaved?.(saved);
      onClose();
    },
  });
  const { control, setValue } = form;
  // The address offers the address setup's places as it is typed (free text stays allowed); a pick fills the boxes
  // around it, as on the customer and business profile forms.
  const [country, state, city] = useWatch({ control, name: ['country', 'state', 'city'] });
  const pickPlace = (c: AddressChoice) =>
    fillAddress(setValue, c, i18n.language, {
      city: 'city',
      state: 'state',
      country: 'country',
      postcode: 'postcode',
    });
  const place = (
    name: 'addressLine1' | 'city' | 'state' | 'country',
    level: AddressChoice['level'],
    size: number,
  ) => (
    <Grid size={{ xs: 12, sm: size }}>
      <AddressAutocompleteField
        control={control}
        name={name}
        level={level}
        within={{ country, state, city }}
        onPick={pickPlace}
        label={t(`fields.${name}`)}
      />
    </Grid>
  );
  const text = (name: (typeof TEXT_FIELDS)[number], size: number, required = false) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField control={control} name={name} required={required} label={t(`fields.${name}`)} />
    </Grid>
  );
  const planOptions = [
    { value: '', label: t('form.noPlan') },
    ...(plans.data ?? []).map((p) => ({
      value: String(p.id),
      label: `${p.propertyName} · ${p.roomTypeName} · ${p.name}`,
    })),
  ];

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={company ? t('form.editTitle', { name: company.name }) : t('form.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {text('name', 8, true)}
        {text('taxNumber', 4)}
        {text('email', 6)}
        {text('phone', 6)}
        <SectionTitle>{t('form.contact')}</SectionTitle>
        {text('contactName', 4)}
        {text('contactEmail', 4)}
        {text('contactPhone', 4)}
        <SectionTitle>{t('form.address')}</SectionTitle>
        {place('addressLine1', 'street', 6)}
        {text('addressLine2', 6)}
        {place('city', 'city', 3)}
        {place('state', 'state', 3)}
        {place('country', 'country', 3)}
        {text('postcode', 3)}
        <SectionTitle>{t('form.terms')}</SectionTitle>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyField
            control={control}
            name="creditLimit"
            label={t('fields.creditLimit')}
            hint={t('form.creditHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="paymentTermsDays"
            required
            reads="number"
            min={0}
            label={t('fields.paymentTermsDays')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="status"
            required
            label={t('fields.status')}
            options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="ratePlanId"
            reads={readId}
            label={t('fields.ratePlan')}
            hint={t('form.planHint')}
            options={planOptions}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
