// The day close as one plugin for app.ts: its API and, in the real server (beside the outbox worker), the poll of
// the automatic night audit.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { scheduleDayClose } from './day-close-scheduler';
import { dayCloseRoutes } from './day-close.routes';
import { createDayCloseService } from './day-close.service';

export interface DayCloseModuleOptions {
  db: Db;
  /** Polls for due closes (main.ts's server; tests call runDue themselves). */
  schedule: boolean;
}

export const dayCloseModuleRoutes: FastifyPluginAsync<DayCloseModuleOptions> = async (app, o) => {
  const dayClose = createDayCloseService(o.db);
  await app.register(dayCloseRoutes, { dayClose });
  if (o.schedule) scheduleDayClose(app, dayClose);
};
