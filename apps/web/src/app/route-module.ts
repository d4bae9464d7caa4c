import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router';

/**
 * What a lazily loaded route module exports: its page as the default export, and optionally loaders and actions
 * that receive the query client (to prefetch with the same query options as the page).
 */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
  ErrorBoundary?: ComponentType;
};

/**
 * A lazily loaded section of the signed-in area (spec §2.1): one module per section of the domain route table,
 * holding the pages built so far by route id. A route id without a page renders the shared "not built yet" page.
 */
export type SectionModule = {
  /**
   * Each page as a loader (`() => import('../bookone/manage-booking')`), so that every page is its own chunk and a
   * visit downloads that page alone (issue 9 §3: no page chunk over 120 KB gzipped, the data grid only where used).
   * A module object still works, but is then bundled into the section's chunk with all its dependencies.
   */
  pages: Partial<Record<string, RouteModule | (() => Promise<RouteModule>)>>;
};
