import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { createAppRoutes } from '../app/router';
import { theme } from '../app/theme';
import { DialogsProvider } from '../components/dialogs/dialogs-provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type RenderRoutesOptions = { initialEntries?: string[]; queryClient?: QueryClient };

/** Renders a route table in a memory router with the app's providers (theme, query client, dialogs). */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>
          <RouterProvider router={router} />
        </DialogsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** Renders the whole app (the real route table) at an address. */
export function renderApp(initialEntry: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createAppRoutes(queryClient), { initialEntries: [initialEntry], queryClient });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Replaces the global fetch; the returned mock records every call as (url, init). */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(urlOf(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a request sent. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The headers of the nth recorded fetch call. */
export function headersOf(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

/** An API answer per "METHOD /path" (no query string); anything else answers 404 like the server would. */
export type ApiRoutes = Record<string, (url: URL, init: RequestInit) => Response | Promise<Response>>;

/** mockFetch with a table of answers by method and path. */
export function mockApi(routes: ApiRoutes) {
  return mockFetch((href, init) => {
    const url = new URL(href, 'http://localhost');
    const answer = routes[`${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`];
    return answer
      ? answer(url, init)
      : jsonResponse({ statusCode: 404, error: 'Not Found', message: `No route ${url.pathname}` }, 404);
  });
}

/** The calls of a mockFetch mock to one path, as [URL, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, pathname: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => [new URL(urlOf(input), 'http://localhost'), init ?? {}] as const)
    .filter(([url, init]) => url.pathname === pathname && (init.method ?? 'GET').toUpperCase() === method);
}
