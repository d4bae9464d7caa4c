import { VALIDATION_MESSAGES } from '@bookone/domain';
import type { TFunction } from 'i18next';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const KEY_BY_MESSAGE = new Map<string, ValidationKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationKey]),
);

/**
 * The shared zod schemas carry the English texts of VALIDATION_MESSAGES; this finds the matching `validation.*`
 * key so that the message shows in the interface language. zod's own messages (no custom text) are mapped by issue
 * code.
 */
export function translateValidationMessage(
  t: TFunction,
  error: { message?: string | undefined; type?: string | number } | undefined,
): string | undefined {
  if (!error) return undefined;
  const key = error.message == null ? undefined : KEY_BY_MESSAGE.get(error.message);
  if (key) return t(`validation.${key}`);
  if (error.type === 'too_big') return t('validation.tooLong');
  return t('validation.invalid');
}
