import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Shown once the property is COMPLETED: what was set up and where to go next. */
export function SetupComplete({ accommodation, homePath }: { accommodation: boolean; homePath: string }) {
  const { t } = useTranslation('setup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card variant="outlined" role="status">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
          {t('complete.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {accommodation ? t('complete.accommodation') : t('complete.business')}
        </Typography>
        <Box component="ul" sx={{ textAlign: 'left', maxWidth: 480, mx: 'auto', mt: 2 }}>
          {(accommodation
            ? [t('complete.next.rates'), t('complete.next.profile'), t('complete.next.booking')]
            : [t('complete.next.profile'), t('complete.next.services')]
          ).map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={homePath}>
            {t('complete.goDashboard')}
          </Button>
          {accommodation ? (
            <Button variant="outlined" component={RouterLink} to="/bookone/manage-rates-availability">
              {t('complete.goRates')}
            </Button>
          ) : null}
          <Button variant="outlined" component={RouterLink} to="/master-service/business-dashboard/profile">
            {t('complete.goProfile')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
