import { messageSettingsSchema, type MessageSettings } from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const settingsKey = (propertyId: number) => ['message-settings', propertyId] as const;
const settingsPath = (propertyId: number) => `/api/property/${propertyId}/message-settings`;

/** GET /api/property/{id}/message-settings: what the property sends its guests on its own (defaults until saved). */
export function useMessageSettings(propertyId: number) {
  return useQuery({
    queryKey: settingsKey(propertyId),
    queryFn: async ({ signal }) =>
      messageSettingsSchema.parse(await api.get<unknown>(settingsPath(propertyId), { signal })),
  });
}

/** PUT /api/property/{id}/message-settings. */
export function useSaveMessageSettings(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MessageSettings) =>
      messageSettingsSchema.parse(await api.put<unknown>(settingsPath(propertyId), input)),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(propertyId), saved),
  });
}
