import {
  enquiryQuotePreviewSchema,
  enquirySchema,
  publicEnquiryFormSchema,
  publicEnquiryReceiptSchema,
  type Enquiry,
  type EnquiryQuoteInput,
  type EnquiryQuotePreview,
  type EnquiryQuoteSend,
  type PublicEnquiryForm,
  type PublicEnquiryInput,
  type PublicEnquiryReceipt,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { enquiryQueryKey } from './enquiries';

/** POST /api/enquiry/:enquiryId/quote/preview: the live quote of the stay being typed (null: nothing to ask yet). */
export function useQuotePreview(enquiryId: number, input: EnquiryQuoteInput | null) {
  return useQuery({
    queryKey: ['enquiries', 'quote-preview', enquiryId, input],
    queryFn: async ({ signal }): Promise<EnquiryQuotePreview> =>
      enquiryQuotePreviewSchema.parse(
        await api.post<unknown>(`/api/enquiry/${enquiryId}/quote/preview`, input, { signal }),
      ),
    enabled: input != null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useSavedEnquiry() {
  const queryClient = useQueryClient();
  return (e: Enquiry) => {
    queryClient.setQueryData(enquiryQueryKey(e.id), e);
    return queryClient.invalidateQueries({ queryKey: ['enquiries'] });
  };
}

/** PUT /api/enquiry/:enquiryId/quote: the quote saved (QUOTED). */
export function useSaveQuote(enquiryId: number) {
  const saved = useSavedEnquiry();
  return useMutation({
    mutationFn: async (input: EnquiryQuoteInput): Promise<Enquiry> =>
      enquirySchema.parse(await api.put<unknown>(`/api/enquiry/${enquiryId}/quote`, input)),
    onSuccess: saved,
  });
}

/** POST /api/enquiry/:enquiryId/quote/send: the quote emailed with its deposit link. */
export function useSendQuote(enquiryId: number) {
  const saved = useSavedEnquiry();
  return useMutation({
    mutationFn: async (input: EnquiryQuoteSend): Promise<Enquiry> =>
      enquirySchema.parse(await api.post<unknown>(`/api/enquiry/${enquiryId}/quote/send`, input)),
    onSuccess: saved,
  });
}

/** GET /api/public/enquire/:seoFriendlyName: the property's public form. */
export function usePublicEnquiryForm(seoFriendlyName: string) {
  return useQuery({
    queryKey: ['public-enquiry', seoFriendlyName],
    queryFn: async ({ signal }): Promise<PublicEnquiryForm> =>
      publicEnquiryFormSchema.parse(
        await api.get<unknown>(`/api/public/enquire/${encodeURIComponent(seoFriendlyName)}`, { signal }),
      ),
    retry: false,
  });
}

/** POST /api/public/enquire/:seoFriendlyName: the guest's enquiry sent. */
export function useSendPublicEnquiry(seoFriendlyName: string) {
  return useMutation({
    mutationFn: async (input: PublicEnquiryInput): Promise<PublicEnquiryReceipt> =>
      publicEnquiryReceiptSchema.parse(
        await api.post<unknown>(`/api/public/enquire/${encodeURIComponent(seoFriendlyName)}`, input),
      ),
  });
}
