// Moved to components/form-dialog/field-errors.ts (shared by every feature's forms). This re-export keeps the
// bookings, payments and customers features compiling until they import the shared module themselves.
export {
  applyServerErrors,
  errorMessage,
  numberOrNull,
  numberOrUndefined,
  translateFieldMessage,
} from '../../../components/form-dialog/field-errors';
