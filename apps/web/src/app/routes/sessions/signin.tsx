import HotelIcon from '@mui/icons-material/Hotel';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '../../../config/env';
import { SigninForm } from '../../../features/auth/components/signin-form';

export default function SigninRoute() {
  const { t } = useTranslation();
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
        sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(15, 23, 42, 0.08)' }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              mb: 4,
            }}
          >
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }}>
              <HotelIcon aria-hidden />
            </Avatar>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              {APP_NAME}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('auth.signin.subtitle')}</Typography>
          </Box>
          <SigninForm />
        </CardContent>
      </Card>
    </Box>
  );
}
