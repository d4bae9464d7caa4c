import KeyIcon from '@mui/icons-material/Key';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';

import { paths } from '../../../config/paths';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { SetPasswordForm } from '../../../features/users/components/set-password-form';

/**
 * /sessions/set-password/:token (an invitation) and /sessions/reset-password/:token (a reset, original app
 * `resetPassword/:routeid`): one page, titled by which link it is.
 */
export default function SetPasswordRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useMatch(paths.sessions.resetPassword.path) != null;
  return (
    <AuthPage
      maxWidth={440}
      header={
        <>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }}>
            <KeyIcon aria-hidden />
          </Avatar>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t(reset ? 'routes.resetPassword' : 'routes.setPassword')}
          </Typography>
        </>
      }
    >
      <SetPasswordForm
        key={token}
        token={token}
        signinHref={paths.sessions.signin.getHref()}
        forgotHref={paths.sessions.forgotPassword.getHref()}
      />
    </AuthPage>
  );
}
