import {
  BASELINE_PERMISSIONS,
  isCustomRole,
  isPermission,
  type Permission,
  type TenantScope,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { catalogueVersion, listRoleRows } from './role.repository';

/** How long a process trusts its copy before asking the database whether another process changed a role. */
export const ROLE_CACHE_MAX_AGE_MS = 1_000;

interface CachedRole {
  scope: TenantScope;
  builtIn: boolean;
  permissions: ReadonlySet<Permission>;
}

const NONE: ReadonlySet<Permission> = new Set();

/**
 * The role table as the permission check reads it, held per process (issue 10). A request never waits on the
 * database for it: the copy is reloaded when the catalogue's version has moved, which is asked at most once a
 * second (one tiny query per process, not per request). A change made by this process invalidates its copy at
 * once; other processes see it within ROLE_CACHE_MAX_AGE_MS.
 */
export function createRoleCache(db: Db, maxAgeMs = ROLE_CACHE_MAX_AGE_MS) {
  let roles = new Map<string, CachedRole>();
  let version = -1;
  let checkedAt = 0;
  let refreshing: Promise<void> | null = null;
  /** The union of permissions per list of roles held: users hold one or two roles, and lists repeat. */
  let unions = new Map<string, ReadonlySet<Permission>>();

  async function refresh(): Promise<void> {
    // The version first, then the rows: a change landing in between is reloaded at the next check, never missed.
    const current = await catalogueVersion(db);
    if (current !== version) {
      const rows = await listRoleRows(db);
      roles = new Map(
        rows.map((r) => [
          r.role,
          {
            scope: r.scope as TenantScope,
            builtIn: r.builtIn,
            // Every role can use the shell (own profile, plan, search): a custom role's choice is on top of that.
            permissions: new Set([...BASELINE_PERMISSIONS, ...r.permissions.filter(isPermission)]),
          },
        ]),
      );
      unions = new Map();
      version = current;
    }
    checkedAt = Date.now();
  }

  return {
    /**
     * Makes the copy current enough: undefined (nothing to wait for) on the common path, so that the auth gate
     * pays no promise per request; a promise when it reloads.
     */
    ensureFresh(): Promise<void> | undefined {
      if (version >= 0 && Date.now() - checkedAt < maxAgeMs) return undefined;
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    /** Forget the copy (after a change by this process): the next request reloads it. */
    invalidate(): void {
      checkedAt = 0;
      version = -1;
    },

    /** Every permission the roles hold together; unknown roles hold none. */
    permissionsOf(held: readonly string[]): ReadonlySet<Permission> {
      const key = held.join(',');
      let union = unions.get(key);
      if (!union) {
        const all = new Set<Permission>();
        for (const r of held) for (const p of roles.get(r)?.permissions ?? NONE) all.add(p);
        union = all;
        unions.set(key, union);
      }
      return union;
    },

    /** Is this a role of the table (a built-in one, or a custom one not deleted)? */
    exists: (key: string): boolean => roles.has(key),

    /** The custom roles' keys, for the user form's choices and the assignment check. */
    customRoles: (): string[] => [...roles.keys()].filter(isCustomRole),
  };
}
export type RoleCache = ReturnType<typeof createRoleCache>;
