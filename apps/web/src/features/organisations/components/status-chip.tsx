import type { ActiveState } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** ACTIVE (green) or INACTIVE (grey, outlined), as text too: the colour is never the only sign. */
export function ActiveChip({ status }: { status: ActiveState }) {
  const { t } = useTranslation('organisations');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'ACTIVE' ? 'success' : 'default'}
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
    />
  );
}
