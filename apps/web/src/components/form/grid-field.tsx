import Grid from '@mui/material/Grid';
import type { FieldValues } from 'react-hook-form';

import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type GridFieldProps<T extends FieldValues, O = T> = FormTextFieldProps<T, O> & {
  /** Twelfths from the tablet up (half by default): the page forms. */
  md?: number;
  /** Twelfths from the small breakpoint up instead: dialogs, whose other cells switch to two columns there. */
  sm?: number;
};

/**
 * A FormTextField in a cell of a form's two-column grid: full width on a phone, then `md` (or `sm`) twelfths. The
 * page forms (onboarding steps, business profile) and the dialogs' grids are lists of these.
 */
export function GridField<T extends FieldValues, O = T>({ md = 6, sm, ...props }: GridFieldProps<T, O>) {
  return (
    <Grid size={sm == null ? { xs: 12, md } : { xs: 12, sm }}>
      <FormTextField {...props} />
    </Grid>
  );
}
