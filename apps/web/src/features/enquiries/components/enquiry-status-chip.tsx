import type { EnquiryStatus } from '@bookone/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<EnquiryStatus, ChipProps['color']> = {
  NEW: 'info',
  QUOTED: 'warning',
  WON: 'success',
  LOST: 'default',
  EXPIRED: 'default',
};

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('enquiries');
  return <Chip size="small" color={COLOUR[status]} label={t(`status.${status}`)} variant="outlined" />;
}
