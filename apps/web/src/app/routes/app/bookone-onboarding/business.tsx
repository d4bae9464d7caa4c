import { useTranslation } from 'react-i18next';

import { OnboardingPage } from './onboarding-page';

/** /bookone-onboarding/on-boarding-property/:a/:b/:c: "Business Details Setup" for non-accommodation (spec §2.5). */
export default function OnboardingBusinessRoute() {
  const { t } = useTranslation('setup');
  return <OnboardingPage heading={t('headings.businessSetup')} />;
}
