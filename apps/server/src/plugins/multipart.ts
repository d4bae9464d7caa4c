import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/multipart's instance hooks: both serve its disk mode only (`saveRequestFiles` writes the parts to temporary
 * files, which they delete when the answer ends or the client goes away). BookOne reads every upload as a stream
 * (`request.file()`, lib/images.ts and lib/private-files.ts), so they have nothing to do; yet as instance hooks they
 * ran on every request of every route, two promises, a listener on the socket and Fastify's response listeners each
 * time (the order list's budget, bench/order-list.ts).
 */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

export const DISK_MODE_REFUSAL =
  'Uploads are read as streams (request.file()): saving them to temporary files is switched off';

/**
 * Registers @fastify/multipart (the multipart parser and `request.isMultipart()` / `file()` / `parts()` on every
 * route) without its disk mode: its two hooks are left out and `request.saveRequestFiles()` throws, so that no
 * temporary file can be left behind by code that would count on them.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions) {
  // The plugin adds its hooks and decorators to this very instance (fastify-plugin) while it registers, which the
  // await below runs to the end: the two methods are swapped for that time only.
  // Kept as they are (unbound) to be put back as they were: a child instance inherits them from this one.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { addHook, decorateRequest } = app;
  const hooks = new Set<string>();
  const filtered = {
    addHook(this: FastifyInstance, name: string, hook: unknown) {
      if (DISK_MODE_HOOKS.has(name)) {
        hooks.add(name);
        return this;
      }
      return (addHook as (this: FastifyInstance, n: string, h: unknown) => FastifyInstance).call(
        this,
        name,
        hook,
      );
    },
    decorateRequest(this: FastifyInstance, name: string, value: unknown) {
      const refusal = () => Promise.reject(new Error(DISK_MODE_REFUSAL));
      return (decorateRequest as (this: FastifyInstance, n: string, v: unknown) => FastifyInstance).call(
        this,
        name,
        name === 'saveRequestFiles' ? refusal : value,
      );
    },
  };
  Object.assign(app, filtered);
  try {
    await app.register(fastifyMultipart, options);
  } finally {
    Object.assign(app, { addHook, decorateRequest });
  }
  // A new version that moves them, or adds another, must be looked at again rather than silently run differently.
  if (hooks.size !== DISK_MODE_HOOKS.size)
    throw new Error(`@fastify/multipart added ${[...hooks].join(', ') || 'none'} of its disk mode hooks`);
}
