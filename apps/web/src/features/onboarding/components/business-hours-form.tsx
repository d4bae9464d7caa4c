import { businessHoursSchema, type BusinessDay, type BusinessHoursInput } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { defaultWeek, WeekHoursField } from '../../../components/form/week-hours-field';
import { StepForm } from './step-form';

// The first week the step offers (kept here for the wizard's imports).
export { defaultWeek };

/** Opening hours per weekday, with breaks; all seven days are saved at once. */
export function BusinessHoursForm({
  defaultDays,
  onSave,
  onBack,
  submitLabel,
}: {
  defaultDays: BusinessDay[];
  onSave: (values: BusinessHoursInput) => Promise<unknown>;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('setup');
  // Checked on submit: hours and breaks are changed together, so a half-made change is not flagged box by box.
  const kit = useKitForm({
    schema: businessHoursSchema,
    defaultValues: { days: defaultDays },
    onSave,
    alwaysShowServerMessage: true,
    mode: 'onSubmit',
  });
  return (
    <StepForm label={t('steps.businessHours')} kit={kit} onBack={onBack} submitLabel={submitLabel}>
      <WeekHoursField control={kit.form.control} name="days" />
    </StepForm>
  );
}
