// The shared form dialog: FormDialog (the frame) + useDialogForm (schema, defaults, server field errors).
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useDialogForm } from './use-dialog-form';
export {
  applyServerErrors,
  errorMessage,
  numberOrNull,
  numberOrUndefined,
  translateFieldMessage,
} from './field-errors';
