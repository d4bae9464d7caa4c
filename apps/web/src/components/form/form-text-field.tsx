import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText, numberOrNull, numberOrUndefined } from '../../lib/form-errors';

/** How the box's text becomes the form's value. */
const READERS = {
  /** As typed. */
  text: (v: string): unknown => v,
  /** Blank is null (an optional text). */
  optionalText: (v: string): unknown => (v.trim() !== '' ? v : null),
  /** Blank is undefined, so that the schema says "Required" (forms reading empty boxes `asRead`). */
  number: numberOrUndefined,
  /** Blank is null (an optional number, or a required one whose rule says "Enter an amount"). */
  optionalNumber: numberOrNull,
} as const;

export type FieldReader = keyof typeof READERS | ((text: string) => unknown);

export type FormTextFieldProps<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'select' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** What the box holds (default text); or a reader of its own (a code in capitals). Numbers are number boxes. */
  reads?: FieldReader;
  /** Number boxes: the smallest value offered by the spinner, and its step (money: '0.01'). */
  min?: number;
  step?: number | string;
  /** A select: its options, value and label. */
  options?: readonly { value: string; label: ReactNode }[];
  /** Helper text shown when the field has no error. */
  hint?: ReactNode;
  /** Values of a message key's placeholders (a refund's "At most {{amount}}"). */
  messageValues?: Record<string, unknown>;
};

const display = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The one text box (or select) of the form kit, dialogs and pages alike, bound to a react-hook-form field. It
 * subscribes to its own field only: typing or an error redraws this box, never the whole form. What was typed
 * stays as typed ("40.", "007") while the form holds what it reads as; a value the form sets (reset) shows as
 * itself. The message under it is the field's validation message in the interface language (domain rules), or the
 * server's message for that field.
 */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  reads = 'text',
  min,
  step,
  options,
  hint,
  messageValues,
  slotProps,
  type,
  ...props
}: FormTextFieldProps<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const read = typeof reads === 'function' ? reads : READERS[reads];
  const numeric = reads === 'number' || reads === 'optionalNumber';
  const value: unknown = field.value;
  // What this box last wrote, with the text it read it from; dropped when the form's value becomes one the box did
  // not write (a reset). Compared by change, not by equality with the form: react-hook-form shows a field it holds
  // as undefined (a cleared required number) with its initial value.
  const [own, setOwn] = useState<{ text: string; value: unknown } | null>(null);
  const [seen, setSeen] = useState<unknown>(value);
  let typed = own;
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (own && !Object.is(own.value, value)) {
      setOwn(null);
      typed = null;
    }
  }
  const shown = typed ? typed.text : display(value);
  const error = fieldErrorText(t, fieldState.error, messageValues);
  return (
    <TextField
      fullWidth
      {...props}
      type={numeric ? 'number' : type}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value;
        const next = read(text);
        setOwn({ text, value: next });
        field.onChange(next);
      }}
      select={options != null}
      slotProps={
        numeric ? { ...slotProps, htmlInput: { min, step: step ?? 1, ...slotProps?.htmlInput } } : slotProps
      }
      error={error != null}
      // A blank line while valid keeps the form from jumping when a message appears.
      helperText={error ?? hint ?? ' '}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
