import type { ReservationStatus } from '@bookone/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ReservationStatus, ChipProps['color']> = {
  BOOKED: 'info',
  CONFIRMED: 'primary',
  CHECKED_IN: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'default',
  NO_SHOW: 'error',
};

/** A reservation's status as a coloured chip; the label is the text, so colour is never the only cue. */
export function ReservationStatusChip({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('reservations');
  return <Chip size="small" color={COLOURS[status]} variant="outlined" label={t(`status.${status}`)} />;
}
