import {
  createdPaymentLinkSchema,
  paymentCheckoutSchema,
  paymentLinkChannelsSchema,
  publicPaymentLinkSchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  testGatewayPayResultSchema,
  type PaymentLink,
  type PaymentLinkInput,
  type PaymentLinkPage,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import type { PaymentLinkFilter } from '../utils/payment-link-list';

const publicKey = (token: string) => ['public-payment-link', token] as const;
const pagePath = (token: string) => `/api/public/pay/${encodeURIComponent(token)}`;

/** GET /api/public/pay/:token (no sign-in): the link's page; an unknown link is a 404. */
export function usePublicPaymentLink(token: string) {
  return useQuery({
    queryKey: publicKey(token),
    queryFn: async ({ signal }) =>
      publicPaymentLinkSchema.parse(await api.get<unknown>(pagePath(token), { signal })),
    retry: false,
  });
}

/** POST …/checkout: a hosted gateway page to go to, or the test gateway's session. */
export function useStartCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      paymentCheckoutSchema.parse(await api.post<unknown>(`${pagePath(token)}/checkout`, {})),
    // A refusal may mean the link changed (a quote's rooms sold out): the page reads it again.
    onError: () => queryClient.invalidateQueries({ queryKey: publicKey(token) }),
  });
}

/** POST …/test-pay: the test gateway's Pay; a paid link is read again (it now says PAID). */
export function useTestPay(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: string; cardNumber: string }) =>
      testGatewayPayResultSchema.parse(await api.post<unknown>(`${pagePath(token)}/test-pay`, input)),
    onSuccess: (result) => {
      if (result.outcome === 'PAID') void queryClient.invalidateQueries({ queryKey: publicKey(token) });
    },
    // A quote whose rooms sold out meanwhile is refused (nothing taken): the page reads it again and says why.
    onError: () => queryClient.invalidateQueries({ queryKey: publicKey(token) }),
  });
}

/** POST /api/payment-link/property/:propertyId: the answer carries the link's path once. */
export function useCreatePaymentLink(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PaymentLinkInput) =>
      createdPaymentLinkSchema.parse(
        await api.post<unknown>(`/api/payment-link/property/${propertyId}`, input),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payment-links'] }),
  });
}

/** GET …/channels: SMS and WhatsApp when the property may text its guests (none otherwise). */
export function usePaymentLinkChannels(propertyId: number) {
  return useQuery({
    queryKey: ['payment-links', propertyId, 'channels'],
    queryFn: async ({ signal }) =>
      paymentLinkChannelsSchema.parse(
        await api.get<unknown>(`/api/payment-link/property/${propertyId}/channels`, { signal }),
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/payment-link/property/:propertyId: a page of the property's links. */
export function usePaymentLinks(
  propertyId: number,
  filter: PaymentLinkFilter & { page: number; size: number },
) {
  return useQuery({
    queryKey: ['payment-links', propertyId, filter],
    queryFn: async ({ signal }): Promise<PaymentLinkPage> =>
      paymentLinkPageSchema.parse(
        await api.get<unknown>(`/api/payment-link/property/${propertyId}`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
    enabled: propertyId > 0,
  });
}

/** GET …/export: the same filter as the list, as an .xlsx file. */
export function exportPaymentLinks(
  propertyId: number,
  filter: PaymentLinkFilter,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/payment-link/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'payment-links.xlsx',
    onProgress,
  });
}

/** POST /api/payment-link/:id/cancel: the guest's page then says it was cancelled. */
export function useCancelPaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<PaymentLink> =>
      paymentLinkSchema.parse(await api.post<unknown>(`/api/payment-link/${id}/cancel`, {})),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payment-links'] }),
  });
}
