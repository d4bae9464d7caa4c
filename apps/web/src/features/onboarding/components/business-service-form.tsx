import { businessServiceInputSchema, type BusinessServiceInput } from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { GridField } from '../../../components/form/grid-field';
import { StepForm } from './step-form';

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
  const kit = useKitForm({
    schema: businessServiceInputSchema,
    defaultValues,
    onSave,
    alwaysShowServerMessage: true,
  });
  const { control } = kit.form;
  return (
    <StepForm label={t('steps.businessService')} kit={kit} onBack={onBack} submitLabel={submitLabel}>
      <Grid container spacing={2}>
        <GridField
          control={control}
          name="name"
          label={t('service.name')}
          required
          hint={t('service.nameHint')}
        />
        <GridField
          control={control}
          name="serviceType"
          label={t('service.type')}
          hint={t('service.typeHint')}
        />
        <GridField
          control={control}
          name="description"
          label={t('service.description')}
          md={12}
          multiline
          minRows={2}
        />
        <GridField control={control} name="email" type="email" label={t('fields.email')} />
        <GridField control={control} name="phone" type="tel" label={t('fields.phone')} />
      </Grid>
    </StepForm>
  );
}
