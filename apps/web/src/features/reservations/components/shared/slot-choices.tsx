import type { SlotDayAnswer } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTime } from '../../utils/reservation-time';

/** Two instants name the same slot whatever their ISO spelling (".000Z" or not). */
export const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && Date.parse(a) === Date.parse(b);

/**
 * The free slots of a day as radio buttons ("9:00 AM – 10:00 AM · 3 places"): only what the server offers, so a
 * full slot is never a choice. An empty day says why (closed, full, past…).
 */
export function SlotChoices({
  day,
  loading,
  failed,
  value,
  onChange,
  error,
  inputRef,
  tables = false,
}: {
  day: SlotDayAnswer | undefined;
  loading: boolean;
  failed: string | null;
  value: string | null;
  onChange: (startsAt: string) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** A table booking: each slot says how many tables are free for the party, not how many places. */
  tables?: boolean;
}) {
  const { t, i18n } = useTranslation('reservations');
  const labelId = useId();
  const slots = day?.slots ?? [];
  const chosen = slots.find((s) => sameInstant(s.startsAt, value))?.startsAt ?? '';
  return (
    <FormControl error={!!error} fullWidth component="fieldset">
      <FormLabel id={labelId} component="legend">
        {t('form.slots')}
      </FormLabel>
      {loading && <LinearProgress aria-label={t('form.slotsLoading')} sx={{ my: 1 }} />}
      {failed && (
        <Alert severity="error" sx={{ my: 1 }}>
          {failed}
        </Alert>
      )}
      {day && slots.length === 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t(`form.noSlots.${day.reason ?? 'FULL'}`)}
        </Alert>
      )}
      {slots.length > 0 && (
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={chosen}
          onChange={(e) => onChange(e.target.value)}
          sx={{ maxHeight: 220, overflowY: 'auto' }}
        >
          {slots.map((s, i) => (
            <FormControlLabel
              key={s.startsAt}
              value={s.startsAt}
              control={<Radio size="small" slotProps={{ input: { ref: i === 0 ? inputRef : undefined } }} />}
              label={t(tables ? 'form.slotTablesLabel' : 'form.slotLabel', {
                start: formatTime(s.startsAt, i18n.language, day?.timeZone),
                end: formatTime(s.endsAt, i18n.language, day?.timeZone),
                count: tables ? s.resourceIds.length : s.places,
              })}
              sx={{ minWidth: 220 }}
            />
          ))}
        </RadioGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
