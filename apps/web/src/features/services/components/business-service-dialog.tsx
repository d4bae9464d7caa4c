import { catalogueServiceInputSchema, type CatalogueService } from '@bookone/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { FormTextField } from '../../../components/form/form-text-field';
import { defaultWeek, WeekHoursField } from '../../../components/form/week-hours-field';
import { useSaveBusinessService } from '../api/catalogue';

type FormValues = z.input<typeof catalogueServiceInputSchema>;

const TEXT = ['name', 'groupName', 'serviceType', 'description', 'locationTerm', 'resourceTerm'] as const;
const FIELDS = [
  ...TEXT,
  'code',
  'minLeadMinutes',
  'maxLeadDays',
  'bufferMinutes',
  'priceIncludesTax',
  'openingHours',
  'active',
] as const;

function defaultsOf(s: CatalogueService | null): FormValues {
  return {
    name: s?.name ?? '',
    groupName: s?.groupName ?? null,
    serviceType: s?.serviceType ?? null,
    description: s?.description ?? null,
    locationTerm: s?.locationTerm ?? null,
    resourceTerm: s?.resourceTerm ?? null,
    code: s?.code ?? null,
    minLeadMinutes: s?.minLeadMinutes ?? 0,
    maxLeadDays: s?.maxLeadDays ?? null,
    bufferMinutes: s?.bufferMinutes ?? 0,
    priceIncludesTax: s?.priceIncludesTax ?? true,
    openingHours: s?.openingHours ?? null,
    active: s?.active ?? true,
  };
}

const upperOrNull = (v: string): unknown => (v.trim() === '' ? null : v.toUpperCase());

export type BusinessServiceDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this service; without it, a new one. */
  service: CatalogueService | null;
};

/**
 * A business service: name, code, group, type, description; booking rules (lead times, buffer, prices with or
 * without tax); what it calls its places and resources; its own week or the property's hours; active.
 */
export function BusinessServiceDialog(props: BusinessServiceDialogProps) {
  return props.open ? <ServiceForm {...props} key={props.service?.id ?? 'new'} /> : null;
}

function ServiceForm({ onClose, propertyId, service }: BusinessServiceDialogProps) {
  const { t } = useTranslation('services');
  const save = useSaveBusinessService(propertyId);
  const { form, dialogProps } = useKitForm({
    schema: catalogueServiceInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(service),
    onSave: async (input) => {
      await save.mutateAsync({ id: service?.id, input });
      onClose();
    },
  });
  const { control, setValue } = form;
  const hours = useWatch({ control, name: 'openingHours' });
  const text = (name: (typeof TEXT)[number], size: number, required = false) => (
    <Grid size={{ xs: 12, sm: size }}>
      <FormTextField
        control={control}
        name={name}
        required={required}
        reads={required ? 'text' : 'optionalText'}
        label={t(`fields.${name}`)}
      />
    </Grid>
  );
  const count = (name: 'minLeadMinutes' | 'maxLeadDays' | 'bufferMinutes', optional = false) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <FormTextField
        control={control}
        name={name}
        reads={optional ? 'optionalNumber' : 'number'}
        min={0}
        type="number"
        label={t(`fields.${name}`)}
        hint={t(`hints.${name}`)}
      />
    </Grid>
  );

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={service ? t('services.editTitle', { name: service.name }) : t('services.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {text('name', 8, true)}
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="code"
            reads={upperOrNull}
            label={t('fields.code')}
            hint={t('hints.code')}
          />
        </Grid>
        {text('groupName', 6)}
        {text('serviceType', 6)}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            reads="optionalText"
            multiline
            minRows={2}
            label={t('fields.description')}
          />
        </Grid>
        <SectionTitle>{t('services.rules')}</SectionTitle>
        {count('minLeadMinutes')}
        {count('maxLeadDays', true)}
        {count('bufferMinutes')}
        {text('locationTerm', 6)}
        {text('resourceTerm', 6)}
        <Grid size={12}>
          <CheckboxField control={control} name="priceIncludesTax" label={t('fields.priceIncludesTax')} />
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        <SectionTitle>{t('fields.hours')}</SectionTitle>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={hours != null}
                onChange={(_e, own) =>
                  setValue('openingHours', own ? defaultWeek() : null, { shouldDirty: true })
                }
              />
            }
            label={t('services.ownHours')}
          />
          {hours != null && <WeekHoursField control={control} name="openingHours" />}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
