import {
  can,
  isCustomRole,
  isRoleKey,
  SESSION_KEYS,
  type LoginResponse,
  type Permission,
  type Property,
} from '@bookone/domain';

/**
 * The signed-in session lives in sessionStorage under the key names of spec §3 (SESSION_KEYS), so it ends with the
 * browser tab. Nothing else in the app touches those keys directly.
 */

/** Stores what a successful login returned, replacing any previous session. */
export function saveSession({ token, user, property }: LoginResponse): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  sessionStorage.setItem(SESSION_KEYS.authToken, token);
  sessionStorage.setItem(SESSION_KEYS.userId, String(user.id));
  sessionStorage.setItem(SESSION_KEYS.roles, JSON.stringify(user.roles));
  sessionStorage.setItem(SESSION_KEYS.userName, user.username);
  if (user.organisationId != null)
    sessionStorage.setItem(SESSION_KEYS.organizationId, String(user.organisationId));
  if (property) {
    sessionStorage.setItem(SESSION_KEYS.propertyId, String(property.id));
    sessionStorage.setItem(SESSION_KEYS.propertyDetails, JSON.stringify(property));
  }
}

/**
 * Replaces the stored property (PropertyDetails and PropertyId) with a fresh copy in the shape login stores it, e.g.
 * once onboarding completes and the menu depends on the new status and room-type count (spec §2.5).
 */
export function saveSessionProperty(property: Property): void {
  sessionStorage.setItem(SESSION_KEYS.propertyId, String(property.id));
  sessionStorage.setItem(SESSION_KEYS.propertyDetails, JSON.stringify(property));
}

/** Sign-out and a rejected token both end the session: spec §4 clears all of session storage. */
export function clearSession(): void {
  sessionStorage.clear();
}

export function getAuthToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.authToken);
}

export function getUserId(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.userId);
  const id = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The stored roles: spec §6 roles and custom role keys (issue 10), in their stored order. */
export function getSessionRoles(): string[] {
  const parsed = parseJson(sessionStorage.getItem(SESSION_KEYS.roles));
  return Array.isArray(parsed) ? parsed.filter(isRoleKey) : [];
}

/**
 * The permissions the server's role table gives the user (the navigation answer carries them). Not one of the
 * spec's session keys: it only matters to a custom role (issue 10), whose permissions no code table knows. Cleared
 * with the rest of the session.
 */
const PERMISSIONS_KEY = 'bookone.permissions';

// A read that answers after Sign Out (the live channel's refetch, a slow navigation call) must not write into the
// signed-out tab's storage: what it remembers of a session is stored only while there is one.
export function saveSessionPermissions(permissions: readonly string[]): void {
  if (!getAuthToken()) return;
  sessionStorage.setItem(PERMISSIONS_KEY, JSON.stringify(permissions));
}

export function getSessionPermissions(): string[] {
  const parsed = parseJson(sessionStorage.getItem(PERMISSIONS_KEY));
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * Whether the signed-in user holds a permission: the domain's table for the built-in roles, the server's list for a
 * custom role. This only hides what the server would refuse; the server stays the authority.
 */
export function sessionCan(permission: Permission, roles: readonly string[] = getSessionRoles()): boolean {
  if (can(roles, permission)) return true;
  return roles.some(isCustomRole) && getSessionPermissions().includes(permission);
}

export function getSessionProperty(): Property | null {
  const parsed = parseJson(sessionStorage.getItem(SESSION_KEYS.propertyDetails));
  return parsed != null && typeof parsed === 'object' ? (parsed as Property) : null;
}

function parseJson(raw: string | null): unknown {
  if (raw == null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function getPropertyId(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.propertyId);
  const id = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The signed-in user's organisation (OrganizationId, spec §3), if any. */
export function getOrganisationId(): number | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.organizationId);
  const id = raw == null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The username the user signed in with: the lock screen re-authenticates with it. */
export function getUserName(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.userName) || null;
}

/** Spec §2.3 lock screen: set when the user opens it; while it is set every guarded page leads back to it. */
export const LOCKED_KEY = 'Locked';

export function isLocked(): boolean {
  return sessionStorage.getItem(LOCKED_KEY) === 'true';
}

export function setLocked(): void {
  sessionStorage.setItem(LOCKED_KEY, 'true');
}

export function clearLocked(): void {
  sessionStorage.removeItem(LOCKED_KEY);
}

/** Spec §3, §9: the count of new notifications last seen, to play the sound only when it grows. */
export const NOTIFICATION_VALUE_KEY = 'notification value';

export function getStoredNotificationCount(): number {
  const value = Number(sessionStorage.getItem(NOTIFICATION_VALUE_KEY) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function setStoredNotificationCount(count: number): void {
  if (!getAuthToken()) return;
  sessionStorage.setItem(NOTIFICATION_VALUE_KEY, String(count));
}
