// The services catalogue's calls (issue 11): business services, offerings, resources and their time off.
import {
  catalogueServicePageSchema,
  pageOf,
  userSchema,
  catalogueServiceSchema,
  offeringDetailSchema,
  offeringPageSchema,
  resourcePageSchema,
  serviceResourceSchema,
  timeOffSchema,
  type CatalogueServiceInput,
  type CatalogueServiceListQuery,
  type OfferingInput,
  type OfferingListQuery,
  type ResourceInput,
  type ResourceListQuery,
  type TimeOff,
  type TimeOffInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile, type Progress } from '../../../lib/files';

const BASE = '/api/service-catalogue';

/** A list's filter as the page sends it: the query's fields, paged. */
type Filter<Q> = Partial<Omit<Q, 'page' | 'size'>> & { page: number; size: number };
export type ServiceFilter = Filter<CatalogueServiceListQuery>;
export type OfferingFilter = Filter<OfferingListQuery>;
export type ResourceFilter = Filter<ResourceListQuery>;

/** Every catalogue query of a property: a change to one list can change another's counts and names. */
export const catalogueKey = (propertyId: number) => ['service-catalogue', propertyId] as const;

/** A list's query string: its filters, page and sort. */
type Params = Record<string, string | number | boolean | null | undefined>;

function listQuery<T>(propertyId: number, list: string, filter: Params, parse: (body: unknown) => T) {
  return queryOptions({
    queryKey: [...catalogueKey(propertyId), list, filter],
    queryFn: async ({ signal }) =>
      parse(await api.get<unknown>(`${BASE}/property/${propertyId}/${list}`, { params: filter, signal })),
    placeholderData: keepPreviousData,
  });
}

export const useBusinessServices = (propertyId: number, filter: ServiceFilter) =>
  useQuery(listQuery(propertyId, 'business-services', filter, (b) => catalogueServicePageSchema.parse(b)));
export const useOfferings = (propertyId: number, filter: OfferingFilter) =>
  useQuery(listQuery(propertyId, 'offerings', filter, (b) => offeringPageSchema.parse(b)));
export const useResources = (propertyId: number, filter: ResourceFilter) =>
  useQuery(listQuery(propertyId, 'resources', filter, (b) => resourcePageSchema.parse(b)));

/** The pickers' choices: the property's active services or resources, first 200 by name. */
export const useServiceChoices = (propertyId: number) =>
  useBusinessServices(propertyId, { page: 0, size: 200, active: 'true', sort: 'name' });
export const useResourceChoices = (propertyId: number) =>
  useResources(propertyId, { page: 0, size: 200, active: 'true', sort: 'name' });

export function exportCatalogue(
  propertyId: number,
  list: 'business-services' | 'offerings' | 'resources',
  filter: Params,
  onProgress?: Progress,
) {
  return downloadFile(`${BASE}/property/${propertyId}/${list}/export`, {
    params: filter,
    fallbackName: `${list}.xlsx`,
    onProgress,
  });
}

function useSave<I, R>(propertyId: number, call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey(propertyId) }),
  });
}

/** POST or PUT of a business service. */
export const useSaveBusinessService = (propertyId: number) =>
  useSave(propertyId, async ({ id, input }: { id?: number; input: Partial<CatalogueServiceInput> }) =>
    catalogueServiceSchema.parse(
      id
        ? await api.put<unknown>(`${BASE}/business-services/${id}`, input)
        : await api.post<unknown>(`${BASE}/property/${propertyId}/business-services`, input),
    ),
  );

/** POST or PUT of an offering. */
export const useSaveOffering = (propertyId: number) =>
  useSave(propertyId, async ({ id, input }: { id?: number; input: Partial<OfferingInput> }) =>
    offeringDetailSchema.parse(
      id
        ? await api.put<unknown>(`${BASE}/offerings/${id}`, input)
        : await api.post<unknown>(`${BASE}/property/${propertyId}/offerings`, input),
    ),
  );

/** POST or PUT of a resource. */
export const useSaveResource = (propertyId: number) =>
  useSave(propertyId, async ({ id, input }: { id?: number; input: Partial<ResourceInput> }) =>
    serviceResourceSchema.parse(
      id
        ? await api.put<unknown>(`${BASE}/resources/${id}`, input)
        : await api.post<unknown>(`${BASE}/property/${propertyId}/resources`, input),
    ),
  );

/** One offering with its images (the dialog's image part). */
export function useOffering(id: number | null) {
  return useQuery({
    queryKey: ['service-catalogue', 'offering', id],
    queryFn: async ({ signal }) =>
      offeringDetailSchema.parse(await api.get<unknown>(`${BASE}/offerings/${id}`, { signal })),
    enabled: id != null,
  });
}

/** POST …/offerings/:id/images (multipart `file`); refreshes the offering and the lists. */
export function useUploadOfferingImage(propertyId: number, offeringId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(`${BASE}/offerings/${offeringId}/images`, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['service-catalogue', 'offering', offeringId] }),
        queryClient.invalidateQueries({ queryKey: catalogueKey(propertyId) }),
      ]),
  });
}

export function useDeleteOfferingImage(propertyId: number, offeringId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => api.delete<unknown>(`${BASE}/offerings/${offeringId}/images/${imageId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['service-catalogue', 'offering', offeringId] }),
        queryClient.invalidateQueries({ queryKey: catalogueKey(propertyId) }),
      ]),
  });
}

const timeOffKey = (resourceId: number) => ['service-catalogue', 'time-off', resourceId] as const;

/** GET …/resources/:id/time-off: from 30 days ago onwards. */
export function useTimeOff(resourceId: number) {
  return useQuery({
    queryKey: timeOffKey(resourceId),
    queryFn: async ({ signal }): Promise<TimeOff[]> =>
      z
        .array(timeOffSchema)
        .parse(await api.get<unknown>(`${BASE}/resources/${resourceId}/time-off`, { signal })),
  });
}

function useTimeOffChange<I>(propertyId: number, resourceId: number, call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timeOffKey(resourceId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKey(propertyId) }),
      ]),
  });
}

export const useAddTimeOff = (propertyId: number, resourceId: number) =>
  useTimeOffChange(propertyId, resourceId, (input: TimeOffInput) =>
    api.post<unknown>(`${BASE}/resources/${resourceId}/time-off`, input),
  );
export const useRemoveTimeOff = (propertyId: number, resourceId: number) =>
  useTimeOffChange(propertyId, resourceId, (id: number) => api.delete<unknown>(`${BASE}/time-off/${id}`));

const staffPage = pageOf(userSchema);

/** The property's accounts a staff resource may be linked to (GET /api/property/:id/users: admins and managers). */
export function useStaffAccounts(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['property-users', propertyId, 'service-staff'],
    queryFn: async ({ signal }) =>
      staffPage
        .parse(await api.get<unknown>(`/api/property/${propertyId}/users`, { params: { size: 200 }, signal }))
        .items.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() })),
    enabled,
  });
}
