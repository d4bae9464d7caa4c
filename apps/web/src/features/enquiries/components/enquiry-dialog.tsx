import { ENQUIRY_SOURCES, enquiryInputSchema, type Enquiry } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import {
  useCreateEnquiry,
  useEnquiryAssignees,
  useEnquiryProperties,
  useUpdateEnquiry,
} from '../api/enquiries';

type FormValues = z.input<typeof enquiryInputSchema>;

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'accommodationType',
  'location',
  'foodOptions',
  'dietaryRequirement',
  'notes',
] as const;
const DAY_FIELDS = ['checkInDate', 'checkOutDate', 'followUpDate'] as const;
const COUNT_FIELDS = ['persons', 'children', 'rooms', 'pets'] as const;
const FIELDS = [
  ...TEXT_FIELDS,
  ...DAY_FIELDS,
  ...COUNT_FIELDS,
  'source',
  'propertyId',
  'budgetMin',
  'budgetMax',
  'assigneeUserId',
] as const;

function defaultsOf(e: Enquiry | null, propertyId: number | null): FormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, e?.[f] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const days = Object.fromEntries(DAY_FIELDS.map((f) => [f, e?.[f] ?? ''])) as Record<
    (typeof DAY_FIELDS)[number],
    string
  >;
  return {
    ...text,
    ...days,
    source: e?.source ?? 'PHONE',
    propertyId: e ? e.propertyId : propertyId,
    persons: e?.persons ?? 1,
    children: e?.children ?? 0,
    rooms: e?.rooms ?? 1,
    pets: e?.pets ?? 0,
    budgetMin: e?.budgetMin ?? null,
    budgetMax: e?.budgetMax ?? null,
    assigneeUserId: e?.assigneeUserId ?? null,
  };
}

/** A select's '' is "none" (null); any other value is an id. */
const readId = (v: string): unknown => (v === '' ? null : Number(v));

export type EnquiryDialogProps = {
  open: boolean;
  onClose: () => void;
  organisationId: number;
  /** Edit this enquiry; without it, a new one (a call being typed in). */
  enquiry?: Enquiry | null;
  /** A new enquiry's property: a property user's own (the form offers only it). */
  defaultPropertyId?: number | null;
  onSaved?: (enquiry: Enquiry) => void;
};

/**
 * An enquiry as the original's form holds it, grouped: the guest and how to answer them, the stay (type, place,
 * dates, party, rooms, pets), food and budget, then who follows it up and when.
 */
export function EnquiryDialog(props: EnquiryDialogProps) {
  return props.open ? <EnquiryForm {...props} key={props.enquiry?.id ?? 'new'} /> : null;
}

function EnquiryForm({
  onClose,
  organisationId,
  enquiry = null,
  defaultPropertyId = null,
  onSaved,
}: EnquiryDialogProps) {
  const { t } = useTranslation('enquiries');
  const create = useCreateEnquiry(organisationId);
  const update = useUpdateEnquiry();
  const properties = useEnquiryProperties(organisationId);
  const assignees = useEnquiryAssignees(organisationId);
  const { form, dialogProps } = useKitForm({
    schema: enquiryInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(enquiry, defaultPropertyId),
    onSave: async (input) => {
      const saved = enquiry
        ? await update.mutateAsync({ id: enquiry.id, input })
        : await create.mutateAsync(input);
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const text = (name: (typeof TEXT_FIELDS)[number], size: number, required = false) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField control={control} name={name} required={required} label={t(`fields.${name}`)} />
    </Grid>
  );
  const day = (name: (typeof DAY_FIELDS)[number], size: number) => (
    <Grid size={{ xs: 12, sm: size }}>
      <DayField control={control} name={name} label={t(`fields.${name}`)} />
    </Grid>
  );
  const count = (name: (typeof COUNT_FIELDS)[number]) => (
    <Grid size={{ xs: 6, sm: 3 }}>
      <FormTextField
        control={control}
        name={name}
        required
        reads="number"
        min={0}
        label={t(`fields.${name}`)}
      />
    </Grid>
  );
  const propertyOptions = [
    ...(defaultPropertyId == null ? [{ value: '', label: t('form.anyProperty') }] : []),
    ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={enquiry ? t('form.editTitle', { number: enquiry.enquiryNumber }) : t('form.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <SectionTitle>{t('form.guest')}</SectionTitle>
        {text('firstName', 6, true)}
        {text('lastName', 6)}
        {text('phone', 6)}
        {text('email', 6)}
        <GridField
          sm={6}
          control={control}
          name="source"
          required
          label={t('fields.source')}
          options={ENQUIRY_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="propertyId"
          reads={readId}
          label={t('fields.property')}
          options={propertyOptions}
        />
        <SectionTitle>{t('form.stay')}</SectionTitle>
        {text('accommodationType', 6)}
        {text('location', 6)}
        {day('checkInDate', 6)}
        {day('checkOutDate', 6)}
        {count('persons')}
        {count('children')}
        {count('rooms')}
        {count('pets')}
        <SectionTitle>{t('form.preferences')}</SectionTitle>
        {text('foodOptions', 6)}
        {text('dietaryRequirement', 6)}
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField control={control} name="budgetMin" label={t('fields.budgetMin')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField control={control} name="budgetMax" label={t('fields.budgetMax')} />
        </Grid>
        <SectionTitle>{t('form.followUp')}</SectionTitle>
        {!enquiry && (
          <GridField
            sm={6}
            control={control}
            name="assigneeUserId"
            reads={readId}
            label={t('fields.assignee')}
            options={[
              { value: '', label: t('form.nobody') },
              ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
        )}
        {day('followUpDate', 6)}
        <GridField sm={12} control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
      </Grid>
    </FormDialog>
  );
}
