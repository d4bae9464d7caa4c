// The OTA channel catalogue (issue 16): the platform's channels (super admin), and the active ones a property may
// connect to.
import { channelPageSchema, channelSchema, type ChannelInput, type ChannelListQuery } from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const CHANNELS_KEY = ['channels'] as const;

export type ChannelFilter = Partial<Omit<ChannelListQuery, 'page' | 'size' | 'order'>> & {
  order?: 'asc' | 'desc';
};

/** GET /api/channel: a page of the catalogue. */
export function useChannels(filter: ChannelFilter & { page: number; size: number }) {
  return useQuery({
    queryKey: [...CHANNELS_KEY, 'catalogue', filter],
    queryFn: async ({ signal }) =>
      channelPageSchema.parse(await api.get<unknown>('/api/channel', { params: filter, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/channel/:id: one channel (the edit form opened by its address). */
export function useChannel(id: number | null) {
  return useQuery({
    queryKey: [...CHANNELS_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      channelSchema.parse(await api.get<unknown>(`/api/channel/${id}`, { signal })),
    enabled: id != null,
  });
}

/** GET /api/channel/export: the same filter as an .xlsx file. */
export function exportChannels(filter: ChannelFilter, onProgress?: (fraction: number | null) => void) {
  return downloadFile('/api/channel/export', {
    params: filter,
    fallbackName: 'channels.xlsx',
    onProgress,
  });
}

/** POST /api/channel, or PUT /api/channel/:id. */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ChannelInput }) =>
      channelSchema.parse(
        id == null
          ? await api.post<unknown>('/api/channel', input)
          : await api.put<unknown>(`/api/channel/${id}`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
  });
}
