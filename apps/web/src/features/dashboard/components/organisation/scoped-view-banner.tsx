import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDashboardScope } from '../../api/organisation-dashboard';

/** The organisation dashboard of an organisation (the super admin's pick; an organisation role's own). */
export const organisationDashboardPath = (organisationId: number) =>
  `/bookone/su-dashboard?organisationId=${organisationId}`;

/**
 * Above a property's dashboard opened from the organisation dashboard: whose property this is and as whom it is seen
 * ("Viewing Harbour View Hotel as Demo Hospitality Group"), with the way back.
 */
export function ScopedViewBanner({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('organisation-dashboard');
  const scope = useDashboardScope(propertyId);
  const s = scope.data;
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={Link}
          to={s ? organisationDashboardPath(s.organisationId) : '/bookone/su-dashboard'}
          color="inherit"
          size="small"
        >
          {t('scope.back')}
        </Button>
      }
    >
      {s ? t('scope.viewing', { property: s.propertyName, organisation: s.organisationName }) : '\u00a0'}
    </Alert>
  );
}
