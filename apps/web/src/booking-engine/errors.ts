// A refused call in the page's words: each field's message key translated (validation section the server wrote in),
// the server's English when the page has none, and the whole answer's message.
import { BookingApiError } from './api';
import type { Translator } from './i18n';

export interface ShownError {
  message: string;
  fields: Record<string, string>;
}

export function shownError(err: unknown, tr: Translator): ShownError {
  if (!(err instanceof BookingApiError)) return { message: tr.t('networkError'), fields: {} };
  if (err.status === 429) return { message: tr.t('tooManyRequests'), fields: {} };
  const fields: Record<string, string> = {};
  for (const [name, english] of Object.entries(err.fields)) {
    // Nested fields (guest.email) are shown on their input by their last part.
    const key = name.split('.').pop()!;
    fields[key] = tr.message(err.fieldKeys[name], english, err.fieldValues[name]);
  }
  const first = Object.values(fields)[0];
  return { message: tr.message(err.messageKey, first ?? err.message), fields };
}
