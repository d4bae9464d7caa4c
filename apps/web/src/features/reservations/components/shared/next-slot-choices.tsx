import type { SlotTakenError } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { formatSpan } from '../../utils/reservation-time';

export type NextSlots = NonNullable<SlotTakenError['nextSlots']>;

/**
 * The next free slots a refused slot (409) came with, each a button that takes it: shown under the server's message
 * by the new reservation and the reschedule dialogs.
 */
export function NextSlotChoices({
  slots,
  timeZone,
  onChoose,
}: {
  slots: NextSlots;
  timeZone: string;
  onChoose: (startsAt: string) => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  if (slots.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('form.nextSlots')}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {slots.map((s) => (
          <Button key={s.startsAt} size="small" variant="outlined" onClick={() => onChoose(s.startsAt)}>
            {formatSpan(s.startsAt, s.endsAt, i18n.language, timeZone)}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
