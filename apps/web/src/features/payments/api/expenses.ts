import {
  expensePageSchema,
  expenseSchema,
  type Expense,
  type ExpenseInput,
  type ExpenseListQuery,
  type ExpensePage,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/files';

export type ExpenseFilter = Partial<Omit<ExpenseListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const expensesQueryKey = (propertyId: number) => ['expenses', propertyId] as const;

/** GET /api/expense/property/:propertyId: a page of the filtered expenses, their total and totals by type. */
export async function getExpenses(
  propertyId: number,
  filter: ExpenseFilter,
  signal?: AbortSignal,
): Promise<ExpensePage> {
  const body = await api.get<unknown>(`/api/expense/property/${propertyId}`, { params: filter, signal });
  return expensePageSchema.parse(body);
}

export function getExpensesQueryOptions(propertyId: number, filter: ExpenseFilter) {
  return queryOptions({
    queryKey: [...expensesQueryKey(propertyId), filter],
    queryFn: ({ signal }) => getExpenses(propertyId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExpenses(propertyId: number, filter: ExpenseFilter) {
  return useQuery(getExpensesQueryOptions(propertyId, filter));
}

/** An expense charged to a booking changes that guest's folio: the bookings queries are refreshed too. */
function useInvalidateExpenses(propertyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: expensesQueryKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['booking'] }),
      queryClient.invalidateQueries({ queryKey: ['bookings'] }),
    ]);
}

/** POST /api/expense/property/:propertyId. */
export function useCreateExpense(propertyId: number) {
  const invalidate = useInvalidateExpenses(propertyId);
  return useMutation({
    mutationFn: async (input: ExpenseInput): Promise<Expense> =>
      expenseSchema.parse(await api.post<unknown>(`/api/expense/property/${propertyId}`, input)),
    onSuccess: invalidate,
  });
}

/** PUT /api/expense/:expenseId. */
export function useUpdateExpense(propertyId: number) {
  const invalidate = useInvalidateExpenses(propertyId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ExpenseInput }): Promise<Expense> =>
      expenseSchema.parse(await api.put<unknown>(`/api/expense/${id}`, input)),
    onSuccess: invalidate,
  });
}

/** DELETE /api/expense/:expenseId. */
export function useDeleteExpense(propertyId: number) {
  const invalidate = useInvalidateExpenses(propertyId);
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/expense/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /api/expense/:expenseId/receipt (multipart `file`, image or PDF ≤ 5 MB), with upload progress. */
export function useUploadReceipt(propertyId: number) {
  const invalidate = useInvalidateExpenses(propertyId);
  return useMutation({
    mutationFn: async ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File;
      onProgress?: (fraction: number) => void;
    }): Promise<Expense> => {
      const body = await uploadFile(`/api/expense/${id}/receipt`, file, onProgress);
      // The server may answer the expense or a message: the list is refreshed either way.
      const parsed = expenseSchema.safeParse(body);
      return parsed.success ? parsed.data : (body as Expense);
    },
    onSuccess: invalidate,
  });
}

/** GET /api/expense/:expenseId/receipt: the file, downloaded with the bearer token. */
export function downloadReceipt(expense: Pick<Expense, 'id' | 'receiptName'>): Promise<void> {
  return downloadFile(`/api/expense/${expense.id}/receipt`, {
    fallbackName: expense.receiptName ?? `receipt-${expense.id}`,
  });
}

/** GET /api/expense/property/:propertyId/export: the same filter as the list, as an .xlsx file. */
export function exportExpenses(
  propertyId: number,
  filter: Omit<ExpenseFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
): Promise<void> {
  return downloadFile(`/api/expense/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'expenses.xlsx',
    onProgress,
  });
}
