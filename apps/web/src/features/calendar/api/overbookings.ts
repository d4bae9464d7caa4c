import { channelOverbookingSchema, type ChannelOverbooking } from '@bookone/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';

/**
 * GET /api/ical/property/{id}/overbookings?from&to: channel reservations (iCal feeds, OTAs) that found no room,
 * over the tape chart's range. Refetched with the chart (same key prefix).
 */
export function useOverbookings(propertyId: number, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: ['calendar', propertyId, 'overbookings', from, to] as const,
    queryFn: async ({ signal }): Promise<ChannelOverbooking[]> =>
      z.array(channelOverbookingSchema).parse(
        await api.get<unknown>(`/api/ical/property/${propertyId}/overbookings`, {
          params: { from, to },
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
