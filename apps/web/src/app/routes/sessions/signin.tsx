import HotelIcon from '@mui/icons-material/Hotel';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '../../../config/env';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { SigninForm } from '../../../features/auth/components/signin-form';
import { warmUpSignedInArea } from '../../warm-up';

export default function SigninRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage
      maxWidth={420}
      header={
        <>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }}>
            <HotelIcon aria-hidden />
          </Avatar>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {APP_NAME}
          </Typography>
          <Typography sx={{ mt: 1, mb: 1, color: 'text.secondary' }}>{t('auth.signin.subtitle')}</Typography>
        </>
      }
    >
      <SigninForm onFirstInput={warmUpSignedInArea} />
    </AuthPage>
  );
}
