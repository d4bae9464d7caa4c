import type { ServiceRequest } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import { STATUS_COLOUR } from '../utils/labels';

/** A request's status as an outlined chip (the theme's text colour keeps its contrast). */
export function StatusChip({ status }: { status: ServiceRequest['status'] }) {
  const { t } = useTranslation('service-requests');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOUR[status]}
      sx={{ borderWidth: 2, color: 'text.primary' }}
      label={t(`statuses.${status}`)}
    />
  );
}

/** A request's priority: urgent and high stand out, the rest is plain text. */
export function PriorityLabel({ priority }: { priority: string }) {
  const { t } = useTranslation('service-requests');
  const label = t(`priorities.${priority as 'LOW'}`, { defaultValue: priority });
  if (priority !== 'URGENT' && priority !== 'HIGH') return <>{label}</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={priority === 'URGENT' ? 'error' : 'warning'}
      sx={{ borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
      label={label}
    />
  );
}
