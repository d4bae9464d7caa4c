import { MESSAGE_LANGUAGES, messageSettingsSchema, type MessageSettings } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useMessageSettings, useSaveMessageSettings } from '../api/message-settings';

const FIELDS = Object.keys(messageSettingsSchema.shape) as (keyof MessageSettings)[];

/** One kind of message: sent or not, and for a reminder how many hours before. */
interface Kind {
  send: 'bookingConfirmation' | 'arrivalReminder' | 'reservationConfirmation' | 'reservationReminder';
  hours?: 'arrivalReminderHours' | 'reservationReminderHours';
}

function SettingsForm({
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
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: messageSettingsSchema,
    defaultValues: defaults,
    fields: FIELDS,
    emptyBoxes: 'asRead',
    onSave: async (values) => {
      setSaved(false);
      await save.mutateAsync(values);
      setSaved(true);
    },
  });
  // A hotel confirms bookings and reminds of arrivals; a spa or restaurant its reservations.
  const kinds: Kind[] = accommodation
    ? [{ send: 'bookingConfirmation' }, { send: 'arrivalReminder', hours: 'arrivalReminderHours' }]
    : [
        { send: 'reservationConfirmation' },
        { send: 'reservationReminder', hours: 'reservationReminderHours' },
      ];
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('settings.heading')}>
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          {t('settings.saved')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
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
      <Box>
        <Button type="submit" variant="contained" disabled={submitting}>
          {t('settings.save')}
        </Button>
      </Box>
    </Stack>
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
  const settings = useMessageSettings(propertyId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('settings.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.intro')}
        </Typography>
        {settings.isPending ? (
          <CircularProgress aria-label={t('settings.loading')} />
        ) : settings.isError ? (
          <Alert severity="error" role="alert">
            {settings.error.message}
          </Alert>
        ) : (
          <SettingsForm propertyId={propertyId} defaults={settings.data} accommodation={accommodation} />
        )}
      </CardContent>
    </Card>
  );
}
