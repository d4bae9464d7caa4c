import { reservationQuoteSchema, type ReservationQuote, type ReservationQuoteRequest } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** POST /api/reservation/property/:propertyId/quote: holds no slot and takes no use, so it is read like a query. */
export function useReservationQuote(propertyId: number, request: ReservationQuoteRequest | null) {
  return useQuery({
    queryKey: ['reservations', propertyId, 'quote', request] as const,
    queryFn: async ({ signal }): Promise<ReservationQuote> =>
      reservationQuoteSchema.parse(
        await api.post<unknown>(`/api/reservation/property/${propertyId}/quote`, request, { signal }),
      ),
    enabled: request != null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
