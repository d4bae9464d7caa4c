import { bookingPageSchema } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * GET /api/booking/property/:propertyId?view=inHouse: the guests checked in now, whom a room order is charged to
 * (booking.read: the desk and management; the key starts like the bookings pages' own).
 */
export function useInHouseBookings(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', propertyId, 'pos', 'inHouse'] as const,
    queryFn: async ({ signal }) =>
      bookingPageSchema.parse(
        await api.get<unknown>(`/api/booking/property/${propertyId}`, {
          params: { view: 'inHouse', page: 0, size: 200, sort: 'guestName', order: 'asc' },
          signal,
        }),
      ).items,
    enabled,
  });
}
