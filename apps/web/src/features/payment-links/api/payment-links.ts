import {
  createdPaymentLinkSchema,
  paymentCheckoutSchema,
  publicPaymentLinkSchema,
  testGatewayPayResultSchema,
  type PaymentLinkInput,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

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
  return useMutation({
    mutationFn: async () =>
      paymentCheckoutSchema.parse(await api.post<unknown>(`${pagePath(token)}/checkout`, {})),
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
