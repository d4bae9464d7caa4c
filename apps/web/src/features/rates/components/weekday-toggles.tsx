import { WEEKDAYS, type Weekday } from '@bookone/domain';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/**
 * The days of the week as toggle buttons (short names shown, full names read out), kept in week order whatever the
 * order of the clicks: a rate plan's valid days, the days a bulk update touches. None chosen means every day.
 */
export function WeekdayToggles({
  label,
  value,
  onChange,
}: {
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}) {
  const { t } = useTranslation('rooms');
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      onChange={(_e, days: Weekday[]) => onChange(WEEKDAYS.filter((d) => days.includes(d)))}
      aria-label={label}
      sx={{ flexWrap: 'wrap' }}
    >
      {WEEKDAYS.map((d) => (
        <ToggleButton key={d} value={d} aria-label={t(`weekdaysLong.${d}`)}>
          {t(`weekdays.${d}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
