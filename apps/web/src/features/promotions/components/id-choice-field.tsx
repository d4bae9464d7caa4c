import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../components/form-dialog';

/** Several records picked by name, kept as their ids (room types, offerings, weekdays…); none picked: every one. */
export function IdChoiceField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  hint,
  choices,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint: string;
  choices: readonly { id: V; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(t, fieldState.error);
        const picked = (field.value ?? []) as V[];
        return (
          <Autocomplete
            multiple
            options={choices}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={choices.filter((c) => picked.includes(c.id))}
            onChange={(_e, value) => field.onChange(value.map((c) => c.id))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                error={error != null}
                helperText={error ?? hint}
              />
            )}
          />
        );
      }}
    />
  );
}
