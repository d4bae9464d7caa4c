import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

import { createAppRoutes } from '../app/router';
import { theme } from '../app/theme';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type RenderRoutesOptions = { initialEntries?: string[]; queryClient?: QueryClient };

/** Renders a route table in a memory router with the app's providers. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], queryClient = createTestQueryClient() }: RenderRoutesOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
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

/** The headers of the nth recorded fetch call. */
export function headersOf(fetchMock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}
