import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../components/form-dialog';

/**
 * A 1–5 star rating as a labelled group of radio buttons (MUI Rating): Tab reaches it, the arrow keys choose the
 * stars, and each star is read as "4 stars". Its error (no rating chosen) is tied to the group.
 */
export function StarRatingField<T extends FieldValues>({
  control,
  name,
  label,
  size = 'large',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  size?: 'medium' | 'large';
}) {
  const { t } = useTranslation('reviews');
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldErrorText(t, fieldState.error);
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Rating
        name={`${id}-${name}`}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={(_e, v) => field.onChange(v ?? undefined)}
        onBlur={field.onBlur}
        size={size}
        getLabelText={(v: number) => t('public.stars', { count: v })}
        emptyLabelText={t('public.noRating')}
      />
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
