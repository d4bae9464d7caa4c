// The shared form dialog: FormDialog (the frame) + useDialogForm (schema, defaults, server field errors).
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useDialogForm } from './use-dialog-form';
export {
  applyServerErrors,
  errorMessage,
  fieldErrorText,
  numberOrNull,
  numberOrUndefined,
} from './field-errors';
