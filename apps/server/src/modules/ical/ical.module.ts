// Two-way iCal (issue 16) as one plugin for app.ts: the busy feeds we publish and their public URL.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { SecretBox } from '../../lib/secret-box';
import { icalExportRoutes } from './ical-export.routes';
import { createIcalExportService } from './ical-export.service';

export interface IcalModuleOptions {
  db: Db;
  /** The key sealing feed tokens and imported URLs (decision 0031). */
  secretsKey: Buffer;
  appUrl?: string;
  feedsPerMinute?: number;
}

export const icalModuleRoutes: FastifyPluginAsync<IcalModuleOptions> = async (app, o) => {
  const box = new SecretBox(o.secretsKey);
  await app.register(icalExportRoutes, {
    exports: createIcalExportService(o.db, box),
    ...(o.appUrl ? { appUrl: o.appUrl } : {}),
    ...(o.feedsPerMinute ? { feedsPerMinute: o.feedsPerMinute } : {}),
  });
};
