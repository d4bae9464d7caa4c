// OTA channels (issue 16) as one plugin for app.ts: the catalogue and connection routes, and in the real server the
// push worker's poll (tests run the worker's rounds themselves).
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import type { OutboundPolicy } from '../../lib/outbound-http';
import { pollWhileServing } from '../../lib/poll';
import { ChannelAdapterRegistry } from './channel-adapter';
import { httpJsonAdapterFor } from './channel-http-adapter';
import { icalAdapter } from './channel-ical-adapter';
import { channelWebhookRoutes } from './channel-webhook.routes';
import { channelRoutes } from './channel.routes';
import { createChannelService } from './channel.service';
import { CHANNEL_WORKER_DEFAULTS, createChannelWorker } from './channel-worker';

export const CHANNEL_POLL_MS = 2_000;

/**
 * The connectors the server runs: a new one is one file and one line here (docs/channels.md). Those that call out
 * do so to the addresses `outbound` allows.
 */
export const builtInAdapters = (outbound: OutboundPolicy) =>
  new ChannelAdapterRegistry().register(icalAdapter).register(httpJsonAdapterFor(outbound));

export interface ChannelModuleOptions {
  db: Db;
  /** Polls for due pushes (main.ts's server). */
  schedule: boolean;
  /** Which addresses the adapters may post to (Config.outboundAllowPrivate). */
  outbound: OutboundPolicy;
}

export const channelModuleRoutes: FastifyPluginAsync<ChannelModuleOptions> = async (app, o) => {
  const channels = createChannelService(o.db);
  await app.register(channelRoutes, { channels });
  await app.register(channelWebhookRoutes, { channels });
  if (!o.schedule) return;
  const worker = createChannelWorker(o.db, builtInAdapters(o.outbound), {
    log: { warn: (obj, msg) => app.log.warn(obj, msg) },
  });
  // A full round (every batch claimed) is followed at once by the next.
  pollWhileServing(
    app,
    async () => {
      while ((await worker.runOnce()) === CHANNEL_WORKER_DEFAULTS.batch);
    },
    { pollMs: CHANNEL_POLL_MS, what: 'channel push' },
  );
};
