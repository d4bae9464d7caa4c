import { can, SESSION_KEYS, type Permission } from '@bookone/domain';

import { getSessionRoles } from '../lib/session';

/**
 * Whether the signed-in user may do something, from the domain permission table and the session roles. This only
 * hides what the server would refuse; the server stays the authority.
 */
export function useCan(permission: Permission): boolean {
  return can(getSessionRoles(), permission);
}

/** The signed-in user's organisation (kept in the session at sign-in). */
export function getSessionOrganisationId(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.organizationId);
  const id = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
