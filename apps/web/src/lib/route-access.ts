import { canOpen, findRoute, homePath, type AppRoute } from '@bookone/domain';

import { paths } from '../config/paths';
import {
  getAuthToken,
  getSessionPermissions,
  getSessionProperty,
  getSessionRoles,
  isLocked,
} from './session';

/** Where the Home action goes for the signed-in user (spec §2.1), from the stored property and roles. */
export function userHomePath(): string {
  return homePath(getSessionProperty(), getSessionRoles());
}

/**
 * The role guard's rule (spec §6) for a route of the domain route table, with the stored Roles. The user's own home
 * is always open: it is where a refused direct load lands, so refusing it would loop.
 */
export function canOpenRoute(route: Pick<AppRoute, 'roles' | 'id'>, pathname: string): boolean {
  return canOpen(route, getSessionRoles(), getSessionPermissions()) || pathname === userHomePath();
}

/** Is this address refused to the signed-in user? Addresses outside the route table are not the guard's business. */
export function isAddressRefused(pathname: string): boolean {
  const route = findRoute(pathname);
  return route != null && !canOpenRoute(route, pathname);
}

/**
 * The role guard applies to a signed-in, unlocked session only: without a token (or while locked) the guard of the
 * signed-in area sends the user to sign-in (or the lock screen) first.
 */
export function isRoleGuardActive(): boolean {
  return getAuthToken() != null && !isLocked();
}

/** Is this a page of the signed-in area (not sign-in, 404, error or the lock screen)? */
export function isAppAddress(pathname: string): boolean {
  const sessions = paths.sessions.root.path;
  return pathname !== sessions && !pathname.startsWith(`${sessions}/`);
}

/**
 * The page of the signed-in area the user is on, or null (before the first page renders, or on a sessions page).
 * The root layout keeps it up to date; loaders read it to tell an in-app navigation from a direct load.
 */
let currentAppLocation: string | null = null;

export function setCurrentAppLocation(location: string | null): void {
  currentAppLocation = location;
}

export function getCurrentAppLocation(): string | null {
  return currentAppLocation;
}
