// The shared form dialog: FormDialog (the frame) + useKitForm (schema, defaults, server field errors), the one form
// hook of dialogs and page forms (decisions 0016, 0018).
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useKitForm } from './use-kit-form';
export {
  applyServerErrors,
  errorMessage,
  fieldErrorText,
  numberOrNull,
  numberOrUndefined,
} from './field-errors';
