// The campaigns module as one plugin for app.ts: the staff API and the public unsubscribe link on a service whose
// tokens are signed with the server's secrets key, and (in the real server, beside the outbox worker) the scheduler.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { scheduleCampaigns } from './campaign-scheduler';
import { createUnsubscribeTokens } from './campaign-token';
import { campaignRoutes } from './campaign.routes';
import { createCampaignService } from './campaign.service';

export interface CampaignModuleOptions {
  db: Db;
  secretsKey: Buffer;
  /** Wakes the outbox worker after a send. */
  wake: () => void;
  /** Polls for due scheduled campaigns (main.ts's server; tests call sendDue themselves). */
  schedule: boolean;
  publicPerMinute?: number;
}

export const campaignModuleRoutes: FastifyPluginAsync<CampaignModuleOptions> = async (app, o) => {
  const campaigns = createCampaignService(o.db, {
    tokens: createUnsubscribeTokens(o.secretsKey),
    onEnqueued: o.wake,
  });
  await app.register(campaignRoutes, {
    campaigns,
    ...(o.publicPerMinute ? { publicPerMinute: o.publicPerMinute } : {}),
  });
  if (o.schedule) scheduleCampaigns(app, campaigns);
};
