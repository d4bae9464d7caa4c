import {
  paymentPageSchema,
  paymentSchema,
  type Payment,
  type PaymentInput,
  type PaymentListQuery,
  type PaymentPage,
  type GatewayRefundInput,
  type RefundInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

/** The list filter as the page holds it: everything optional, page and size always there. */
export type PaymentFilter = Partial<Omit<PaymentListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const paymentsQueryKey = (propertyId: number) => ['payments', propertyId] as const;

/** GET /api/payment/property/:propertyId: a page of the filtered payments and their total. */
export async function getPayments(
  propertyId: number,
  filter: PaymentFilter,
  signal?: AbortSignal,
): Promise<PaymentPage> {
  const body = await api.get<unknown>(`/api/payment/property/${propertyId}`, { params: filter, signal });
  return paymentPageSchema.parse(body);
}

export function getPaymentsQueryOptions(propertyId: number, filter: PaymentFilter) {
  return queryOptions({
    queryKey: [...paymentsQueryKey(propertyId), filter],
    queryFn: ({ signal }) => getPayments(propertyId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(propertyId: number, filter: PaymentFilter) {
  return useQuery(getPaymentsQueryOptions(propertyId, filter));
}

/**
 * A payment changes the payment lists, and (when linked) the booking's paid and balance: the bookings and folio
 * queries of the bookings feature start with 'booking'/'bookings', so they are refreshed too.
 */
function useInvalidatePayments(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentsQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['booking'] }),
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
}

/** POST /api/payment/property/:propertyId. */
export function useCreatePayment(propertyId: number) {
  const invalidate = useInvalidatePayments(propertyId);
  return useMutation({
    mutationFn: async (input: PaymentInput): Promise<Payment> =>
      paymentSchema.parse(await api.post<unknown>(`/api/payment/property/${propertyId}`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/payment/:paymentId (only while NotPaid; the server answers 409 once Paid). */
export function useUpdatePayment(propertyId: number) {
  const invalidate = useInvalidatePayments(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: PaymentInput }): Promise<Payment> =>
      paymentSchema.parse(await api.put<unknown>(`/api/payment/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** POST /api/payment/:paymentId/refund: a negative Paid payment, at most what was paid. */
export async function postRefund(id: number, input: RefundInput): Promise<Payment> {
  return paymentSchema.parse(await api.post<unknown>(`/api/payment/${id}/refund`, input));
}

/**
 * POST /api/payment-link/payment/:paymentId/refund: a card payment received through a payment link, paid back
 * through its gateway (issue 13); recorded as the same negative Paid payment.
 */
export async function postGatewayRefund(id: number, input: GatewayRefundInput): Promise<Payment> {
  return paymentSchema.parse(await api.post<unknown>(`/api/payment-link/payment/${id}/refund`, input));
}

/** A refund: recorded (`online` false) or paid back through the payment's gateway (`online` true). */
export function useRefundPayment(propertyId: number) {
  const invalidate = useInvalidatePayments(propertyId);
  return useMutation({
    mutationFn: ({ id, input, online }: { id: number; input: RefundInput; online?: boolean }) =>
      online ? postGatewayRefund(id, { amount: input.amount, reason: input.reason }) : postRefund(id, input),
    onSuccess: invalidate,
  });
}

/** GET /api/payment/property/:propertyId/export: the same filter as the list, as an .xlsx file. */
export function exportPayments(
  propertyId: number,
  filter: Omit<PaymentFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile(`/api/payment/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'payments.xlsx',
    onProgress,
  });
}
