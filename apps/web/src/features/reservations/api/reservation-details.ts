import {
  reservationHistorySchema,
  reservationSchema,
  type AuditLogEntry,
  type Reservation,
} from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reservationsQueryKey } from './reservations';

/** The details page's key: under the property's reservations, so that any reservation write refreshes it. */
export const reservationByReferenceKey = (propertyId: number, referenceNumber: string) =>
  [...reservationsQueryKey(propertyId), 'reference', referenceNumber] as const;

/** GET /api/reservation/property/:propertyId/reference/:referenceNumber: one reservation, its lines and payments. */
export function useReservationByReference(propertyId: number, referenceNumber: string) {
  return useQuery({
    queryKey: reservationByReferenceKey(propertyId, referenceNumber),
    queryFn: async ({ signal }): Promise<Reservation> =>
      reservationSchema.parse(
        await api.get<unknown>(
          `/api/reservation/property/${propertyId}/reference/${encodeURIComponent(referenceNumber)}`,
          { signal },
        ),
      ),
  });
}

/**
 * GET /api/reservation/:reservationId/history: who changed what and when, newest first. Keyed by the reservation's
 * `updatedAt` too, so that each change the page makes brings the new entry.
 */
export function useReservationHistory(propertyId: number, reservationId: number, version: string) {
  return useQuery({
    queryKey: [...reservationsQueryKey(propertyId), 'history', reservationId, version],
    queryFn: async ({ signal }): Promise<AuditLogEntry[]> =>
      reservationHistorySchema.parse(
        await api.get<unknown>(`/api/reservation/${reservationId}/history`, { signal }),
      ),
  });
}
