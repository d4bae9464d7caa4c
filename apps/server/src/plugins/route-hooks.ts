// Hooks that only some routes need, attached to those routes as they are added (an `onRoute` hook) rather than to
// every request: a hook on the instance runs, and allocates its promise, on every read too (the order list's
// budget, bench/order-list.ts), where a write-only hook has nothing to do.
import type { RouteOptions } from 'fastify';

/** The methods that change nothing: a write-only hook skips the routes that answer only these. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route answers a method that may write (POST, PUT, PATCH, DELETE…). */
export const writesSomething = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).some((m) => !READ_METHODS.has(m));

type HookName = 'preValidation' | 'onSend' | 'onResponse';

/**
 * Adds `hook` to the route's own hooks of `name`, before the ones it has (`first`: before the route's own hooks and
 * those other plugins attached earlier, such as compression's onSend, so that it runs where an instance hook would)
 * or after them.
 */
export function addRouteHook(route: RouteOptions, name: HookName, hook: unknown, first = false) {
  const current = route[name] as unknown;
  const list = current == null ? [] : Array.isArray(current) ? [...(current as unknown[])] : [current];
  if (first) list.unshift(hook);
  else list.push(hook);
  (route as unknown as Record<HookName, unknown[]>)[name] = list;
}
