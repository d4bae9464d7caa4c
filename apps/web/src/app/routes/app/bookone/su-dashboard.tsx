import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '../../../../features/auth/api/get-user';
import { WorkLauncher } from '../../../../features/dashboard/components/work-launcher';

/**
 * /bookone/su-dashboard: the home of organisation and platform roles (their menus' Dashboard, spec §2.5). Until the
 * organisation figures are built, it greets the user and leads to every page their role may open.
 */
export default function OrganisationDashboardRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('dashboard.heading')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {user ? t('home.greeting', { firstName: user.firstName }) : t('home.greetingNoName')}
      </Typography>
      <WorkLauncher />
    </>
  );
}
