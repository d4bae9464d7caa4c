import type { LeadStage } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<LeadStage, 'default' | 'info' | 'primary' | 'warning' | 'success' | 'error'> = {
  NEW: 'default',
  CONTACTED: 'info',
  DEMO: 'primary',
  PROPOSAL: 'warning',
  WON: 'success',
  LOST: 'error',
};

export function LeadStageChip({ stage }: { stage: LeadStage }) {
  const { t } = useTranslation('leads');
  return <Chip size="small" color={COLOUR[stage]} variant="outlined" label={t(`stage.${stage}`)} />;
}
