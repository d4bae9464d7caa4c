import { can, findRoute } from '@bookone/domain';

import { canOpenRoute } from '../../../lib/route-access';
import { getSessionRoles } from '../../../lib/session';

export const HOUSEKEEPING_PATH = '/bookone/housekeeping';

/** Whether the signed-in user may open the housekeeping board (its route's roles, as the role guard decides). */
export function canOpenHousekeeping(): boolean {
  const route = findRoute(HOUSEKEEPING_PATH);
  return route != null && canOpenRoute(route, HOUSEKEEPING_PATH);
}

/** Whether the user works the desk: reads today's bookings (and may act on them when they also write). */
export function deskAccess(): { read: boolean; write: boolean } {
  const roles = getSessionRoles();
  return { read: can(roles, 'booking.read'), write: can(roles, 'booking.write') };
}
