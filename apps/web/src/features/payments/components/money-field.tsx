import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../lib/form-errors';

export type MoneyFormFieldProps<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'select' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** A number box: '' is kept as undefined (so the schema says the amount is missing), text as a number. */
  numeric?: boolean;
  options?: readonly { value: string; label: ReactNode }[];
  hint?: ReactNode;
  /** A message of this form's own rules in the interface language (undefined: the usual table). */
  translateMessage?: (message: string) => string | undefined;
};

/**
 * A text field (or select) bound to react-hook-form for the payments and expenses forms: like the shared
 * FormTextField, but the money rules of the front-desk schemas ("Must be more than 0"…) are translated too.
 */
export function MoneyFormField<T extends FieldValues, O = T>({
  control,
  name,
  numeric,
  options,
  hint,
  translateMessage,
  ...props
}: MoneyFormFieldProps<T, O>) {
  const { t: tDefault } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const own = fieldState.error?.message ? translateMessage?.(fieldState.error.message) : undefined;
        const error = own ?? fieldErrorText(tDefault, fieldState.error);
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
              field.onChange(numeric ? (raw === '' ? undefined : Number(raw)) : raw);
            }}
            type={numeric ? 'number' : props.type}
            select={options != null}
            error={error != null}
            helperText={error ?? hint ?? ' '}
            slotProps={{
              ...props.slotProps,
              inputLabel: { shrink: props.type === 'date' || numeric ? true : undefined },
              htmlInput: numeric ? { step: '0.01', min: 0 } : undefined,
            }}
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
