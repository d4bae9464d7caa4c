import { facilitySchema, type Facility, type FacilityInput } from '@bookone/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

const facilityListSchema = z.array(facilitySchema);

export const facilitiesQueryKey = (organisationId: number) => ['facilities', organisationId] as const;

/** GET /api/room/facilities/organisation/{orgId}: the organisation's facility catalogue. */
export async function getFacilities(organisationId: number, signal?: AbortSignal): Promise<Facility[]> {
  const body = await api.get<unknown>(`/api/room/facilities/organisation/${organisationId}`, { signal });
  return facilityListSchema.parse(body);
}

export function getFacilitiesQueryOptions(organisationId: number) {
  return queryOptions({
    queryKey: facilitiesQueryKey(organisationId),
    queryFn: ({ signal }) => getFacilities(organisationId, signal),
  });
}

export function useFacilities(organisationId: number | null) {
  return useQuery({ ...getFacilitiesQueryOptions(organisationId ?? 0), enabled: organisationId != null });
}

function useInvalidateFacilities(organisationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: facilitiesQueryKey(organisationId) }),
      queryClient.invalidateQueries({ queryKey: ['room-types'] }),
    ]);
}

/** POST /api/room/facilities/organisation/{orgId}. */
export function useCreateFacility(organisationId: number) {
  const invalidate = useInvalidateFacilities(organisationId);
  return useMutation({
    mutationFn: async (input: FacilityInput) =>
      facilitySchema.parse(
        await api.post<unknown>(`/api/room/facilities/organisation/${organisationId}`, input),
      ),
    onSuccess: invalidate,
  });
}

/** PUT /api/room/facilities/{id}. */
export function useUpdateFacility(organisationId: number) {
  const invalidate = useInvalidateFacilities(organisationId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: FacilityInput }) =>
      facilitySchema.parse(await api.put<unknown>(`/api/room/facilities/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/room/facilities/{id}. */
export function useDeleteFacility(organisationId: number) {
  const invalidate = useInvalidateFacilities(organisationId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/room/facilities/${id}`),
    onSuccess: invalidate,
  });
}
