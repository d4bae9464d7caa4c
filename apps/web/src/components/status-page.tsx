import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../config/paths';

type StatusPageProps = {
  /** A large code such as 404, shown above the heading. */
  code?: ReactNode;
  heading: string;
  description: string;
};

/** A centred page with a heading, a short explanation and a way back home: the 404 and error pages. */
export function StatusPage({ code, heading, description }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        {code != null && (
          <Typography
            aria-hidden
            sx={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
          >
            {code}
          </Typography>
        )}
        <Typography component="h1" variant="h4" sx={{ mt: 2, fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{description}</Typography>
        <Button
          component={Link}
          to={paths.home.getHref()}
          variant="contained"
          startIcon={<HomeIcon />}
          sx={{ mt: 4 }}
        >
          {t('common.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
