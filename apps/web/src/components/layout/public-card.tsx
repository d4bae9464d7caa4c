import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

/**
 * The frame of the pages a guest opens from a message without signing in (pay a link, leave a review,
 * unsubscribe): one card centred on the page, the page's `main` landmark.
 */
export function PublicCard({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
