import { ServiceManagementPage } from '../../../../features/services/components/service-management-page';

/**
 * /master-service/service-list (Service Management, issue 11): business services, offerings and resources. Other
 * features' tabs (service requests) are passed in here, where features are composed.
 */
export default function ServiceListRoute() {
  return <ServiceManagementPage />;
}
