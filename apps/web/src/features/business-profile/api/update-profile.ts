import {
  propertyProfileSchema,
  type PropertyProfile,
  type UpdatePropertyProfileInput,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/property/{id}/profile: only the fields sent change. */
export async function updateProfile(
  propertyId: number,
  input: UpdatePropertyProfileInput,
): Promise<PropertyProfile> {
  return propertyProfileSchema.parse(await api.put<unknown>(`/api/property/${propertyId}/profile`, input));
}

export function useUpdateProfile(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePropertyProfileInput) => updateProfile(propertyId, input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey(propertyId), profile);
      // The business type, plan and name feed the menu (spec §2.5, §6).
      await queryClient.invalidateQueries({ queryKey: ['navigation'] });
    },
  });
}
