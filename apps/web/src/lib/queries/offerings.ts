import { offeringPageSchema, type Offering } from '@bookone/domain';
import { useQuery } from '@tanstack/react-query';

import { api } from '../api-client';

/**
 * The property's bookable offerings (active and bookable, by name, first 200): what a reservation can be made for.
 * Read by the reservations' dialogs; the key starts like the services catalogue's own queries
 * (['service-catalogue', propertyId]) so that an offering edited in Service Management is fresh here too.
 */
export function useBookableOfferings(propertyId: number, enabled = true) {
  const params = { page: 0, size: 200, active: 'true', bookable: 'true', sort: 'name', order: 'asc' };
  return useQuery({
    queryKey: ['service-catalogue', propertyId, 'offerings', 'bookable'] as const,
    queryFn: async ({ signal }): Promise<Offering[]> =>
      offeringPageSchema.parse(
        await api.get<unknown>(`/api/service-catalogue/property/${propertyId}/offerings`, { params, signal }),
      ).items,
    enabled,
  });
}
