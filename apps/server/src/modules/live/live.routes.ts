import { PassThrough } from 'node:stream';

import { LIVE_HEARTBEAT_MS, LIVE_READY_EVENT, type LiveEvent } from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf, propertyParams, readErrorResponses } from '../../lib/route';
import type { LiveService } from './live.service';

export interface LiveRouteOptions {
  live: LiveService;
  /**
   * A stream ends after this long and the client opens a new one with its current token: a token that expired or
   * was revoked stops receiving within this time (and the fuzz and tenant-matrix tests get an answer that ends).
   */
  maxStreamMs?: number;
  heartbeatMs?: number;
}

const DEFAULT_MAX_STREAM_MS = 10 * 60_000;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const liveRoutes: FastifyPluginAsyncZod<LiveRouteOptions> = async (
  app,
  { live, maxStreamMs = DEFAULT_MAX_STREAM_MS, heartbeatMs = LIVE_HEARTBEAT_MS },
) => {
  const open = new Set<() => void>();
  // app.close() (SIGTERM: main.ts drains 4 s) ends every open stream at once rather than waiting for them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  // The listener's connection goes last, without holding the shutdown up.
  app.addHook('onClose', async () => {
    await Promise.race([live.close(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
  });

  app.get(
    '/api/live/:propertyId',
    {
      config: { permission: 'notification.read' },
      // The app's handler time limit would cut a stream that has been sending for a while.
      handlerTimeout: maxStreamMs + 10_000,
      schema: {
        tags: ['live'],
        summary: "The property's live events (server-sent events)",
        description:
          'A `text/event-stream` for the signed-in tab: `ready` when connected (and whenever events may have been ' +
          'missed: refetch what is shown), then `kitchen` (needs kitchen.read) and `notification` events of this ' +
          'property, each `data` a JSON object naming what changed. A comment every 25 s keeps it open; it ends ' +
          'after at most ten minutes and the client reconnects. Authentication errors answer at once.',
        params: propertyParams,
        response: { 200: z.string().describe('text/event-stream'), ...readErrorResponses },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const property = await live.reach(actor, req.params.propertyId);
      const stream = new PassThrough();
      const write = (chunk: string) => {
        if (!stream.writableEnded) stream.write(chunk);
      };
      let unsubscribe = () => {};
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        stream.end();
      };
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      const lifetime = setTimeout(end, maxStreamMs);
      open.add(end);
      reply.raw.on('close', end);
      unsubscribe = await live.subscribe({
        propertyId: property.id,
        actor,
        event: (e: LiveEvent) => write(frame(e.kind, e)),
        resync: () => write(frame(LIVE_READY_EVENT, { resumed: true })),
      });
      if (!open.has(end)) unsubscribe(); // closed while subscribing
      write(`retry: 3000\n${frame(LIVE_READY_EVENT, { propertyId: property.id })}`);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string); // a stream: Fastify pipes it, the schema documents its type
    },
  );
};
