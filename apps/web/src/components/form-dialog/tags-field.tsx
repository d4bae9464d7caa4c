import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A list of free words typed as chips (a shared room's beds, a rate plan's inclusions): Enter adds one, blanks are
 * dropped, each is trimmed.
 */
export function TagsField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  error,
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={field.value ?? []}
          onChange={(_e, value) => field.onChange(value.map((v) => String(v).trim()).filter((v) => v !== ''))}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={option} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              required={required}
              error={error}
              helperText={helperText}
            />
          )}
        />
      )}
    />
  );
}
