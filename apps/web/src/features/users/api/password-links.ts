import {
  messageSchema,
  passwordTokenCheckSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@bookone/domain';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** GET /api/user/isUuidValid/:uuid: whose link it is and what for; a used, expired or unknown one is a 400. */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: async ({ signal }) =>
      passwordTokenCheckSchema.parse(
        await api.get<unknown>(`/api/user/isUuidValid/${encodeURIComponent(token)}`, { signal }),
      ),
    // A refused link stays refused: asking again changes nothing.
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/user/resetPassword: sets the password through the link (once). */
export function useSetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      messageSchema.parse(await api.post<unknown>('/api/user/resetPassword', input)),
  });
}

/** POST /api/user/forgotPassword: the same answer whether the address has an account or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordInput) =>
      messageSchema.parse(await api.post<unknown>('/api/user/forgotPassword', input)),
  });
}
