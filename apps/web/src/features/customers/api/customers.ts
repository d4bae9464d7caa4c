import {
  customerDocumentSchema,
  customerSavedSchema,
  customerStaysSchema,
  type CustomerDocument,
  type CustomerDocumentInput,
  type CustomerInput,
  type CustomerSaved,
  type CustomerStays,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/queries/customers';
import { downloadFile, uploadFile } from '../../../lib/files';

export {
  customerKeys,
  useCustomer,
  useCustomerDuplicates,
  useCustomers,
  type CustomerFilter,
} from '../../../lib/queries/customers';

/** A saved customer changes every list and search of the property and the customer itself. */
function useInvalidateCustomers(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerKeys.property(propertyId) }),
      queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    ]);
}

/** POST /api/customer/property/:propertyId: the customer and the possible duplicates. */
export function useCreateCustomer(propertyId: number) {
  const invalidate = useInvalidateCustomers(propertyId);
  return useMutation({
    mutationFn: async (input: CustomerInput): Promise<CustomerSaved> =>
      customerSavedSchema.parse(await api.post<unknown>(`/api/customer/property/${propertyId}`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/customer/:customerId. */
export function useUpdateCustomer(propertyId: number) {
  const invalidate = useInvalidateCustomers(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CustomerInput }): Promise<CustomerSaved> =>
      customerSavedSchema.parse(await api.put<unknown>(`/api/customer/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** POST /api/customer/:customerId/merge: the duplicate's bookings, payments and documents move here. */
export function useMergeCustomer(propertyId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateCustomers(propertyId);
  return useMutation({
    mutationFn: async ({ id, duplicateId }: { id: number; duplicateId: number }): Promise<CustomerSaved> =>
      customerSavedSchema.parse(await api.post<unknown>(`/api/customer/${id}/merge`, { duplicateId })),
    onSuccess: async () => {
      await invalidate();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['customer-documents'] }),
        queryClient.invalidateQueries({ queryKey: ['customer-stays'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]);
    },
  });
}

// ---------------------------------------------------------------- identity documents

const documentsKey = (customerId: number) => ['customer-documents', customerId] as const;

/** GET /api/customer/:customerId/documents. */
export function useCustomerDocuments(customerId: number) {
  return useQuery({
    queryKey: documentsKey(customerId),
    queryFn: async ({ signal }): Promise<CustomerDocument[]> =>
      z
        .array(customerDocumentSchema)
        .parse(await api.get<unknown>(`/api/customer/${customerId}/documents`, { signal })),
  });
}

/** POST /api/customer/:customerId/documents (type and number; the scans come after). */
export function useCreateDocument(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomerDocumentInput): Promise<CustomerDocument> =>
      customerDocumentSchema.parse(await api.post<unknown>(`/api/customer/${customerId}/documents`, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(customerId) }),
  });
}

/** DELETE /api/customer/:customerId/documents/:documentId. */
export function useDeleteDocument(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      api.delete<unknown>(`/api/customer/${customerId}/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(customerId) }),
  });
}

export type DocumentSide = 'front' | 'back';

/** POST …/documents/:documentId/front or /back (multipart `file`), with upload progress. */
export function useUploadDocumentFile(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      documentId,
      side,
      file,
      onProgress,
    }: {
      documentId: number;
      side: DocumentSide;
      file: File;
      onProgress?: (fraction: number) => void;
    }) => uploadFile(`/api/customer/${customerId}/documents/${documentId}/${side}`, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(customerId) }),
  });
}

/** GET …/documents/:documentId/front or /back: the scan, downloaded with the bearer token. */
export function downloadDocumentFile(document: CustomerDocument, side: DocumentSide): Promise<void> {
  return downloadFile(`/api/customer/${document.customerId}/documents/${document.id}/${side}`, {
    fallbackName: (side === 'front' ? document.frontName : document.backName) ?? `${document.type}-${side}`,
  });
}

// ---------------------------------------------------------------- stays

/** GET /api/customer/:customerId/stays: their bookings (newest first) and totals. */
export function useCustomerStays(customerId: number) {
  return useQuery({
    queryKey: ['customer-stays', customerId],
    queryFn: async ({ signal }): Promise<CustomerStays> =>
      customerStaysSchema.parse(await api.get<unknown>(`/api/customer/${customerId}/stays`, { signal })),
  });
}
