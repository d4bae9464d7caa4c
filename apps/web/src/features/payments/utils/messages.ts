import type { TFunction } from 'i18next';

import { fieldErrorText, type FieldErrorLike } from '../../../lib/form-errors';

/** English messages of the front-desk money schemas (payments, refunds, expenses), by their 'payments' key. */
const MONEY_MESSAGES: Record<string, 'amountRequired' | 'twoDecimals' | 'positive' | 'date'> = {
  'Enter an amount': 'amountRequired',
  'At most 2 decimals': 'twoDecimals',
  'Must be more than 0': 'positive',
  'Use a calendar date, YYYY-MM-DD': 'date',
};

/**
 * The message under a payments or expenses field in the interface language: the money rules from the 'payments'
 * namespace, the shared rules (required, too long…) through the app's table in the default namespace, a server's
 * own message as it came.
 */
export function moneyFieldText(
  t: TFunction<'payments'>,
  tDefault: TFunction,
  error: FieldErrorLike,
): string | undefined {
  if (!error) return undefined;
  const key = error.message ? MONEY_MESSAGES[error.message] : undefined;
  if (key) return t(`validation.${key}`);
  if (error.type === 'too_big') return t('validation.tooLarge');
  return fieldErrorText(tDefault, error);
}
