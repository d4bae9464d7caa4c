import LockResetIcon from '@mui/icons-material/LockReset';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { ForgotPasswordForm } from '../../../features/users/components/forgot-password-form';

/** /sessions/forgot-password: ask for a password reset link (original app §1.1). */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage
      maxWidth={440}
      header={
        <>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }}>
            <LockResetIcon aria-hidden />
          </Avatar>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t('routes.forgotPassword')}
          </Typography>
        </>
      }
    >
      <ForgotPasswordForm signinHref={paths.sessions.signin.getHref()} />
    </AuthPage>
  );
}
