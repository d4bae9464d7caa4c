import type { Property, Role, User } from '@bookone/domain';

import { saveSession } from '../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from './data-generators';
import { jsonResponse, mockApi, type ApiRoutes } from './test-utils';

export type SignedInOptions = {
  /** The user's roles (default: the generated user's, PROP_ADMIN). */
  roles?: Role[];
  user?: User;
  property?: Property;
  /** The menu GET /api/me/navigation answers (default: none, home /master-service/home). */
  menu?: unknown[];
  /** The page's own API answers; they win over the shell's. */
  routes?: ApiRoutes;
};

/**
 * A signed-in session (user and property in sessionStorage) and a mocked API that answers what every page of the
 * admin shell asks for (the user, the notifications, the menu, and the onboarding state: none), plus the page's
 * own `routes`. Returns the fetch mock, for `callsTo`.
 */
export function signedIn({
  roles,
  user = buildUser(roles ? { roles } : {}),
  property = buildProperty(),
  menu = [],
  routes = {},
}: SignedInOptions = {}) {
  saveSession(buildLoginResponse({ user, property }));
  return mockApi({
    [`GET /api/user/findById/${user.id}`]: () => jsonResponse(user),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () =>
      jsonResponse({ menuKey: 'accommodation', homePath: '/master-service/home', permissions: [], menu }),
    [`GET /api/property/${property.id}/onboarding`]: () => jsonResponse({}, 404),
    ...routes,
  });
}
