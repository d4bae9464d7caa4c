import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Every request has a time to answer: past it the client gets a 503 in the standard error shape (errors.ts, code
 * FST_ERR_HANDLER_TIMEOUT) and its connection is free, whatever the handler is still waiting for.
 *
 * Fastify's own `handlerTimeout` does the same with an AbortController, a timer, a `close` listener and the response
 * listeners on every request (their setup and removal were ~1 % of the order list's processor time, bench/order-list.ts).
 * Here a request costs one push onto a list, and one sweep a fraction of the limit apart answers those still open
 * past it: a request is answered between `limitMs` and 1.25 × `limitMs` after it arrived. Nothing here aborts the
 * handler (no handler reads `request.signal`); the database's statement timeout ends a stuck query on its side.
 * A route that sets `handlerTimeout` in its options (a stream that stays open longer) keeps Fastify's own.
 */
export function registerRequestTimeLimit(app: FastifyInstance, limitMs: number) {
  let open: { reply: FastifyReply; at: number }[] = [];
  app.addHook('onRequest', (_request, reply, done) => {
    open.push({ reply, at: Date.now() });
    done();
  });
  const sweep = () => {
    const now = Date.now();
    const still: typeof open = [];
    for (const entry of open) {
      const { reply } = entry;
      if (reply.sent || reply.raw.writableEnded || reply.raw.destroyed) continue;
      if (now - entry.at < limitMs) {
        still.push(entry);
        continue;
      }
      // A route with a limit of its own (the live channel's stream) has Fastify's handlerTimeout keep it.
      if (reply.request.routeOptions.handlerTimeout) continue;
      const err = Object.assign(new Error(`The request took longer than ${limitMs} ms`), {
        code: 'FST_ERR_HANDLER_TIMEOUT',
      });
      // Headers already on their way (a stream): nothing can be said any more, only the connection closed.
      if (reply.raw.headersSent) reply.raw.destroy(err);
      else reply.send(err);
    }
    open = still;
  };
  const timer = setInterval(sweep, Math.max(10, Math.min(1000, Math.floor(limitMs / 4))));
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    open = [];
    done();
  });
}
