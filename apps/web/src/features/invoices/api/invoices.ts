import {
  invoicePageSchema,
  invoicePropertySchema,
  invoiceSchema,
  type CreditNoteInput,
  type Invoice,
  type InvoiceDraftFrom,
  type InvoiceInput,
  type InvoiceIssue,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoicePaymentInput,
  type InvoiceVoid,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

/** The list filter as the page holds it: everything optional, page and size always there. */
export type InvoiceFilter = Partial<Omit<InvoiceListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
  /** Manage Invoice (organisation list) only. */
  propertyId?: number;
};

/** Where a list reads: one property's invoices, or every property of an organisation (Manage Invoice). */
export type InvoiceScope = { propertyId: number } | { organisationId: number };

const base = (scope: InvoiceScope) =>
  'propertyId' in scope
    ? `/api/invoice/property/${scope.propertyId}`
    : `/api/invoice/organisation/${scope.organisationId}`;

export const invoicesKey = ['invoices'] as const;

/** GET …/property/:propertyId or …/organisation/:organisationId: a page with the counts per status. */
export function useInvoices(scope: InvoiceScope, filter: InvoiceFilter, enabled = true) {
  return useQuery({
    queryKey: [...invoicesKey, scope, filter],
    queryFn: async ({ signal }): Promise<InvoicePage> =>
      invoicePageSchema.parse(await api.get<unknown>(base(scope), { params: filter, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET …/organisation/:organisationId/properties: Manage Invoice's property picker. */
export function useInvoiceProperties(organisationId: number | null) {
  return useQuery({
    queryKey: [...invoicesKey, 'properties', organisationId],
    queryFn: async ({ signal }) =>
      invoicePropertySchema
        .array()
        .parse(await api.get<unknown>(`/api/invoice/organisation/${organisationId}/properties`, { signal })),
    enabled: organisationId != null,
    staleTime: 5 * 60_000,
  });
}

/** The .xlsx of the same filter. */
export function exportInvoices(
  scope: InvoiceScope,
  filter: Omit<InvoiceFilter, 'page' | 'size'>,
  onProgress: (fraction: number | null) => void,
) {
  return downloadFile(`${base(scope)}/export`, { params: filter, onProgress, fallbackName: 'invoices.xlsx' });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: [...invoicesKey, 'one', id],
    queryFn: async ({ signal }): Promise<Invoice> =>
      invoiceSchema.parse(await api.get<unknown>(`/api/invoice/${id}`, { signal })),
    enabled: id != null,
  });
}

/** The PDF download (tenant-checked by the server). */
export function downloadInvoicePdf(id: number, number: string | null) {
  return downloadFile(`/api/invoice/${id}/pdf`, { fallbackName: `${number ?? `draft-${id}`}.pdf` });
}

/** Every write answers the invoice; the lists and the booking's folio (payments) are refreshed. */
function useInvoiceWrite<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<Invoice> => invoiceSchema.parse(await call(input)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['booking'] }),
      ]),
  });
}

export const useCreateInvoice = (propertyId: number) =>
  useInvoiceWrite((input: InvoiceInput) => api.post<unknown>(`/api/invoice/property/${propertyId}`, input));
export const useDraftFrom = (propertyId: number) =>
  useInvoiceWrite((input: InvoiceDraftFrom) =>
    api.post<unknown>(`/api/invoice/property/${propertyId}/draft-from`, input),
  );
export const useUpdateInvoice = (id: number) =>
  useInvoiceWrite((input: InvoiceInput) => api.put<unknown>(`/api/invoice/${id}`, input));
export const useIssueInvoice = (id: number) =>
  useInvoiceWrite((input: InvoiceIssue) => api.post<unknown>(`/api/invoice/${id}/issue`, input));
export const useVoidInvoice = (id: number) =>
  useInvoiceWrite((input: InvoiceVoid) => api.post<unknown>(`/api/invoice/${id}/void`, input));
export const useCreditNote = (id: number) =>
  useInvoiceWrite((input: CreditNoteInput) => api.post<unknown>(`/api/invoice/${id}/credit-note`, input));
export const usePayInvoice = (id: number) =>
  useInvoiceWrite((input: InvoicePaymentInput) => api.post<unknown>(`/api/invoice/${id}/payment`, input));

/** DELETE /api/invoice/:id (a draft only). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/invoice/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}
