import { SESSION_KEYS, type Permission } from '@bookone/domain';

import { sessionCan } from '../lib/session';

/**
 * Whether the signed-in user may do something: the domain permission table for the built-in roles, the server's
 * answer for a custom role (lib/session.ts). This only hides what the server would refuse.
 */
export function useCan(permission: Permission): boolean {
  return sessionCan(permission);
}

/** The signed-in user's organisation (kept in the session at sign-in). */
export function getSessionOrganisationId(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.organizationId);
  const id = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
