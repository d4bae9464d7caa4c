import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import {
  createBrowserRouter,
  replace,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';

import { FullPageSpinner } from '../components/full-page-spinner';
import { paths } from '../config/paths';
import type { RouteHandle } from '../lib/route-handle';
import { RootErrorBoundary, RootLayout } from './routes/root';

/**
 * What a lazily loaded route module exports: its page as the default export, and optionally loaders and actions
 * that receive the query client (to prefetch with the same query options as the page).
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
  ErrorBoundary?: ComponentType;
};

const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader, clientAction, ErrorBoundary }: RouteModule) => ({
    Component,
    loader: clientLoader?.(queryClient),
    action: clientAction?.(queryClient),
    ErrorBoundary,
  });

const handle = (value: RouteHandle) => value;

/** A route that only redirects (replacing the history entry). Its loader runs before anything renders. */
const redirectTo = (to: string) => ({ loader: () => replace(to), element: null });

/**
 * The route table. Titles (spec §2.1) and breadcrumbs come from `handle`; pages are lazy modules under routes/.
 * The sessions area is public; everything under '/' is guarded by the loader of routes/app/layout.tsx.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const load = (module: () => Promise<RouteModule>) => () => module().then(convert(queryClient));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          path: paths.sessions.root.path,
          lazy: load(() => import('./routes/sessions/layout')),
          children: [
            { index: true, ...redirectTo(paths.sessions.signin.getHref()) },
            {
              path: paths.sessions.signin.path,
              handle: handle({ title: 'routes.signin' }),
              lazy: load(() => import('./routes/sessions/signin')),
            },
            {
              path: paths.sessions.notFound.path,
              handle: handle({ title: 'routes.notFound' }),
              lazy: load(() => import('./routes/sessions/not-found')),
            },
            {
              path: paths.sessions.error.path,
              handle: handle({ title: 'routes.error' }),
              lazy: load(() => import('./routes/sessions/error')),
            },
          ],
        },
        {
          id: 'app',
          path: paths.home.path,
          lazy: load(() => import('./routes/app/layout')),
          children: [
            { index: true, lazy: load(() => import('./routes/app/welcome')) },
            {
              path: paths.masterService.root.path,
              handle: handle({ title: 'routes.masterService' }),
              children: [
                { index: true, ...redirectTo(paths.masterService.home.getHref()) },
                {
                  path: paths.masterService.home.path,
                  handle: handle({ title: 'routes.dashboard' }),
                  lazy: load(() => import('./routes/app/master-service/home')),
                },
              ],
            },
          ],
        },
        // Spec §2.1: any unknown path goes to the 404 page, replacing the unknown address in the history.
        { path: '*', ...redirectTo(paths.sessions.notFound.getHref()) },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
