import { HousekeepingPage } from '../../../../features/calendar/components/housekeeping-page';

/** /bookone/housekeeping (issue 5): the housekeeping board, for housekeeping staff and the front office. */
export default function HousekeepingRoute() {
  return <HousekeepingPage />;
}
