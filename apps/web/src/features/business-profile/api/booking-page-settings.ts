import { bookingEngineSettingsSchema, type BookingEngineSettings } from '@bookone/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const path = (propertyId: number) => `/api/booking-engine/property/${propertyId}/settings`;
const key = (propertyId: number) => ['booking-page-settings', propertyId] as const;

/** GET /api/booking-engine/property/:id/settings: holds allowed, the deposit's share (defaults until saved). */
export function useBookingPageSettings(propertyId: number) {
  return useQuery({
    queryKey: key(propertyId),
    queryFn: async ({ signal }) =>
      bookingEngineSettingsSchema.parse(await api.get<unknown>(path(propertyId), { signal })),
  });
}

/** PUT /api/booking-engine/property/:id/settings. */
export function useSaveBookingPageSettings(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingEngineSettings) =>
      bookingEngineSettingsSchema.parse(await api.put<unknown>(path(propertyId), input)),
    onSuccess: (saved) => queryClient.setQueryData(key(propertyId), saved),
  });
}
