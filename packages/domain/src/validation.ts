import { z } from 'zod';

import { hasControlCharacter, hasOuterSpace, isCommonPassword, isRepeatedPattern } from './password-policy';

/**
 * The validation rules of spec §5. Messages are i18n keys (`validation.*`): the web app translates them, the API
 * sends the English text through the same table so that clients see a readable message.
 */

/** Optional leading plus signs, optional 1-4 digits in parentheses, then digits, spaces, dashes, dots or slashes. */
export const PHONE_PATTERN = /^[+]*(?:\([0-9]{1,4}\))?[-\s./0-9]*$/;
/** 8+ characters with an uppercase, a lowercase, a digit and one of # ? ! @ $ % ^ & * _ - */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[#?!@$%^&*_-]).{8,}$/;
/** local-part@domain, or a domain given as an IP literal in brackets. */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** Digits only. */
export const NUMBER_PATTERN = /^[0-9]+$/;

export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  phone: 'Enter a valid phone number',
  password:
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * _ -',
  passwordSpaces: 'Password must not start or end with a space',
  passwordControl: 'Password must not contain control characters such as tabs, line breaks or NUL',
  passwordRepeated: 'Password must not be a short pattern repeated, such as Aa1!Aa1!',
  passwordCommon: 'This password is too common and easy to guess: choose another',
  email: 'Enter a valid email address',
  number: 'Digits only',
  tooLong: 'This is too long',
} as const;

export const phoneSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(30, VALIDATION_MESSAGES.tooLong)
  .regex(PHONE_PATTERN, VALIDATION_MESSAGES.phone)
  // At least one digit: a lone '+' or '()' is not a phone number.
  .refine((v) => /[0-9]/.test(v), VALIDATION_MESSAGES.phone);
/**
 * Why a password that meets spec §5 is still refused (issue 9), the first reason only: a control character, a
 * blank at either end, a short repeated pattern, or one of the common passwords. A control character is named even
 * when the §5 pattern failed too: a line break fails it, and the §5 message alone would not say why.
 */
export function passwordProblem(password: string): string | undefined {
  if (hasControlCharacter(password)) return VALIDATION_MESSAGES.passwordControl;
  if (!PASSWORD_PATTERN.test(password)) return undefined; // the .regex below says it
  if (hasOuterSpace(password)) return VALIDATION_MESSAGES.passwordSpaces;
  if (isRepeatedPattern(password)) return VALIDATION_MESSAGES.passwordRepeated;
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.passwordCommon;
  return undefined;
}

/**
 * The one password rule (signup, user creation, password change). The §5 pattern stays a regex so that the OpenAPI
 * document shows it. Not trimmed: what is typed is what is hashed.
 */
export const passwordSchema = z
  .string()
  .max(128, VALIDATION_MESSAGES.tooLong)
  .regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.password)
  .superRefine((value, ctx) => {
    const message = passwordProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(254, VALIDATION_MESSAGES.tooLong)
  .regex(EMAIL_PATTERN, VALIDATION_MESSAGES.email);
export const numberSchema = z.string().regex(NUMBER_PATTERN, VALIDATION_MESSAGES.number);

export const requiredText = (max = 120) =>
  z.string().trim().min(1, VALIDATION_MESSAGES.required).max(max, VALIDATION_MESSAGES.tooLong);
export const optionalText = (max = 255) => z.string().trim().max(max, VALIDATION_MESSAGES.tooLong).optional();
