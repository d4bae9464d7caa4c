import { navigationSchema, type Navigation, type SideMenuType } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** GET /api/me/navigation?sideMenuType=: the caller's menu, home path and permissions, checked against the contract. */
export async function getNavigation(sideMenuType: SideMenuType, signal?: AbortSignal): Promise<Navigation> {
  const body = await api.get<unknown>('/api/me/navigation', { params: { sideMenuType }, signal });
  return navigationSchema.parse(body);
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
