import { VALIDATION_MESSAGES } from '@bookone/domain';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiRequestError } from '../../lib/api-client';

type RoomsValidationKey =
  | 'required'
  | 'negative'
  | 'tooLarge'
  | 'decimals'
  | 'wholeNumber'
  | 'atLeastOne'
  | 'tooLong'
  | 'invalid'
  | 'minOverMaxOccupancy'
  | 'sharedBeds'
  | 'minOverMaxStay'
  | 'expiryBeforeEffective'
  | 'percentBelow100'
  | 'planCode'
  | 'date'
  | 'toBeforeFrom'
  | 'chooseChange'
  | 'chooseRoomType'
  | 'setAsAmount'
  | 'availableOrBlocked'
  | 'checkOutAfterCheckIn'
  | 'url';

/** The English messages of the domain's setup schemas, by the 'rooms' key that translates them. */
const KEY_BY_MESSAGE = new Map<string, RoomsValidationKey>([
  [VALIDATION_MESSAGES.required, 'required'],
  [VALIDATION_MESSAGES.tooLong, 'tooLong'],
  ['Must not be negative', 'negative'],
  ['This is too large', 'tooLarge'],
  ['At most two decimals', 'decimals'],
  ['Whole number', 'wholeNumber'],
  ['At least 1', 'atLeastOne'],
  ['Must not exceed the maximum occupancy', 'minOverMaxOccupancy'],
  ['A shared room lists its beds', 'sharedBeds'],
  ['Must not exceed the maximum stay', 'minOverMaxStay'],
  ['Must not exceed maxStay', 'minOverMaxStay'],
  ['Must not be before the effective date', 'expiryBeforeEffective'],
  ['A percentage cannot lower by more than 100', 'percentBelow100'],
  ['Upper-case letters, digits, _ or -, up to 20', 'planCode'],
  ['Use a calendar date, YYYY-MM-DD', 'date'],
  ['Must not be before from', 'toBeforeFrom'],
  ['Choose something to change', 'chooseChange'],
  ['Choose at least one room type', 'chooseRoomType'],
  ['A price is set as an amount', 'setAsAmount'],
  ['Send available or blocked, not both', 'availableOrBlocked'],
  ['Must be after the check-in date', 'checkOutAfterCheckIn'],
  ['Start with http:// or https://', 'url'],
]);

/**
 * A validation message in the interface language: the domain schemas (and the server) speak English; known
 * messages are translated, an empty number field reads "Required", and an unknown server message shows as sent.
 */
export function translateFieldMessage(
  t: TFunction<'rooms'>,
  error: { message?: string | undefined; type?: string | number } | undefined,
): string | undefined {
  if (!error) return undefined;
  const key = error.message == null ? undefined : KEY_BY_MESSAGE.get(error.message);
  if (key) return t(`validation.${key}`);
  if (error.type === 'invalid_type') return t('validation.required');
  if (error.type === 'too_big') return t('validation.tooLarge');
  if (error.type === 'too_small') return t('validation.negative');
  if (error.message && error.type === 'server') return error.message;
  return error.message && !error.message.startsWith('Invalid input')
    ? error.message
    : t('validation.invalid');
}

/**
 * Puts the field messages of a server 400/409 (`fields`, keyed by the body path, e.g. `name`, `body.name` or
 * `beds.0`) onto the form's fields. Returns the message to show above the form: the server's summary when some
 * field could not be placed, else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): string | null {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  const fields = error.fields ?? {};
  let unplaced = Object.keys(fields).length === 0;
  let first = true;
  for (const [path, message] of Object.entries(fields)) {
    const clean = path.replace(/^body\./, '');
    const name = fieldNames.find((f) => clean === f || clean.startsWith(`${f}.`));
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
