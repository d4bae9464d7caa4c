import { notificationSchema, type Notification } from '@bookone/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

export const notificationListSchema = z.array(notificationSchema);

/** GET /api/notification/property?PropertyId=: the property's notifications, oldest first (spec §7.2). */
export async function getNotifications(propertyId: number, signal?: AbortSignal): Promise<Notification[]> {
  const body = await api.get<unknown>('/api/notification/property', {
    params: { PropertyId: propertyId },
    signal,
  });
  return notificationListSchema.parse(body);
}

export const notificationsQueryKey = (propertyId: number | null) => ['notifications', propertyId] as const;

export function getNotificationsQueryOptions(propertyId: number) {
  return queryOptions({
    queryKey: notificationsQueryKey(propertyId),
    queryFn: ({ signal }) => getNotifications(propertyId, signal),
  });
}
