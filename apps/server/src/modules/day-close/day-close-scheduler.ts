// The automatic night audit (decision 0046): every server process polls; a run is one row per property and date
// and a process takes it with FOR UPDATE SKIP LOCKED and a lease, so two processes never run one close at once and
// a process that died mid-run leaves it to the next round after its lease. A server that was down closes the dates
// it missed when it starts.
import type { FastifyInstance } from 'fastify';

import { pollWhileServing } from '../../lib/poll';
import type { DayCloseService } from './day-close.service';

export const DAY_CLOSE_POLL_MS = 60_000;

export function scheduleDayClose(
  app: FastifyInstance,
  dayClose: DayCloseService,
  pollMs = DAY_CLOSE_POLL_MS,
) {
  pollWhileServing(app, () => dayClose.runDue(), { pollMs, what: 'automatic day close' });
}
