import type { TFunction } from 'i18next';

import { fieldErrorText, type FieldErrorLike } from './form-errors';

/**
 * A field's message in the interface language (sign-in, lock screen, examples). Kept for those callers: the one
 * implementation is lib/form-errors `fieldErrorText`.
 */
export function translateValidationMessage(t: TFunction, error: FieldErrorLike): string | undefined {
  return fieldErrorText(t, error);
}
