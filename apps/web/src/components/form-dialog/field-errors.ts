import { VALIDATION_MESSAGES } from '@bookone/domain';
import type { TFunction } from 'i18next';

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

// One implementation of these lives in lib/form-errors; the dialogs' callers keep importing them from here.
export { applyServerErrors, errorMessage, numberOrNull, numberOrUndefined } from '../../lib/form-errors';
