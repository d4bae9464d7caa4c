import { describe, expect, it } from 'vitest';

import { can, PERMISSIONS, type Permission } from './permissions';
import { isRole, ROLES, type Role } from './roles';

const allowedFor = (permission: Permission): Role[] => ROLES.filter((r) => can([r], permission));

describe('PERMISSIONS table', () => {
  it('only names known roles', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(isRole(role)).toBe(true);
    }
  });

  it('gives every permission at least one role', () => {
    for (const roles of Object.values(PERMISSIONS)) expect(roles.length).toBeGreaterThan(0);
  });
});

describe('can', () => {
  it.each<[Permission, readonly Role[]]>([
    ['user.create', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN']],
    ['user.update', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN']],
    ['property.addSubscription', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN']],
    ['subscription.create', ['SUPER_ADMIN']],
    ['user.readOrganisation', ['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES']],
    [
      'user.readAll',
      ['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_CUST_SUPPORT', 'ORG_FINANCE', 'ORG_SALES', 'PROP_ADMIN'],
    ],
    [
      'user.read',
      [
        'SUPER_ADMIN',
        'ORG_ADMIN',
        'ORG_CUST_SUPPORT',
        'ORG_FINANCE',
        'ORG_SALES',
        'PROP_ADMIN',
        'PROP_MANAGER',
      ],
    ],
    [
      'property.users',
      [
        'SUPER_ADMIN',
        'ORG_ADMIN',
        'ORG_CUST_SUPPORT',
        'ORG_FINANCE',
        'ORG_SALES',
        'PROP_ADMIN',
        'PROP_MANAGER',
      ],
    ],
    ['property.setup', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER']],
    ['room.write', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER']],
    ['rates.write', ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER']],
    [
      'room.status',
      ['SUPER_ADMIN', 'ORG_ADMIN', 'PROP_ADMIN', 'PROP_MANAGER', 'PROP_FRONTDESK', 'PROP_HOUSEKEEPING'],
    ],
    ['facility.write', ['SUPER_ADMIN', 'ORG_ADMIN']],
    [
      'rates.read',
      [
        'SUPER_ADMIN',
        'ORG_ADMIN',
        'ORG_CUST_SUPPORT',
        'ORG_FINANCE',
        'ORG_SALES',
        'PROP_ADMIN',
        'PROP_MANAGER',
        'PROP_FRONTDESK',
        'PROP_SERVICE',
        'PROP_FINANCE',
        'PROP_HOUSEKEEPING',
        'PROP_MARKETING',
      ],
    ],
    [
      'payment.write',
      [
        'SUPER_ADMIN',
        'ORG_ADMIN',
        'ORG_FINANCE',
        'PROP_ADMIN',
        'PROP_MANAGER',
        'PROP_FRONTDESK',
        'PROP_FINANCE',
      ],
    ],
    [
      'expense.write',
      ['SUPER_ADMIN', 'ORG_ADMIN', 'ORG_FINANCE', 'PROP_ADMIN', 'PROP_MANAGER', 'PROP_FINANCE'],
    ],
    ['self.read', ROLES],
    ['self.update', ROLES],
    ['subscription.read', ROLES],
  ])('%s is granted to exactly %j', (permission, expected) => {
    expect([...allowedFor(permission)].sort()).toEqual([...expected].sort());
  });

  it.each<[Role, Permission]>([
    ['PROP_MANAGER', 'user.create'],
    ['PROP_MARKETING', 'user.create'],
    ['ORG_FINANCE', 'user.create'],
    ['USER', 'user.update'],
    ['ORG_SALES', 'user.update'],
    ['ORG_ADMIN', 'subscription.create'],
    ['PROP_ADMIN', 'subscription.create'],
    ['PROP_ADMIN', 'user.readOrganisation'],
    ['PROP_MANAGER', 'user.readAll'],
    ['PROP_FRONTDESK', 'user.read'],
    ['CUST_SUPPORT', 'property.users'],
    ['PROP_HOUSEKEEPING', 'payment.read'],
    ['PROP_FRONTDESK', 'expense.read'],
  ])('%s may not %s', (role, permission) => {
    expect(can([role], permission)).toBe(false);
  });

  it('is false with no roles, even for permissions every role has', () => {
    expect(can([], 'self.read')).toBe(false);
    expect(can([], 'user.create')).toBe(false);
  });

  it('is false for unknown or differently cased role names', () => {
    expect(can(['super_admin'], 'subscription.create')).toBe(false);
    expect(can(['ROOT'], 'self.read')).toBe(false);
  });

  it('is true when any one of several roles is allowed', () => {
    expect(can(['PROP_FRONTDESK', 'PROP_ADMIN'], 'user.create')).toBe(true);
    expect(can(['PROP_ADMIN', 'SUPER_ADMIN'], 'subscription.create')).toBe(true);
    expect(can(['PROP_FRONTDESK', 'PROP_MARKETING'], 'user.create')).toBe(false);
  });
});
