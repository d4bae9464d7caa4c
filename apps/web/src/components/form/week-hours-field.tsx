import { WEEKDAYS, type BusinessDay } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../lib/form-errors';
import { FormTextField } from './form-text-field';

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

/**
 * The form holding the week: any form, the week's array under `name`. react-hook-form cannot type a path under a
 * caller's prefix, so the editor sees the form as plain field values.
 */
type WeekControl = Control<FieldValues>;

function DayRow({
  control,
  name,
  index,
  open,
}: {
  control: WeekControl;
  name: string;
  index: number;
  open: boolean;
}) {
  // The week's words are the business-hours step's (setup namespace): one wording wherever hours are edited.
  const { t } = useTranslation('setup');
  const { t: tc } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.${index}.breaks` });
  const weekday = WEEKDAYS[index]!;
  const dayName = t(`weekdays.${weekday}`);
  const day = `${name}.${index}`;
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <Box sx={{ width: 160 }}>
        <Controller
          control={control}
          name={`${day}.open`}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(_, c) => field.onChange(c)} />}
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
              name={`${day}.opensAt`}
              type="time"
              size="small"
              label={t('hours.opensAt', { day: dayName })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name={`${day}.closesAt`}
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
              name={`${day}.breaks.${k}`}
              render={({ fieldState }) => (
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <FormTextField
                      control={control}
                      name={`${day}.breaks.${k}.start`}
                      type="time"
                      size="small"
                      label={t('hours.breakStart', { n: k + 1 })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <FormTextField
                      control={control}
                      name={`${day}.breaks.${k}.end`}
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

/**
 * The seven weekdays of a week held by a form under `name` (an array of business days): open or closed, opening
 * and closing times, breaks. Onboarding's business hours, a business service's and a resource's own week.
 */
export function WeekHoursField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: string;
}) {
  const week = control as unknown as WeekControl;
  const days = useWatch({ control: week, name }) as BusinessDay[] | null | undefined;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {WEEKDAYS.map((weekday, index) => (
        <DayRow key={weekday} control={week} name={name} index={index} open={days?.[index]?.open ?? false} />
      ))}
    </Box>
  );
}
