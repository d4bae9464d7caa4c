import { describe, expect, it } from 'vitest';

import {
  ADMIN_ROLES,
  assignableRoles,
  customRoleKey,
  customRoleScope,
  isCustomRole,
  isRoleKey,
  isAdmin,
  isAnyOrgRole,
  isLeadsUser,
  isPropertyRole,
  isPropertyStaff,
  isRole,
  isSuperAdmin,
  isSuperOrOrg,
  LEADS_USER_ROLE,
  ORG_ROLES,
  PROPERTY_ROLES,
  PROPERTY_STAFF_ROLES,
  ROLES,
  SUPER_OR_ORG_ROLES,
  tenantScopeOf,
  type Role,
  type TenantScope,
} from './roles';

/** Roles of spec §6, in the spec's order. */
const SPEC_ROLES = [
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

const complement = (group: readonly string[]): Role[] => ROLES.filter((r) => !group.includes(r));
const sorted = (list: readonly string[]) => [...list].sort();

describe('ROLES', () => {
  it('lists exactly the roles of spec §6, in order', () => {
    expect(ROLES).toEqual(SPEC_ROLES);
  });

  it('has no duplicates', () => {
    expect(new Set(ROLES).size).toBe(ROLES.length);
  });
});

describe('isRole', () => {
  it.each(SPEC_ROLES)('accepts %s', (role) => {
    expect(isRole(role)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['lower case', 'super_admin'],
    ['mixed case', 'Prop_Admin'],
    ['surrounding spaces', ' PROP_ADMIN '],
    ['an unknown role', 'PROP_CHEF'],
    ['a prefix only', 'PROP_'],
    ['the empty string', ''],
    ['a number', 1],
    ['null', null],
    ['undefined', undefined],
    ['an array holding a role', ['PROP_ADMIN']],
    ['an object', { role: 'PROP_ADMIN' }],
  ])('rejects %s', (_label, value) => {
    expect(isRole(value)).toBe(false);
  });
});

describe('role groups of spec §6', () => {
  it("'admin' is SUPER_ADMIN, ORG_ADMIN or PROP_ADMIN", () => {
    expect(sorted(ADMIN_ROLES)).toEqual(sorted(['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN']));
  });

  it("'any org role' is ORG_ADMIN, ORG_CUST_SUPPORT, ORG_FINANCE, ORG_SALES", () => {
    expect(sorted(ORG_ROLES)).toEqual(sorted(['ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES']));
  });

  it("'super or org' is SUPER_ADMIN plus any org role", () => {
    expect(sorted(SUPER_OR_ORG_ROLES)).toEqual(
      sorted(['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES']),
    );
  });

  it("'property staff' is the six PROP_ roles other than marketing", () => {
    expect(sorted(PROPERTY_STAFF_ROLES)).toEqual(
      sorted([
        'PROP_ADMIN',
        'PROP_FRONTDESK',
        'PROP_MANAGER',
        'PROP_SERVICE',
        'PROP_HOUSEKEEPING',
        'PROP_FINANCE',
      ]),
    );
    expect(PROPERTY_STAFF_ROLES).not.toContain('PROP_MARKETING');
  });

  it('the leads management user is PROP_MARKETING', () => {
    expect(LEADS_USER_ROLE).toBe('PROP_MARKETING');
  });

  it('PROPERTY_ROLES is every PROP_ role, marketing included', () => {
    expect(sorted(PROPERTY_ROLES)).toEqual(sorted(SPEC_ROLES.filter((r) => r.startsWith('PROP_'))));
    expect(PROPERTY_ROLES).toHaveLength(7);
    expect(PROPERTY_ROLES).toContain('PROP_MARKETING');
  });

  it('every group only holds known roles', () => {
    for (const group of [ADMIN_ROLES, ORG_ROLES, SUPER_OR_ORG_ROLES, PROPERTY_STAFF_ROLES, PROPERTY_ROLES]) {
      for (const role of group) expect(isRole(role)).toBe(true);
    }
    expect(isRole(LEADS_USER_ROLE)).toBe(true);
  });
});

describe.each<[string, (roles: readonly string[]) => boolean, readonly Role[]]>([
  ['isAdmin', isAdmin, ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN']],
  ['isAnyOrgRole', isAnyOrgRole, ['ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES']],
  [
    'isSuperOrOrg',
    isSuperOrOrg,
    ['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES'],
  ],
  [
    'isPropertyStaff',
    isPropertyStaff,
    ['PROP_ADMIN', 'PROP_FRONTDESK', 'PROP_MANAGER', 'PROP_SERVICE', 'PROP_HOUSEKEEPING', 'PROP_FINANCE'],
  ],
  ['isLeadsUser', isLeadsUser, ['PROP_MARKETING']],
  ['isSuperAdmin', isSuperAdmin, ['SUPER_ADMIN']],
])('%s', (_name, predicate, members) => {
  it.each(members)('is true for [%s]', (role) => {
    expect(predicate([role])).toBe(true);
  });

  it.each(complement(members))('is false for [%s]', (role) => {
    expect(predicate([role])).toBe(false);
  });

  it('is false for no roles', () => {
    expect(predicate([])).toBe(false);
  });

  it('is false for unknown, lower-case or padded role names', () => {
    for (const role of members) {
      expect(predicate([role.toLowerCase(), ` ${role}`, `${role}_X`])).toBe(false);
    }
  });

  it('is true when any one of several roles matches, wherever it sits in the list', () => {
    const other = complement(members);
    for (const role of members) {
      expect(predicate([...other, role])).toBe(true);
      expect(predicate([role, ...other])).toBe(true);
    }
  });

  it('is false for a list of only non-members', () => {
    expect(predicate(complement(members))).toBe(false);
  });
});

describe('isPropertyStaff versus isLeadsUser', () => {
  it('PROP_MARKETING is a leads user but not property staff', () => {
    expect(isPropertyStaff(['PROP_MARKETING'])).toBe(false);
    expect(isLeadsUser(['PROP_MARKETING'])).toBe(true);
  });
});

describe('isPropertyRole', () => {
  it.each(PROPERTY_ROLES)('is true for %s', (role) => {
    expect(isPropertyRole(role)).toBe(true);
  });

  it.each(complement(PROPERTY_ROLES))('is false for %s', (role) => {
    expect(isPropertyRole(role)).toBe(false);
  });

  it('is false for a lower-case prefix', () => {
    expect(isPropertyRole('prop_admin')).toBe(false);
  });
});

describe('tenantScopeOf', () => {
  it.each<[readonly string[], TenantScope]>([
    [['SUPER_ADMIN'], 'platform'],
    [['ORG_ADMIN'], 'organisation'],
    [['ORG_FINANCE'], 'organisation'],
    [['ORG_SALES'], 'organisation'],
    [['ORG_CUST_SUPPORT'], 'organisation'],
    [['PROP_ADMIN'], 'property'],
    [['PROP_MANAGER'], 'property'],
    [['PROP_FRONTDESK'], 'property'],
    [['PROP_SERVICE'], 'property'],
    [['PROP_FINANCE'], 'property'],
    [['PROP_HOUSEKEEPING'], 'property'],
    [['PROP_MARKETING'], 'property'],
    [['USER'], 'property'],
    [['CUST_SUPPORT'], 'property'],
    [[], 'property'],
    [['NOT_A_ROLE'], 'property'],
  ])('%j -> %s', (roles, scope) => {
    expect(tenantScopeOf(roles)).toBe(scope);
  });

  it('takes the widest reach of several roles, whatever the order', () => {
    expect(tenantScopeOf(['PROP_ADMIN', 'SUPER_ADMIN'])).toBe('platform');
    expect(tenantScopeOf(['ORG_ADMIN', 'SUPER_ADMIN'])).toBe('platform');
    expect(tenantScopeOf(['PROP_ADMIN', 'ORG_SALES'])).toBe('organisation');
    expect(tenantScopeOf(['ORG_SALES', 'PROP_ADMIN'])).toBe('organisation');
  });
});

describe('assignableRoles', () => {
  it('a super admin may hand out every role', () => {
    expect(assignableRoles(['SUPER_ADMIN'])).toEqual(ROLES);
  });

  it("an organisation admin may hand out the organisation's and property roles, not the platform's", () => {
    const roles = assignableRoles(['ORG_ADMIN']);
    expect(roles).not.toContain('SUPER_ADMIN');
    expect(sorted(roles)).toEqual(sorted(complement(['SUPER_ADMIN', 'USER', 'CUST_SUPPORT'])));
  });

  it('a property admin may hand out only PROP_ roles, marketing included', () => {
    const roles = assignableRoles(['PROP_ADMIN']);
    expect(sorted(roles)).toEqual(sorted(PROPERTY_ROLES));
    expect(roles).toContain('PROP_MARKETING');
    expect(roles).not.toContain('SUPER_ADMIN');
    expect(roles).not.toContain('ORG_ADMIN');
    expect(roles).not.toContain('USER');
  });

  it.each<{ creator: string[] }>([
    { creator: [] },
    { creator: ['USER'] },
    { creator: ['CUST_SUPPORT'] },
    { creator: ['ORG_FINANCE'] },
    { creator: ['ORG_SALES'] },
    { creator: ['ORG_CUST_SUPPORT'] },
    { creator: ['PROP_MANAGER'] },
    { creator: ['PROP_FRONTDESK'] },
    { creator: ['PROP_SERVICE'] },
    { creator: ['PROP_FINANCE'] },
    { creator: ['PROP_HOUSEKEEPING'] },
    { creator: ['PROP_MARKETING'] },
    { creator: ['NOT_A_ROLE'] },
  ])('a non-admin $creator may hand out nothing', ({ creator }) => {
    expect(assignableRoles(creator)).toEqual([]);
  });

  it('takes the widest of several roles', () => {
    expect(assignableRoles(['PROP_ADMIN', 'SUPER_ADMIN'])).toEqual(ROLES);
    expect(assignableRoles(['PROP_ADMIN', 'ORG_ADMIN'])).not.toContain('SUPER_ADMIN');
    expect(assignableRoles(['PROP_ADMIN', 'ORG_ADMIN'])).toContain('ORG_FINANCE');
  });

  it('never lets a creator grant a role of a wider scope than their own', () => {
    const rank: Record<TenantScope, number> = { property: 0, organisation: 1, platform: 2 };
    for (const creator of ROLES) {
      for (const granted of assignableRoles([creator])) {
        expect(rank[tenantScopeOf([granted])]).toBeLessThanOrEqual(rank[tenantScopeOf([creator])]);
      }
    }
  });
});

describe('custom roles (issue 10)', () => {
  const NIGHT = 'CUSTOM_PROPERTY_NIGHT_AUDITOR';
  const GROUP = 'CUSTOM_ORGANISATION_GROUP_AUDITOR';
  const HELPER = 'CUSTOM_PLATFORM_SUPPORT_HELPER';

  it('makes a key from the name and the scope, folding accents and punctuation', () => {
    expect(customRoleKey('Night auditor', 'property')).toBe(NIGHT);
    expect(customRoleKey('  Réception — nuit! ', 'organisation')).toBe('CUSTOM_ORGANISATION_RECEPTION_NUIT');
    expect(customRoleKey('???', 'property')).toBeUndefined();
    expect(customRoleKey('x'.repeat(200), 'platform')!.length).toBeLessThanOrEqual(64);
  });

  it('reads the scope from the key, and never mistakes a built-in or a look-alike for one', () => {
    expect(customRoleScope(NIGHT)).toBe('property');
    expect(customRoleScope(GROUP)).toBe('organisation');
    expect(customRoleScope(HELPER)).toBe('platform');
    for (const notCustom of [
      'PROP_ADMIN',
      'CUSTOM_PROPERTY_',
      'CUSTOM_GALAXY_X',
      'custom_property_x',
      'PROP_CHEF',
    ])
      expect(isCustomRole(notCustom), notCustom).toBe(false);
    expect(isRoleKey(NIGHT)).toBe(true);
    expect(isRoleKey('PROP_CHEF')).toBe(false);
  });

  it("scopes a holder's data by the role's scope", () => {
    expect(tenantScopeOf([NIGHT])).toBe('property');
    expect(tenantScopeOf([GROUP])).toBe('organisation');
    expect(tenantScopeOf([HELPER])).toBe('platform');
    expect(isPropertyRole(NIGHT)).toBe(true);
    expect(isPropertyRole(GROUP)).toBe(false);
  });

  it('lets each admin hand out only the custom roles at or below their level', () => {
    const customs = [NIGHT, GROUP, HELPER];
    expect(assignableRoles(['SUPER_ADMIN'], customs)).toEqual([...ROLES, ...customs]);
    expect(assignableRoles(['ORG_ADMIN'], customs)).toEqual(expect.arrayContaining([NIGHT, GROUP]));
    expect(assignableRoles(['ORG_ADMIN'], customs)).not.toContain(HELPER);
    expect(assignableRoles(['PROP_ADMIN'], customs)).toContain(NIGHT);
    expect(assignableRoles(['PROP_ADMIN'], customs)).not.toContain(GROUP);
    // A custom platform role is wide in reach, not in rights: it hands out nothing.
    expect(assignableRoles([HELPER], customs)).toEqual([]);
  });
});
