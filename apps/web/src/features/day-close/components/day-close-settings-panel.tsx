import { dayCloseSettingsSchema, type DayCloseSettings } from '@bookone/domain';
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
import { useDayCloseSettings, useSaveDayCloseSettings } from '../api/day-close';

const FIELDS = Object.keys(dayCloseSettingsSchema.shape) as (keyof DayCloseSettings)[];

function DayCloseForm({ propertyId, defaults }: { propertyId: number; defaults: DayCloseSettings }) {
  const { t } = useTranslation('day-close');
  const save = useSaveDayCloseSettings(propertyId);
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: dayCloseSettingsSchema,
    defaultValues: defaults,
    fields: FIELDS,
    emptyBoxes: 'asRead',
    onSave: async (values) => {
      setSaved(false);
      await save.mutateAsync(values);
      setSaved(true);
    },
  });
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
      <Box>
        <Button type="submit" variant="contained" disabled={submitting}>
          {t('settings.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The business profile's Day close tab (decision 0046): the automatic night audit on or off, its local time, and
 * whether arrivals not checked in by the close become no-shows. Accommodation properties only.
 */
export function DayCloseSettingsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('day-close');
  const settings = useDayCloseSettings(propertyId);
  let body;
  if (settings.isPending) body = <CircularProgress aria-label={t('loading')} />;
  else if (settings.isError)
    body = (
      <Alert severity="error" role="alert">
        {settings.error.message}
      </Alert>
    );
  else body = <DayCloseForm propertyId={propertyId} defaults={settings.data} />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('settings.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('settings.intro')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
