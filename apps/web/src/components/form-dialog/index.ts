// The shared form dialog: FormDialog (the frame) + useDialogForm (schema, defaults, server field errors).
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useDialogForm } from './use-dialog-form';
// The same for dialogs and page forms, empty boxes read as null (decision 0016).
export { useKitForm } from './use-kit-form';
export {
  applyServerErrors,
  errorMessage,
  fieldErrorText,
  numberOrNull,
  numberOrUndefined,
} from './field-errors';
