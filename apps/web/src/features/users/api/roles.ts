import type { RoleCreateInput, RoleHolder, RoleUpdateInput, RoleView } from '@bookone/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { rolesQueryKey } from '../../../lib/queries/roles';

/** GET /api/role/:role/users: the users (within the caller's reach) who hold a role. */
export function useRoleHolders(role: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...rolesQueryKey, 'holders', role],
      queryFn: ({ signal }) =>
        api.get<RoleHolder[]>(`/api/role/${encodeURIComponent(role ?? '')}/users`, { signal }),
    }),
    enabled: role != null,
  });
}

/** Every role read lives under ['roles']: a save refreshes the lists, the user form's choices and the holders. */
function useRoleMutation<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export const useCreateRole = () =>
  useRoleMutation((input: RoleCreateInput) => api.post<RoleView>('/api/role', input));

export const useUpdateRole = () =>
  useRoleMutation(({ role, input }: { role: string; input: RoleUpdateInput }) =>
    api.put<RoleView>(`/api/role/${encodeURIComponent(role)}`, input),
  );

export const useDeleteRole = () =>
  useRoleMutation((role: string) => api.delete<unknown>(`/api/role/${encodeURIComponent(role)}`));
