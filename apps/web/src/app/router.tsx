import { APP_ROUTES, SECTIONS, SHELL_ROUTES, type AppRoute, type SectionKey } from '@bookone/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, replace, RouterProvider, type RouteObject } from 'react-router';

import { FullPageSpinner } from '../components/full-page-spinner';
import { paths } from '../config/paths';
import { loadAppNamespaces } from '../lib/i18n';
import type { RouteHandle, TranslationKey } from '../lib/route-handle';
import { userHomePath } from '../lib/route-access';
import type { RouteModule, SectionModule } from './route-module';
import { guarded, withLockGuard } from './route-guard';
import { RootErrorBoundary, RootLayout } from './routes/root';

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
 * One lazily loaded module per section of the signed-in area (spec §2.1), a small table of its pages' loaders: Vite
 * makes the table and every page their own chunks, so a visit downloads the page it shows and nothing else.
 */
const SECTION_MODULES: Record<SectionKey, () => Promise<SectionModule>> = {
  'master-service': () => import('./routes/app/sections/master-service'),
  'bookone-admin': () => import('./routes/app/sections/bookone-admin'),
  'business-lead': () => import('./routes/app/sections/business-lead'),
  invoice: () => import('./routes/app/sections/invoice'),
  bookone: () => import('./routes/app/sections/bookone'),
  'bookone-onboarding': () => import('./routes/app/sections/bookone-onboarding'),
  order: () => import('./routes/app/sections/order'),
  product: () => import('./routes/app/sections/product'),
  'business-promotion': () => import('./routes/app/sections/business-promotion'),
  review: () => import('./routes/app/sections/review'),
  Campaign: () => import('./routes/app/sections/campaign'),
  report: () => import('./routes/app/sections/report'),
};

/** The section index that sends every role on to their own home (spec §2.1 Home action, §2.5 plain menus). */
const SECTION_HOME_REDIRECT = 'masterService';

/**
 * A page of the domain route table: its handle carries the title, breadcrumb and allowed roles; its loader is the
 * role guard (then the page's own loader); its component comes from the section module, or is the shared
 * "not built yet" page.
 */
function pageRoute(route: AppRoute, queryClient: QueryClient): RouteObject {
  const base = {
    id: route.id,
    handle: handle({
      title: route.title as TranslationKey,
      breadcrumb: route.breadcrumb as TranslationKey | undefined,
      roles: route.roles,
    }),
  };
  if (route.id === SECTION_HOME_REDIRECT) {
    return { ...base, index: true, loader: guarded(route, () => replace(userHomePath())), element: null };
  }
  const lazy = async () => {
    const section = await SECTION_MODULES[route.section]();
    const entry = section.pages[route.id];
    const page =
      typeof entry === 'function' ? await entry() : (entry ?? (await import('./routes/app/not-built')));
    const { loader, ...rest } = convert(queryClient)(page);
    return { ...rest, loader: guarded(route, loader) };
  };
  return route.path === '' ? { ...base, index: true, lazy } : { ...base, path: route.path, lazy };
}

/** A section of the signed-in area: its title (spec §2.1) and its pages; its bare address is unknown (404). */
function sectionRoute(key: SectionKey, title: string, queryClient: QueryClient): RouteObject {
  const routes = APP_ROUTES.filter((route) => route.section === key);
  const children = routes.map((route) => pageRoute(route, queryClient));
  if (!routes.some((route) => route.path === '')) {
    children.unshift({ index: true, ...redirectTo(paths.sessions.notFound.getHref()) });
  }
  return { path: key, handle: handle({ title: title as TranslationKey }), children };
}

/**
 * The route table. The signed-in area is generated from the domain route table (SECTIONS and APP_ROUTES); titles
 * (spec §2.1) and breadcrumbs come from `handle`. The sessions area is public; everything under '/' is guarded by
 * the loader of routes/app/layout.tsx, which also sends a locked session to the lock screen.
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
              path: paths.sessions.lockscreen.path,
              handle: handle({ title: 'routes.lockscreen' }),
              lazy: load(() => import('./routes/sessions/lockscreen')),
            },
            {
              path: paths.sessions.setPassword.path,
              handle: handle({ title: 'routes.setPassword' }),
              lazy: load(() => import('./routes/sessions/set-password')),
            },
            {
              path: paths.sessions.resetPassword.path,
              handle: handle({ title: 'routes.resetPassword' }),
              lazy: load(() => import('./routes/sessions/set-password')),
            },
            {
              path: paths.sessions.forgotPassword.path,
              handle: handle({ title: 'routes.forgotPassword' }),
              lazy: load(() => import('./routes/sessions/forgot-password')),
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
          // The signed-in pages' translations load beside the layout's code (the first screen has only two).
          lazy: () =>
            Promise.all([import('./routes/app/layout'), loadAppNamespaces()])
              .then(([layout]) => convert(queryClient)(layout))
              .then((layout) => ({ ...layout, loader: withLockGuard(layout.loader) })),
          children: [
            // '/' (where sign-in lands by default) is the user's home (spec §2.1 Home action), never an empty page.
            { index: true, loader: () => replace(userHomePath()) },
            ...SECTIONS.map((section) => sectionRoute(section.key, section.title, queryClient)),
            {
              path: SHELL_ROUTES.search.path,
              handle: handle({ title: SHELL_ROUTES.search.title }),
              lazy: load(() => import('./routes/app/search')),
            },
            {
              path: paths.examples.root.path,
              handle: handle({ title: SHELL_ROUTES.examples.title }),
              lazy: load(() => import('./routes/app/examples')),
            },
            {
              path: SHELL_ROUTES.examples.path,
              handle: handle({ title: SHELL_ROUTES.examples.title }),
              lazy: load(() => import('./routes/app/examples')),
            },
          ],
        },
        // Spec §2.1: any unknown path goes to the 404 page, replacing the unknown address in the history.
        // A payment link's page (issue 13): public, outside the sessions frame and the signed-in shell.
        {
          path: paths.pay.path,
          handle: handle({ title: 'routes.pay' }),
          lazy: load(() => import('./routes/pay')),
        },
        // A guest's review page (issue 14): public like the payment link's.
        {
          path: paths.feedback.path,
          handle: handle({ title: 'routes.feedback' }),
          lazy: load(() => import('./routes/feedback')),
        },
        // A campaign message's unsubscribe page (issue 14): public like the review page.
        {
          path: paths.unsubscribe.path,
          handle: handle({ title: 'routes.unsubscribe' }),
          lazy: load(() => import('./routes/unsubscribe')),
        },
        // The public "book a demo" form (issue 15): a business lead from the marketing site.
        {
          path: paths.bookDemo.path,
          handle: handle({ title: 'routes.bookDemo' }),
          lazy: load(() => import('./routes/book-a-demo')),
        },
        // A property's public enquiry form (issue 15): public like the payment link's page.
        {
          path: paths.enquire.path,
          handle: handle({ title: 'routes.enquire' }),
          lazy: load(() => import('./routes/enquire')),
        },
        { path: '*', ...redirectTo(paths.sessions.notFound.getHref()) },
      ],
    },
  ];
}

/**
 * The browser router. Created before the first render (main.tsx): it starts downloading the first page's route
 * modules and running its loaders at once, while the translations load, instead of after them.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
