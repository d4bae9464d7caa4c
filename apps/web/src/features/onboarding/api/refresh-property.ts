import { propertySchema, type Property } from '@bookone/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { api } from '../../../lib/api-client';
import { saveSessionProperty } from '../../../lib/session';

/** GET /api/property/{id}: the property as login stores it in the session. */
export async function getProperty(propertyId: number): Promise<Property> {
  return propertySchema.parse(await api.get<unknown>(`/api/property/${propertyId}`));
}

/**
 * Once the property changes in a way the menu depends on (status, room-type count: spec §2.5), stores the fresh
 * property in the session and has the menu (the navigation query) fetched again.
 */
export function useRefreshSessionProperty() {
  const queryClient = useQueryClient();
  return useCallback(
    async (propertyId: number) => {
      const property = await getProperty(propertyId);
      saveSessionProperty(property);
      await queryClient.invalidateQueries({ queryKey: ['navigation'] });
      return property;
    },
    [queryClient],
  );
}
