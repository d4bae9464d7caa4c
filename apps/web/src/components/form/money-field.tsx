import type { FieldValues } from 'react-hook-form';

import { FormTextField, type FormTextFieldProps } from './form-text-field';

type KitFieldProps<T extends FieldValues, O> = Omit<
  FormTextFieldProps<T, O>,
  'reads' | 'options' | 'type' | 'min' | 'step'
>;

/**
 * An amount box bound to a form: cents at most, never negative, its label always raised. An empty box is no
 * amount (null), so that the domain's money rule says "Enter an amount" in the interface language.
 */
export function MoneyField<T extends FieldValues, O = T>(props: KitFieldProps<T, O>) {
  return (
    <FormTextField
      {...props}
      reads="optionalNumber"
      min={0}
      step="0.01"
      slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }}
    />
  );
}

/** A calendar day (YYYY-MM-DD, as the domain sends it) bound to a form, shown in the browser's date picker. */
export function DayField<T extends FieldValues, O = T>(props: KitFieldProps<T, O>) {
  return (
    <FormTextField {...props} type="date" slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }} />
  );
}
