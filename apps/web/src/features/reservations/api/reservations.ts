import { reservationPageSchema, type ReservationListQuery, type ReservationPage } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type ReservationFilter = Partial<Omit<ReservationListQuery, 'page' | 'size' | 'order'>> & {
  page: number;
  size: number;
  order?: 'asc' | 'desc';
};

export const reservationsQueryKey = (propertyId: number) => ['reservations', propertyId] as const;

/** GET /api/reservation/property/:propertyId: a page of the property's reservations, filtered on the server. */
export function useReservations(propertyId: number, filter: ReservationFilter) {
  return useQuery({
    queryKey: [...reservationsQueryKey(propertyId), filter],
    queryFn: async ({ signal }): Promise<ReservationPage> =>
      reservationPageSchema.parse(
        await api.get<unknown>(`/api/reservation/property/${propertyId}`, { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reservation/property/:propertyId/export: the same filter as the page, as an .xlsx file. */
export function exportReservations(
  propertyId: number,
  filter: Omit<ReservationFilter, 'page' | 'size'>,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`/api/reservation/property/${propertyId}/export`, {
    params: filter,
    fallbackName: 'reservations.xlsx',
    onProgress,
  });
}
