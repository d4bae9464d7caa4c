import { BusinessTypeListPage } from '../../../../features/business-types/components/business-type-list-page';

/** /bookone-admin/service-config (issue 10, Business Type Config): the organisation's business types. */
export default function ServiceConfigRoute() {
  return <BusinessTypeListPage />;
}
