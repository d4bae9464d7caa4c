import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A small native select of the bulk update form ("No change", on, off…), bound to the form. */
export function BulkSelect<T extends FieldValues, O>({
  control,
  name,
  label,
  disabled,
  shown,
  children,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  /** What to show instead of the form's value (a choice that does not apply). */
  shown?: string;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={shown ?? field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {children}
        </TextField>
      )}
    />
  );
}

/** The room types a bulk update applies to: each a checkbox, and "All room types" ticking or clearing them all. */
export function RoomTypeChoice<T extends FieldValues & { roomTypeIds: number[] }, O>({
  control,
  roomTypes,
  error,
}: {
  control: Control<T, unknown, O>;
  roomTypes: { roomTypeId: number; name: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation('rooms');
  return (
    <Controller
      control={control}
      name={'roomTypeIds' as FieldPath<T>}
      render={({ field }) => {
        const chosen = field.value as number[];
        const all = roomTypes.length > 0 && chosen.length === roomTypes.length;
        return (
          <FormControl component="fieldset" error={error != null} fullWidth>
            <FormLabel component="legend">{t('bulk.roomTypes')}</FormLabel>
            <FormGroup row>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={chosen.length > 0 && !all}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? roomTypes.map((r) => r.roomTypeId) : [])
                    }
                  />
                }
                label={t('bulk.selectAll')}
              />
              {roomTypes.map((rt) => (
                <FormControlLabel
                  key={rt.roomTypeId}
                  control={
                    <Checkbox
                      checked={chosen.includes(rt.roomTypeId)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...chosen, rt.roomTypeId]
                            : chosen.filter((id) => id !== rt.roomTypeId),
                        )
                      }
                    />
                  }
                  label={rt.name}
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
