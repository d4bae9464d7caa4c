import { invoiceEmailResultSchema, type InvoiceEmailInput, type InvoiceEmailResult } from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /api/invoice/:id/email: the PDF goes through the message outbox; Msg Tracker's list is refreshed. */
export function useEmailInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvoiceEmailInput): Promise<InvoiceEmailResult> =>
      invoiceEmailResultSchema.parse(await api.post<unknown>(`/api/invoice/${id}/email`, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
