import { ADMIN_ROLES, PROPERTY_ROLES, ROLES, SUPER_OR_ORG_ROLES, type Role } from './roles';

/**
 * The permission table: which roles may call what. Every API route names one of these keys and the server
 * enforces it before the handler runs; the web app reads the same table to hide what the server would refuse.
 * Row-level rules (which property or organisation) are the services' job, on top of this.
 */
export const PERMISSIONS = {
  /** Read one's own user record and session data. */
  'self.read': ROLES,
  'self.update': ROLES,
  'user.read': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN', 'PROP_MANAGER'],
  'user.create': ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'],
  'user.update': ADMIN_ROLES,
  'user.readAll': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN'],
  'user.readOrganisation': SUPER_OR_ORG_ROLES,
  'property.users': [...SUPER_OR_ORG_ROLES, 'PROP_ADMIN', 'PROP_MANAGER'],
  'subscription.read': ROLES,
  'subscription.create': ['SUPER_ADMIN'],
  'property.addSubscription': ADMIN_ROLES,
  /** A property's notifications (spec §7.2); the panel and its polling are for a COMPLETED property's admin. */
  'notification.read': [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES],
  'notification.update': [...SUPER_OR_ORG_ROLES, ...PROPERTY_ROLES],
  /** The header search box: users and properties within the caller's reach. */
  'search.run': ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly string[], permission: Permission): boolean {
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}
