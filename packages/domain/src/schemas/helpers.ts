// Building blocks of the module schemas (not exported from the package): counts, optional text, money.
import { z } from 'zod';

import { VALIDATION_KEYS, type ValidationMessageKey } from '../validation-messages';
import { idSchema } from './common';

export const count = (max = 10_000) =>
  z.number().int(VALIDATION_KEYS.wholeNumber).min(0, VALIDATION_KEYS.notNegative).max(max);
export const positiveCount = (max = 10_000) =>
  z.number().int(VALIDATION_KEYS.wholeNumber).min(1, VALIDATION_KEYS.atLeastOne).max(max);
export const nullableText = (max: number) => z.string().trim().max(max, VALIDATION_KEYS.tooLong).nullable();
export const urlText = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/\S+$/, VALIDATION_KEYS.url)
  .nullable();
export const money = (message: ValidationMessageKey = VALIDATION_KEYS.amountRequired) =>
  z.number({ message }).finite().multipleOf(0.01, VALIDATION_KEYS.moneyDecimals);
export const positiveMoney = money().positive(VALIDATION_KEYS.positive).max(10_000_000);
export const nullableOptional = <T extends z.ZodType>(s: T) => s.nullable().optional();
export const id = idSchema;
