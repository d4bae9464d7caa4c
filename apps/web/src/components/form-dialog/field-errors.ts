// The dialogs' form helpers: one implementation lives in lib/form-errors (messages translated by key, decision 0015);
// the dialogs' callers keep importing them from here.
export {
  applyServerErrors,
  errorMessage,
  fieldErrorText,
  numberOrNull,
  numberOrUndefined,
} from '../../lib/form-errors';
