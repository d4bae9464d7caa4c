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
/** A role held at a property: the spec's PROP_ roles and the custom roles of property scope. */
export const isPropertyRole = (role: string) =>
  role.startsWith('PROP_') || customRoleScope(role) === 'property';

/**
 * How far a user's data reaches. The server scopes every query by it: the platform sees everything, an
 * organisation user sees their organisation, everyone else sees only their property.
 */
export type TenantScope = 'platform' | 'organisation' | 'property';

export function tenantScopeOf(roles: readonly string[]): TenantScope {
  if (isSuperAdmin(roles) || roles.some((r) => customRoleScope(r) === 'platform')) return 'platform';
  if (isAnyOrgRole(roles) || roles.some((r) => customRoleScope(r) === 'organisation')) return 'organisation';
  return 'property';
}

/** The scope levels a role is held at, widest first (issue 10: custom roles choose one). */
export const ROLE_SCOPES = ['platform', 'organisation', 'property'] as const satisfies readonly TenantScope[];

/**
 * Custom roles (issue 10) are created by the super admin and stored in the role table. Their key carries their
 * scope (`CUSTOM_PROPERTY_NIGHT_AUDITOR`), so that the tenant rule, the user form and the menu can tell where a
 * holder belongs from the key alone, as they do for the built-in roles, without a database read. The prefix keeps
 * them apart from the spec's roles: no custom key can start with PROP_ or ORG_ and inherit a built-in menu.
 */
const CUSTOM_PREFIX: Record<TenantScope, string> = {
  platform: 'CUSTOM_PLATFORM_',
  organisation: 'CUSTOM_ORGANISATION_',
  property: 'CUSTOM_PROPERTY_',
};
export const CUSTOM_ROLE_PATTERN = /^CUSTOM_(PLATFORM|ORGANISATION|PROPERTY)_[A-Z0-9]+(?:_[A-Z0-9]+)*$/;
/** The longest custom role key: within what a role name column and a menu chip show. */
export const CUSTOM_ROLE_MAX_LENGTH = 64;

export function isCustomRole(role: string): boolean {
  return role.length <= CUSTOM_ROLE_MAX_LENGTH && CUSTOM_ROLE_PATTERN.test(role);
}

/** The scope of a custom role, from its key; undefined for a built-in role or anything else. */
export function customRoleScope(role: string): TenantScope | undefined {
  if (!isCustomRole(role)) return undefined;
  return ROLE_SCOPES.find((scope) => role.startsWith(CUSTOM_PREFIX[scope]));
}

/** The scope a role is held at: a built-in one's from spec §6, a custom one's from its key. */
export function roleScope(role: string): TenantScope {
  return customRoleScope(role) ?? tenantScopeOf([role]);
}

/** A built-in role of spec §6 or a well-formed custom role key (whether it exists is the server's question). */
export function isRoleKey(value: unknown): value is string {
  return typeof value === 'string' && (isRole(value) || isCustomRole(value));
}

/**
 * The key of a new custom role from its name: "Night auditor" at property scope is CUSTOM_PROPERTY_NIGHT_AUDITOR.
 * Letters outside A-Z (accents) are folded; a name with no letter or digit gives no key.
 */
export function customRoleKey(name: string, scope: TenantScope): string | undefined {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug) return undefined;
  const key = `${CUSTOM_PREFIX[scope]}${slug}`.slice(0, CUSTOM_ROLE_MAX_LENGTH).replace(/_+$/, '');
  return isCustomRole(key) ? key : undefined;
}

/**
 * Roles a creator may hand out: nobody grants a role above their own reach (issue 10). The super admin: any; an
 * organisation admin: the organisation and property roles (not the platform's USER and CUST_SUPPORT); a property
 * admin: the property roles.
 */
export function assignableRoles(
  creatorRoles: readonly string[],
  customRoles: readonly string[] = [],
): readonly string[] {
  const customs = customRoles.filter(isCustomRole);
  if (isSuperAdmin(creatorRoles)) return [...ROLES, ...customs];
  if (creatorRoles.includes('ORG_ADMIN'))
    return [
      ...ROLES.filter((r) => (ORG_ROLES as readonly string[]).includes(r) || isPropertyRole(r)),
      ...customs.filter((r) => customRoleScope(r) !== 'platform'),
    ];
  if (creatorRoles.includes('PROP_ADMIN'))
    return [...PROPERTY_ROLES, ...customs.filter((r) => customRoleScope(r) === 'property')];
  return [];
}
