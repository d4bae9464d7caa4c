// A property's channel connections (issue 16): connect, settings (fees, rate adjustment, stop-sell, status),
// mappings, sync health and "sync now". Every call needs the property's Channel Management subscription.
import {
  channelConnectionListSchema,
  channelConnectionSchema,
  channelPageSchema,
  channelSyncHealthSchema,
  type ChannelConnectionInput,
  type ChannelConnectionUpdate,
  type ChannelMappingsInput,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';

export const CONNECTIONS_KEY = ['channel-connections'] as const;

const base = (propertyId: number) => `/api/channel/property/${propertyId}`;

/** The answer of a property without the Channel Management subscription (the server's message key). */
export function isMissingSubscription(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  const body = error.body as { messageKey?: unknown } | undefined;
  return body?.messageKey === 'validation.noChannelSubscription';
}

/** GET …/connection: the property's connections with their mappings and last sync. */
export function useConnections(propertyId: number) {
  return useQuery({
    queryKey: [...CONNECTIONS_KEY, propertyId, 'list'],
    queryFn: async ({ signal }) =>
      channelConnectionListSchema.parse(await api.get<unknown>(`${base(propertyId)}/connection`, { signal })),
  });
}

/** GET /api/channel/choices: the active channels of the catalogue a property may connect to, by name. */
export function useChannelChoices() {
  return useQuery({
    queryKey: [...CONNECTIONS_KEY, 'choices'],
    queryFn: async ({ signal }) =>
      channelPageSchema.parse(await api.get<unknown>('/api/channel/choices', { signal })).items,
  });
}

function useConnectionsChanged(propertyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...CONNECTIONS_KEY, propertyId] });
}

/** POST …/connection: connect the property to a channel. */
export function useConnect(propertyId: number) {
  const changed = useConnectionsChanged(propertyId);
  return useMutation({
    mutationFn: async (input: ChannelConnectionInput) =>
      channelConnectionSchema.parse(await api.post<unknown>(`${base(propertyId)}/connection`, input)),
    onSuccess: changed,
  });
}

/** PATCH …/connection/:connectionId: fees, rate adjustment, stop-sell, status, the property's id at the channel. */
export function useUpdateConnection(propertyId: number, connectionId: number) {
  const changed = useConnectionsChanged(propertyId);
  return useMutation({
    mutationFn: async (input: ChannelConnectionUpdate) =>
      channelConnectionSchema.parse(
        await api.patch<unknown>(`${base(propertyId)}/connection/${connectionId}`, input),
      ),
    onSuccess: changed,
  });
}

/** PUT …/connection/:connectionId/mappings: the whole mapping list, replaced at once. */
export function useSaveMappings(propertyId: number, connectionId: number) {
  const changed = useConnectionsChanged(propertyId);
  return useMutation({
    mutationFn: async (input: ChannelMappingsInput) =>
      channelConnectionSchema.parse(
        await api.put<unknown>(`${base(propertyId)}/connection/${connectionId}/mappings`, input),
      ),
    onSuccess: changed,
  });
}

/** GET …/connection/:connectionId/health: last success, next run, recent errors and events with payloads. */
export function useSyncHealth(propertyId: number, connectionId: number) {
  return useQuery({
    queryKey: [...CONNECTIONS_KEY, propertyId, 'health', connectionId],
    queryFn: async ({ signal }) =>
      channelSyncHealthSchema.parse(
        await api.get<unknown>(`${base(propertyId)}/connection/${connectionId}/health`, { signal }),
      ),
  });
}
