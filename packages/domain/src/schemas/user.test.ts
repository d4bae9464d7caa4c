import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';
import {
  adminUpdateUserSchema,
  loginRequestSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signupRequestSchema,
  updatePasswordSchema,
  updateUserSchema,
  userSchema,
} from './user';

/** Issues of a failed parse as `path: message`, or [] when it succeeds. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const RANGE_MESSAGE = `targetEndDate: ${VALIDATION_KEYS.targetEndBeforeStart}`;

const SIGNUP = {
  email: 'owner@example.com',
  password: 'Demo@2026',
  firstName: 'Ana',
  lastName: 'Owner',
};

describe('signupRequestSchema', () => {
  it('accepts a minimal self signup', () => {
    expect(signupRequestSchema.parse(SIGNUP)).toEqual(SIGNUP);
  });

  it('accepts an admin-created user with roles, tenancy and a target', () => {
    const input = {
      ...SIGNUP,
      phone: '+64 21 555 0101',
      propertyName: 'Harbour Lodge',
      businessType: 'Accommodation',
      roles: ['PROP_FRONTDESK', 'PROP_SERVICE'],
      organisationId: 1,
      propertyId: 269,
      targetStartDate: '2026-01-01',
      targetEndDate: '2026-12-31',
      targetAmount: 50000,
    };
    expect(signupRequestSchema.safeParse(input).success).toBe(true);
  });

  it('trims the email and names', () => {
    const parsed = signupRequestSchema.parse({
      ...SIGNUP,
      email: '  owner@example.com ',
      firstName: ' Ana ',
      lastName: ' Owner ',
    });
    expect(parsed.email).toBe('owner@example.com');
    expect(parsed.firstName).toBe('Ana');
    expect(parsed.lastName).toBe('Owner');
  });

  it('rejects a bad email and a weak password, each with its validation message', () => {
    const issues = issuesOf(signupRequestSchema, { ...SIGNUP, email: 'no-at', password: 'demo2026' });
    expect(issues).toEqual(
      expect.arrayContaining([`email: ${VALIDATION_KEYS.email}`, `password: ${VALIDATION_KEYS.password}`]),
    );
    expect(issues).toHaveLength(2);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty first name', { firstName: '  ' }, `firstName: ${VALIDATION_KEYS.required}`],
    ['an empty last name', { lastName: '' }, `lastName: ${VALIDATION_KEYS.required}`],
    ['a bad phone', { phone: '12a34' }, `phone: ${VALIDATION_KEYS.phone}`],
    [
      'a password with + as its only special',
      { password: 'Demo2026+' },
      `password: ${VALIDATION_KEYS.password}`,
    ],
    ['an empty role list', { roles: [] }, `roles: ${VALIDATION_KEYS.chooseRole}`],
    [
      'a first name over 60 characters',
      { firstName: 'x'.repeat(61) },
      `firstName: ${VALIDATION_KEYS.tooLong}`,
    ],
  ])('rejects %s', (_label, patch, expected) => {
    expect(issuesOf(signupRequestSchema, { ...SIGNUP, ...patch })).toContain(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown role', { roles: ['PROP_CHEF'] }],
    ['an unknown business type', { businessType: 'Casino' }],
    ['a non-positive organisation id', { organisationId: 0 }],
    ['a fractional property id', { propertyId: 1.5 }],
    ['a negative target amount', { targetAmount: -1 }],
    ['a malformed target date', { targetStartDate: '01/02/2026' }],
    ['an impossible target date', { targetEndDate: '2026-13-01' }],
    ['a missing email', { email: undefined }],
    ['a weak password', { password: 'password' }],
  ])('rejects %s', (_label, patch) => {
    expect(signupRequestSchema.safeParse({ ...SIGNUP, ...patch }).success).toBe(false);
  });

  it('rejects a target end date before its start date', () => {
    expect(
      issuesOf(signupRequestSchema, {
        ...SIGNUP,
        targetStartDate: '2026-06-02',
        targetEndDate: '2026-06-01',
      }),
    ).toEqual([RANGE_MESSAGE]);
  });

  it('accepts a one-day target range and a half-open one', () => {
    expect(
      signupRequestSchema.safeParse({ ...SIGNUP, targetStartDate: '2026-06-01', targetEndDate: '2026-06-01' })
        .success,
    ).toBe(true);
    expect(signupRequestSchema.safeParse({ ...SIGNUP, targetEndDate: '2026-06-01' }).success).toBe(true);
    expect(
      signupRequestSchema.safeParse({ ...SIGNUP, targetStartDate: '2026-06-01', targetEndDate: null })
        .success,
    ).toBe(true);
  });
});

describe('updatePasswordSchema', () => {
  it('accepts a strong new password different from the current one', () => {
    expect(
      updatePasswordSchema.safeParse({ currentPassword: 'Old@2025x', newPassword: 'Demo@2026' }).success,
    ).toBe(true);
  });

  it('rejects a new password equal to the current one, on newPassword', () => {
    expect(
      issuesOf(updatePasswordSchema, { currentPassword: 'Demo@2026', newPassword: 'Demo@2026' }),
    ).toEqual([`newPassword: ${VALIDATION_KEYS.newPasswordSame}`]);
  });

  it('treats passwords differing only in case as different', () => {
    expect(
      updatePasswordSchema.safeParse({ currentPassword: 'demo@2026A', newPassword: 'Demo@2026a' }).success,
    ).toBe(true);
  });

  it('rejects a weak new password with the password message', () => {
    expect(
      issuesOf(updatePasswordSchema, { currentPassword: 'Old@2025x', newPassword: 'Demo2026a' }),
    ).toEqual([`newPassword: ${VALIDATION_KEYS.password}`]);
  });

  it('requires the current password', () => {
    expect(issuesOf(updatePasswordSchema, { currentPassword: '', newPassword: 'Demo@2026' })).toEqual([
      `currentPassword: ${VALIDATION_KEYS.required}`,
    ]);
  });
});

describe('adminUpdateUserSchema', () => {
  it('accepts an update of only the id', () => {
    expect(adminUpdateUserSchema.safeParse({ id: 7 }).success).toBe(true);
  });

  it('accepts a full update', () => {
    expect(
      adminUpdateUserSchema.safeParse({
        id: 7,
        firstName: 'Bo',
        lastName: 'Staff',
        email: 'bo@example.com',
        phone: null,
        roles: ['PROP_MANAGER'],
        propertyId: null,
        enabled: false,
        targetStartDate: '2026-01-01',
        targetEndDate: '2026-03-31',
        targetAmount: 0,
      }).success,
    ).toBe(true);
  });

  it('rejects a target end date before its start date', () => {
    expect(
      issuesOf(adminUpdateUserSchema, { id: 7, targetStartDate: '2026-03-31', targetEndDate: '2026-01-01' }),
    ).toEqual([RANGE_MESSAGE]);
  });

  it('compares dates across months and years, not as plain numbers', () => {
    expect(
      issuesOf(adminUpdateUserSchema, { id: 7, targetStartDate: '2026-01-01', targetEndDate: '2025-12-31' }),
    ).toEqual([RANGE_MESSAGE]);
    expect(
      adminUpdateUserSchema.safeParse({ id: 7, targetStartDate: '2025-12-31', targetEndDate: '2026-01-01' })
        .success,
    ).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a missing id', {}],
    ['a zero id', { id: 0 }],
    ['a bad email', { id: 7, email: 'a@b' }],
    ['a bad phone', { id: 7, phone: 'abc' }],
    ['an empty role list', { id: 7, roles: [] }],
    ['an unknown role', { id: 7, roles: ['ADMIN'] }],
    ['an empty first name', { id: 7, firstName: ' ' }],
    ['a non-boolean enabled flag', { id: 7, enabled: 'yes' }],
  ])('rejects %s', (_label, input) => {
    expect(adminUpdateUserSchema.safeParse(input).success).toBe(false);
  });
});

describe('updateUserSchema', () => {
  it('rejects a target end date before its start date', () => {
    expect(
      issuesOf(updateUserSchema, { id: 1, targetStartDate: '2026-05-02', targetEndDate: '2026-05-01' }),
    ).toEqual([RANGE_MESSAGE]);
  });

  it('accepts own details', () => {
    expect(updateUserSchema.safeParse({ id: 1, firstName: 'Ana', phone: '(09) 555-0101' }).success).toBe(
      true,
    );
  });

  it('keeps roles and tenancy fields sent along, so that the server can refuse them (403)', () => {
    const parsed = updateUserSchema.parse({ id: 1, roles: ['SUPER_ADMIN'], propertyId: 3 });
    expect(parsed).toEqual({ id: 1, roles: ['SUPER_ADMIN'], propertyId: 3 });
  });
});

describe('signupRequestSchema without a password', () => {
  it('parses (an administrator invites; the server requires it of a self signup)', () => {
    expect(signupRequestSchema.safeParse({ ...SIGNUP, password: undefined }).success).toBe(true);
  });
});

describe('resetPasswordSchema', () => {
  it('takes a 43-character link secret and a password of spec §5', () => {
    const token = 'a'.repeat(43);
    expect(resetPasswordSchema.safeParse({ token, password: 'Fresh#Start26' }).success).toBe(true);
    expect(issuesOf(resetPasswordSchema, { token: 'short', password: 'Fresh#Start26' })).toEqual([
      `token: ${VALIDATION_KEYS.invalidLink}`,
    ]);
    expect(resetPasswordSchema.safeParse({ token, password: 'weakpass' }).success).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('requires both names and validates the phone', () => {
    expect(profileUpdateSchema.safeParse({ firstName: 'Ana', lastName: 'Owner', phone: null }).success).toBe(
      true,
    );
    expect(issuesOf(profileUpdateSchema, { firstName: '', lastName: 'Owner' })).toEqual([
      `firstName: ${VALIDATION_KEYS.required}`,
    ]);
    expect(
      issuesOf(profileUpdateSchema, { firstName: 'Ana', lastName: 'Owner', phone: '(12345)678' }),
    ).toEqual([`phone: ${VALIDATION_KEYS.phone}`]);
  });
});

describe('loginRequestSchema', () => {
  it('trims the username but not the password', () => {
    expect(loginRequestSchema.parse({ username: ' ana ', password: ' pw ' })).toEqual({
      username: 'ana',
      password: ' pw ',
    });
  });

  it('does not apply the password policy at sign-in', () => {
    expect(loginRequestSchema.safeParse({ username: 'ana', password: 'x' }).success).toBe(true);
  });

  it('requires both fields', () => {
    expect(issuesOf(loginRequestSchema, { username: ' ', password: '' })).toEqual([
      `username: ${VALIDATION_KEYS.required}`,
      `password: ${VALIDATION_KEYS.required}`,
    ]);
  });
});

describe('userSchema', () => {
  const user = {
    id: 1,
    username: 'ana',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Owner',
    phone: null,
    photoUrl: null,
    roles: ['PROP_ADMIN'],
    organisationId: 1,
    propertyId: 2,
    targetStartDate: null,
    targetEndDate: null,
    targetAmount: null,
    enabled: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('accepts a user record', () => {
    expect(userSchema.safeParse(user).success).toBe(true);
  });

  it('strips a password hash from the output', () => {
    expect(userSchema.parse({ ...user, passwordHash: 'secret' })).not.toHaveProperty('passwordHash');
  });

  it('rejects unknown roles', () => {
    expect(userSchema.safeParse({ ...user, roles: ['OWNER'] }).success).toBe(false);
  });
});
