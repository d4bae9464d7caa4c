import type { ChannelConnectionStatus } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A connection's status in words: active (selling) or paused. */
export function ConnectionStatusChip({ status }: { status: ChannelConnectionStatus }) {
  const { t } = useTranslation('channels');
  return (
    <Chip
      size="small"
      color={status === 'ACTIVE' ? 'success' : 'default'}
      label={t(`connectionStatuses.${status}`)}
    />
  );
}
