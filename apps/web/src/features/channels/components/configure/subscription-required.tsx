import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * A property without the Channel Management subscription: what the page would do and how to get it (the property
 * admin upgrades the plan; the organisation admin adds the subscription on Property Management), not an error.
 */
export function SubscriptionRequired({
  propertyName,
  organisation,
}: {
  propertyName: string | null;
  organisation: boolean;
}) {
  const { t } = useTranslation('channels');
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={organisation ? '/bookone-admin/organisation-property-list' : '/master-service/Upgrade-Plan'}
          color="inherit"
          variant="outlined"
          size="small"
        >
          {organisation ? t('subscription.manageProperties') : t('subscription.upgrade')}
        </Button>
      }
    >
      <AlertTitle>{t('subscription.title')}</AlertTitle>
      {t('subscription.body', { property: propertyName ?? t('subscription.thisProperty') })}
    </Alert>
  );
}
