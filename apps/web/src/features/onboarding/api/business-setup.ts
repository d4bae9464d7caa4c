import {
  businessHoursAnswerSchema,
  businessHoursSchema,
  businessServiceSchema,
  type BusinessDay,
  type BusinessHoursInput,
  type BusinessService,
  type BusinessServiceInput,
} from '@bookone/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

export const businessHoursQueryKey = (propertyId: number | null) => ['business-hours', propertyId] as const;
export const businessServicesQueryKey = (propertyId: number | null) =>
  ['business-services', propertyId] as const;

/** GET /api/property/{id}/business-hours */
export async function getBusinessHours(propertyId: number, signal?: AbortSignal): Promise<BusinessDay[]> {
  const body = await api.get<unknown>(`/api/property/${propertyId}/business-hours`, { signal });
  return businessHoursAnswerSchema.parse(body).days;
}

export function useBusinessHours(propertyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: businessHoursQueryKey(propertyId),
      queryFn: ({ signal }) => getBusinessHours(propertyId!, signal),
      enabled: propertyId != null,
    }),
  );
}

/** PUT /api/property/{id}/business-hours: all seven weekdays. */
export async function saveBusinessHours(
  propertyId: number,
  input: BusinessHoursInput,
): Promise<BusinessDay[]> {
  const body = await api.put<unknown>(`/api/property/${propertyId}/business-hours`, input);
  return businessHoursSchema.parse(body).days;
}

export function useSaveBusinessHours(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessHoursInput) => saveBusinessHours(propertyId, input),
    onSuccess: async (days) => {
      queryClient.setQueryData(businessHoursQueryKey(propertyId), days);
      await queryClient.invalidateQueries({ queryKey: ['onboarding', propertyId] });
    },
  });
}

/** GET /api/property/{id}/business-services */
export async function getBusinessServices(
  propertyId: number,
  signal?: AbortSignal,
): Promise<BusinessService[]> {
  const body = await api.get<unknown>(`/api/property/${propertyId}/business-services`, { signal });
  return z.array(businessServiceSchema).parse(body);
}

export function useBusinessServices(propertyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: businessServicesQueryKey(propertyId),
      queryFn: ({ signal }) => getBusinessServices(propertyId!, signal),
      enabled: propertyId != null,
    }),
  );
}

/** POST (new) or PUT (existing) a business service (outlet). */
export async function saveBusinessService(
  propertyId: number,
  input: BusinessServiceInput,
  serviceId?: number,
): Promise<BusinessService> {
  const path = `/api/property/${propertyId}/business-services`;
  const body =
    serviceId == null
      ? await api.post<unknown>(path, input)
      : await api.put<unknown>(`${path}/${serviceId}`, input);
  return businessServiceSchema.parse(body);
}

export function useSaveBusinessService(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, serviceId }: { input: BusinessServiceInput; serviceId?: number }) =>
      saveBusinessService(propertyId, input, serviceId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: businessServicesQueryKey(propertyId) });
      await queryClient.invalidateQueries({ queryKey: ['onboarding', propertyId] });
    },
  });
}

/** DELETE /api/property/{id}/business-services/{serviceId} */
export function useDeleteBusinessService(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      api.delete<unknown>(`/api/property/${propertyId}/business-services/${serviceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessServicesQueryKey(propertyId) }),
  });
}
