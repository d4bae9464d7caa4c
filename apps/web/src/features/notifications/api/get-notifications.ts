import type { Notification } from '@bookone/domain';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * GET /api/notification/property?PropertyId=: the property's notifications, oldest first (spec §7.2). Typed, not
 * parsed with zod: the header's bell reads it on every signed-in page (issue 9 §3). The server declares
 * `notificationSchema` as the answer's items and its API tests check every answer against it
 * (`apps/server/test/notification.test.ts`, `crossCheckSerializers`).
 */
export function getNotifications(propertyId: number, signal?: AbortSignal): Promise<Notification[]> {
  return api.get<Notification[]>('/api/notification/property', {
    params: { PropertyId: propertyId },
    signal,
  });
}

export const notificationsQueryKey = (propertyId: number | null) => ['notifications', propertyId] as const;

export function getNotificationsQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: notificationsQueryKey(propertyId),
    queryFn: ({ signal }) => getNotifications(propertyId, signal),
  });
}
