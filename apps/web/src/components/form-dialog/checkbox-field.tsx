import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no field of a form dialog: a labelled checkbox bound to a boolean of the form (active, in service, CTA). */
export function CheckboxField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={!!field.value}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
