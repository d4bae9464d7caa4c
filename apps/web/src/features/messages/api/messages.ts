import {
  outboxMessageSchema,
  outboxPageSchema,
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxPage,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type MessageFilter = Partial<Omit<OutboxListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

const MESSAGES = ['messages'] as const;

/**
 * GET /api/messages: a page of the outgoing messages within the caller's reach. Polled every 5 s while the page is
 * open: a message's status changes by itself (the worker sends it within seconds, retries it later).
 */
export function useMessages(filter: MessageFilter) {
  return useQuery({
    queryKey: [...MESSAGES, filter],
    queryFn: async ({ signal }): Promise<OutboxPage> =>
      outboxPageSchema.parse(await api.get<unknown>('/api/messages', { params: filter, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

/** GET /api/messages/export: the same filter as the page, as an .xlsx file. */
export function exportMessages(
  filter: Omit<MessageFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile('/api/messages/export', { params: filter, fallbackName: 'messages.xlsx', onProgress });
}

/** POST /api/messages/:id/resend (a new PENDING copy) or …/cancel (a PENDING one); the list reads again. */
export function useMessageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'resend' | 'cancel' }): Promise<OutboxMessage> =>
      outboxMessageSchema.parse(await api.post<unknown>(`/api/messages/${id}/${action}`, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES }),
  });
}
