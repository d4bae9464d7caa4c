import { PartnerListPage } from '../../../../features/partners/components/partner-list-page';

/** /bookone-admin/eglobe-property-list (issue 10): partner properties distributed under agreement. */
export default function PartnerPropertiesRoute() {
  return <PartnerListPage />;
}
