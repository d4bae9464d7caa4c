import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../lib/form-errors';
import { useRoleLabel } from '../../../lib/queries/roles';

/**
 * The roles a user holds, as a group of check boxes: only the roles the administrator may hand out are offered
 * (the server refuses any other with a 403). The first role decides the user's menu (spec §6), so the order of
 * choosing is kept.
 */
export function RolesField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  choices,
  disabled,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  choices: readonly string[];
  disabled?: boolean;
}) {
  const { t: tt } = useTranslation();
  const roleLabel = useRoleLabel();
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const value = (Array.isArray(field.value) ? field.value : []) as string[];
  // Roles held but not offered (a user edited by a lower admin cannot reach here; the super admin sees all).
  const shown = [...choices, ...value.filter((r) => !choices.includes(r))];
  const error = fieldErrorText(tt, fieldState.error);
  return (
    <FormControl component="fieldset" error={error != null} disabled={disabled} variant="standard">
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <FormGroup row aria-labelledby={labelId}>
        {shown.map((role) => (
          <FormControlLabel
            key={role}
            label={roleLabel(role)}
            control={
              <Checkbox
                checked={value.includes(role)}
                onBlur={field.onBlur}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))
                }
                slotProps={{ input: { ref: role === shown[0] ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
