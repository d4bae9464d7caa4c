import {
  auditLogEntrySchema,
  bookDemoAnswerSchema,
  leadManagerSchema,
  leadNoteSchema,
  leadPageSchema,
  leadSchema,
  type AuditLogEntry,
  type BookDemoInput,
  type Lead,
  type LeadInput,
  type LeadListQuery,
  type LeadManager,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type LeadFilter = Partial<Omit<LeadListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Every lead read lives under this key: a move or a save refreshes the board, the list and the open lead alike. */
const LEADS = ['leads'] as const;

/** GET /api/lead: a page of the filtered leads (the list, or one column of the board). */
export function useLeads(filter: LeadFilter) {
  return useQuery(
    queryOptions<LeadPage>({
      queryKey: [...LEADS, 'list', filter],
      queryFn: async ({ signal }) =>
        leadPageSchema.parse(await api.get<unknown>('/api/lead', { params: filter, signal })),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/lead/:leadId. */
export function useLead(id: number | null) {
  return useQuery({
    queryKey: [...LEADS, 'one', id ?? 0],
    queryFn: async ({ signal }): Promise<Lead> =>
      leadSchema.parse(await api.get<unknown>(`/api/lead/${id}`, { signal })),
    enabled: id != null,
  });
}

/** GET /api/lead/account-managers. */
export function useLeadManagers() {
  return useQuery({
    queryKey: [...LEADS, 'managers'],
    queryFn: async ({ signal }): Promise<LeadManager[]> =>
      z.array(leadManagerSchema).parse(await api.get<unknown>('/api/lead/account-managers', { signal })),
    staleTime: 60_000,
  });
}

/** GET /api/lead/:leadId/notes and …/history: what was written and what happened, newest first. */
export function useLeadNotes(id: number) {
  return useQuery({
    queryKey: [...LEADS, 'notes', id],
    queryFn: async ({ signal }): Promise<LeadNote[]> =>
      z.array(leadNoteSchema).parse(await api.get<unknown>(`/api/lead/${id}/notes`, { signal })),
  });
}

export function useLeadHistory(id: number) {
  return useQuery({
    queryKey: [...LEADS, 'history', id],
    queryFn: async ({ signal }): Promise<AuditLogEntry[]> =>
      z.array(auditLogEntrySchema).parse(await api.get<unknown>(`/api/lead/${id}/history`, { signal })),
  });
}

function useInvalidateLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LEADS });
}

/** POST /api/lead, or PUT /api/lead/:leadId for an existing one. */
export function useSaveLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: LeadInput }): Promise<Lead> =>
      leadSchema.parse(
        id == null
          ? await api.post<unknown>('/api/lead', input)
          : await api.put<unknown>(`/api/lead/${id}`, input),
      ),
    onSuccess: invalidate,
  });
}

/** PUT /api/lead/:leadId/stage; a refusal (moved meanwhile) refreshes the board too, so that it shows where it is. */
export function useMoveLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: LeadStageChange }): Promise<Lead> =>
      leadSchema.parse(await api.put<unknown>(`/api/lead/${id}/stage`, change)),
    onSettled: invalidate,
  });
}

/** POST /api/lead/:leadId/notes. */
export function useAddLeadNote(id: number) {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: async (body: string): Promise<LeadNote> =>
      leadNoteSchema.parse(await api.post<unknown>(`/api/lead/${id}/notes`, { body })),
    onSuccess: invalidate,
  });
}

export function exportLeads(
  filter: Omit<LeadFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile('/api/lead/export', {
    params: filter,
    fallbackName: 'business-leads.xlsx',
    onProgress,
  });
}

/** POST /api/public/book-a-demo (no sign-in). */
export function useBookDemo() {
  return useMutation({
    mutationFn: async (input: BookDemoInput) =>
      bookDemoAnswerSchema.parse(await api.post<unknown>('/api/public/book-a-demo', input)),
  });
}
