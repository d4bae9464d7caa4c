import HotelIcon from '@mui/icons-material/Hotel';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';

import { APP_NAME } from '../../../config/env';
import { useAuthEnvironment } from '../../../features/auth/auth-environment';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { SigninForm } from '../../../features/auth/components/signin-form';

/** Forgot password (issue 10): a plain address, so that the stand-alone page needs no router for it. */
const FORGOT_PASSWORD = '/sessions/forgot-password';

/**
 * The sign-in page (spec §2.2). Rendered by the router under the sessions layout, or, on a first visit to its
 * address, on its own by app/signin-app.tsx without the router (issue 9 §3): it takes its text and navigation from
 * the auth environment, never from the router or i18next directly.
 */
export default function SigninRoute() {
  const { t, warmUp, navigate } = useAuthEnvironment();
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
      <SigninForm onFirstInput={warmUp} />
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Typography
          component="a"
          href={FORGOT_PASSWORD}
          color="primary"
          onClick={(event) => {
            event.preventDefault();
            void navigate(FORGOT_PASSWORD);
          }}
        >
          {t('passwordPages.forgotLink')}
        </Typography>
      </Typography>
    </AuthPage>
  );
}
