import { z } from 'zod';

import { hasControlCharacter, hasOuterSpace, isCommonPassword, isRepeatedPattern } from './password-policy';
import { VALIDATION_KEYS, type ValidationMessageKey } from './validation-messages';

/**
 * The validation rules of spec §5. Messages are i18n keys (`validation.*`, validation-messages.ts): the web app
 * translates them, the API answers the English text of the same table so that clients see a readable message.
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

export const phoneSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_KEYS.required)
  .max(30, VALIDATION_KEYS.tooLong)
  .regex(PHONE_PATTERN, VALIDATION_KEYS.phone)
  // At least one digit: a lone '+' or '()' is not a phone number.
  .refine((v) => /[0-9]/.test(v), VALIDATION_KEYS.phone);
/**
 * Why a password that meets spec §5 is still refused (issue 9), the first reason only: a control character, a
 * blank at either end, a short repeated pattern, or one of the common passwords. A control character is named even
 * when the §5 pattern failed too: a line break fails it, and the §5 message alone would not say why.
 */
export function passwordProblem(password: string): ValidationMessageKey | undefined {
  if (hasControlCharacter(password)) return VALIDATION_KEYS.passwordControl;
  if (!PASSWORD_PATTERN.test(password)) return undefined; // the .regex below says it
  if (hasOuterSpace(password)) return VALIDATION_KEYS.passwordSpaces;
  if (isRepeatedPattern(password)) return VALIDATION_KEYS.passwordRepeated;
  if (isCommonPassword(password)) return VALIDATION_KEYS.passwordCommon;
  return undefined;
}

/**
 * The one password rule (signup, user creation, password change). The §5 pattern stays a regex so that the OpenAPI
 * document shows it. Not trimmed: what is typed is what is hashed.
 */
export const passwordSchema = z
  .string()
  .max(128, VALIDATION_KEYS.tooLong)
  .regex(PASSWORD_PATTERN, VALIDATION_KEYS.password)
  .superRefine((value, ctx) => {
    const message = passwordProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_KEYS.required)
  .max(254, VALIDATION_KEYS.tooLong)
  .regex(EMAIL_PATTERN, VALIDATION_KEYS.email);
export const numberSchema = z.string().regex(NUMBER_PATTERN, VALIDATION_KEYS.number);

export const requiredText = (max = 120) =>
  z.string().trim().min(1, VALIDATION_KEYS.required).max(max, VALIDATION_KEYS.tooLong);
export const optionalText = (max = 255) => z.string().trim().max(max, VALIDATION_KEYS.tooLong).optional();
