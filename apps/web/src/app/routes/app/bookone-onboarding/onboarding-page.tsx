import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { OnboardingWizard } from '../../../../features/onboarding/components/onboarding-wizard';
import { getPropertyId } from '../../../../lib/session';

/** The onboarding wizard under its page heading; without a property in the session there is nothing to set up. */
export function OnboardingPage({ heading }: { heading: string }) {
  const { t } = useTranslation('setup');
  const propertyId = getPropertyId();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      {propertyId == null ? (
        <Alert severity="warning">{t('noProperty')}</Alert>
      ) : (
        <OnboardingWizard propertyId={propertyId} />
      )}
    </>
  );
}
