import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '../../../config/env';
import { useCurrentUser } from '../../../features/auth/api/get-user';

/** The index page of the signed-in area. It has no route title, so the document title is just the app name. */
export default function WelcomeRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {user ? t('welcome.heading', { firstName: user.firstName }) : t('welcome.headingNoName')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {t('welcome.description', { appName: APP_NAME })}
      </Typography>
    </>
  );
}
