import { managerStepSchema, type ManagerStepInput } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { GridField } from '../../../components/form/grid-field';
import { StepForm } from './step-form';

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
  const kit = useKitForm({ schema: managerStepSchema, defaultValues, onSave, alwaysShowServerMessage: true });
  const { control } = kit.form;
  return (
    <StepForm label={t('steps.manager')} kit={kit} onBack={onBack}>
      <Grid container spacing={2}>
        <GridField control={control} name="managerFirstName" label={t('fields.managerFirstName')} required />
        <GridField control={control} name="managerLastName" label={t('fields.managerLastName')} required />
        <GridField control={control} name="managerEmail" type="email" label={t('fields.managerEmail')} />
        <GridField
          control={control}
          name="managerContactNo"
          type="tel"
          label={t('fields.managerContactNo')}
        />
      </Grid>
    </StepForm>
  );
}
