import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../lib/form-errors';
import { useSubscriptionCatalogue } from '../api/subscriptions';

/** The catalogue's subscriptions as checkboxes, bound to a list of subscription ids. */
export function SubscriptionsField<T extends FieldValues, O = T>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation('organisations');
  const catalogue = useSubscriptionCatalogue();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as number[];
        const error = fieldErrorText(t, fieldState.error);
        return (
          <FormControl component="fieldset" error={!!error}>
            <FormLabel component="legend">{t('fields.subscriptions')}</FormLabel>
            <FormGroup row>
              {(catalogue.data ?? []).map((s) => (
                <FormControlLabel
                  key={s.id}
                  label={s.name}
                  control={
                    <Checkbox
                      checked={value.includes(s.id)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...value, s.id] : value.filter((id) => id !== s.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {catalogue.isError && <FormHelperText>{t('properties.catalogueFailed')}</FormHelperText>}
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
