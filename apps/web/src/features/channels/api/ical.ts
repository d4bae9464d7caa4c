// Two-way iCal of a property (issue 16): the busy feeds it publishes per room type and per room, and the OTA feeds it
// imports. Every call needs the property's Channel Management subscription.
import {
  icalExportFeedListSchema,
  icalExportFeedSchema,
  icalImportFeedListSchema,
  icalImportFeedSchema,
  icalSyncResultSchema,
  type IcalExportFeedInput,
  type IcalImportFeedInput,
  type IcalImportFeedUpdate,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { CONNECTIONS_KEY } from './connections';

const base = (propertyId: number) => `/api/ical/property/${propertyId}`;
const exportsKey = (propertyId: number) => [...CONNECTIONS_KEY, propertyId, 'ical-exports'] as const;
const importsKey = (propertyId: number) => [...CONNECTIONS_KEY, propertyId, 'ical-imports'] as const;

/** GET …/export-feeds: each room type, then its rooms, with the live URL (null: none issued). */
export function useIcalExportFeeds(propertyId: number) {
  return useQuery({
    queryKey: exportsKey(propertyId),
    queryFn: async ({ signal }) =>
      icalExportFeedListSchema.parse(await api.get<unknown>(`${base(propertyId)}/export-feeds`, { signal })),
  });
}

/** POST …/export-feeds: issue a feed, or regenerate it (the previous URL stops answering). */
export function useIssueIcalExportFeed(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IcalExportFeedInput) =>
      icalExportFeedSchema.parse(await api.post<unknown>(`${base(propertyId)}/export-feeds`, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey(propertyId) }),
  });
}

/** DELETE …/export-feeds/:feedId: revoke a feed (its URL answers 404 from now on). */
export function useRevokeIcalExportFeed(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: number) => api.delete<unknown>(`${base(propertyId)}/export-feeds/${feedId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey(propertyId) }),
  });
}

/** GET …/import-feeds: the OTA feeds the property imports, with their last fetch. */
export function useIcalImportFeeds(propertyId: number) {
  return useQuery({
    queryKey: importsKey(propertyId),
    queryFn: async ({ signal }) =>
      icalImportFeedListSchema.parse(await api.get<unknown>(`${base(propertyId)}/import-feeds`, { signal })),
  });
}

function useImportsChanged(propertyId: number) {
  const queryClient = useQueryClient();
  // A fetch books, amends or cancels: the connections' health and reservations change with the feeds.
  return () => queryClient.invalidateQueries({ queryKey: [...CONNECTIONS_KEY, propertyId] });
}

/** POST …/import-feeds, or PATCH …/import-feeds/:feedId. */
export function useSaveIcalImportFeed(propertyId: number) {
  const changed = useImportsChanged(propertyId);
  return useMutation({
    mutationFn: async (
      change: { id: null; input: IcalImportFeedInput } | { id: number; input: IcalImportFeedUpdate },
    ) =>
      icalImportFeedSchema.parse(
        change.id == null
          ? await api.post<unknown>(`${base(propertyId)}/import-feeds`, change.input)
          : await api.patch<unknown>(`${base(propertyId)}/import-feeds/${change.id}`, change.input),
      ),
    onSuccess: changed,
  });
}

/** DELETE …/import-feeds/:feedId: stop importing a feed. */
export function useDeleteIcalImportFeed(propertyId: number) {
  const changed = useImportsChanged(propertyId);
  return useMutation({
    mutationFn: (feedId: number) => api.delete<unknown>(`${base(propertyId)}/import-feeds/${feedId}`),
    onSuccess: changed,
  });
}

/** POST …/import-feeds/:feedId/sync: fetch a feed now; what it did (a failed fetch changes nothing). */
export function useSyncIcalImportFeed(propertyId: number) {
  const changed = useImportsChanged(propertyId);
  return useMutation({
    mutationFn: async (feedId: number) =>
      icalSyncResultSchema.parse(await api.post<unknown>(`${base(propertyId)}/import-feeds/${feedId}/sync`)),
    onSettled: changed,
  });
}

/**
 * "Sync now" of a connection: fetches each of its imported calendars in turn (the same call as a feed's own button);
 * what each fetch did, failed ones included (a failure changes nothing).
 */
export function useSyncFeeds(propertyId: number) {
  const changed = useImportsChanged(propertyId);
  return useMutation({
    mutationFn: async (feedIds: readonly number[]) => {
      const results = [];
      for (const feedId of feedIds)
        results.push(
          icalSyncResultSchema.parse(
            await api.post<unknown>(`${base(propertyId)}/import-feeds/${feedId}/sync`),
          ),
        );
      return results;
    },
    onSettled: changed,
  });
}
