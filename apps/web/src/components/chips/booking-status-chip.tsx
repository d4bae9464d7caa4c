import type { BookingStatus } from '@bookone/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BookingStatus, ChipProps['color']> = {
  ENQUIRY: 'info',
  NEW: 'primary',
  CONFIRMED: 'primary',
  CHECKEDIN: 'success',
  CHECKEDOUT: 'default',
  CANCELLED: 'error',
  VOID: 'default',
  NO_SHOW: 'warning',
};

/** A booking's status as a coloured chip; the label is the text, so colour is never the only cue. */
export function BookingStatusChip({
  status,
  size = 'small',
}: {
  status: BookingStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation('bookings');
  return <Chip size={size} color={COLOURS[status]} variant="outlined" label={t(`status.${status}`)} />;
}
