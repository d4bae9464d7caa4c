import { RESOURCE_KINDS, resourceInputSchema, type ServiceResource } from '@bookone/domain';
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
import { useCan } from '../../../hooks/use-can';
import { useSaveResource, useServiceChoices, useStaffAccounts } from '../api/catalogue';

type FormValues = z.input<typeof resourceInputSchema>;

const FIELDS = ['kind', 'name', 'businessServiceId', 'userId', 'capacity', 'workingHours', 'active'] as const;

function defaultsOf(r: ServiceResource | null): FormValues {
  return {
    kind: r?.kind ?? 'STAFF',
    name: r?.name ?? '',
    businessServiceId: r?.businessServiceId ?? null,
    userId: r?.userId ?? null,
    capacity: r?.capacity ?? 1,
    workingHours: r?.workingHours ?? null,
    active: r?.active ?? true,
  };
}

/** A select's '' is none (any service, no account): null. */
const readId = (v: string): unknown => (v === '' ? null : Number(v));

export type ResourceDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this resource; without it, a new one. */
  resource: ServiceResource | null;
};

/** A resource: kind, name, the service it works for (or any), how many it serves at once, its own week, active. */
export function ResourceDialog(props: ResourceDialogProps) {
  return props.open ? <ResourceForm {...props} key={props.resource?.id ?? 'new'} /> : null;
}

function ResourceForm({ onClose, propertyId, resource }: ResourceDialogProps) {
  const { t } = useTranslation('services');
  const save = useSaveResource(propertyId);
  const services = useServiceChoices(propertyId);
  // Only those who may list the property's users pick an account; a linked one stays shown by name for others.
  const canList = useCan('property.users');
  const staff = useStaffAccounts(propertyId, canList);
  const { form, dialogProps } = useKitForm({
    schema: resourceInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(resource),
    onSave: async (input) => {
      await save.mutateAsync({ id: resource?.id, input });
      onClose();
    },
  });
  const { control, setValue } = form;
  const hours = useWatch({ control, name: 'workingHours' });

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="md"
      title={resource ? t('resources.editTitle', { name: resource.name }) : t('resources.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="name" required label={t('fields.name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="kind"
            required
            label={t('fields.kind')}
            options={RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="businessServiceId"
            reads={readId}
            label={t('fields.businessService')}
            options={[
              { value: '', label: t('list.anyService') },
              ...(services.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="capacity"
            required
            reads="number"
            type="number"
            min={1}
            label={t('fields.resourceCapacity')}
          />
        </Grid>
        {(canList || resource?.userId != null) && (
          <Grid size={12}>
            <FormTextField
              control={control}
              name="userId"
              reads={readId}
              disabled={!canList}
              label={t('fields.userId')}
              hint={t('hints.userId')}
              options={[
                { value: '', label: t('list.noAccount') },
                ...(
                  staff.data ??
                  (resource?.userId ? [{ id: resource.userId, name: resource.userName ?? '' }] : [])
                ).map((u) => ({ value: String(u.id), label: u.name })),
              ]}
            />
          </Grid>
        )}
        <Grid size={12}>
          <CheckboxField control={control} name="active" label={t('fields.active')} />
        </Grid>
        <SectionTitle>{t('fields.hours')}</SectionTitle>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={hours != null}
                onChange={(_e, own) =>
                  setValue('workingHours', own ? defaultWeek() : null, { shouldDirty: true })
                }
              />
            }
            label={t('resources.ownHours')}
          />
          {hours != null && <WeekHoursField control={control} name="workingHours" />}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
