import {
  enquiryAssigneeSchema,
  enquiryPageSchema,
  enquiryPropertySchema,
  enquirySchema,
  type Enquiry,
  type EnquiryAssignee,
  type EnquiryInput,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquiryProperty,
  type EnquiryStatusChange,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type EnquiryFilter = Partial<Omit<EnquiryListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Every enquiry read lives under this key: a save refreshes the inbox and the open enquiry alike. */
const ENQUIRIES = ['enquiries'] as const;
export const enquiryQueryKey = (id: number) => [...ENQUIRIES, 'one', id] as const;

/** GET /api/enquiry/organisation/:organisationId: a page of the filtered inbox. */
export function useEnquiries(organisationId: number, filter: EnquiryFilter) {
  return useQuery(
    queryOptions<EnquiryPage>({
      queryKey: [...ENQUIRIES, 'organisation', organisationId, filter],
      queryFn: async ({ signal }) =>
        enquiryPageSchema.parse(
          await api.get<unknown>(`/api/enquiry/organisation/${organisationId}`, { params: filter, signal }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/enquiry/:enquiryId. */
export function useEnquiry(id: number | null) {
  return useQuery({
    queryKey: enquiryQueryKey(id ?? 0),
    queryFn: async ({ signal }): Promise<Enquiry> =>
      enquirySchema.parse(await api.get<unknown>(`/api/enquiry/${id}`, { signal })),
    enabled: id != null,
  });
}

/** GET /api/enquiry/organisation/:organisationId/assignees: who may be given the enquiries. */
export function useEnquiryAssignees(organisationId: number) {
  return useQuery({
    queryKey: [...ENQUIRIES, 'assignees', organisationId],
    queryFn: async ({ signal }): Promise<EnquiryAssignee[]> =>
      z
        .array(enquiryAssigneeSchema)
        .parse(await api.get<unknown>(`/api/enquiry/organisation/${organisationId}/assignees`, { signal })),
    staleTime: 60_000,
  });
}

/** GET /api/enquiry/organisation/:organisationId/properties: the properties an enquiry may be for. */
export function useEnquiryProperties(organisationId: number) {
  return useQuery({
    queryKey: [...ENQUIRIES, 'properties', organisationId],
    queryFn: async ({ signal }): Promise<EnquiryProperty[]> =>
      z
        .array(enquiryPropertySchema)
        .parse(await api.get<unknown>(`/api/enquiry/organisation/${organisationId}/properties`, { signal })),
    staleTime: 60_000,
  });
}

function useInvalidateEnquiries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ENQUIRIES });
}

/** POST /api/enquiry/organisation/:organisationId: staff typing in a call. */
export function useCreateEnquiry(organisationId: number) {
  const invalidate = useInvalidateEnquiries();
  return useMutation({
    mutationFn: async (input: EnquiryInput): Promise<Enquiry> =>
      enquirySchema.parse(await api.post<unknown>(`/api/enquiry/organisation/${organisationId}`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/enquiry/:enquiryId (the assignee is changed on its own). */
export function useUpdateEnquiry() {
  const invalidate = useInvalidateEnquiries();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: EnquiryInput }): Promise<Enquiry> => {
      const { assigneeUserId: _assignee, ...fields } = input;
      return enquirySchema.parse(await api.put<unknown>(`/api/enquiry/${id}`, fields));
    },
    onSuccess: invalidate,
  });
}

/** PUT /api/enquiry/:enquiryId/assignee (null: nobody). */
export function useAssignEnquiry() {
  const invalidate = useInvalidateEnquiries();
  return useMutation({
    mutationFn: async ({ id, assigneeUserId }: { id: number; assigneeUserId: number | null }) =>
      enquirySchema.parse(await api.put<unknown>(`/api/enquiry/${id}/assignee`, { assigneeUserId })),
    onSuccess: invalidate,
  });
}

/** PUT /api/enquiry/:enquiryId/status. */
export function useSetEnquiryStatus() {
  const invalidate = useInvalidateEnquiries();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: EnquiryStatusChange }) =>
      enquirySchema.parse(await api.put<unknown>(`/api/enquiry/${id}/status`, change)),
    onSuccess: invalidate,
  });
}

/** GET /api/enquiry/organisation/:organisationId/export: the same filter as the inbox, as an .xlsx file. */
export function exportEnquiries(
  organisationId: number,
  filter: Omit<EnquiryFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/enquiry/organisation/${organisationId}/export`, {
    params: filter,
    fallbackName: 'enquiries.xlsx',
    onProgress,
  });
}
