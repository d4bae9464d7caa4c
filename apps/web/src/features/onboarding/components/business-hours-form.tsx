import { businessHoursSchema, WEEKDAYS, type BusinessDay, type BusinessHoursInput } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrorText } from '../../../lib/form-errors';
import { StepForm } from './step-form';

/** A sensible first week: Monday to Friday 09:00–17:00 with a lunch break, weekend closed. */
export function defaultWeek(): BusinessDay[] {
  return WEEKDAYS.map((weekday) =>
    weekday === 'SAT' || weekday === 'SUN'
      ? { weekday, open: false, opensAt: null, closesAt: null, breaks: [] }
      : {
          weekday,
          open: true,
          opensAt: '09:00',
          closesAt: '17:00',
          breaks: [{ start: '12:00', end: '12:30' }],
        },
  );
}

type HoursValues = z.input<typeof businessHoursSchema>;

function DayRow({
  control,
  index,
  open,
}: {
  control: Control<HoursValues, unknown, BusinessHoursInput>;
  index: number;
  open: boolean;
}) {
  const { t } = useTranslation('setup');
  const { t: tc } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: `days.${index}.breaks` });
  const weekday = WEEKDAYS[index]!;
  const dayName = t(`weekdays.${weekday}`);
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <Box sx={{ width: 160 }}>
        <Controller
          control={control}
          name={`days.${index}.open`}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_, c) => field.onChange(c)} />}
              label={<Typography sx={{ fontWeight: 600 }}>{dayName}</Typography>}
            />
          )}
        />
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {open ? t('hours.open') : t('hours.closed')}
        </Typography>
      </Box>
      {open && (
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Stack direction="row" spacing={1}>
            <FormTextField
              control={control}
              name={`days.${index}.opensAt`}
              type="time"
              size="small"
              label={t('hours.opensAt', { day: dayName })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name={`days.${index}.closesAt`}
              type="time"
              size="small"
              label={t('hours.closesAt', { day: dayName })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {fields.map((b, k) => (
            <Controller
              key={b.id}
              control={control}
              name={`days.${index}.breaks.${k}`}
              render={({ fieldState }) => (
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormTextField
                      control={control}
                      name={`days.${index}.breaks.${k}.start`}
                      type="time"
                      size="small"
                      label={t('hours.breakStart', { n: k + 1 })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <FormTextField
                      control={control}
                      name={`days.${index}.breaks.${k}.end`}
                      type="time"
                      size="small"
                      label={t('hours.breakEnd', { n: k + 1 })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <IconButton
                      aria-label={t('hours.removeBreak', { day: dayName, n: k + 1 })}
                      onClick={() => remove(k)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                  {fieldState.error?.message && (
                    <Typography color="error" variant="caption" role="alert">
                      {fieldErrorText(tc, fieldState.error)}
                    </Typography>
                  )}
                </Box>
              )}
            />
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ start: '12:00', end: '13:00' })}
          >
            {t('hours.addBreak', { day: dayName })}
          </Button>
        </Box>
      )}
    </Box>
  );
}

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
  const { control } = kit.form;
  const days = useWatch({ control, name: 'days' });
  return (
    <StepForm label={t('steps.businessHours')} kit={kit} onBack={onBack} submitLabel={submitLabel}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {WEEKDAYS.map((weekday, index) => (
          <DayRow key={weekday} control={control} index={index} open={days[index]?.open ?? false} />
        ))}
      </Box>
    </StepForm>
  );
}
