import {
  bulkUpdateResultSchema,
  dailyRateSchema,
  gridSchema,
  quoteSchema,
  type BulkUpdateInput,
  type DailyRate,
  type Grid,
  type Quote,
  type QuoteRequest,
  type UpdateDailyRateInput,
} from '@bookone/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const ratesGridQueryKey = (propertyId: number, from: string, to: string) =>
  ['rates-grid', propertyId, from, to] as const;

/** GET /api/availability/property/{id}/grid?from&to (at most 90 days). */
export async function getRatesGrid(
  propertyId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Grid> {
  const body = await api.get<unknown>(`/api/availability/property/${propertyId}/grid`, {
    params: { from, to },
    signal,
  });
  return gridSchema.parse(body);
}

export function getRatesGridQueryOptions(propertyId: number, from: string, to: string) {
  return queryOptions({
    queryKey: ratesGridQueryKey(propertyId, from, to),
    queryFn: ({ signal }) => getRatesGrid(propertyId, from, to, signal),
    staleTime: 0,
  });
}

export function useRatesGrid(propertyId: number, from: string, to: string, enabled = true) {
  return useQuery({
    ...getRatesGridQueryOptions(propertyId, from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type CellUpdate = { roomTypeId: number; date: string; input: UpdateDailyRateInput };

function patchCell(grid: Grid, roomTypeId: number, date: string, patch: Partial<DailyRate>): Grid {
  return {
    ...grid,
    roomTypes: grid.roomTypes.map((row) =>
      row.roomTypeId !== roomTypeId
        ? row
        : { ...row, cells: row.cells.map((cell) => (cell.date === date ? { ...cell, ...patch } : cell)) },
    ),
  };
}

/** What the cell will look like, before the server answers. */
function optimisticCell(cell: DailyRate, input: UpdateDailyRateInput): Partial<DailyRate> {
  const { available, ...rest } = input;
  const next: Partial<DailyRate> = { ...rest };
  const onHold = input.onHold ?? cell.onHold;
  if (available != null) {
    next.available = available;
    next.blocked = Math.max(0, cell.total - cell.booked - onHold - available);
  } else if (input.blocked != null || input.onHold != null) {
    const blocked = input.blocked ?? cell.blocked;
    next.available = Math.max(0, cell.total - cell.booked - onHold - blocked);
  }
  return next;
}

/**
 * PUT /api/availability/room-types/{id}/dates/{date}: one cell. The grid shows the change at once; on an error it
 * goes back to what it was, and once settled the grid is fetched again (plan prices follow the standard rate).
 */
export function useUpdateCell(propertyId: number, from: string, to: string) {
  const queryClient = useQueryClient();
  const queryKey = ratesGridQueryKey(propertyId, from, to);
  return useMutation({
    mutationFn: async ({ roomTypeId, date, input }: CellUpdate) =>
      dailyRateSchema.parse(
        await api.put<unknown>(`/api/availability/room-types/${roomTypeId}/dates/${date}`, input),
      ),
    onMutate: async ({ roomTypeId, date, input }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Grid>(queryKey);
      const cell = previous?.roomTypes
        .find((row) => row.roomTypeId === roomTypeId)
        ?.cells.find((c) => c.date === date);
      if (previous && cell)
        queryClient.setQueryData<Grid>(
          queryKey,
          patchCell(previous, roomTypeId, date, optimisticCell(cell, input)),
        );
      return { previous };
    },
    onSuccess: (cell, { roomTypeId, date }) => {
      queryClient.setQueryData<Grid>(queryKey, (grid) => grid && patchCell(grid, roomTypeId, date, cell));
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
  });
}

/** POST /api/availability/property/{id}/bulk-update; the grid is fetched again afterwards. */
export function useBulkUpdate(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkUpdateInput) =>
      bulkUpdateResultSchema.parse(
        await api.post<unknown>(`/api/availability/property/${propertyId}/bulk-update`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rates-grid', propertyId] }),
  });
}

/** POST /api/availability/property/{id}/quote: the price of a stay and why it cannot be sold. */
export function useQuote(propertyId: number) {
  return useMutation({
    mutationFn: async (input: QuoteRequest): Promise<Quote> =>
      quoteSchema.parse(await api.post<unknown>(`/api/availability/property/${propertyId}/quote`, input)),
  });
}
