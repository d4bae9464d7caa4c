// Sends scheduled campaigns when they are due: every server process polls, and the claim (FOR UPDATE SKIP LOCKED,
// then SENT in the same transaction) hands each campaign to one of them. A campaign is sent within a poll of its
// time; a server that was down sends the ones it missed when it starts.
import type { FastifyInstance } from 'fastify';

import { pollWhileServing } from '../../lib/poll';
import type { CampaignService } from './campaign.service';

export const CAMPAIGN_POLL_MS = 15_000;

export function scheduleCampaigns(
  app: FastifyInstance,
  campaigns: CampaignService,
  pollMs = CAMPAIGN_POLL_MS,
) {
  pollWhileServing(app, () => campaigns.sendDue(), { pollMs, what: 'scheduled campaigns' });
}
