import type { AppRoute } from '@bookone/domain';
import { replace, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';

import { paths } from '../config/paths';
import { notifyAccessDenied } from '../lib/access-denied';
import { returnPathOf } from '../lib/return-path';
import { canOpenRoute, getCurrentAppLocation, userHomePath } from '../lib/route-access';
import { getAuthToken, isLocked } from '../lib/session';

const lockScreen = (request: Request) =>
  replace(paths.sessions.lockscreen.getHref(returnPathOf(request.url)));

/**
 * The role guard of a page of the domain route table (spec §6, §8), as the page's route loader. In-app navigations
 * to a refused page are already stopped by the blocker of RouteAccessGuard; this loader covers the rest:
 * - a direct load (no in-app page yet: typed address, reload, sign-in return): the user lands on their home page;
 * - a redirect or anything else that slipped past the blocker while on an in-app page: the user stays there.
 * Either way the snackbar "You do not have access to this page!" shows.
 *
 * Without a token it lets the guard of the signed-in area send the user to sign-in: React Router runs the loaders
 * in parallel and the deepest redirect wins, so this one must stay out of the way. While locked, it sends the user
 * to the lock screen, as the signed-in area's guard does.
 */
export function roleGuard(route: Pick<AppRoute, 'roles' | 'id'>) {
  return ({ request }: LoaderFunctionArgs) => {
    if (getAuthToken() == null) return null;
    if (isLocked()) return lockScreen(request);
    const { pathname } = new URL(request.url);
    if (canOpenRoute(route, pathname)) return null;
    notifyAccessDenied();
    return replace(getCurrentAppLocation() ?? userHomePath());
  };
}

/** Runs the role guard first, then the page's own loader when it lets the user in. */
export function guarded(route: Pick<AppRoute, 'roles' | 'id'>, loader?: LoaderFunction): LoaderFunction {
  const guard = roleGuard(route);
  return async (args, context) => guard(args) ?? (loader ? await loader(args, context) : null);
}

/**
 * Wraps the loader of the signed-in area: after its own checks (token present and valid), a locked session
 * (spec §2.3, the `Locked` flag) is sent to the lock screen, which brings the user back here once unlocked.
 */
export function withLockGuard(loader?: LoaderFunction): LoaderFunction {
  return async (args, context) => {
    const result: unknown = loader ? await loader(args, context) : null;
    if (result instanceof Response) return result;
    if (isLocked()) return lockScreen(args.request);
    return result;
  };
}
