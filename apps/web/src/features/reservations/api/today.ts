import {
  reservationSchema,
  reservationTodaySchema,
  type Reservation,
  type ReservationToday,
} from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reservationsQueryKey } from './reservations';

export const reservationTodayQueryKey = (propertyId: number) =>
  [...reservationsQueryKey(propertyId), 'today'] as const;

/** How often the glance refreshes by itself: arrivals come and go while the page stays open at the desk. */
const TODAY_REFRESH_MS = 60_000;

/** GET /api/reservation/property/:propertyId/today: today's counts, next arrivals, in service, free capacity. */
export function useReservationToday(propertyId: number) {
  return useQuery({
    queryKey: reservationTodayQueryKey(propertyId),
    queryFn: async ({ signal }): Promise<ReservationToday> =>
      reservationTodaySchema.parse(
        await api.get<unknown>(`/api/reservation/property/${propertyId}/today`, { signal }),
      ),
    refetchInterval: TODAY_REFRESH_MS,
  });
}

/** The desk's actions of the glance. */
export type TodayAction = 'check-in' | 'complete';

/** POST /api/reservation/:reservationId/check-in | complete; the property's reservations are fetched again. */
export function useTodayAction(propertyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reservationId,
      action,
    }: {
      reservationId: number;
      action: TodayAction;
    }): Promise<Reservation> =>
      reservationSchema.parse(await api.post<unknown>(`/api/reservation/${reservationId}/${action}`)),
    onSettled: () => client.invalidateQueries({ queryKey: reservationsQueryKey(propertyId) }),
  });
}
