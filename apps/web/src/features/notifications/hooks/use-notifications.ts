import type { Notification, Property } from '@bookone/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { useLiveEvents } from '../../../lib/live';
import { getPropertyId, getSessionProperty, getSessionRoles } from '../../../lib/session';
import { getNotifications, getNotificationsQueryOptions } from '../api/get-notifications';
import { useClearedNotifications } from '../stores/cleared-notifications';

/** Spec §9: the notifications are fetched again every 300 seconds. */
export const NOTIFICATION_POLL_MS = 300_000;

/**
 * Spec §4, §6: notifications (their count and their polling) are for a property admin whose property status is
 * COMPLETED; everyone else gets a count of 0 and nothing is fetched.
 */
export function receivesNotifications(
  roles: readonly string[],
  property: Pick<Property, 'propertyStatus'> | null,
) {
  return roles.includes('PROP_ADMIN') && property?.propertyStatus === 'COMPLETED';
}

/** Spec §9: the list comes oldest first; the panel shows it newest first, only the 'New' ones. */
export function newNotificationsFirst(list: readonly Notification[]): Notification[] {
  return [...list].reverse().filter((item) => item.notificationStatus.toLowerCase().includes('new'));
}

/**
 * The New notifications of the stored property, newest first, minus those cleared locally; polled every 300 s while
 * a property is stored, and with `live`, refreshed as the live channel announces one. `ready` is false until the
 * first answer, so that the sound does not compare a count that is not known yet. One caller listens (`live`: the
 * header's bell): each listener refetches, so a second one doubled every refresh (the second cancelling the first).
 */
export function useNotifications({ live = false }: { live?: boolean } = {}) {
  const propertyId = getPropertyId();
  const eligible = propertyId != null && receivesNotifications(getSessionRoles(), getSessionProperty());
  const cleared = useClearedNotifications();
  const queryClient = useQueryClient();
  const options = getNotificationsQueryOptions(propertyId ?? 0);
  const query = useQuery({
    ...options,
    // Spec §9: polling stops when no property is stored any more (e.g. the session was cleared): the poll that
    // notices asks nothing of the server, and the interval below then turns itself off.
    queryFn: ({ signal }) => {
      const stored = getPropertyId();
      if (stored == null) return queryClient.getQueryData(options.queryKey) ?? [];
      return getNotifications(stored, signal);
    },
    enabled: eligible,
    refetchInterval: () => (getPropertyId() == null ? false : NOTIFICATION_POLL_MS),
    refetchIntervalInBackground: true,
  });
  // The live channel brings a new notification at once (and a reconnect refetches what was missed); the 300 s poll
  // above stays the fallback while the channel is down.
  useLiveEvents(eligible && live ? propertyId : null, ['notification', 'ready'], () => {
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
  });
  const items =
    eligible && query.data ? newNotificationsFirst(query.data).filter((item) => !cleared.has(item.id)) : [];
  return { eligible, items, count: items.length, ready: eligible && query.isSuccess, propertyId };
}
