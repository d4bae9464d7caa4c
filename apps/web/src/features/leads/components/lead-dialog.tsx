import { BUSINESS_TYPES, LEAD_SOURCES, leadInputSchema, type Lead } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { GridField } from '../../../components/form/grid-field';
import { DayField } from '../../../components/form/money-field';
import { useLeadManagers, useSaveLead } from '../api/leads';
import { SolutionsField } from './solutions-field';

type FormValues = z.input<typeof leadInputSchema>;
const TEXT_FIELDS = [
  'propertyName',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'ownerName',
  'city',
] as const;
const FIELDS = [
  ...TEXT_FIELDS,
  'businessType',
  'solutions',
  'source',
  'accountManagerUserId',
  'followUpDate',
] as const;

function defaultsOf(l: Lead | null): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, l?.[f] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    businessType: l?.businessType ?? 'Accommodation',
    solutions: l?.solutions ?? [],
    source: l?.source ?? 'PHONE',
    accountManagerUserId: l?.accountManagerUserId ?? null,
    followUpDate: l?.followUpDate ?? '',
  };
}

const readId = (v: string): unknown => (v === '' ? null : Number(v));

export type LeadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this lead; without it, a new one. */
  lead?: Lead | null;
  onSaved?: (lead: Lead) => void;
};

/** A lead as staff type it in: the business, who to talk to and how, what it wants, who follows it up and when. */
export function LeadDialog(props: LeadDialogProps) {
  return props.open ? <LeadForm {...props} key={props.lead?.id ?? 'new'} /> : null;
}

function LeadForm({ onClose, lead = null, onSaved }: LeadDialogProps) {
  const { t } = useTranslation('leads');
  const save = useSaveLead();
  const managers = useLeadManagers();
  const { form, dialogProps } = useKitForm({
    schema: leadInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(lead),
    onSave: async (input) => {
      const saved = await save.mutateAsync({ id: lead?.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const text = (name: (typeof TEXT_FIELDS)[number], required = false) => (
    <GridField sm={6} control={control} name={name} required={required} label={t(`fields.${name}`)} />
  );
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={lead ? t('form.editTitle', { name: lead.propertyName }) : t('form.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <SectionTitle>{t('form.business')}</SectionTitle>
        {text('propertyName', true)}
        <GridField
          sm={6}
          control={control}
          name="businessType"
          required
          label={t('fields.businessType')}
          options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessType.${b}`) }))}
        />
        {text('ownerName')}
        {text('city')}
        <Grid size={12}>
          <SolutionsField control={control} name="solutions" />
        </Grid>
        <SectionTitle>{t('form.contact')}</SectionTitle>
        {text('firstName', true)}
        {text('lastName')}
        {text('email')}
        {text('mobile')}
        <SectionTitle>{t('form.followUp')}</SectionTitle>
        <GridField
          sm={6}
          control={control}
          name="source"
          required
          label={t('fields.source')}
          options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="accountManagerUserId"
          reads={readId}
          label={t('fields.accountManager')}
          options={[
            { value: '', label: t('list.nobody') },
            ...(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          ]}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="followUpDate" label={t('fields.followUpDate')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
