import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

type AuthPageProps = {
  /** Width of the card: the sign-in form is a little wider than the lock screen. */
  maxWidth: number;
  /** Above the form, centred: the logo or avatar, the title and the subtitle. */
  header: ReactNode;
  children: ReactNode;
};

/** The page of the sign-in and lock screens (spec §2.2): one card centred on a soft gradient. */
export function AuthPage({ maxWidth, header, children }: AuthPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (theme) =>
          `radial-gradient(circle at top, ${theme.palette.primary.main}14 0%, ${theme.palette.background.default} 60%)`,
      }}
    >
      <Card
        variant="outlined"
        sx={{ width: '100%', maxWidth, boxShadow: '0 12px 40px rgba(15, 23, 42, 0.08)' }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              mb: 3,
            }}
          >
            {header}
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
