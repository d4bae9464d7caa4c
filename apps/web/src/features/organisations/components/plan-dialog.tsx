import { PLANS, propertyPlanInputSchema, type OrganisationProperty } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useChangePlan } from '../api/organisation-properties';
import { SubscriptionsField } from './subscriptions-field';

type FormValues = z.input<typeof propertyPlanInputSchema>;
const FIELDS = ['plan', 'subscriptionIds'] as const;

export type PlanDialogProps = {
  organisationId: number;
  property: OrganisationProperty | null;
  onClose: () => void;
  onSaved?: (p: OrganisationProperty) => void;
};

/** Change a property's plan and subscriptions (the ones left unticked are removed). */
export function PlanDialog(props: PlanDialogProps) {
  return props.property ? <PlanForm {...props} property={props.property} key={props.property.id} /> : null;
}

function PlanForm({
  organisationId,
  property,
  onClose,
  onSaved,
}: PlanDialogProps & { property: OrganisationProperty }) {
  const { t } = useTranslation('organisations');
  const change = useChangePlan(organisationId);
  const { form, dialogProps } = useKitForm({
    schema: propertyPlanInputSchema,
    fields: FIELDS,
    defaultValues: {
      plan: (property.plan ?? '') as FormValues['plan'],
      subscriptionIds: property.subscriptions.map((s) => s.id),
    },
    onSave: async (input) => {
      const saved = await change.mutateAsync({ id: property.id, input });
      onSaved?.(saved);
      onClose();
    },
  });
  const planOptions = [
    { value: '', label: t('plans.none') },
    ...PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) })),
  ];
  return (
    <FormDialog {...dialogProps} onClose={onClose} title={t('properties.planTitle', { name: property.name })}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField control={form.control} name="plan" label={t('fields.plan')} options={planOptions} />
        </Grid>
        <Grid size={12}>
          <SubscriptionsField control={form.control} name="subscriptionIds" />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
