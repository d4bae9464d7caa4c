import type { LoginRequest, LoginResponse } from '@bookone/domain';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /api/user/login: 200 LoginResponse, or 400/401/429 ApiError. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/login', input);
}

type UseLoginOptions = {
  /** Called once the session is stored. */
  onSuccess?: (response: LoginResponse) => void;
};

/** Signs in and stores the session (spec §3 keys) before handing over to the caller. */
export function useLogin({ onSuccess }: UseLoginOptions = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      saveSession(response);
      onSuccess?.(response);
    },
  });
}
