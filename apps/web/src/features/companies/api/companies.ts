import {
  companyChargePageSchema,
  companyPageSchema,
  companyRatePlanSchema,
  companySchema,
  companyStatementSchema,
  type Company,
  type CompanyChargePage,
  type CompanyChargeQuery,
  type CompanyInput,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyRatePlan,
  type CompanyStatement,
  type CompanyStatementQuery,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type CompanyFilter = Partial<Omit<CompanyListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};
export type ChargeFilter = Partial<Omit<CompanyChargeQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Every company read lives under this key (the booking form's billable list too): a save refreshes them all. */
const COMPANIES = ['companies'] as const;
export const companiesQueryKey = (organisationId: number) =>
  [...COMPANIES, 'organisation', organisationId] as const;
export const companyQueryKey = (id: number) => [...COMPANIES, 'one', id] as const;

/** GET /api/company/organisation/:organisationId: a page of the filtered companies. */
export async function getCompanies(organisationId: number, filter: CompanyFilter, signal?: AbortSignal) {
  const body = await api.get<unknown>(`/api/company/organisation/${organisationId}`, {
    params: filter,
    signal,
  });
  return companyPageSchema.parse(body);
}

export function useCompanies(organisationId: number, filter: CompanyFilter) {
  return useQuery(
    queryOptions<CompanyPage>({
      queryKey: [...companiesQueryKey(organisationId), filter],
      queryFn: ({ signal }) => getCompanies(organisationId, filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/company/:companyId. */
export function useCompany(id: number) {
  return useQuery({
    queryKey: companyQueryKey(id),
    queryFn: async ({ signal }): Promise<Company> =>
      companySchema.parse(await api.get<unknown>(`/api/company/${id}`, { signal })),
  });
}

/** GET /api/company/organisation/:organisationId/rate-plans: the plans a company may be given. */
export function useCompanyRatePlans(organisationId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANIES, 'rate-plans', organisationId],
    queryFn: async ({ signal }): Promise<CompanyRatePlan[]> =>
      z
        .array(companyRatePlanSchema)
        .parse(await api.get<unknown>(`/api/company/organisation/${organisationId}/rate-plans`, { signal })),
    enabled,
  });
}

/** GET /api/company/:companyId/charges: a page of the open charges. */
export function useCompanyCharges(id: number, filter: ChargeFilter) {
  return useQuery({
    queryKey: [...COMPANIES, 'charges', id, filter],
    queryFn: async ({ signal }): Promise<CompanyChargePage> =>
      companyChargePageSchema.parse(
        await api.get<unknown>(`/api/company/${id}/charges`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/company/:companyId/statement: the statement of account over the dates. */
export function useCompanyStatement(id: number, range: CompanyStatementQuery) {
  return useQuery({
    queryKey: [...COMPANIES, 'statement', id, range],
    queryFn: async ({ signal }): Promise<CompanyStatement> =>
      companyStatementSchema.parse(
        await api.get<unknown>(`/api/company/${id}/statement`, { params: range, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMPANIES });
}

/** POST /api/company/organisation/:organisationId. */
export function useCreateCompany(organisationId: number) {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: async (input: CompanyInput): Promise<Company> =>
      companySchema.parse(await api.post<unknown>(`/api/company/organisation/${organisationId}`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/company/:companyId. */
export function useUpdateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CompanyInput }): Promise<Company> =>
      companySchema.parse(await api.put<unknown>(`/api/company/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/company/:companyId (409 once a booking was billed to it). */
export function useDeleteCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/company/${id}`),
    onSuccess: invalidate,
  });
}

type Progress = (fraction: number | null) => void;

/** GET /api/company/organisation/:organisationId/export: the same filter as the list, as an .xlsx file. */
export function exportCompanies(
  organisationId: number,
  filter: Omit<CompanyFilter, 'page' | 'size'>,
  onProgress?: Progress,
) {
  return downloadFile(`/api/company/organisation/${organisationId}/export`, {
    params: filter,
    fallbackName: 'companies.xlsx',
    onProgress,
  });
}

/** GET /api/company/:companyId/charges/export. */
export function exportCharges(
  id: number,
  filter: Omit<ChargeFilter, 'page' | 'size'>,
  onProgress?: Progress,
) {
  return downloadFile(`/api/company/${id}/charges/export`, {
    params: filter,
    fallbackName: 'open-charges.xlsx',
    onProgress,
  });
}

/** GET /api/company/:companyId/statement/export. */
export function exportStatement(id: number, range: CompanyStatementQuery, onProgress?: Progress) {
  return downloadFile(`/api/company/${id}/statement/export`, {
    params: range,
    fallbackName: 'statement.xlsx',
    onProgress,
  });
}

const organisationChoices = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET /api/organisation (super admin only): the organisations whose companies the platform may keep. */
export function useCompanyOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANIES, 'organisations'],
    queryFn: async ({ signal }) =>
      organisationChoices.parse(
        await api.get<unknown>('/api/organisation', { params: { size: 200, sort: 'name' }, signal }),
      ).items,
    enabled,
    staleTime: 60_000,
  });
}
