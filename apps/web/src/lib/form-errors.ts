import { VALIDATION_MESSAGES } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

import { ApiRequestError } from './api-client';

/**
 * The one place where form errors become what the user reads: zod issues (through the resolver) and the server's
 * `fields` map land on react-hook-form fields, and a message is translated by its KEY. A message that is a key
 * (`validation.required`, `rooms:validation.planCode`, or a bare key of the `validation` table) is translated
 * directly; the English texts the domain schemas still carry are looked up in LEGACY_TEXTS until the domain sends
 * keys everywhere; a server's own message (type 'server') shows as sent.
 */

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

/** The body path of a server field message: `body.address.city` → `address.city`. */
const fieldPath = (raw: string) => raw.replace(/^body\.?/, '');

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
    const path = fieldPath(rawPath);
    if (!path || !isField(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: count === 0 });
    count++;
  }
  return count;
}

/**
 * Like applyServerFieldErrors for a form of known fields (a path under a field, `beds.0`, goes on the field).
 * Returns the message to show above the form: the server's summary when some field could not be placed (or the
 * answer had none), else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): string | null {
  if (!(error instanceof ApiRequestError)) return errorMessage(error);
  const fields = Object.entries(error.fields ?? {});
  let unplaced = fields.length === 0;
  let first = true;
  for (const [raw, message] of fields) {
    const path = fieldPath(raw);
    const name = fieldNames.find((f) => path === f || path.startsWith(`${f}.`));
    if (!name) {
      unplaced = true;
      continue;
    }
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplaced ? error.message : null;
}

/** The message of any error, for an alert. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** react-hook-form `setValueAs` for number inputs: '' becomes null (an optional number), text a number. */
export const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value == null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? null : n;
};

/** For required number inputs: '' becomes undefined so that the schema says "Required". */
export const numberOrUndefined = (value: unknown): number | undefined => numberOrNull(value) ?? undefined;

/**
 * English messages the domain schemas still carry, by the translation key that says them (first match wins).
 * Shrinks as the domain moves to keys (packages/domain validation messages); nothing else should look up text.
 */
const LEGACY_TEXTS = new Map<string, string>([
  ...Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, `validation.${key}`] as const),
  // Setup (onboarding, business profile, hours, taxes).
  ...(
    [
      ['Use a calendar date, YYYY-MM-DD', 'isoDate'],
      ['Must not be negative', 'notNegative'],
      ['This is too large', 'tooLarge'],
      ['At most two decimals', 'twoDecimals'],
      ['Whole number', 'wholeNumber'],
      ['At least 1', 'atLeastOne'],
      ['Use a 24-hour time, HH:MM', 'time'],
      ['2 to 16 characters: a letter first, then letters, digits, spaces or hyphens', 'shortName'],
      ['At least 3 characters', 'atLeastThree'],
      ['Lower-case letters and digits, words joined by single hyphens', 'seoName'],
      ['Start with http:// or https://', 'url'],
      ['Give a percentage or at least one slab', 'percentageOrSlab'],
      ['Slabs must not overlap', 'slabsOverlap'],
      ['Each tax needs its own name', 'taxNames'],
      ['maxAmount must not be below minAmount', 'slabMax'],
      ['Unknown time zone', 'timezone'],
      ['Required when open', 'requiredWhenOpen'],
      ['Must be after the opening time', 'afterOpening'],
      ['A break ends after it starts', 'breakEnd'],
      ['A break lies within opening hours', 'breakWithin'],
      ['Breaks must not overlap', 'breaksOverlap'],
      ['Must not exceed the maximum occupancy', 'maxOccupancy'],
      ['A shared room lists its beds', 'beds'],
      ['Already taken', 'taken'],
    ] as const
  ).map(([text, key]) => [text, `setup:messages.${key}`] as const),
  // Rooms and rates.
  ...(
    [
      ['Must not exceed the maximum stay', 'minOverMaxStay'],
      ['Must not exceed maxStay', 'minOverMaxStay'],
      ['Must not be before the effective date', 'expiryBeforeEffective'],
      ['A percentage cannot lower by more than 100', 'percentBelow100'],
      ['Upper-case letters, digits, _ or -, up to 20', 'planCode'],
      ['Must not be before from', 'toBeforeFrom'],
      ['Choose something to change', 'chooseChange'],
      ['Choose at least one room type', 'chooseRoomType'],
      ['A price is set as an amount', 'setAsAmount'],
      ['Send available or blocked, not both', 'availableOrBlocked'],
      ['Must be after the check-in date', 'checkOutAfterCheckIn'],
    ] as const
  ).map(([text, key]) => [text, `rooms:validation.${key}`] as const),
  // Money (payments, refunds, expenses).
  ...(
    [
      ['Enter an amount', 'amountRequired'],
      ['At most 2 decimals', 'twoDecimals'],
      ['Must be more than 0', 'positive'],
    ] as const
  ).map(([text, key]) => [text, `payments:validation.${key}`] as const),
]);

/** The translation key a message stands for, if any: the message itself, a bare `validation` key, or legacy text. */
export function messageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  // A key has no spaces; English text always has.
  if (!/\s/.test(message)) {
    if (i18next.exists(message)) return message;
    if (i18next.exists(`validation.${message}`)) return `validation.${message}`;
  }
  return LEGACY_TEXTS.get(message);
}

export type FieldErrorLike = { message?: string | undefined; type?: string | number } | undefined;

/** Translates a key of any namespace: keys here are built at run time, which the typed t() does not take. */
type AnyT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text to show under a field, in the interface language: a message key translated; a message the server wrote
 * (type 'server') as it came; zod's own messages by their issue code (a missing value reads "required").
 */
export function fieldErrorText(
  t: unknown,
  error: FieldErrorLike,
  values?: Record<string, unknown>,
): string | undefined {
  if (!error) return undefined;
  const tr = t as AnyT;
  const message = error.message ?? '';
  const key = messageKey(message);
  if (key) return tr(key, values);
  if (error.type === 'server' && message) return message;
  if (error.type === 'invalid_type' || error.type === 'invalid_value') return tr('validation.required');
  if (error.type === 'too_big')
    return tr(/number/.test(message) ? 'validation.tooLarge' : 'validation.tooLong');
  if (error.type === 'too_small' && /number/.test(message)) return tr('validation.tooSmall');
  // zod's generic English ("Invalid input…") is never shown as is.
  return message && !/^(Invalid|Too (big|small))\b/.test(message) ? message : tr('validation.invalid');
}
