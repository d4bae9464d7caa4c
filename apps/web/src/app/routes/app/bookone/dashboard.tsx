import { AccommodationDashboardPage } from '../../../../features/dashboard/components/accommodation-dashboard-page';

/** /bookone/dashboard (issue 5): the front-office dashboard of an accommodation property. */
export default function AccommodationDashboardRoute() {
  return <AccommodationDashboardPage />;
}
