import { permissionCatalogue, type Permission } from '@bookone/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../lib/form-errors';
import { usePermissionText } from '../utils/permission-text';

/**
 * A custom role's permissions: the catalogue grouped by module, each permission described in the user's language
 * (its key beside it, as the API and the audit log name it). The baseline every role holds is not offered.
 */
export function PermissionsField<T extends FieldValues, O = T>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const { t } = useTranslation('users');
  const { t: tt } = useTranslation();
  const text = usePermissionText();
  const { field, fieldState } = useController({ control, name });
  const headingId = useId();
  const value = (Array.isArray(field.value) ? field.value : []) as Permission[];
  const error = fieldErrorText(tt, fieldState.error);
  const toggle = (p: Permission, on: boolean) =>
    field.onChange(on ? [...value, p] : value.filter((x) => x !== p));

  return (
    <FormControl component="fieldset" error={error != null} variant="standard" sx={{ width: 1 }}>
      <FormLabel component="legend" id={headingId}>
        {t('roleAdmin.permissions')} · {t('roleAdmin.selectedCount', { count: value.length })}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('roleAdmin.baselineNote')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
      >
        {permissionCatalogue().map(({ module, permissions }, i) => (
          <FormControl key={module} component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {text.module(module)}
            </FormLabel>
            <FormGroup>
              {permissions.map((p, j) => (
                <FormControlLabel
                  key={p}
                  label={
                    <span>
                      {text.permission(p)}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {p}
                      </Typography>
                    </span>
                  }
                  control={
                    <Checkbox
                      size="small"
                      checked={value.includes(p)}
                      onBlur={field.onBlur}
                      onChange={(e) => toggle(p, e.target.checked)}
                      slotProps={{ input: { ref: i === 0 && j === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
