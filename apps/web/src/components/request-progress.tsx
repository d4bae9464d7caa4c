import LinearProgress from '@mui/material/LinearProgress';

import { useInFlightRequests } from '../lib/request-activity';

/**
 * The global loader of spec §4: a slim bar at the top of the window while any API request is under way. It opens on
 * the first request and closes when all have finished; it never blocks typing or clicking. `label` is its name
 * ('common.working'), given by the caller: the stand-alone sign-in page (app/signin-app.tsx) has no i18next.
 */
export function RequestProgress({ label }: { label: string }) {
  const inFlight = useInFlightRequests();
  if (inFlight === 0) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={label}
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
