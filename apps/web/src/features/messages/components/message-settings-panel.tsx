import { MESSAGE_LANGUAGES, messageSettingsSchema, type MessageSettings } from '@bookone/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SettingsCard, SettingsForm, useSettingsForm } from '../../../components/form/settings-card';
import { useMessageSettings, useSaveMessageSettings } from '../api/message-settings';

/** One kind of message: sent or not, and for a reminder how many hours before. */
interface Kind {
  send: 'bookingConfirmation' | 'arrivalReminder' | 'reservationConfirmation' | 'reservationReminder';
  hours?: 'arrivalReminderHours' | 'reservationReminderHours';
}

function MessageSettingsForm({
  propertyId,
  defaults,
  accommodation,
}: {
  propertyId: number;
  defaults: MessageSettings;
  accommodation: boolean;
}) {
  const { t } = useTranslation('messages');
  const save = useSaveMessageSettings(propertyId);
  const { form, frame } = useSettingsForm(messageSettingsSchema, defaults, (v) => save.mutateAsync(v));
  // A hotel confirms bookings and reminds of arrivals; a spa or restaurant its reservations.
  const kinds: Kind[] = accommodation
    ? [{ send: 'bookingConfirmation' }, { send: 'arrivalReminder', hours: 'arrivalReminderHours' }]
    : [
        { send: 'reservationConfirmation' },
        { send: 'reservationReminder', hours: 'reservationReminderHours' },
      ];
  return (
    <SettingsForm
      label={t('settings.heading')}
      savedText={t('settings.saved')}
      submitLabel={t('settings.save')}
      {...frame}
    >
      {kinds.map((k) => (
        <Box key={k.send} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <CheckboxField control={form.control} name={k.send} label={t(`settings.${k.send}`)} />
          {k.hours && (
            <FormTextField
              control={form.control}
              name={k.hours}
              label={t('settings.hoursBefore')}
              type="number"
              reads="number"
              min={1}
              size="small"
              sx={{ width: 200 }}
            />
          )}
        </Box>
      ))}
      <FormTextField
        control={form.control}
        name="language"
        label={t('settings.language')}
        hint={t('settings.languageHint')}
        options={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`settings.languages.${l}`) }))}
        sx={{ maxWidth: 360 }}
      />
    </SettingsForm>
  );
}

/**
 * The business profile's Guest messages tab (decision 0043): whether the property confirms bookings or reservations
 * to its guests and reminds them, how many hours before, and the language of a guest whose own is unknown. The
 * messages go by email, and by SMS with the property's SMS subscription.
 */
export function MessageSettingsPanel({
  propertyId,
  accommodation,
}: {
  propertyId: number;
  accommodation: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <SettingsCard
      title={t('settings.heading')}
      intro={t('settings.intro')}
      query={useMessageSettings(propertyId)}
      loadingLabel={t('settings.loading')}
    >
      {(settings) => (
        <MessageSettingsForm propertyId={propertyId} defaults={settings} accommodation={accommodation} />
      )}
    </SettingsCard>
  );
}
