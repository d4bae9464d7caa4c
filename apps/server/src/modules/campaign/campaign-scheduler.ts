// Sends scheduled campaigns when they are due: every server process polls, and the claim (FOR UPDATE SKIP LOCKED,
// then SENT in the same transaction) hands each campaign to one of them. A campaign is sent within a poll of its
// time; a server that was down sends the ones it missed when it starts.
import type { FastifyInstance } from 'fastify';

import type { CampaignService } from './campaign.service';

export const CAMPAIGN_POLL_MS = 15_000;

export function scheduleCampaigns(
  app: FastifyInstance,
  campaigns: CampaignService,
  pollMs = CAMPAIGN_POLL_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function tick() {
    if (stopped) return;
    running = campaigns
      .sendDue()
      .catch((err: unknown) => app.log.error({ err }, 'scheduled campaigns round failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  }

  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
