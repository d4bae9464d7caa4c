import type { MenuItem, Navigation, Property, Role } from '@bookone/domain';
import type { RouteObject } from 'react-router';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { jsonResponse, mockFetch, renderRoutes } from '../../../testing/test-utils';
import { AdminLayout, type AdminLayoutProps } from '../components/admin-layout';

export function buildNavigation(menu: MenuItem[], overrides: Partial<Navigation> = {}): Navigation {
  return { menuKey: 'accommodation', menu, homePath: '/master-service/home', permissions: [], ...overrides };
}

export const SIMPLE_MENU: MenuItem[] = [
  { name: 'menu.dashboard', type: 'link', state: 'master-service/home', icon: 'dashboard' },
];

type RenderShellOptions = {
  url?: string;
  roles?: Role[];
  /** The stored property; null for a user without one. */
  property?: Partial<Property> | null;
  /** Answers GET /api/me/navigation; the nth call (from 1) and the URL are given. */
  navigation?: (call: number, url: string) => Response;
  layoutProps?: Partial<AdminLayoutProps>;
  extraRoutes?: RouteObject[];
};

/**
 * Renders AdminLayout in a memory router with a stored session, the user Ada Lovelace, and a fetch mock that
 * answers the navigation call (anything else is a 404).
 */
export function renderShell({
  url = '/',
  roles = ['PROP_ADMIN'],
  property = {},
  navigation = () => jsonResponse(buildNavigation(SIMPLE_MENU)),
  layoutProps = {},
  extraRoutes = [],
}: RenderShellOptions = {}) {
  const user = buildUser({ roles });
  saveSession(buildLoginResponse({ user, property: property === null ? null : buildProperty(property) }));
  let navigationCount = 0;
  const navigationUrls: string[] = [];
  const fetchMock = mockFetch((requestUrl) => {
    if (requestUrl.startsWith('/api/me/navigation')) {
      navigationUrls.push(requestUrl);
      return navigation(++navigationCount, requestUrl);
    }
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: <AdminLayout user={user} {...layoutProps} />,
        children: [
          { index: true, element: <h1>Welcome page</h1> },
          {
            path: 'master-service',
            handle: { title: 'Services' },
            children: [
              { path: 'home', handle: { title: 'Dashboard' }, element: <h1>Dashboard page</h1> },
              {
                path: 'reservation-details/:referenceId',
                handle: { title: 'Reservation', breadcrumb: 'Reservation {{referenceId}}' },
                element: <h1>Reservation page</h1>,
              },
            ],
          },
          ...extraRoutes,
          { path: '*', element: <h1>Other page</h1> },
        ],
      },
      { path: '/sessions/*', element: <h1>Sessions page</h1> },
    ],
    { initialEntries: [url] },
  );
  /** The URLs of the navigation requests so far, retries included. */
  const navigationCalls = () => [...navigationUrls];
  return { ...view, fetchMock, navigationCalls, sessionUser: user };
}
