import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { getSessionProperty } from '../../lib/session';

/**
 * A property page's heading: its title (the page's one h1) and, under it, the property it is about followed by what
 * the page is for ("Harbour View Hotel · Drag a booking to…").
 */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  const property = getSessionProperty();
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">
        {property?.name ? `${property.name} · ` : ''}
        {intro}
      </Typography>
    </Box>
  );
}
