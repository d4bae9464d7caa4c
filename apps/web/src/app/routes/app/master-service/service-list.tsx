import { useTranslation } from 'react-i18next';

import { ServiceRequestsSection } from '../../../../features/service-requests/components/service-requests-section';
import { ServiceManagementPage } from '../../../../features/services/components/service-management-page';

/**
 * /master-service/service-list (Service Management, issue 11): business services, offerings and resources. Other
 * features' tabs (service requests) are passed in here, where features are composed.
 */
export default function ServiceListRoute() {
  const { t } = useTranslation('services');
  const { t: tr } = useTranslation('service-requests');
  return (
    <ServiceManagementPage
      extraTabs={[
        {
          key: 'requests',
          label: tr('heading'),
          render: (bar) => <ServiceRequestsSection title={t('page.heading')} bar={bar} />,
        },
      ]}
    />
  );
}
