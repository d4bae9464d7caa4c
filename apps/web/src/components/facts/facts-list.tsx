import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label–value pairs as a definition list (dt/dd), laid out in a responsive grid: a property summary, the facts of a
 * booking. Labels must be unique (they are the keys).
 */
export function FactsList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
