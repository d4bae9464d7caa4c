import { slotDaySchema, type SlotDayAnswer, type SlotSearchQuery } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reservationsQueryKey } from './reservations';

/**
 * GET /api/reservation/property/:propertyId/slots: the free slots of an offering on a day of the property, for a
 * resource or any, with room for `persons`. Under the reservations key: a new reservation refreshes them.
 * Nothing is asked while `query` is null (no offering or day yet).
 */
export function useFreeSlots(propertyId: number, query: SlotSearchQuery | null) {
  return useQuery({
    queryKey: [...reservationsQueryKey(propertyId), 'slots', query],
    queryFn: async ({ signal }): Promise<SlotDayAnswer> =>
      slotDaySchema.parse(
        await api.get<unknown>(`/api/reservation/property/${propertyId}/slots`, {
          params: query ?? {},
          signal,
        }),
      ),
    enabled: query != null,
    // A slot list a minute old may offer a place taken since: ask again whenever the dialog shows it.
    staleTime: 0,
  });
}
