import { BusinessLeadsPage } from '../../../../features/leads/components/business-leads-page';

/** /business-lead/list (issue 15): the business leads' board and list. */
export default function BusinessLeadsRoute() {
  return <BusinessLeadsPage />;
}
