import { z } from 'zod';

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
export const passwordSchema = z
  .string()
  .max(128, VALIDATION_MESSAGES.tooLong)
  .regex(PASSWORD_PATTERN, VALIDATION_MESSAGES.password);
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
