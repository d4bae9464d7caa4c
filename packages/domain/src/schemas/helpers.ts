// Building blocks of the module schemas (not exported from the package): counts, optional text, money.
import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../validation';
import { idSchema } from './common';

export const count = (max = 10_000) => z.number().int('Whole number').min(0, 'Must not be negative').max(max);
export const positiveCount = (max = 10_000) => z.number().int('Whole number').min(1, 'At least 1').max(max);
export const nullableText = (max: number) =>
  z.string().trim().max(max, VALIDATION_MESSAGES.tooLong).nullable();
export const urlText = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/\S+$/, 'Start with http:// or https://')
  .nullable();
export const money = (message = 'Enter an amount') =>
  z.number({ message }).finite().multipleOf(0.01, 'At most 2 decimals');
export const positiveMoney = money().positive('Must be more than 0').max(10_000_000);
export const nullableOptional = <T extends z.ZodType>(s: T) => s.nullable().optional();
export const id = idSchema;
