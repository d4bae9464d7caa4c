import {
  partnerAgreementPageSchema,
  partnerAgreementSchema,
  partnerAvailabilitySchema,
  type PartnerAgreement,
  type PartnerAgreementInput,
  type PartnerAgreementListQuery,
  type PartnerAgreementPage,
  type PartnerAgreementUpdate,
  type PartnerAvailability,
  type PartnerAvailabilityQuery,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type PartnerFilter = Partial<Omit<PartnerAgreementListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

/** Every partner read lives under this key: a grant or an edit refreshes the lists and the availability. */
const PARTNERS = ['partners'] as const;
const listUrl = (organisationId: number) => `/api/partner-agreement/organisation/${organisationId}`;

/** GET /api/partner-agreement/organisation/:organisationId: a page of one side's agreements. */
export function usePartnerAgreements(organisationId: number, filter: PartnerFilter) {
  return useQuery({
    queryKey: [...PARTNERS, 'organisation', organisationId, filter],
    queryFn: async ({ signal }): Promise<PartnerAgreementPage> =>
      partnerAgreementPageSchema.parse(
        await api.get<unknown>(listUrl(organisationId), { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET …/export: the same filter as the list, as an .xlsx file. */
export function exportPartnerAgreements(
  organisationId: number,
  filter: Omit<PartnerFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`${listUrl(organisationId)}/export`, {
    params: filter,
    fallbackName: 'partner-properties.xlsx',
    onProgress,
  });
}

/** GET /api/partner-agreement/:agreementId/availability: rooms left per room type and day (read-only). */
export function usePartnerAvailability(agreementId: number, range: PartnerAvailabilityQuery) {
  return useQuery({
    queryKey: [...PARTNERS, 'availability', agreementId, range],
    queryFn: async ({ signal }): Promise<PartnerAvailability> =>
      partnerAvailabilitySchema.parse(
        await api.get<unknown>(`/api/partner-agreement/${agreementId}/availability`, {
          params: range,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** What the grant form needs of the organisation's properties: their ids and names. */
const propertyChoices = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** The organisation's own properties, the ones it may grant (GET /api/organisation/:id/properties, by name). */
export function useGrantableProperties(organisationId: number) {
  return useQuery({
    queryKey: [...PARTNERS, 'own-properties', organisationId],
    queryFn: async ({ signal }) =>
      propertyChoices.parse(
        await api.get<unknown>(`/api/organisation/${organisationId}/properties`, {
          params: { size: 200, sort: 'name' },
          signal,
        }),
      ).items,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PARTNERS });
}

/** POST /api/partner-agreement: grant one of the organisation's properties to a distributor. */
export function useGrantAgreement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: PartnerAgreementInput): Promise<PartnerAgreement> =>
      partnerAgreementSchema.parse(await api.post<unknown>('/api/partner-agreement', input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/partner-agreement/:agreementId: terms and status (409 when ended or changed meanwhile). */
export function useUpdateAgreement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      id,
      input,
    }: {
      id: number;
      input: PartnerAgreementUpdate;
    }): Promise<PartnerAgreement> =>
      partnerAgreementSchema.parse(await api.put<unknown>(`/api/partner-agreement/${id}`, input)),
    onSuccess: invalidate,
  });
}
