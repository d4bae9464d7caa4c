import Grid from '@mui/material/Grid';
import type { FieldValues } from 'react-hook-form';

import { FormTextField, type FormTextFieldProps } from './form-text-field';

/**
 * A FormTextField in a cell of a form's two-column grid: full width on a phone, `md` twelfths from the tablet up
 * (half by default). The page forms (onboarding steps, business profile) are lists of these.
 */
export function GridField<T extends FieldValues, O = T>({
  md = 6,
  ...props
}: FormTextFieldProps<T, O> & { md?: number }) {
  return (
    <Grid size={{ xs: 12, md }}>
      <FormTextField {...props} />
    </Grid>
  );
}
