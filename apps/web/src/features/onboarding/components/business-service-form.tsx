import { businessServiceInputSchema, type BusinessServiceInput } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormTextField } from '../../../components/form/form-text-field';
import { domainResolver } from '../../../lib/form-errors';
import { useStepSubmit } from '../utils/use-step-submit';
import { StepActions } from './step-actions';

export const emptyService = (): BusinessServiceInput => ({
  name: '',
  serviceType: '',
  description: '',
  email: '',
  phone: '',
  taxDetails: null,
  active: true,
});

/** A business service (outlet): what the business sells, e.g. "Dine In" or "Haircuts". */
export function BusinessServiceForm({
  defaultValues,
  onSave,
  onBack,
  submitLabel,
}: {
  defaultValues: BusinessServiceInput;
  onSave: (values: BusinessServiceInput) => Promise<unknown>;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('setup');
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: domainResolver(businessServiceInputSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { formError, run } = useStepSubmit(setError);
  return (
    <form
      noValidate
      aria-label={t('steps.businessService')}
      onSubmit={(e) => void handleSubmit((v) => run(() => onSave(v)))(e)}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="name"
            label={t('service.name')}
            required
            hint={t('service.nameHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="serviceType"
            label={t('service.type')}
            hint={t('service.typeHint')}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('service.description')}
            multiline
            minRows={2}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="email" type="email" label={t('fields.email')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="phone" type="tel" label={t('fields.phone')} />
        </Grid>
      </Grid>
      <StepActions
        formError={formError}
        submitting={formState.isSubmitting}
        onBack={onBack}
        submitLabel={submitLabel}
      />
    </form>
  );
}
