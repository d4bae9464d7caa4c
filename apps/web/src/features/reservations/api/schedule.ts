import {
  reservationSchema,
  scheduleSchema,
  type RescheduleInput,
  type Reservation,
  type Schedule,
} from '@bookone/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reservationsQueryKey } from './reservations';

/** Under the reservations key: a change anywhere in reservations refreshes the scheduler too. */
export const scheduleQueryKey = (propertyId: number, from: string, to: string) =>
  [...reservationsQueryKey(propertyId), 'schedule', from, to] as const;

/** GET /api/reservation/property/:propertyId/schedule: resources, their working time and the bars of those days. */
export function useSchedule(propertyId: number, from: string, to: string) {
  return useQuery({
    queryKey: scheduleQueryKey(propertyId, from, to),
    queryFn: async ({ signal }): Promise<Schedule> =>
      scheduleSchema.parse(
        await api.get<unknown>(`/api/reservation/property/${propertyId}/schedule`, {
          params: { from, to },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/reservation/:reservationId/reschedule: a line to another start and resource. Resolves once the
 * property's reservations (the scheduler's bars among them) are fetched again, so a moved bar never jumps back to
 * its old place for a moment; a refusal (409 with the server's message) rejects.
 */
export function useReschedule(propertyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      reservationId,
      input,
    }: {
      reservationId: number;
      input: RescheduleInput;
    }): Promise<Reservation> =>
      reservationSchema.parse(await api.post<unknown>(`/api/reservation/${reservationId}/reschedule`, input)),
    onSettled: () => client.invalidateQueries({ queryKey: reservationsQueryKey(propertyId) }),
  });
}
