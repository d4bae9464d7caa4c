import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText, numberOrNull, numberOrUndefined } from '../../lib/form-errors';

/** How the box's text becomes the form's value. */
const READERS = {
  text: undefined,
  /** Blank is null (an optional text). */
  optionalText: (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null),
  /** Blank is undefined, so that the schema says "Required". */
  number: numberOrUndefined,
  /** Blank is null (an optional number). */
  optionalNumber: numberOrNull,
} as const;

export type DialogFieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  /** What the field holds (default text); or a reader of its own (a code in capitals). */
  reads?: keyof typeof READERS | ((value: unknown) => unknown);
  /** Number boxes: the smallest value offered by the spinner, and its step (money: '0.01'). */
  min?: number;
  step?: number | string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
};

/**
 * A text or number box of a form dialog, registered with react-hook-form (uncontrolled: what is typed stays as
 * typed, "40." included) and showing the field's message in the interface language (lib/form-errors) or its hint.
 */
export function DialogField<T extends FieldValues, O>({
  form,
  name,
  reads = 'text',
  min,
  step,
  hint,
  slotProps,
  ...props
}: DialogFieldProps<T, O>) {
  const { t } = useTranslation();
  const numeric = reads === 'number' || reads === 'optionalNumber';
  const setValueAs = typeof reads === 'function' ? reads : READERS[reads];
  // Reading `errors` subscribes the form to its errors only (not to touched and dirty fields, which would redraw the
  // whole dialog as each box is left or first typed in).
  void form.formState.errors;
  const { error } = form.getFieldState(name);
  const message = fieldErrorText(t, error);
  return (
    <TextField
      fullWidth
      type={numeric ? 'number' : undefined}
      {...props}
      {...form.register(name, setValueAs ? { setValueAs } : {})}
      slotProps={numeric ? { ...slotProps, htmlInput: { min, step: step ?? 1 } } : slotProps}
      error={error != null}
      helperText={message ?? hint}
    />
  );
}
