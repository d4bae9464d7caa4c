import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

import { ApiRequestError } from './api-client';
import { errorMessage } from './error-message';
import { localizedValues } from './message-values';

/**
 * The one place where form errors become what the user reads: zod issues (through the resolver) and the server's
 * `fields` map land on react-hook-form fields, and a message is translated by its KEY (decision 0015). The domain
 * schemas emit keys of the `validation` section (`validation.required`), a form's own schema may use any key
 * (`payments:validation.refundTooMuch`); a server's field message is translated when the server named its key
 * (`fieldKeys`), and shows as sent otherwise (type 'server').
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
 * A server field message in the interface language: the key the server gave beside its English (`fieldKeys`,
 * decision 0015) translated with the figures it sent (`fieldValues`), else the text as sent (a message the table has no key for, or an older server).
 */
function serverFieldText(error: ApiRequestError, rawPath: string, text: string): string {
  const key = error.fieldKeys?.[rawPath];
  // The key is the server's, known only at run time: the typed t() does not take it.
  const say = i18next.t as unknown as AnyT;
  const values = error.fieldValues?.[rawPath];
  // Its figures as the language writes them: a refused code's dates were ISO days (issue 14).
  return key && i18next.exists(key, { ns: 'translation' })
    ? say(key, { ns: 'translation', ...localizedValues(values, i18next.language) })
    : text;
}

/** Every field message of a server answer in the interface language (for a form that shows them in one line). */
export function serverFieldMessages(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.fields ?? {}).map(([rawPath, text]) => serverFieldText(error, rawPath, text));
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
  for (const [rawPath, text] of Object.entries(error.fields)) {
    const path = fieldPath(rawPath);
    if (!path || !isField(path)) continue;
    const message = serverFieldText(error, rawPath, text);
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
  for (const [raw, text] of fields) {
    const path = fieldPath(raw);
    const name = fieldNames.find((f) => path === f || path.startsWith(`${f}.`));
    if (!name) {
      unplaced = true;
      continue;
    }
    const message = serverFieldText(error, raw, text);
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unplaced ? error.message : null;
}

// In its own module so that pages showing errors without a form need not download this one.
export { errorMessage };

/** react-hook-form `setValueAs` for number inputs: '' becomes null (an optional number), text a number. */
export const numberOrNull = (value: unknown): number | null => {
  if (value === '' || value == null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? null : n;
};

/** For required number inputs: '' becomes undefined so that the schema says "Required". */
export const numberOrUndefined = (value: unknown): number | undefined => numberOrNull(value) ?? undefined;

/**
 * The translation key a message stands for: the message itself when it is a key of the translations (a domain key
 * such as `validation.required`, or a form's own such as `payments:validation.refundTooMuch`), or a bare key of the
 * `validation` section. Text is never looked up: English is what a server writes, and it shows as sent.
 */
export function messageKey(message: string | undefined): string | undefined {
  // A key has no spaces; a sentence always has.
  if (!message || /\s/.test(message)) return undefined;
  if (i18next.exists(message)) return message;
  if (i18next.exists(`validation.${message}`)) return `validation.${message}`;
  return undefined;
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
  // A key without a namespace is of the default one (where the domain's keys live), whichever one `t` is bound to.
  const say = (key: string) => (t as AnyT)(key, { ns: 'translation', ...values });
  const message = error.message ?? '';
  // The server writes for its clients, in English: its words are shown, never read as a key.
  if (error.type === 'server' && message) return message;
  const key = messageKey(message);
  if (key) return say(key);
  if (error.type === 'invalid_type' || error.type === 'invalid_value') return say('validation.required');
  if (error.type === 'too_big')
    return say(/number/.test(message) ? 'validation.tooLarge' : 'validation.tooLong');
  if (error.type === 'too_small' && /number/.test(message)) return say('validation.tooSmall');
  // zod's generic English ("Invalid input…") is never shown as is.
  return message && !/^(Invalid|Too (big|small))\b/.test(message) ? message : say('validation.invalid');
}
