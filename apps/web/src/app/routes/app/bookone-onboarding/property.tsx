import { useTranslation } from 'react-i18next';

import { OnboardingPage } from './onboarding-page';

/** /bookone-onboarding/property/:userId/:organizationId: "Add Property", the accommodation wizard (spec §2.5). */
export default function OnboardingPropertyRoute() {
  const { t } = useTranslation('setup');
  return <OnboardingPage heading={t('headings.addProperty')} />;
}
