import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

import { useInFlightRequests } from '../lib/request-activity';

/**
 * The global loader of spec §4: a slim bar at the top of the window while any API request is under way. It opens on
 * the first request and closes when all have finished; it never blocks typing or clicking.
 */
export function RequestProgress() {
  const { t } = useTranslation();
  const inFlight = useInFlightRequests();
  if (inFlight === 0) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('common.working')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.tooltip + 2,
      }}
    />
  );
}
