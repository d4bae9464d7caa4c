import {
  businessTypePageSchema,
  businessTypeSchema,
  type BusinessType,
  type BusinessTypeConfig,
  type BusinessTypeInput,
  type BusinessTypeListQuery,
  type BusinessTypePage,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { BUSINESS_TYPES_KEY } from '../../../lib/queries/business-types';

export type BusinessTypeFilter = Partial<Omit<BusinessTypeListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

const base = (organisationId: number) => `/api/business-type/organisation/${organisationId}`;

/** A type as the list shows it: its key is its row id (the grid's). */
export type BusinessTypeRow = BusinessTypeConfig & { id: BusinessType };

/** GET /api/business-type/organisation/:organisationId: a page of the organisation's types. */
export function useBusinessTypes(organisationId: number, filter: BusinessTypeFilter) {
  return useQuery({
    queryKey: [...BUSINESS_TYPES_KEY, 'organisation', organisationId, filter],
    queryFn: async ({ signal }): Promise<BusinessTypePage> =>
      businessTypePageSchema.parse(await api.get<unknown>(base(organisationId), { params: filter, signal })),
    select: (page) => ({ ...page, items: page.items.map((i): BusinessTypeRow => ({ ...i, id: i.key })) }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BUSINESS_TYPES_KEY });
}

/** PUT /api/business-type/organisation/:organisationId/:key (409 when someone saved the type meanwhile). */
export function useUpdateBusinessType(organisationId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ key, input }: { key: BusinessType; input: BusinessTypeInput }) =>
      businessTypeSchema.parse(await api.put<unknown>(`${base(organisationId)}/${key}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/business-type/organisation/:organisationId/:key?version: back to the platform's defaults. */
export function useResetBusinessType(organisationId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (type: BusinessTypeConfig) =>
      businessTypeSchema.parse(
        await api.delete<unknown>(`${base(organisationId)}/${type.key}`, {
          params: { version: type.version },
        }),
      ),
    onSuccess: invalidate,
  });
}
