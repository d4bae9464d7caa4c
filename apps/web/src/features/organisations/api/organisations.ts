import {
  organisationPageSchema,
  organisationSchema,
  type Organisation,
  type OrganisationInput,
  type OrganisationListQuery,
  type OrganisationPage,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type OrganisationFilter = Partial<Omit<OrganisationListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const organisationsQueryKey = ['organisations'] as const;

/** GET /api/organisation: a page of the organisations, each with its properties counted by plan. */
export async function getOrganisations(
  filter: OrganisationFilter,
  signal?: AbortSignal,
): Promise<OrganisationPage> {
  return organisationPageSchema.parse(
    await api.get<unknown>('/api/organisation', { params: filter, signal }),
  );
}

/** `enabled` false: not asked (the property list asks only for a super admin). */
export function useOrganisations(filter: OrganisationFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...organisationsQueryKey, filter],
      queryFn: ({ signal }) => getOrganisations(filter, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey });
}

/** POST /api/organisation, or PUT /api/organisation/:id with an id. */
export function useSaveOrganisation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: OrganisationInput }): Promise<Organisation> =>
      organisationSchema.parse(
        id == null
          ? await api.post<unknown>('/api/organisation', input)
          : await api.put<unknown>(`/api/organisation/${id}`, input),
      ),
    onSuccess: invalidate,
  });
}

/** POST /api/organisation/:id/deactivate or …/activate. */
export function useSetOrganisationActive() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }): Promise<Organisation> =>
      organisationSchema.parse(
        await api.post<unknown>(`/api/organisation/${id}/${active ? 'activate' : 'deactivate'}`),
      ),
    onSuccess: invalidate,
  });
}

/** GET /api/organisation/export: the same filter as the list, as an .xlsx file. */
export function exportOrganisations(
  filter: Omit<OrganisationFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile('/api/organisation/export', {
    params: filter,
    fallbackName: 'organisations.xlsx',
    onProgress,
  });
}
