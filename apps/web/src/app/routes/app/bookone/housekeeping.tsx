import { HousekeepingPage } from '../../../../features/calendar/components/housekeeping-page';
import { useRoomRequests } from '../../../../features/service-requests/components/room-requests';
import { getPropertyId } from '../../../../lib/session';

/**
 * /bookone/housekeeping (issue 5): the housekeeping board, for housekeeping staff and the front office; each room
 * card also shows its open service requests (issue 11) with Resolve, and "Raise a request" for the desk.
 */
export default function HousekeepingRoute() {
  const requests = useRoomRequests(getPropertyId() ?? 0);
  return <HousekeepingPage roomExtra={requests.roomExtra}>{requests.element}</HousekeepingPage>;
}
