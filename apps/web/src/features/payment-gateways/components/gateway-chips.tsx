import type { GatewayKind, GatewayMode } from '@bookone/domain';
import ScienceIcon from '@mui/icons-material/Science';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The adapter a gateway runs on; the test gateway always says so (no money moves through it). */
export function GatewayKindChip({ kind }: { kind: GatewayKind }) {
  const { t } = useTranslation('payment-gateways');
  return kind === 'TEST' ? (
    <Chip size="small" color="warning" icon={<ScienceIcon />} label={t('kinds.TEST')} />
  ) : (
    <Chip size="small" variant="outlined" label={t(`kinds.${kind}`)} />
  );
}

/** A property's mode: test mode clearly marked, live in green. */
export function GatewayModeChip({ mode }: { mode: GatewayMode }) {
  const { t } = useTranslation('payment-gateways');
  return mode === 'TEST' ? (
    <Chip size="small" color="warning" variant="outlined" icon={<ScienceIcon />} label={t('modes.TEST')} />
  ) : (
    <Chip size="small" color="success" label={t('modes.LIVE')} />
  );
}
