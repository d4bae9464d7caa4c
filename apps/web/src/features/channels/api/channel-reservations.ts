// The reservations log of a property's channels (issue 16): what each channel sent and what became of it.
import { channelReservationPageSchema, type ChannelReservationListQuery } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import { CONNECTIONS_KEY } from './connections';

export type ChannelReservationFilter = Partial<
  Omit<ChannelReservationListQuery, 'page' | 'size' | 'order'>
> & {
  order?: 'asc' | 'desc';
};

const base = (propertyId: number) => `/api/channel/property/${propertyId}/reservations`;

/** GET …/reservations: a page of the log (one connection's with `connectionId`). */
export function useChannelReservations(
  propertyId: number,
  filter: ChannelReservationFilter & { page: number; size: number },
) {
  return useQuery({
    queryKey: [...CONNECTIONS_KEY, propertyId, 'reservations', filter],
    queryFn: async ({ signal }) =>
      channelReservationPageSchema.parse(
        await api.get<unknown>(base(propertyId), { params: filter, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET …/reservations/export: the same filter as an .xlsx file. */
export function exportChannelReservations(
  propertyId: number,
  filter: ChannelReservationFilter,
  onProgress?: (fraction: number | null) => void,
) {
  return downloadFile(`${base(propertyId)}/export`, {
    params: filter,
    fallbackName: 'channel-reservations.xlsx',
    onProgress,
  });
}
