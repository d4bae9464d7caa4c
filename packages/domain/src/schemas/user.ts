import { z } from 'zod';

import { VALIDATION_KEYS } from '../validation-messages';

import { BUSINESS_TYPES } from '../constants';
import { isRoleKey } from '../roles';
import { emailSchema, optionalText, passwordSchema, phoneSchema, requiredText } from '../validation';
import { idParam, idSchema, listQuery } from './common';
import { propertySchema } from './property';

const isoDate = z.iso.date();

/**
 * A role a user holds: one of spec §6 or a custom role's key (issue 10). Whether a custom role exists, and whether
 * the caller may hand it out, is the server's answer (400 and 403).
 */
export const roleKeySchema = z.string().max(64).refine(isRoleKey, VALIDATION_KEYS.unknownRole);

/** A user as the API returns it: never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The mobile number. */
  phone: z.string().nullable(),
  /** The land line; optional like the caps below, for older clients and fixtures. */
  landPhone: z.string().nullable().optional(),
  photoUrl: z.string().nullable(),
  roles: z.array(roleKeySchema),
  organisationId: z.number().int().nullable(),
  propertyId: z.number().int().nullable(),
  /** The property's name, in lists (findAll, export); absent elsewhere. */
  propertyName: z.string().nullable().optional(),
  targetStartDate: isoDate.nullable(),
  targetEndDate: isoDate.nullable(),
  targetAmount: z.number().nullable(),
  /** Caps on the discounts the user may give, in percent; null means no cap (100). The server always sends them;
   * optional so that older clients and test fixtures stay valid. */
  maxBookingDiscountPercentage: z.number().nullable().optional(),
  maxOrderDiscountPercentage: z.number().nullable().optional(),
  maxOrderItemDiscountPercentage: z.number().nullable().optional(),
  enabled: z.boolean(),
  /** Created by an administrator and no password set yet (the invitation link not used). */
  invitationPending: z.boolean().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, VALIDATION_KEYS.required).max(254),
  password: z.string().min(1, VALIDATION_KEYS.required).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
  property: propertySchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const targetFields = {
  targetStartDate: isoDate.nullable().optional(),
  targetEndDate: isoDate.nullable().optional(),
  targetAmount: z.number().min(0).max(1_000_000_000).nullable().optional(),
};

const percentCap = z
  .number()
  .min(0, VALIDATION_KEYS.atLeastZero)
  .max(100, VALIDATION_KEYS.atMost100)
  .nullable()
  .optional();
/** Discount caps, set by whoever manages the user (null: no cap). */
const discountFields = {
  maxBookingDiscountPercentage: percentCap,
  maxOrderDiscountPercentage: percentCap,
  maxOrderItemDiscountPercentage: percentCap,
};

const withTargetRange = <
  T extends z.ZodType<{ targetStartDate?: string | null; targetEndDate?: string | null }>,
>(
  s: T,
) =>
  s.refine((v) => !v.targetStartDate || !v.targetEndDate || v.targetStartDate <= v.targetEndDate, {
    message: VALIDATION_KEYS.targetEndBeforeStart,
    path: ['targetEndDate'],
  });

/**
 * POST /api/user/signup. Without a token it is a self signup: the user becomes the PROP_ADMIN of a new property
 * shell (status NEW) and the password is required. With an admin's token it creates a user with the given roles,
 * organisation and property; without a password the user is invited (a set-password link is answered once).
 */
export const signupRequestSchema = withTargetRange(
  z.object({
    email: emailSchema,
    password: passwordSchema.optional(),
    firstName: requiredText(60),
    lastName: requiredText(60),
    phone: phoneSchema.optional(),
    landPhone: phoneSchema.nullable().optional(),
    propertyName: optionalText(120),
    businessType: z.enum(BUSINESS_TYPES).optional(),
    roles: z.array(roleKeySchema).min(1, VALIDATION_KEYS.chooseRole).optional(),
    organisationId: idSchema.nullable().optional(),
    propertyId: idSchema.nullable().optional(),
    ...targetFields,
    ...discountFields,
  }),
);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /api/user/updateUser: an admin changes another user. */
export const adminUpdateUserSchema = withTargetRange(
  z.object({
    id: idSchema,
    firstName: requiredText(60).optional(),
    lastName: requiredText(60).optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    landPhone: phoneSchema.nullable().optional(),
    roles: z.array(roleKeySchema).min(1, VALIDATION_KEYS.chooseRole).optional(),
    propertyId: idSchema.nullable().optional(),
    enabled: z.boolean().optional(),
    ...targetFields,
    ...discountFields,
  }),
);
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

/**
 * Fields only POST /api/user/updateUser changes. The self-service updates declare them so that a client sending
 * them is answered 403 (an escalation attempt) instead of having them silently dropped.
 */
const adminOnlyFields = {
  roles: z.array(roleKeySchema).optional(),
  organisationId: idSchema.nullable().optional(),
  propertyId: idSchema.nullable().optional(),
  enabled: z.boolean().optional(),
};
export const ADMIN_ONLY_USER_FIELDS = Object.keys(adminOnlyFields) as (keyof typeof adminOnlyFields)[];

/** POST /api/user/update: a user's own details (or an admin's edit of them), never roles or tenancy (403). */
export const updateUserSchema = withTargetRange(
  z.object({
    id: idSchema,
    firstName: requiredText(60).optional(),
    lastName: requiredText(60).optional(),
    phone: phoneSchema.nullable().optional(),
    landPhone: phoneSchema.nullable().optional(),
    ...targetFields,
    ...discountFields,
    ...adminOnlyFields,
  }),
);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** POST /api/user/profileUpdate: the signed-in user's own profile. */
export const profileUpdateSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  phone: phoneSchema.nullable().optional(),
  landPhone: phoneSchema.nullable().optional(),
  ...adminOnlyFields,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const updatePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, VALIDATION_KEYS.required).max(128),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: VALIDATION_KEYS.newPasswordSame,
    path: ['newPassword'],
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/**
 * A set-password link, answered once to the administrator who invited or reset (until messages are sent, they
 * hand it over). `path` is the web app's address, relative to its origin; only its hash is stored.
 */
export const passwordLinkSchema = z.object({
  purpose: z.enum(['INVITE', 'RESET']),
  path: z.string(),
  expiresAt: z.string(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/** Self signup answers with a token (the new owner is signed in); an admin's creation answers without one. */
export const signupResponseSchema = z.object({
  user: userSchema,
  property: propertySchema.nullable(),
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** An administrator's creation without a password: the invitation link, shown once. */
  invitation: passwordLinkSchema.nullable().optional(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** A password change ends every other session; the caller gets a fresh token. */
export const updatePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});

export const USER_SORT_FIELDS = ['id', 'username', 'firstName', 'lastName', 'createdAt', 'enabled'] as const;
export const userListQuerySchema = listQuery({
  sorts: USER_SORT_FIELDS,
  filters: {
    role: roleKeySchema.optional(),
    organisationId: idParam.optional(),
    propertyId: idParam.optional(),
    /** 'true' or 'false' in the address. */
    enabled: z.enum(['true', 'false']).optional(),
  },
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * The Add User / edit user form (web): the fields of an administrator's creation and of updateUser together, with
 * no password (a new user is invited). The page sends signup or updateUser with these names.
 */
export const userFormSchema = withTargetRange(
  z.object({
    email: emailSchema,
    firstName: requiredText(60),
    lastName: requiredText(60),
    phone: phoneSchema.nullable().optional(),
    landPhone: phoneSchema.nullable().optional(),
    roles: z.array(roleKeySchema).min(1, VALIDATION_KEYS.chooseRole),
    organisationId: idSchema.nullable().optional(),
    propertyId: idSchema.nullable().optional(),
    enabled: z.boolean(),
    ...targetFields,
    ...discountFields,
  }),
);
export type UserFormValues = z.infer<typeof userFormSchema>;

/** POST /api/user/forgotPassword: always the same answer, whether the address is known or not. */
/** `language`: the page's, so that the reset email speaks it (and later emails to the user too). */
export const forgotPasswordSchema = z.object({
  username: emailSchema,
  language: z.enum(['en', 'fr']).optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The secret of a set-password link: 43 base64url characters (32 random bytes). */
export const passwordTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, VALIDATION_KEYS.invalidLink);

/** POST /api/user/resetPassword: the link's secret and the new password (invitation or reset alike). */
export const resetPasswordSchema = z.object({ token: passwordTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /api/user/isUuidValid/{uuid}: what the set-password page shows before the password is typed. */
export const passwordTokenCheckSchema = z.object({
  purpose: z.enum(['INVITE', 'RESET']),
  username: z.string(),
  firstName: z.string(),
  expiresAt: z.string(),
});
export type PasswordTokenCheck = z.infer<typeof passwordTokenCheckSchema>;

/** The set-password page's form: the password twice (the web sends only `password`). */
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION_KEYS.passwordsDiffer,
    path: ['confirmPassword'],
  });
