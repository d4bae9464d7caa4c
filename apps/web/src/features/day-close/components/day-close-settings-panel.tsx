import { dayCloseSettingsSchema, type DayCloseSettings } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SettingsCard, SettingsForm, useSettingsForm } from '../../../components/form/settings-card';
import { useDayCloseSettings, useSaveDayCloseSettings } from '../api/day-close';

function DayCloseForm({ propertyId, defaults }: { propertyId: number; defaults: DayCloseSettings }) {
  const { t } = useTranslation('day-close');
  const save = useSaveDayCloseSettings(propertyId);
  const { form, frame } = useSettingsForm(dayCloseSettingsSchema, defaults, (v) => save.mutateAsync(v));
  return (
    <SettingsForm
      label={t('settings.heading')}
      savedText={t('settings.saved')}
      submitLabel={t('settings.save')}
      {...frame}
    >
      <CheckboxField control={form.control} name="automatic" label={t('settings.automatic')} />
      <FormTextField
        control={form.control}
        name="auditTime"
        label={t('settings.auditTime')}
        hint={t('settings.auditTimeHint')}
        type="time"
        sx={{ maxWidth: 240 }}
      />
      <CheckboxField control={form.control} name="markNoShows" label={t('settings.markNoShows')} />
    </SettingsForm>
  );
}

/**
 * The business profile's Day close tab (decision 0046): the automatic night audit on or off, its local time, and
 * whether arrivals not checked in by the close become no-shows. Accommodation properties only.
 */
export function DayCloseSettingsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('day-close');
  return (
    <SettingsCard
      title={t('settings.heading')}
      intro={t('settings.intro')}
      query={useDayCloseSettings(propertyId)}
      loadingLabel={t('loading')}
    >
      {(settings) => <DayCloseForm propertyId={propertyId} defaults={settings} />}
    </SettingsCard>
  );
}
