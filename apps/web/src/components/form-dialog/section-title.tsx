import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title of a group of fields in a form dialog's grid (Prices, Restrictions…), across the whole row. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle2">{children}</Typography>
    </Grid>
  );
}
