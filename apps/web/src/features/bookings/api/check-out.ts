import { checkOutPreviewSchema, type CheckOutPreview } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingKeys } from './bookings';

/** Under 'bookings': any change to a booking (a payment, an amendment) refreshes it with the lists. */
export const checkOutPreviewKey = (bookingId: number) =>
  [...bookingKeys.all, 'check-out', bookingId] as const;

/**
 * GET /api/booking/:bookingId/check-out: what checking out now would change (early: nights removed, new charges)
 * and the balance or credit that results. Read when the dialog opens, never from cache: the day may have turned.
 */
export function useCheckOutPreview(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: checkOutPreviewKey(bookingId),
    queryFn: async ({ signal }): Promise<CheckOutPreview> =>
      checkOutPreviewSchema.parse(await api.get<unknown>(`/api/booking/${bookingId}/check-out`, { signal })),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
