import type { Navigation, SideMenuType } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { saveSessionPermissions } from '../../../lib/session';

/**
 * GET /api/me/navigation?sideMenuType=: the caller's menu, home path and permissions. Typed, not parsed: every
 * signed-in page reads it at first render, and zod would be most of that page's extra JavaScript (issue 9 §3). The
 * server is the authority on this answer and declares `navigationSchema` as its response schema; its API tests run
 * zod on every answer (`crossCheckSerializers`) and `apps/server/test/navigation.test.ts` parses it with that schema.
 */
export async function getNavigation(sideMenuType: SideMenuType, signal?: AbortSignal): Promise<Navigation> {
  const navigation = await api.get<Navigation>('/api/me/navigation', { params: { sideMenuType }, signal });
  // Kept for the guard and useCan, which a custom role's permissions reach only through the server (issue 10).
  saveSessionPermissions(navigation.permissions);
  return navigation;
}

export function getNavigationQueryOptions(userId: number | null, sideMenuType: SideMenuType) {
  return queryOptions({
    queryKey: ['navigation', userId, sideMenuType],
    queryFn: ({ signal }) => getNavigation(sideMenuType, signal),
  });
}

export function useNavigationMenu(userId: number | null, sideMenuType: SideMenuType) {
  return useQuery(getNavigationQueryOptions(userId, sideMenuType));
}
