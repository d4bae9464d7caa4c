// Service requests (issue 11, spec §7.3 under /api/service): each call once, with one query key.
import {
  serviceRequestPageSchema,
  serviceRequestSchema,
  type ServiceRequest,
  type ServiceRequestCreate,
  type ServiceRequestPage,
  type ServiceRequestSearch,
  type ServiceRequestStatus,
  type ServiceRequestUpdate,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type ServiceRequestFilter = Partial<
  Omit<ServiceRequestSearch, 'page' | 'size' | 'order' | 'propertyId'>
> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const serviceRequestKeys = {
  /** Everything of a property: lists, the board's, the reports. */
  property: (propertyId: number) => ['service-requests', propertyId] as const,
  list: (propertyId: number, filter: ServiceRequestFilter) =>
    ['service-requests', propertyId, 'list', filter] as const,
  openByRoom: (propertyId: number) => ['service-requests', propertyId, 'open-by-room'] as const,
  report: (propertyId: number, kind: string, from: string, to: string) =>
    ['service-requests', propertyId, 'report', kind, from, to] as const,
};

/** GET /api/service/getBySearchCriteria: a page of the property's requests. */
export async function getServiceRequests(
  propertyId: number,
  filter: ServiceRequestFilter,
  signal?: AbortSignal,
): Promise<ServiceRequestPage> {
  const body = await api.get<unknown>('/api/service/getBySearchCriteria', {
    params: { propertyId, ...filter },
    signal,
  });
  return serviceRequestPageSchema.parse(body);
}

export function useServiceRequests(propertyId: number, filter: ServiceRequestFilter) {
  return useQuery(
    queryOptions({
      queryKey: serviceRequestKeys.list(propertyId, filter),
      queryFn: ({ signal }) => getServiceRequests(propertyId, filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

const roomRequestsSchema = z.array(serviceRequestSchema);

/** GET /api/service/property/:propertyId/open-by-room: the open requests naming a room (housekeeping board). */
export function useOpenRoomRequests(propertyId: number, enabled = true) {
  return useQuery({
    queryKey: serviceRequestKeys.openByRoom(propertyId),
    queryFn: async ({ signal }) =>
      roomRequestsSchema.parse(
        await api.get<unknown>(`/api/service/property/${propertyId}/open-by-room`, { signal }),
      ),
    enabled,
  });
}

function useInvalidate(propertyId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceRequestKeys.property(propertyId) });
}

/** POST /api/service/create. */
export function useCreateServiceRequest(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: async (input: Omit<ServiceRequestCreate, 'propertyId'>): Promise<ServiceRequest> =>
      serviceRequestSchema.parse(await api.post<unknown>('/api/service/create', { ...input, propertyId })),
    onSuccess: invalidate,
  });
}

/** PUT /api/service/:id. */
export function useUpdateServiceRequest(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ServiceRequestUpdate }): Promise<ServiceRequest> =>
      serviceRequestSchema.parse(await api.put<unknown>(`/api/service/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** POST /api/service/:id/status. */
export function useMoveServiceRequest(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: async ({
      id,
      status,
    }: {
      id: number;
      status: ServiceRequestStatus;
    }): Promise<ServiceRequest> =>
      serviceRequestSchema.parse(await api.post<unknown>(`/api/service/${id}/status`, { status })),
    // A refused move (moved meanwhile: 409) also refreshes, so the list shows where the request now stands.
    onSettled: invalidate,
  });
}

/** DELETE /api/service/deleteById/:id. */
export function useDeleteServiceRequest(propertyId: number) {
  const invalidate = useInvalidate(propertyId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/service/deleteById/${id}`),
    onSuccess: invalidate,
  });
}

/** GET /api/service/download/serviceToExcel: the list's filter as an .xlsx file. */
export function exportServiceRequests(
  propertyId: number,
  filter: Omit<ServiceRequestFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile('/api/service/download/serviceToExcel', {
    params: { propertyId, ...filter },
    fallbackName: 'service-requests.xlsx',
    onProgress,
  });
}
