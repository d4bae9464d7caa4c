import type { User } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { getUserId } from '../../../lib/session';

/** GET /api/user/findById/:id. Also the token check of the guarded area (spec §7.1). */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/api/user/findById/${id}`, { signal });
}

export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['users', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id != null });
}

/** The signed-in user. Inside the guarded area the route loader has already fetched it. */
export function useCurrentUser() {
  return useUser(getUserId());
}
