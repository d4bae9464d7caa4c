// Two-way iCal (issue 16) as one plugin for app.ts: the busy feeds we publish and their public URL; the OTA feeds
// we import (their API, and in the real server the schedule's poll); the tape chart's overbooking markers.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import type { OutboundPolicy } from '../../lib/outbound-http';
import { pollWhileServing } from '../../lib/poll';
import { SecretBox } from '../../lib/secret-box';
import { icalExportRoutes } from './ical-export.routes';
import { createIcalExportService } from './ical-export.service';
import type { FetchLimits } from './ical-fetch';
import { icalImportRoutes } from './ical-import.routes';
import { createIcalImportService, createIcalOverbookingService } from './ical-import.service';

/** How often the schedule looks for due feeds (each feed has its own interval, 15 minutes by default). */
export const ICAL_POLL_MS = 30_000;

export interface IcalModuleOptions {
  db: Db;
  /** The key sealing feed tokens and imported URLs (decision 0031). */
  secretsKey: Buffer;
  /** Polls for due imported feeds (main.ts's server; tests call runDue or sync now themselves). */
  schedule: boolean;
  appUrl?: string;
  feedsPerMinute?: number;
  fetchLimits?: Partial<FetchLimits>;
  /** Which addresses imported feeds may be fetched from. */
  outbound: OutboundPolicy;
}

export const icalModuleRoutes: FastifyPluginAsync<IcalModuleOptions> = async (app, o) => {
  const box = new SecretBox(o.secretsKey);
  await app.register(icalExportRoutes, {
    exports: createIcalExportService(o.db, box),
    ...(o.appUrl ? { appUrl: o.appUrl } : {}),
    ...(o.feedsPerMinute ? { feedsPerMinute: o.feedsPerMinute } : {}),
  });
  const imports = createIcalImportService(o.db, box, {
    outbound: o.outbound,
    ...(o.fetchLimits ? { limits: o.fetchLimits } : {}),
  });
  await app.register(icalImportRoutes, { imports, overbookings: createIcalOverbookingService(o.db) });
  if (o.schedule)
    pollWhileServing(app, () => imports.runDue(), { pollMs: ICAL_POLL_MS, what: 'iCal feed import' });
};
