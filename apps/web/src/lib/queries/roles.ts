// Roles as data (issue 10): read by the users feature (the role choices and names) and the roles pages. One fetcher,
// one cache key, so that a role saved on the roles pages renames it in the user form and lists too.
import { isCustomRole, isRole, type RoleView } from '@bookone/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../api-client';
import { sessionCan } from '../session';

export const rolesQueryKey = ['roles'] as const;

/**
 * GET /api/role: every role for the super admin, the roles they may hand out for the other admins, each with its
 * permissions and how many of the caller's users hold it. Typed, not parsed: the server declares `roleListSchema` as
 * its response and its API tests check every answer against it.
 */
export function getRoles(signal?: AbortSignal): Promise<RoleView[]> {
  return api.get<RoleView[]>('/api/role', { signal });
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesQueryKey, queryFn: ({ signal }) => getRoles(signal), staleTime: 60_000 });

/** The roles, for a caller allowed to read them (others get an empty list and no request). */
export function useRoles() {
  return useQuery({ ...rolesQueryOptions(), enabled: sessionCan('role.read') });
}

/** The keys of the custom roles among them, for `assignableRoles`. */
export function useCustomRoleKeys(): string[] {
  const { data } = useRoles();
  return (data ?? []).filter((r) => !r.builtIn).map((r) => r.role);
}

/** "CUSTOM_PROPERTY_NIGHT_AUDITOR" → "Night auditor": a custom role's name when its row is not at hand. */
function fromKey(key: string): string {
  const words = key
    .replace(/^CUSTOM_(PLATFORM|ORGANISATION|PROPERTY)_/, '')
    .toLowerCase()
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A role's name in the user's language: a built-in role's from the translations, a custom role's as the super
 * admin named it (from the role list when the caller may read it, else made from its key).
 */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('users');
  const { data } = useRoles();
  return useCallback(
    (role: string) => {
      if (isRole(role)) return t(`roles.${role}`);
      const named = data?.find((r) => r.role === role)?.label;
      if (named) return named;
      return isCustomRole(role) ? fromKey(role) : role;
    },
    [t, data],
  );
}
