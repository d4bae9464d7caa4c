import {
  reservationSchema,
  slotTakenErrorSchema,
  type Reservation,
  type ReservationInput,
  type SlotTakenError,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiRequestError } from '../../../lib/api-client';
import { reservationsQueryKey } from './reservations';

/** POST /api/reservation/property/:propertyId; refreshes every reservations query of the property (slots too). */
export function useCreateReservation(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReservationInput): Promise<Reservation> =>
      reservationSchema.parse(await api.post<unknown>(`/api/reservation/property/${propertyId}`, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(propertyId) }),
  });
}

/** The next free slots a 409 "slot taken" answer offers (create and reschedule), or null for any other error. */
export function nextSlotsOf(error: unknown): NonNullable<SlotTakenError['nextSlots']> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = slotTakenErrorSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.nextSlots ?? []) : null;
}
