import type { CompanyStatus } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** ACTIVE (billable) or INACTIVE (kept for its history, not offered to the booking form). */
export function CompanyStatusChip({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('companies');
  return (
    <Chip size="small" color={status === 'ACTIVE' ? 'success' : 'default'} label={t(`status.${status}`)} />
  );
}
