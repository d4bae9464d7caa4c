import type { Notification, SaveNotificationInput } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/**
 * POST /api/notification/: saves a notification (spec §7.2); the answer is the property's updated list, typed like
 * the list's GET (get-notifications.ts says why it is not parsed here).
 */
export function saveNotification(input: SaveNotificationInput): Promise<Notification[]> {
  return api.post<Notification[]>('/api/notification/', input);
}

/** Marks a notification Read; the list in the cache becomes the server's answer, then is refetched. */
export function useMarkNotificationRead(propertyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => saveNotification({ id, notificationStatus: 'Read' }),
    onSuccess: async (list) => {
      const queryKey = notificationsQueryKey(propertyId);
      queryClient.setQueryData(queryKey, list);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
