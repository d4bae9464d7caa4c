import { offeringInputSchema, type Offering } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { TagsField } from '../../../components/form-dialog/tags-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { GridField } from '../../../components/form/grid-field';
import { MoneyField } from '../../../components/form/money-field';
import { useResourceChoices, useSaveOffering, useServiceChoices } from '../api/catalogue';
import { OfferingImages } from './offering-images';

type FormValues = z.input<typeof offeringInputSchema>;

const FIELDS = [
  'businessServiceId',
  'name',
  'code',
  'description',
  'durationMinutes',
  'bufferMinutes',
  'capacity',
  'price',
  'effectiveFrom',
  'expiresOn',
  'tags',
  'bookable',
  'active',
  'resourceIds',
] as const;

function defaultsOf(o: Offering | null, firstService: number | undefined): FormValues {
  return {
    businessServiceId: o?.businessServiceId ?? (firstService as number),
    name: o?.name ?? '',
    code: o?.code ?? '',
    description: o?.description ?? null,
    durationMinutes: o?.durationMinutes ?? 60,
    bufferMinutes: o?.bufferMinutes ?? null,
    capacity: o?.capacity ?? 1,
    price: o?.price ?? (undefined as unknown as number),
    effectiveFrom: o?.effectiveFrom ?? null,
    expiresOn: o?.expiresOn ?? null,
    tags: o?.tags ?? [],
    bookable: o?.bookable ?? true,
    active: o?.active ?? true,
    resourceIds: o?.resources.map((r) => r.id) ?? [],
  };
}

export type OfferingDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this offering; without it, a new one. */
  offering: Offering | null;
};

/**
 * An offering: its service, name, code, duration, buffer (blank: the service's), persons per slot, price, dates,
 * tags, who delivers it (the service's resources and those of any service), bookable and active; once saved, its
 * images within the plan's count.
 */
export function OfferingDialog(props: OfferingDialogProps) {
  const services = useServiceChoices(props.propertyId);
  if (!props.open || !services.data) return null;
  return (
    <OfferingForm {...props} key={props.offering?.id ?? 'new'} firstService={services.data.items[0]?.id} />
  );
}

function OfferingForm({
  onClose,
  propertyId,
  offering,
  firstService,
}: OfferingDialogProps & { firstService: number | undefined }) {
  const { t } = useTranslation('services');
  const save = useSaveOffering(propertyId);
  const services = useServiceChoices(propertyId);
  const resources = useResourceChoices(propertyId);
  const { form, dialogProps } = useKitForm({
    schema: offeringInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(offering, firstService),
    onSave: async (input) => {
      await save.mutateAsync({ id: offering?.id, input });
      onClose();
    },
  });
  const { control } = form;
  const choices = resources.data?.items ?? [];

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={offering ? t('offerings.editTitle', { name: offering.name }) : t('offerings.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="businessServiceId"
          required
          reads="number"
          label={t('fields.businessService')}
          options={(services.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <GridField
          sm={6}
          control={control}
          name="code"
          required
          reads={(v) => v.toUpperCase()}
          label={t('fields.code')}
          hint={t('hints.code')}
        />
        <GridField sm={12} control={control} name="name" required label={t('fields.name')} />
        <GridField
          sm={12}
          control={control}
          name="description"
          reads="optionalText"
          multiline
          minRows={2}
          label={t('fields.description')}
        />
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="durationMinutes"
            required
            reads="number"
            type="number"
            min={1}
            label={t('fields.durationMinutes')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="bufferMinutes"
            reads="optionalNumber"
            type="number"
            min={0}
            label={t('fields.bufferMinutes')}
            hint={t('hints.offeringBuffer')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormTextField
            control={control}
            name="capacity"
            required
            reads="number"
            type="number"
            min={1}
            label={t('fields.capacity')}
            hint={t('hints.capacity')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <MoneyField control={control} name="price" required label={t('fields.price')} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="resourceIds"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={choices}
                getOptionLabel={(r) => r.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={choices.filter((r) => (field.value ?? []).includes(r.id))}
                onChange={(_e, picked) => field.onChange(picked.map((r) => r.id))}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('fields.resources')}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? t('hints.resources')}
                  />
                )}
              />
            )}
          />
        </Grid>
        <GridField
          sm={6}
          control={control}
          name="effectiveFrom"
          type="date"
          reads="optionalText"
          label={t('fields.effectiveFrom')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <GridField
          sm={6}
          control={control}
          name="expiresOn"
          type="date"
          reads="optionalText"
          label={t('fields.expiresOn')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Grid size={12}>
          <TagsField control={control} name="tags" label={t('fields.tags')} helperText={t('hints.tags')} />
        </Grid>
        <Grid size={12}>
          <CheckboxField control={control} name="bookable" label={t('fields.bookable')} />
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        {offering && (
          <>
            <SectionTitle>{t('images.heading')}</SectionTitle>
            <Grid size={12}>
              <OfferingImages propertyId={propertyId} offeringId={offering.id} />
            </Grid>
          </>
        )}
      </Grid>
    </FormDialog>
  );
}
