/** Every role of spec §6, in the spec's order. */
export const ROLES = [
  'SUPER_ADMIN',
  'USER',
  'ORG_ADMIN',
  'ORG_FINANCE',
  'ORG_SALES',
  'ORG_CUST_SUPPORT',
  'CUST_SUPPORT',
  'PROP_ADMIN',
  'PROP_MANAGER',
  'PROP_FRONTDESK',
  'PROP_SERVICE',
  'PROP_FINANCE',
  'PROP_HOUSEKEEPING',
  'PROP_MARKETING',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** 'admin' of spec §6. */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN'] as const satisfies readonly Role[];
/** 'Any org role' of spec §6. */
export const ORG_ROLES = [
  'ORG_ADMIN',
  'ORG_CUST_SUPPORT',
  'ORG_FINANCE',
  'ORG_SALES',
] as const satisfies readonly Role[];
/** 'Super or org' of spec §6. */
export const SUPER_OR_ORG_ROLES = ['SUPER_ADMIN', ...ORG_ROLES] as const satisfies readonly Role[];
/** 'Property staff' of spec §6: marketing is deliberately not included. */
export const PROPERTY_STAFF_ROLES = [
  'PROP_ADMIN',
  'PROP_FRONTDESK',
  'PROP_MANAGER',
  'PROP_SERVICE',
  'PROP_HOUSEKEEPING',
  'PROP_FINANCE',
] as const satisfies readonly Role[];
/** The leads management user of spec §6. */
export const LEADS_USER_ROLE = 'PROP_MARKETING' satisfies Role;
/** Every PROP_ role, marketing included (the Dashboard is visible to all of them). */
export const PROPERTY_ROLES = ROLES.filter((r) => r.startsWith('PROP_'));

const has = (group: readonly Role[], roles: readonly string[]) =>
  roles.some((r) => (group as readonly string[]).includes(r));

export const isAdmin = (roles: readonly string[]) => has(ADMIN_ROLES, roles);
export const isAnyOrgRole = (roles: readonly string[]) => has(ORG_ROLES, roles);
export const isSuperOrOrg = (roles: readonly string[]) => has(SUPER_OR_ORG_ROLES, roles);
export const isPropertyStaff = (roles: readonly string[]) => has(PROPERTY_STAFF_ROLES, roles);
export const isLeadsUser = (roles: readonly string[]) => roles.includes(LEADS_USER_ROLE);
export const isSuperAdmin = (roles: readonly string[]) => roles.includes('SUPER_ADMIN');
export const isPropertyRole = (role: string) => role.startsWith('PROP_');

/**
 * How far a user's data reaches. The server scopes every query by it: the platform sees everything, an
 * organisation user sees their organisation, everyone else sees only their property.
 */
export type TenantScope = 'platform' | 'organisation' | 'property';

export function tenantScopeOf(roles: readonly string[]): TenantScope {
  if (isSuperAdmin(roles)) return 'platform';
  if (isAnyOrgRole(roles)) return 'organisation';
  return 'property';
}

/**
 * Roles a creator may hand out: nobody grants a role above their own reach (issue 10). The super admin: any; an
 * organisation admin: the organisation and property roles (not the platform's USER and CUST_SUPPORT); a property
 * admin: the property roles.
 */
export function assignableRoles(creatorRoles: readonly string[]): readonly Role[] {
  const scope = tenantScopeOf(creatorRoles);
  if (scope === 'platform') return ROLES;
  if (creatorRoles.includes('ORG_ADMIN'))
    return ROLES.filter((r) => (ORG_ROLES as readonly string[]).includes(r) || isPropertyRole(r));
  if (creatorRoles.includes('PROP_ADMIN')) return PROPERTY_ROLES;
  return [];
}
