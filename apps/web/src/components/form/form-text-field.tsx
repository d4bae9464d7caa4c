import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../lib/form-errors';

export type FormTextFieldProps<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'select' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** A number box: '' is kept as null, anything else as a number. */
  numeric?: boolean;
  /** A select: its options, value and label. */
  options?: readonly { value: string; label: ReactNode }[];
  /** Helper text shown when the field has no error. */
  hint?: ReactNode;
  /** Values of a message key's placeholders (a refund's "At most {{amount}}"). */
  messageValues?: Record<string, unknown>;
};

/**
 * A MUI text field (or select) bound to a react-hook-form field: the message under it is the field's validation
 * message in the interface language (domain rules), or the server's message for that field.
 */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  numeric,
  options,
  hint,
  messageValues,
  ...props
}: FormTextFieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(t, fieldState.error, messageValues);
        const value: unknown = field.value;
        return (
          <TextField
            fullWidth
            {...props}
            name={field.name}
            inputRef={field.ref}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const raw = event.target.value;
              field.onChange(numeric ? (raw === '' ? null : Number(raw)) : raw);
            }}
            type={numeric ? 'number' : props.type}
            select={options != null}
            error={error != null}
            helperText={error ?? hint ?? ' '}
          >
            {options?.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
