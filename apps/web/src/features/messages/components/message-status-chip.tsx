import type { MessageStatus } from '@bookone/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<MessageStatus, ChipProps['color']> = {
  PENDING: 'info',
  SENDING: 'primary',
  SENT: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};

/** A message's status as a coloured chip; the label is the text, so colour is never the only cue. */
export function MessageStatusChip({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('messages');
  return <Chip size="small" color={COLOURS[status]} variant="outlined" label={t(`status.${status}`)} />;
}
