import {
  reservationSchema,
  type CancelReservationInput,
  type Reservation,
  type ReservationAction,
  type ReservationPaymentInput,
  type RescheduleInput,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reservationByReferenceKey } from './reservation-details';
import { reservationsQueryKey } from './reservations';

/** Every write answers the reservation: the details page shows it at once, and every other view is refreshed. */
function useReservationWrite<V>(propertyId: number, post: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V): Promise<Reservation> => reservationSchema.parse(await post(variables)),
    onSuccess: (reservation) =>
      queryClient.setQueryData(
        reservationByReferenceKey(propertyId, reservation.referenceNumber),
        reservation,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(propertyId) }),
  });
}

/** POST /api/reservation/:id/{confirm|check-in|complete|no-show|cancel} (cancel with its reason). */
export const useReservationTransition = (propertyId: number) =>
  useReservationWrite(
    propertyId,
    ({ id, action, body }: { id: number; action: ReservationAction; body?: CancelReservationInput }) =>
      api.post<unknown>(`/api/reservation/${id}/${action}`, body),
  );

/** POST /api/reservation/:id/reschedule: a line to another free slot (409 with the next free ones). */
export const useRescheduleReservation = (propertyId: number) =>
  useReservationWrite(propertyId, ({ id, input }: { id: number; input: RescheduleInput }) =>
    api.post<unknown>(`/api/reservation/${id}/reschedule`, input),
  );

/** POST /api/reservation/:id/payment: a Paid payment linked to it; the answer has the new paid and balance. */
export const useReservationPayment = (propertyId: number) =>
  useReservationWrite(propertyId, ({ id, input }: { id: number; input: ReservationPaymentInput }) =>
    api.post<unknown>(`/api/reservation/${id}/payment`, input),
  );
