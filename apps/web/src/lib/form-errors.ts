import { VALIDATION_MESSAGES } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

import { ApiRequestError } from './api-client';

/** Form inputs hold '' for an empty box; the domain schemas want null (optional) or fail 'required' on it. */
export function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.map(blankToNull);
  if (value != null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankToNull(v)]));
  return value;
}

/**
 * zodResolver over a domain schema, with empty boxes read as null first, so that a form validates exactly like the
 * server does.
 */
export function domainResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const inner = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return (values, context, options) => inner(blankToNull(values) as z.input<S>, context, options);
}

/**
 * Puts the field messages of a server answer (400 validation, 409 conflict) on the form's fields; keys are paths
 * such as `address.city` or `taxes.0.name`. Returns how many fields got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean = () => true,
): number {
  if (!(error instanceof ApiRequestError) || !error.fields) return 0;
  let count = 0;
  for (const [rawPath, message] of Object.entries(error.fields)) {
    const path = rawPath.replace(/^body\.?/, '');
    if (!path || !isField(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: count === 0 });
    count++;
  }
  return count;
}

/** English messages of the domain's setup schemas, by their key in the 'setup' namespace (messages.*). */
const SETUP_MESSAGES: Record<string, string> = {
  'Use a calendar date, YYYY-MM-DD': 'isoDate',
  'Must not be negative': 'notNegative',
  'This is too large': 'tooLarge',
  'At most two decimals': 'twoDecimals',
  'Whole number': 'wholeNumber',
  'At least 1': 'atLeastOne',
  'Use a 24-hour time, HH:MM': 'time',
  '2 to 16 characters: a letter first, then letters, digits, spaces or hyphens': 'shortName',
  'At least 3 characters': 'atLeastThree',
  'Lower-case letters and digits, words joined by single hyphens': 'seoName',
  'Start with http:// or https://': 'url',
  'Give a percentage or at least one slab': 'percentageOrSlab',
  'Slabs must not overlap': 'slabsOverlap',
  'Each tax needs its own name': 'taxNames',
  'maxAmount must not be below minAmount': 'slabMax',
  'Unknown time zone': 'timezone',
  'Required when open': 'requiredWhenOpen',
  'Must be after the opening time': 'afterOpening',
  'A break ends after it starts': 'breakEnd',
  'A break lies within opening hours': 'breakWithin',
  'Breaks must not overlap': 'breaksOverlap',
  'Must not exceed the maximum occupancy': 'maxOccupancy',
  'A shared room lists its beds': 'beds',
  'Already taken': 'taken',
};

const VALIDATION_KEYS = new Map<string, string>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]),
);

export type FieldErrorLike = { message?: string | undefined; type?: string | number } | undefined;

/**
 * The text to show under a field: the shared rules of spec §5 and the setup schemas' rules in the interface
 * language; a message the server wrote (type 'server') as it came; a missing value as 'required'.
 */
export function fieldErrorText(t: TFunction, error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  // Keys built at run time: the typed t() only takes literal keys.
  const tr = t as unknown as (key: string) => string;
  const validationKey = VALIDATION_KEYS.get(message);
  if (validationKey) return tr(`validation.${validationKey}`);
  const setupKey = SETUP_MESSAGES[message];
  if (setupKey) return tr(`setup:messages.${setupKey}`);
  if (error.type === 'server' && message) return message;
  if (error.type === 'invalid_type' || error.type === 'invalid_value') return t('validation.required');
  if (error.type === 'too_big') return t('validation.tooLong');
  return message || t('validation.invalid');
}
