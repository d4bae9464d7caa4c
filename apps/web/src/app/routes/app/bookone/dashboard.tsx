import { useLazyDeskActions } from '../compose/lazy-desk-actions';
import { AccommodationDashboardPage } from '../../../../features/dashboard/components/accommodation-dashboard-page';

/** /bookone/dashboard (issue 5): the front-office dashboard of an accommodation property, with the desk's actions. */
export default function AccommodationDashboardRoute() {
  const deskActions = useLazyDeskActions();
  return <AccommodationDashboardPage deskActions={deskActions} />;
}
