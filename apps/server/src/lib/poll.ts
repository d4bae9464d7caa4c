// A round of background work repeated while the server serves: the first when it is ready, the next `pollMs` after
// each one ends (rounds never overlap), and on close the round under way is awaited before the database closes.
import type { FastifyInstance } from 'fastify';

export function pollWhileServing(
  app: FastifyInstance,
  round: () => Promise<unknown>,
  { pollMs, what }: { pollMs: number; what: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function tick() {
    if (stopped) return;
    running = round()
      .catch((err: unknown) => app.log.error({ err }, `${what} round failed`))
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
