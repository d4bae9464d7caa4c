import {
  organisationPropertyPageSchema,
  organisationPropertySchema,
  type OrganisationProperty,
  type OrganisationPropertyInput,
  type OrganisationPropertyListQuery,
  type OrganisationPropertyPage,
  type PropertyPlanInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type PropertyFilter = Partial<Omit<OrganisationPropertyListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const organisationPropertiesQueryKey = (organisationId: number) =>
  ['organisation-properties', organisationId] as const;

/** GET /api/organisation/:organisationId/properties: a page of the organisation's properties. */
export async function getOrganisationProperties(
  organisationId: number,
  filter: PropertyFilter,
  signal?: AbortSignal,
): Promise<OrganisationPropertyPage> {
  const body = await api.get<unknown>(`/api/organisation/${organisationId}/properties`, {
    params: filter,
    signal,
  });
  return organisationPropertyPageSchema.parse(body);
}

export function useOrganisationProperties(organisationId: number, filter: PropertyFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...organisationPropertiesQueryKey(organisationId), filter],
      queryFn: ({ signal }) => getOrganisationProperties(organisationId, filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The property list and the organisations' counts by plan both change with a property. */
function useInvalidate(organisationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organisationPropertiesQueryKey(organisationId) }),
      queryClient.invalidateQueries({ queryKey: ['organisations'] }),
    ]);
}

const parse = (body: unknown): OrganisationProperty => organisationPropertySchema.parse(body);

/** POST /api/organisation/:organisationId/properties: a new property (status NEW: it enters onboarding). */
export function useCreateProperty(organisationId: number) {
  const invalidate = useInvalidate(organisationId);
  return useMutation({
    mutationFn: async (input: OrganisationPropertyInput) =>
      parse(await api.post<unknown>(`/api/organisation/${organisationId}/properties`, input)),
    onSuccess: invalidate,
  });
}

/** POST /api/property/deactivateBusiness/:id or …/activateBusiness/:id. */
export function useSetPropertyActive(organisationId: number) {
  const invalidate = useInvalidate(organisationId);
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      parse(
        await api.post<unknown>(`/api/property/${active ? 'activateBusiness' : 'deactivateBusiness'}/${id}`),
      ),
    onSuccess: invalidate,
  });
}

/** PUT /api/property/:id/plan: the plan and the whole subscription list. */
export function useChangePlan(organisationId: number) {
  const invalidate = useInvalidate(organisationId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PropertyPlanInput }) =>
      parse(await api.put<unknown>(`/api/property/${id}/plan`, input)),
    onSuccess: invalidate,
  });
}

/** GET /api/organisation/:organisationId/properties/export: the same filter as the list, as an .xlsx file. */
export function exportOrganisationProperties(
  organisationId: number,
  filter: Omit<PropertyFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile(`/api/organisation/${organisationId}/properties/export`, {
    params: filter,
    fallbackName: 'properties.xlsx',
    onProgress,
  });
}
