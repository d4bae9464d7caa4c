import { managerStepSchema, type ManagerStepInput } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormTextField } from '../../../components/form/form-text-field';
import { domainResolver } from '../../../lib/form-errors';
import { useStepSubmit } from '../utils/use-step-submit';
import { StepActions } from './step-actions';

/** Step 2: who runs the property day to day. */
export function ManagerStepForm({
  defaultValues,
  onSave,
  onBack,
}: {
  defaultValues: ManagerStepInput;
  onSave: (values: ManagerStepInput) => Promise<unknown>;
  onBack: () => void;
}) {
  const { t } = useTranslation('setup');
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: domainResolver(managerStepSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { formError, run } = useStepSubmit(setError);
  return (
    <form
      noValidate
      aria-label={t('steps.manager')}
      onSubmit={(e) => void handleSubmit((v) => run(() => onSave(v)))(e)}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="managerFirstName"
            label={t('fields.managerFirstName')}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="managerLastName"
            label={t('fields.managerLastName')}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="managerEmail"
            type="email"
            label={t('fields.managerEmail')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="managerContactNo"
            type="tel"
            label={t('fields.managerContactNo')}
          />
        </Grid>
      </Grid>
      <StepActions formError={formError} submitting={formState.isSubmitting} onBack={onBack} />
    </form>
  );
}
